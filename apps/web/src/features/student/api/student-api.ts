import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { studentRefs } from '@school/contract/student/student.refs';
import { guardianRefs } from '@school/contract/guardian/guardian.refs';
import { studentMisconductRefs } from '@school/contract/student-misconduct/student-misconduct.refs';
import type * as Student from '@school/contract/student/student.schemas';
import type { TGuardian } from '@school/contract/guardian/guardian.schemas';
import type { TMisconduct } from '@school/contract/student-misconduct/student-misconduct.schemas';
import type { TRefBody, TRefQuery } from '@school/contract/common/route-ref';
import { api } from '../../../lib/api';
import { versioned } from '../../../lib/api-error';
import type { Camelized } from '../../../lib/case';
import { apiKeyPrefix, apiPageQuery, apiQuery } from '../../../lib/api-query';

/**
 * Student calls (data-calls §7 'Students', contract `student/`, `guardian/`, `student-misconduct/`):
 * the list, the record, its guardians, years and cards, status changes, misconduct and the exports.
 */
export type TStudentRow = Camelized<Student.TStudentListItem>;
export type TStudentRecord = Camelized<Student.TStudent>;
export type TStudentGuardianLink = Camelized<Student.TStudentGuardian>;
export type TAcademicInfoItem = Camelized<Student.TAcademicInfo>;
export type TAcademicCardItem = Camelized<Student.TAcademicCard>;
export type TGuardianItem = Camelized<TGuardian>;
export type TMisconductItem = Camelized<TMisconduct>;
export type TDuplicate = TStudentRow & { matches: Array<'Name' | 'NameEn' | 'DateOfBirth'> };

export type TListFilters = Omit<Partial<Student.TStudentListQuery>, 'pageIndex' | 'pageSize'>;

/** Every read under /api/student (list, record, years, change class, import …); misconduct has its own path. */
export const studentKeys = {
  all: apiKeyPrefix(studentRefs.list),
  list: [...apiKeyPrefix(studentRefs.list), 'list'],
  misconduct: apiKeyPrefix(studentMisconductRefs.list),
};

export const studentListQuery = (query: TListFilters & { pageIndex: number; pageSize: number }) => apiPageQuery(studentRefs.list, { query });

export const studentQuery = (id: string) => queryOptions({ ...apiQuery(studentRefs.find, { query: { id } }), enabled: Boolean(id) });

/** Possible duplicates of a student about to be created (data-calls §5). */
export async function fetchDuplicates(query: Student.TDuplicateQuery): Promise<TDuplicate[]> {
  return ((await api.call(studentRefs.duplicates, { query })).data ?? []) as TDuplicate[];
}

export type TStudentCreateBody = TRefBody<typeof studentRefs.create>;
export type TStudentUpdateBody = TRefBody<typeof studentRefs.update>;

function useStudentMutation<TBody, TResult>(send: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([studentKeys.all, studentKeys.misconduct, apiKeyPrefix(guardianRefs.list)].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useCreateStudent() {
  return useStudentMutation(async (body: TStudentCreateBody) => (await api.call(studentRefs.create, { body })).data);
}

export function useUpdateStudent() {
  return useStudentMutation((body: TStudentUpdateBody) => versioned(true, async () => (await api.call(studentRefs.update, { body })).data));
}

export type TStatusChange = TRefBody<typeof studentRefs.deactivate> | TRefBody<typeof studentRefs.activate>;

export function useChangeStatus() {
  return useStudentMutation(
    (input: { activate: true; body: TRefBody<typeof studentRefs.activate> } | { activate: false; body: TRefBody<typeof studentRefs.deactivate> }) =>
      versioned(true, async () =>
        input.activate
          ? (await api.call(studentRefs.activate, { body: input.body })).data
          : (await api.call(studentRefs.deactivate, { body: input.body })).data,
      ),
  );
}

/** A new guardian given inline (student form, guardian link), as the contract's body takes it. */
export type TGuardianFieldsBody = NonNullable<TRefBody<typeof studentRefs.guardianStudentCreate>['guardian']>;

export function useLinkGuardian() {
  return useStudentMutation(
    async (body: TRefBody<typeof studentRefs.guardianStudentCreate>) => (await api.call(studentRefs.guardianStudentCreate, { body })).data,
  );
}

export function useUpdateGuardianLink() {
  return useStudentMutation((body: TRefBody<typeof studentRefs.guardianStudentUpdate>) =>
    versioned(true, async () => (await api.call(studentRefs.guardianStudentUpdate, { body })).data),
  );
}

export function useRemoveGuardianLink() {
  return useStudentMutation(async (id: string) => {
    await api.call(studentRefs.guardianStudentDelete, { query: { id } });
  });
}

export function useSaveCard() {
  return useStudentMutation(
    (
      body:
        | (TRefBody<typeof studentRefs.academicCardCreate> & { id?: undefined })
        | (TRefBody<typeof studentRefs.academicCardUpdate> & { studentAcademicClassId?: string }),
    ) => {
      if (body.id !== undefined) {
        const { studentAcademicClassId: _placement, ...update } = body;
        return versioned(true, async () => (await api.call(studentRefs.academicCardUpdate, { body: update })).data);
      }
      return api.call(studentRefs.academicCardCreate, { body: body as TRefBody<typeof studentRefs.academicCardCreate> }).then((r) => r.data);
    },
  );
}

export function useRemoveCard() {
  return useStudentMutation(async (id: string) => {
    await api.call(studentRefs.academicCardDelete, { query: { id } });
  });
}

export function useAddAcademicClass() {
  return useStudentMutation(async (body: TRefBody<typeof studentRefs.addAcademicClass>) => (await api.call(studentRefs.addAcademicClass, { body })).data);
}

export function useSetReferenceCard() {
  return useStudentMutation((body: TRefBody<typeof studentRefs.referenceCardId>) =>
    versioned(true, async () => (await api.call(studentRefs.referenceCardId, { body })).data),
  );
}

/** Guardians found by name or phone, for the "existing guardian" choice. */
export const guardianSearchQuery = (search: string) =>
  queryOptions({ ...apiQuery(guardianRefs.list, { query: { search: search || undefined, pageIndex: 1, pageSize: 20 } }), staleTime: 30_000 });

export const misconductQuery = (studentId: string) =>
  queryOptions({ ...apiQuery(studentMisconductRefs.list, { query: { StudentId: studentId } }), enabled: Boolean(studentId) });

/** Records a misconduct, or corrects one (`id` and `version`: 409 when someone changed it meanwhile). */
export function useSaveMisconduct() {
  return useStudentMutation((body: (TRefBody<typeof studentMisconductRefs.create> & { id?: undefined }) | TRefBody<typeof studentMisconductRefs.update>) =>
    body.id !== undefined
      ? versioned(true, async () => (await api.call(studentMisconductRefs.update, { body })).data)
      : api.call(studentMisconductRefs.create, { body: body as TRefBody<typeof studentMisconductRefs.create> }).then((r) => r.data),
  );
}

export function useRemoveMisconduct() {
  return useStudentMutation(async (id: string) => {
    await api.call(studentMisconductRefs.delete, { query: { id } });
  });
}

/** Excel files (report area): the list with its filters, one class, one grade, one student's record. */
export const studentExports = {
  list: (query: NonNullable<TRefQuery<typeof studentRefs.exportList>>) => api.download(studentRefs.exportList, { query }),
  yearClass: (query: NonNullable<TRefQuery<typeof studentRefs.exportYearClass>>) => api.download(studentRefs.exportYearClass, { query }),
  yearLevel: (query: NonNullable<TRefQuery<typeof studentRefs.exportYearLevel>>) => api.download(studentRefs.exportYearLevel, { query }),
  studentInfo: (query: NonNullable<TRefQuery<typeof studentRefs.downloadStudentInfo>>) => api.download(studentRefs.downloadStudentInfo, { query }),
};
