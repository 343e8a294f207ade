import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { studentRefs } from '@school/contract/student/student.refs';
import type { TChangeClassRow } from '@school/contract/student/student.schemas';
import type { TRefBody } from '@school/contract/common/route-ref';
import { api } from '../../../lib/api';
import { versioned } from '../../../lib/api-error';
import type { Camelized } from '../../../lib/case';
import { apiKeyPrefix, apiQuery } from '../../../lib/api-query';

/** Change class, a placement call of the student domain (data-calls §7 'Students': GET and POST api/student/change-class). */
export type TChangeRow = Camelized<TChangeClassRow>;

export const changeClassRowsQuery = (academicClassId: string | undefined) =>
  queryOptions({ ...apiQuery(studentRefs.changeClassRows, { query: { academicClassId: academicClassId ?? '' } }), enabled: Boolean(academicClassId) });

/** All rows move in one transaction or none; a 409 means a row changed since it was read. Every student read is refreshed after. */
export function useChangeClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: TRefBody<typeof studentRefs.changeClass>) =>
      versioned(true, async () => (await api.call(studentRefs.changeClass, { body: rows })).data ?? []),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyPrefix(studentRefs.list) }),
  });
}
