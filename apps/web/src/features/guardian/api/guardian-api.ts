import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { guardianRefs } from '@school/contract/guardian/guardian.refs';
import { studentRefs } from '@school/contract/student/student.refs';
import { mobileAccountRefs } from '@school/contract/mobile-account/mobile-account.refs';
import type { TGuardian, TGuardianDuplicate, TGuardianDuplicateQuery } from '@school/contract/guardian/guardian.schemas';
import type { TStudentListItem } from '@school/contract/student/student.schemas';
import type { TClassGuardianStudent } from '@school/contract/mobile-account/mobile-account.schemas';
import type { TRefBody } from '@school/contract/common/route-ref';
import { api } from '../../../lib/api';
import { versioned } from '../../../lib/api-error';
import type { Camelized } from '../../../lib/case';
import { apiKeyPrefix, apiQuery } from '../../../lib/api-query';
import { recordApi } from '../../../lib/record-api';

export type TGuardianItem = Camelized<TGuardian>;
export type TGuardianLink = TGuardianItem['students'][number];
export type TStudentOption = Camelized<TStudentListItem>;
export type TClassGuardianRow = Camelized<TClassGuardianStudent>;
export type TGuardianMatch = Camelized<TGuardianDuplicate>;

/** Guardians who may be the one about to be created: the same name with the same phone, or both names (issue 10, item 11). */
export async function fetchGuardianDuplicates(query: TGuardianDuplicateQuery): Promise<TGuardianMatch[]> {
  return ((await api.call(guardianRefs.duplicates, { query })).data ?? []) as TGuardianMatch[];
}

/** Guardians (data-calls §7, `people` area): multipart bodies (the picture a Blob, the links a list), 409 on a stale Version. */
export const guardianApi = recordApi({
  list: guardianRefs.list,
  get: { ref: guardianRefs.find, query: (id) => ({ id }) },
  create: guardianRefs.create,
  update: guardianRefs.update,
  remove: { ref: guardianRefs.delete, query: (id) => ({ id }) },
});

/** Father, mother … as `{ value, name, nameEn }`. */
export const relationshipTypesQuery = () => queryOptions({ ...apiQuery(guardianRefs.relationshipTypes), staleTime: 60 * 60_000 });

/** The student search of the link picker (current year, first 20). */
/** A class's students with their guardians. */
export const classGuardianStudentsQuery = (academicClassId: string | undefined) =>
  queryOptions({ ...apiQuery(mobileAccountRefs.guardianStudents, { query: { academicClassId: academicClassId ?? '' } }), enabled: Boolean(academicClassId) });

type TLinkUpdate = TRefBody<typeof studentRefs.guardianStudentUpdate>;

/** The guardian–student links (form bodies); the guardian, the student and the class lists are read again after. */
export function useGuardianLinks() {
  const queryClient = useQueryClient();
  const settle = () =>
    Promise.all(
      [guardianApi.keys.all, apiKeyPrefix(studentRefs.list).slice(0, 1), apiKeyPrefix(mobileAccountRefs.guardianStudents)].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  const create = useMutation({
    mutationFn: async (body: { studentId: string; guardianId: string; relationshipType: number; isPrimary: boolean }) =>
      (await api.call(studentRefs.guardianStudentCreate, { body })).data,
    onSettled: settle,
  });
  const update = useMutation({
    mutationFn: (body: TLinkUpdate) => versioned(true, async () => (await api.call(studentRefs.guardianStudentUpdate, { body })).data),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      await api.call(studentRefs.guardianStudentDelete, { query: { id } });
    },
    onSettled: settle,
  });
  return { create, update, remove };
}
