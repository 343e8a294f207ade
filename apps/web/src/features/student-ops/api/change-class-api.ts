import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChangeClassRequest, TChangeClassRow } from '@school/contract/student/student.schemas';
import { api } from '../../../lib/api';
import { versioned } from '../../../lib/api-error';
import type { Camelized } from '../../../lib/case';

/** Change class (data-calls §7 'Students': GET and POST api/student/change-class). */
export type TChangeRow = Camelized<TChangeClassRow>;

const keys = { all: ['student-ops', 'change-class'] as const };

export const changeClassRowsQuery = (academicClassId: string | undefined) =>
  queryOptions({
    queryKey: [...keys.all, academicClassId],
    queryFn: async () => (await api.get<TChangeClassRow[]>('/api/student/change-class', { query: { academicClassId } })).data ?? [],
    enabled: Boolean(academicClassId),
  });

/** All rows move in one transaction or none; a 409 means a row changed since it was read. */
export function useChangeClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: TChangeClassRequest) =>
      versioned(true, async () => (await api.post<TChangeClassRow[]>('/api/student/change-class', { json: rows })).data ?? []),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.all });
      await queryClient.invalidateQueries({ queryKey: ['student'] });
    },
  });
}
