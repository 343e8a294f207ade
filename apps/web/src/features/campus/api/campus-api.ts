import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { versioned } from '../../../lib/api-error';
import { createRecordApi } from '../../../lib/record-api';
import type {
  TBuildingWire,
  TCampusWire,
  TContactWire,
  TPositionWire,
  TRoomWire,
  TSaveBuildingWire,
  TSaveCampusWire,
  TSavePositionWire,
  TSaveRoomWire,
} from '../../../lib/api-types';
import type { Camelized } from '../../../lib/case';

export type TBuilding = Camelized<TBuildingWire>;
export type TRoom = Camelized<TRoomWire>;
export type TPosition = Camelized<TPositionWire>;
export type TCampus = Camelized<TCampusWire>;

/** Buildings: form bodies (data-calls §7 'Dashboard and campus'). */
export const buildingApi = createRecordApi<TBuildingWire, TSaveBuildingWire>({
  key: 'building',
  list: { path: '/api/building' },
  get: (id) => ({ path: '/api/building/find', query: { id } }),
  create: { method: 'POST', path: '/api/building', kind: 'form' },
  update: { method: 'PUT', path: '/api/building', kind: 'form' },
  remove: (id) => ({ path: '/api/building', query: { id } }),
});

/** Rooms (data-calls §7 'Rooms'). */
export const roomApi = createRecordApi<TRoomWire, TSaveRoomWire>({
  key: 'room',
  list: { path: '/api/room' },
  get: (id) => ({ path: `/api/room/${encodeURIComponent(id)}` }),
  create: { method: 'POST', path: '/api/room', kind: 'form' },
  update: { method: 'PUT', path: '/api/room/update', kind: 'form' },
  remove: (id) => ({ path: `/api/room/${encodeURIComponent(id)}` }),
});

/** Positions (data-calls §7 'Academic setup'). */
export const positionApi = createRecordApi<TPositionWire, TSavePositionWire>({
  key: 'position',
  list: { path: '/api/repo/hrm/position' },
  create: { method: 'POST', path: '/api/repo/hrm/position', kind: 'form' },
  update: { method: 'PUT', path: '/api/repo/hrm/position', kind: 'form' },
  remove: (id) => ({ path: '/api/repo/hrm/position', query: { id } }),
});

export const campusQuery = () =>
  queryOptions({ queryKey: ['campus', 'current'], queryFn: async () => (await api.get<TCampusWire>('/api/campus/current')).data });

export const contactQuery = () =>
  queryOptions({ queryKey: ['campus', 'sms-contact'], queryFn: async () => (await api.get<TContactWire>('/api/campus/sms-contact')).data, staleTime: 30 * 60_000 });

export function useSaveCampus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveCampusWire) => versioned(true, async () => (await api.put<TCampusWire>('/api/campus', { form: body })).data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['campus'] }),
  });
}

/** `POST /api/campus/image` (multipart): `Kind` logo or background, `File` the picture. */
export function useUploadCampusImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { kind: 'logo' | 'background'; file: File }) =>
      (await api.post<TCampusWire>('/api/campus/image', { multipart: { Kind: input.kind, File: input.file } })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['campus'] }),
  });
}
