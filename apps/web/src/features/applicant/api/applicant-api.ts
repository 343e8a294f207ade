import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TApplicant,
  TApplicantApproval,
  TApplicantCreate,
  TApplicantGuardian,
  TApplicantGuardianCreate,
  TApplicantGuardianUpdate,
  TApplicantReject,
  TApplicantUpdate,
} from '@school/contract/applicant/applicant.schemas';
import { api } from '../../../lib/api';
import type { Camelized } from '../../../lib/case';
import type { TQuery } from '../../../lib/api-client';
import { versioned } from '../../../lib/api-error';

/** Applicants (data-calls §7 'Applicants'): pending 0, approved 1 (a student in a class), rejected 2. */
export type TApplicantItem = Camelized<TApplicant>;
export type TApplicantGuardianItem = Camelized<TApplicantGuardian>;
export const APPLICANT_STATUS = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;

const keys = { all: ['applicant'] as const, list: ['applicant', 'list'] as const, one: (id: string) => ['applicant', 'one', id] as const };

export const applicantKeys = keys;

export const applicantListQuery = (query: TQuery) =>
  queryOptions({
    queryKey: [...keys.list, query],
    queryFn: async () => {
      const result = await api.get<TApplicant[]>('/api/applicant', { query });
      return { items: result.data ?? [], total: result.total ?? result.data?.length ?? 0 };
    },
  });

export const applicantQuery = (id: string) =>
  queryOptions({
    queryKey: keys.one(id),
    queryFn: async () => (await api.get<TApplicant>('/api/applicant/find', { query: { id } })).data,
    enabled: Boolean(id),
  });

function useApplicantMutation<B>(work: (body: B) => Promise<TApplicantItem>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: work,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

const send = async <B,>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: B, isUpdate: boolean) =>
  versioned(isUpdate, async () => (await api.request<TApplicant>(method, path, method === 'DELETE' ? { query: body as TQuery } : { json: body })).data);

export const useCreateApplicant = () => useApplicantMutation((body: TApplicantCreate) => send('POST', '/api/applicant/add', body, false));
export const useUpdateApplicant = () => useApplicantMutation((body: TApplicantUpdate) => send('PUT', '/api/applicant', body, true));
export const useAddApplicantGuardian = () => useApplicantMutation((body: TApplicantGuardianCreate) => send('POST', '/api/applicant/guardian', body, false));
export const useUpdateApplicantGuardian = () => useApplicantMutation((body: TApplicantGuardianUpdate) => send('PUT', '/api/applicant/guardian', body, true));
export const useRemoveApplicantGuardian = () => useApplicantMutation((id: string) => send('DELETE', '/api/applicant/guardian', { id }, false));
export const useApproveApplicant = () => useApplicantMutation((body: TApplicantApproval) => send('POST', '/api/applicant/approval', body, true));
export const useRejectApplicant = () => useApplicantMutation((body: TApplicantReject) => send('PUT', '/api/applicant/reject', body, true));
