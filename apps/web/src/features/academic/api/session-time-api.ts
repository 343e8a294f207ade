import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TSessionTime,
  TSessionTimeCreate,
  TSessionTimePreviewRow,
  TSessionTimeUpdate,
} from '@school/contract/session-time/session-time.schemas';
import type { TSessionCalendar } from '@school/contract/session-calendar/session-calendar.schemas';
import { api } from '../../../lib/api';
import type { Camelized } from '../../../lib/case';
import { createRecordApi } from '../../../lib/record-api';

export type TSessionTimeItem = Camelized<TSessionTime>;
export type TPreviewRow = Camelized<TSessionTimePreviewRow>;
export type TCalendar = Camelized<TSessionCalendar>;

/** Session times (data-calls §7): one period is edited (PUT) or deleted; a level and shift's periods are saved at once (POST). */
export const sessionTimeApi = createRecordApi<TSessionTime, Omit<TSessionTimeUpdate, 'Id' | 'Version'> & { Version?: number }>({
  key: 'session-time',
  list: { path: '/api/academicSessionTime' },
  create: { method: 'POST', path: '/api/academicSessionTime', kind: 'json' },
  update: { method: 'PUT', path: '/api/academicSessionTime', kind: 'json' },
  remove: (id) => ({ path: `/api/academicSessionTime/${encodeURIComponent(id)}` }),
});

export type TGenerateOptions = { academicTimeShift: number; startTime?: string; sessionMinutes: number; breakMinutes: number; sessionCount: number };

/** The generated periods of a level (a preview, nothing saved). */
export async function generateSessionTimes(levelClassifiedId: string, options: TGenerateOptions) {
  return (await api.get<TSessionTimePreviewRow[]>(`/api/academicSessionTime/generate/${encodeURIComponent(levelClassifiedId)}`, { query: options })).data ?? [];
}

export function useSaveSessionTimes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TSessionTimeCreate) => (await api.post<TSessionTime[]>('/api/academicSessionTime', { json: body })).data ?? [],
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionTimeApi.keys.all });
      await queryClient.invalidateQueries({ queryKey: ['session-calendar'] });
    },
  });
}

/** The session calendar (days × schedule) of every level, or of one. */
export const sessionCalendarQuery = () =>
  queryOptions({ queryKey: ['session-calendar', 'all'], queryFn: async () => (await api.get<TSessionCalendar[]>('/api/session-calendar')).data ?? [] });
export const levelCalendarQuery = (levelClassifiedId: string | undefined) =>
  queryOptions({
    queryKey: ['session-calendar', 'level', levelClassifiedId],
    queryFn: async () => (await api.get<TSessionCalendar>(`/api/session-calendar/by-academic-level-classified/${encodeURIComponent(levelClassifiedId!)}`)).data,
    enabled: Boolean(levelClassifiedId),
  });
