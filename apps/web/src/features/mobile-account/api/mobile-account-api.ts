import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { mobileAccountRefs } from '@school/contract/mobile-account/mobile-account.refs';
import type * as MobileAccount from '@school/contract/mobile-account/mobile-account.schemas';
import type { TRefBody, TRefQuery } from '@school/contract/common/route-ref';
import { api } from '../../../lib/api';
import type { Camelized } from '../../../lib/case';
import type { TFileResult } from '../../../lib/api-client';
import { apiKeyPrefix, apiQuery } from '../../../lib/api-query';

export type TAccount = Camelized<MobileAccount.TMobileUser>;
export type TCreatedAccount = Camelized<MobileAccount.TCreatedMobileUser>;
export type TEmployeeAccount = Camelized<MobileAccount.TEmployeeMobileUser>;
export type TGuardianStudentRow = Camelized<MobileAccount.TClassGuardianStudent>;
export type TActor = Camelized<MobileAccount.TActorSearchResult>;

/** The keys of the three lists of the accounts screen (each derived from its call). */
export const mobileAccountKeys = {
  accounts: apiKeyPrefix(mobileAccountRefs.list),
  employees: apiKeyPrefix(mobileAccountRefs.employeeMobileUsers),
  guardianStudents: apiKeyPrefix(mobileAccountRefs.guardianStudents),
};
const allKeys = Object.values(mobileAccountKeys);

/** Accounts by account-creation actor type (0 student, 1 guardian, 2 employee), paged. */
export async function fetchAccounts(query: NonNullable<TRefQuery<typeof mobileAccountRefs.list>>) {
  const result = await api.call(mobileAccountRefs.list, { query });
  return { items: result.data ?? [], total: result.total ?? result.data?.length ?? 0 };
}

/** Employees with their account (or none). */
export async function fetchEmployeeAccounts(query: NonNullable<TRefQuery<typeof mobileAccountRefs.employeeMobileUsers>>) {
  const result = await api.call(mobileAccountRefs.employeeMobileUsers, { query });
  return { items: result.data ?? [], total: result.total ?? result.data?.length ?? 0 };
}

/** A class's students, their guardians and the accounts of each. */
export const guardianStudentsQuery = (academicClassId: string | undefined) =>
  queryOptions({ ...apiQuery(mobileAccountRefs.guardianStudents, { query: { academicClassId: academicClassId ?? '' } }), enabled: Boolean(academicClassId) });

/** Students or employees by code, name or phone. */
export async function searchActors(body: { searchType: 'student' | 'employee'; search?: string; academicClassId?: string; limit?: number }) {
  return (await api.call(mobileAccountRefs.actorSearch, { body: { excludeIds: [], ...body, limit: body.limit ?? 20 }, quiet: true })).data ?? [];
}

function useAccountMutation<V, R>(work: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: work,
    onSettled: () => Promise.all(allKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** One account, answered with its first password. */
export const useCreateAccount = () =>
  useAccountMutation(
    async (body: { actorId: string; actorType: number; mobileActorType?: number }) => (await api.call(mobileAccountRefs.create, { body })).data,
  );

/** A new first password for a forgotten one. */
export const useResetAccountPassword = () => useAccountMutation(async (id: string) => (await api.call(mobileAccountRefs.resetPassword, { body: { id } })).data);

/** Turn an account off (its sessions end) or on again. */
export const useSetAccountStatus = () =>
  useAccountMutation(async (body: TRefBody<typeof mobileAccountRefs.setStatus>) => (await api.call(mobileAccountRefs.setStatus, { body })).data);

/** The missing accounts of a class or of every teacher; the sheet's URL and the count made. */
export const useGenerateAccounts = () =>
  useAccountMutation(async (body: TRefBody<typeof mobileAccountRefs.generate>) => {
    const result = await api.call(mobileAccountRefs.generate, { body });
    return { url: result.data, made: result.total ?? 0 };
  });

/** The generated sheet, downloadable once. */
export async function downloadGeneratedSheet(url: string): Promise<TFileResult> {
  const id = /generate-mobile-user\/([^/?#]+)/.exec(url)?.[1];
  if (!id) throw new Error(`not a generated sheet: ${url}`);
  return api.download(mobileAccountRefs.generatedFile, { params: { id: decodeURIComponent(id) } });
}

/** Makes the missing teachers' accounts and answers every teacher's sheet. */
export async function downloadTeacherAccounts(): Promise<TFileResult> {
  return api.download(mobileAccountRefs.teacherUsersPost);
}
