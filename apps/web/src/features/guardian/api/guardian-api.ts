import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGuardian } from '@school/contract/guardian/guardian.schemas';
import type { TStudentGuardian, TStudentListItem } from '@school/contract/student/student.schemas';
import type { TClassGuardianStudent } from '@school/contract/mobile-account/mobile-account.schemas';
import { api } from '../../../lib/api';
import { versioned } from '../../../lib/api-error';
import type { Camelized } from '../../../lib/case';
import { createRecordApi } from '../../../lib/record-api';

export type TGuardianItem = Camelized<TGuardian>;
export type TGuardianLink = TGuardianItem['students'][number];
export type TStudentOption = Camelized<TStudentListItem>;
export type TClassGuardianRow = Camelized<TClassGuardianStudent>;

/** The guardian form as the browser sends it (multipart: the picture a Blob, the links JSON text). */
export type TGuardianSaveWire = {
  FirstName: string;
  LastName: string;
  FirstNameEn: string;
  LastNameEn: string;
  Gender: number;
  MobilePhone?: string;
  Email?: string;
  Occupation?: string;
  ProvinceId?: number;
  Address?: string;
  Note?: string;
  Profile?: Blob;
  RemoveProfile?: boolean;
  /** Create only: `[{"StudentId":"…","RelationshipType":0,"IsPrimary":true}]`. */
  Students?: string;
  Version?: number;
};

/** Guardians (data-calls §7, `people` area): multipart bodies, 409 on a stale Version. */
export const guardianApi = createRecordApi<TGuardian, TGuardianSaveWire>({
  key: 'guardian',
  list: { path: '/api/guardian' },
  get: (id) => ({ path: '/api/guardian/find', query: { id } }),
  create: { method: 'POST', path: '/api/guardian', kind: 'multipart' },
  update: { method: 'PUT', path: '/api/guardian', kind: 'multipart' },
  remove: (id) => ({ path: '/api/guardian', query: { id } }),
});

/** `GET /api/guardian/relationship-type`: father, mother … as `{ value, name, nameEn }`. */
export const relationshipTypesQuery = () =>
  queryOptions({
    queryKey: ['guardian', 'relationship-type'],
    queryFn: async () => (await api.get<Array<{ Value: number; Name: string; NameEn: string }>>('/api/guardian/relationship-type')).data ?? [],
    staleTime: 60 * 60_000,
  });

/** The student search of the link picker: `GET /api/student?search` (current year, first 20). */
export const studentSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['guardian', 'student-search', search],
    queryFn: async () => (await api.get<TStudentListItem[]>('/api/student', { query: { search: search || undefined, pageIndex: 1, pageSize: 20 } })).data ?? [],
    staleTime: 30_000,
  });

/** `GET /api/sms/guardian-student?academicClassId`: a class's students with their guardians. */
export const classGuardianStudentsQuery = (academicClassId: string | undefined) =>
  queryOptions({
    queryKey: ['guardian', 'class-students', academicClassId],
    queryFn: async () => (await api.get<TClassGuardianStudent[]>('/api/sms/guardian-student', { query: { academicClassId } })).data ?? [],
    enabled: Boolean(academicClassId),
  });

type TLinkCreate = { StudentId: string; GuardianId: string; RelationshipType: number; IsPrimary: boolean };
type TLinkUpdate = { Id: string; Version: number; RelationshipType: number; IsPrimary: boolean };

/** The guardian–student links (`/api/student/guardian-student`, form bodies); the guardian is read again after. */
export function useGuardianLinks() {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: guardianApi.keys.all });
  const create = useMutation({
    mutationFn: async (body: TLinkCreate) => (await api.post<TStudentGuardian>('/api/student/guardian-student', { form: body })).data,
    onSettled: settle,
  });
  const update = useMutation({
    mutationFn: (body: TLinkUpdate) => versioned(true, async () => (await api.put<TStudentGuardian>('/api/student/guardian-student', { form: body })).data),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      await api.delete<null>('/api/student/guardian-student', { query: { id } });
    },
    onSettled: settle,
  });
  return { create, update, remove };
}
