import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campusRefs } from '@school/contract/campus/campus.refs';
import type { TCampus as TCampusWire } from '@school/contract/campus/campus.schemas';
import type { TRefBody } from '@school/contract/common/route-ref';
import { api } from '../../../lib/api';
import { apiQuery } from '../../../lib/api-query';
import { versioned } from '../../../lib/api-error';
import type { Camelized } from '../../../lib/case';

export type TCampus = Camelized<TCampusWire>;

export const campusQuery = () => apiQuery(campusRefs.current);

export const contactQuery = () => ({ ...apiQuery(campusRefs.contact), staleTime: 30 * 60_000 });

/** `PUT /api/campus` (form) with the Version read: a stale save answers 409. */
export function useSaveCampus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRefBody<typeof campusRefs.update>) => versioned(true, async () => (await api.call(campusRefs.update, { body })).data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['campus'] }),
  });
}

/** `POST /api/campus/image` (multipart): `kind` logo or background, `file` the picture. */
export function useUploadCampusImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { kind: 'logo' | 'background'; file: File }) =>
      (await api.call(campusRefs.uploadImage, { body: { kind: input.kind, file: input.file } })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['campus'] }),
  });
}
