import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TAcademicCard,
  TAcademicInfo,
  TDuplicateQuery,
  TStudent,
  TStudentGuardian,
  TStudentListItem,
  TStudentListQuery,
} from '@school/contract/student/student.schemas';
import type { TGuardian } from '@school/contract/guardian/guardian.schemas';
import type { TMisconduct } from '@school/contract/student-misconduct/student-misconduct.schemas';
import { api } from '../../../lib/api';
import { versioned } from '../../../lib/api-error';
import type { TFormValue, TQuery } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';

/**
 * Student calls (data-calls §7 'Students', contract `student/`, `guardian/`, `student-misconduct/`):
 * the list, the record, its guardians, years and cards, status changes, misconduct and the exports.
 */
export type TStudentRow = Camelized<TStudentListItem>;
export type TStudentRecord = Camelized<TStudent>;
export type TStudentGuardianLink = Camelized<TStudentGuardian>;
export type TAcademicInfoItem = Camelized<TAcademicInfo>;
export type TAcademicCardItem = Camelized<TAcademicCard>;
export type TGuardianItem = Camelized<TGuardian>;
export type TMisconductItem = Camelized<TMisconduct>;
export type TDuplicate = TStudentRow & { matches: Array<'Name' | 'NameEn' | 'DateOfBirth'> };

export type TListFilters = Omit<Partial<TStudentListQuery>, 'pageIndex' | 'pageSize'>;

export const studentKeys = {
  all: ['student'] as const,
  list: ['student', 'list'] as const,
  one: (id: string) => ['student', 'one', id] as const,
  misconduct: (studentId: string) => ['student', 'misconduct', studentId] as const,
};

export const studentListQuery = (query: TListFilters & { pageIndex: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...studentKeys.list, query],
    queryFn: async () => {
      const result = await api.get<TStudentListItem[]>('/api/student', { query: query as TQuery });
      return { items: result.data ?? [], total: result.total ?? result.data?.length ?? 0 };
    },
  });

export const studentQuery = (id: string) =>
  queryOptions({
    queryKey: studentKeys.one(id),
    queryFn: async () => (await api.get<TStudent>('/api/student/find', { query: { id } })).data,
    enabled: Boolean(id),
  });

/** Possible duplicates of a student about to be created (data-calls §5). */
export async function fetchDuplicates(query: TDuplicateQuery): Promise<TDuplicate[]> {
  const result = await api.get<TStudentListItem[]>('/api/student/get-possible-duplicate-students', { query });
  return (result.data ?? []) as TDuplicate[];
}

/** The body of create and update as the server reads a multipart form: lists as JSON text. */
export type TStudentBody = Record<string, TFormValue>;

function useStudentMutation<TBody, TResult>(send: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}

export function useCreateStudent() {
  return useStudentMutation(async (body: TStudentBody) => (await api.post<TStudent>('/api/student', { multipart: body })).data);
}

export function useUpdateStudent() {
  return useStudentMutation((body: TStudentBody) => versioned(true, async () => (await api.put<TStudent>('/api/student', { multipart: body })).data));
}

export type TStatusChange = { Id: string; Version: number; Status?: number; Reason?: string; Date?: string };

export function useChangeStatus() {
  return useStudentMutation(({ activate, ...body }: TStatusChange & { activate: boolean }) =>
    versioned(true, async () => (await api.post<TStudent>(activate ? '/api/student/activate' : '/api/student/deactivate', { form: body })).data),
  );
}

export type TGuardianFieldsBody = {
  FirstName: string;
  LastName: string;
  FirstNameEn: string;
  LastNameEn: string;
  Gender: number;
  MobilePhone?: string;
  Email?: string;
  Occupation?: string;
};

export function useLinkGuardian() {
  return useStudentMutation(
    async (body: { StudentId: string; GuardianId?: string; Guardian?: TGuardianFieldsBody; RelationshipType: number; IsPrimary: boolean }) =>
      // JSON: a new guardian travels as a nested object.
      (await api.post<TStudentGuardian>('/api/student/guardian-student', { json: body })).data,
  );
}

export function useUpdateGuardianLink() {
  return useStudentMutation((body: { Id: string; Version: number; RelationshipType: number; IsPrimary: boolean }) =>
    versioned(true, async () => (await api.put<TStudentGuardian>('/api/student/guardian-student', { form: body })).data),
  );
}

export function useRemoveGuardianLink() {
  return useStudentMutation(async (id: string) => {
    await api.delete<null>('/api/student/guardian-student', { query: { id } });
  });
}

export type TCardBody = { CardId: string; CardNumber?: string; IssueDate?: string; ExpiryDate?: string };

export function useSaveCard() {
  return useStudentMutation((body: TCardBody & { Id?: string; Version?: number; StudentAcademicClassId?: string }) =>
    body.Id
      ? versioned(true, async () => (await api.put<TAcademicCard>('/api/student/academic-card', { form: { ...body, StudentAcademicClassId: undefined } })).data)
      : api.post<TAcademicCard>('/api/student/academic-card', { form: body }).then((r) => r.data),
  );
}

export function useRemoveCard() {
  return useStudentMutation(async (id: string) => {
    await api.delete<null>('/api/student/academic-card', { query: { id } });
  });
}

export function useAddAcademicClass() {
  return useStudentMutation(
    async (body: { StudentId: string; AcademicYearId: string; AcademicClassId: string; ReferenceCardId?: string }) =>
      (await api.post<TAcademicInfo>('/api/student/add-student-academic-class', { form: body })).data,
  );
}

export function useSetReferenceCard() {
  return useStudentMutation((body: { Id: string; Version: number; ReferenceCardId?: string }) =>
    versioned(true, async () => (await api.post<TAcademicInfo>('/api/student/academic-info/reference-card-id', { form: body })).data),
  );
}

/** Guardians found by name or phone, for the "existing guardian" choice. */
export const guardianSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['guardian', 'list', { search, pageSize: 20 }],
    queryFn: async () => (await api.get<TGuardian[]>('/api/guardian', { query: { search: search || undefined, pageIndex: 1, pageSize: 20 } })).data ?? [],
    staleTime: 30_000,
  });

export const misconductQuery = (studentId: string) =>
  queryOptions({
    queryKey: studentKeys.misconduct(studentId),
    queryFn: async () => (await api.get<TMisconduct[]>('/api/student-misconduct/get-list', { query: { StudentId: studentId } })).data ?? [],
    enabled: Boolean(studentId),
  });

type TMisconductFields = { Date?: string; Description: string; DescriptionEn?: string; ActionTaken?: string };

/** Records a misconduct, or corrects one (`Id` and `Version`: 409 when someone changed it meanwhile). */
export function useSaveMisconduct() {
  return useStudentMutation((body: TMisconductFields & ({ StudentId: string; Id?: undefined } | { Id: string; Version: number })) =>
    body.Id
      ? versioned(true, async () => (await api.put<TMisconduct>('/api/student-misconduct', { form: body })).data)
      : api.post<TMisconduct>('/api/student-misconduct', { form: body }).then((r) => r.data),
  );
}

export function useRemoveMisconduct() {
  return useStudentMutation(async (id: string) => {
    await api.delete<null>('/api/student-misconduct', { query: { id } });
  });
}

/** Excel files (report area): the list with its filters, one class, one grade, one student's record. */
export const studentExports = {
  list: (query: TListFilters) => api.file('GET', '/api/student/export/list', { query: query as TQuery }),
  yearClass: (query: { academicYearId?: string; academicClassId: string }) => api.file('GET', '/api/student/export/year-class', { query }),
  yearLevel: (query: { academicYearId: string; courseLevelId: string; academicClassId?: string }) =>
    api.file('GET', '/api/student/export/year-level', { query }),
  studentInfo: (query: { id: string; academicYearId?: string }) => api.file('GET', '/api/student/download-student-info', { query }),
};
