import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TActorSearchResult,
  TClassGuardianStudent,
  TCreatedMobileUser,
  TEmployeeMobileUser,
  TMobileUser,
} from '@school/contract/mobile-account/mobile-account.schemas';
import type { TAcademicClass } from '@school/contract/academic-class/academic-class.schemas';
import { api } from '../../../lib/api';
import type { Camelized } from '../../../lib/case';
import type { TFileResult } from '../../../lib/api-client';

export type TAccount = Camelized<TMobileUser>;
export type TCreatedAccount = Camelized<TCreatedMobileUser>;
export type TEmployeeAccount = Camelized<TEmployeeMobileUser>;
export type TGuardianStudentRow = Camelized<TClassGuardianStudent>;
export type TActor = Camelized<TActorSearchResult>;
export type TClassItem = Camelized<TAcademicClass>;

const keys = { all: ['mobile-account'] as const };
export const mobileAccountKeys = {
  all: keys.all,
  accounts: [...keys.all, 'accounts'] as const,
  employees: [...keys.all, 'employees'] as const,
  guardianStudents: (academicClassId: string | undefined) => [...keys.all, 'guardian-student', academicClassId ?? ''] as const,
};

/** `GET /api/sms/mobile-user`: accounts by account-creation actor type (0 student, 1 guardian, 2 employee), paged. */
export async function fetchAccounts(query: { actorType: number; pageIndex: number; pageSize: number; search?: string; academicClassId?: string }) {
  const result = await api.get<TMobileUser[]>('/api/sms/mobile-user', { query });
  return { items: result.data ?? [], total: result.total ?? result.data?.length ?? 0 };
}

/** `GET /api/employee/mobile-user`: employees with their account (or none). */
export async function fetchEmployeeAccounts(query: { status: number; pageIndex: number; pageSize: number; search?: string; hasAccount?: boolean }) {
  const result = await api.get<TEmployeeMobileUser[]>('/api/employee/mobile-user', { query });
  return { items: result.data ?? [], total: result.total ?? result.data?.length ?? 0 };
}

/** `GET /api/sms/guardian-student`: a class's students, their guardians and the accounts of each. */
export const guardianStudentsQuery = (academicClassId: string | undefined) =>
  queryOptions({
    queryKey: mobileAccountKeys.guardianStudents(academicClassId),
    queryFn: async () => (await api.get<TClassGuardianStudent[]>('/api/sms/guardian-student', { query: { academicClassId } })).data ?? [],
    enabled: Boolean(academicClassId),
  });

/** `GET /api/academic-class/by-year`: the class lookup of a year (any signed-in user). */
export const classesByYearQuery = (academicYearId: string | undefined) =>
  queryOptions({
    queryKey: ['academic-class', 'by-year', academicYearId ?? ''],
    queryFn: async () => (await api.get<TAcademicClass[]>('/api/academic-class/by-year', { query: { academicYearId } })).data ?? [],
    enabled: Boolean(academicYearId),
    staleTime: 60_000,
  });

/** `POST /api/actor/search` (form): students or employees by code, name or phone. */
export async function searchActors(body: { searchType: 'student' | 'employee'; search?: string; academicClassId?: string; limit?: number }) {
  return (await api.post<TActorSearchResult[]>('/api/actor/search', { form: { ...body, limit: body.limit ?? 20 }, quiet: true })).data ?? [];
}

/** `POST /api/sms/mobile-user` (form): one account, answered with its first password. */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { actorId: string; actorType: number; mobileActorType?: number }) =>
      (await api.post<TCreatedMobileUser>('/api/sms/mobile-user', { form: body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Designed `POST /api/sms/mobile-user/reset-password` (JSON): a new first password for a forgotten one. */
export function useResetAccountPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.post<TCreatedMobileUser>('/api/sms/mobile-user/reset-password', { json: { Id: id } })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Designed `POST /api/sms/mobile-user/status` (JSON): turn an account off (its sessions end) or on again. */
export function useSetAccountStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { Id: string; IsActive: boolean }) => (await api.post<TMobileUser>('/api/sms/mobile-user/status', { json: body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** `POST /api/sms/generate-mobile-user` (JSON): the missing accounts of a class or of every teacher; the sheet's URL and the count made. */
export function useGenerateAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { ActorType: number; AcademicClassId?: string }) => {
      const result = await api.post<string>('/api/sms/generate-mobile-user', { json: body });
      return { url: result.data, made: result.total ?? 0 };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** The generated sheet (designed `GET /api/sms/generate-mobile-user/{id}`), downloadable once. */
export async function downloadGeneratedSheet(url: string): Promise<TFileResult> {
  const id = /generate-mobile-user\/([^/?#]+)/.exec(url)?.[1];
  if (!id) throw new Error(`not a generated sheet: ${url}`);
  return api.file('GET', `/api/sms/generate-mobile-user/${encodeURIComponent(id)}`);
}

/** `GET /api/generate/teacher/users`: makes the missing teachers' accounts and answers every teacher's sheet. */
export async function downloadTeacherAccounts(): Promise<TFileResult> {
  return api.file('GET', '/api/generate/teacher/users');
}
