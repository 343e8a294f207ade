import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicantRefs } from '@school/contract/applicant/applicant.refs';
import type { TApplicant, TApplicantGuardian, TApplicantListQuery } from '@school/contract/applicant/applicant.schemas';
import type { TRefBody } from '@school/contract/common/route-ref';
import { api } from '../../../lib/api';
import type { Camelized } from '../../../lib/case';
import { versioned } from '../../../lib/api-error';
import { recordApi } from '../../../lib/record-api';

/** Applicants (data-calls §7 'Applicants'): pending 0, approved 1 (a student in a class), rejected 2. */
export type TApplicantItem = Camelized<TApplicant>;
export type TApplicantGuardianItem = Camelized<TApplicantGuardian>;
export type TApplicantListFilters = Omit<Partial<TApplicantListQuery>, 'pageIndex' | 'pageSize'>;
export const APPLICANT_STATUS = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;

/** List, record, create (with her guardians) and update (Version: 409 when someone changed it meanwhile). */
export const applicantApi = recordApi({
  list: applicantRefs.list,
  get: { ref: applicantRefs.find, query: (id) => ({ id }) },
  create: applicantRefs.create,
  update: applicantRefs.update,
});

export type TApplicantCreateBody = TRefBody<typeof applicantRefs.create>;
export type TApplicantGuardianBody = TRefBody<typeof applicantRefs.guardianCreate>;

/** The applicant's other calls answer the applicant: every read of the domain is read again. */
function useApplicantMutation<B>(work: (body: B) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: work,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicantApi.keys.all }),
  });
}

export const useAddApplicantGuardian = () =>
  useApplicantMutation(async (body: TRefBody<typeof applicantRefs.guardianCreate>) => (await api.call(applicantRefs.guardianCreate, { body })).data);
export const useUpdateApplicantGuardian = () =>
  useApplicantMutation((body: TRefBody<typeof applicantRefs.guardianUpdate>) =>
    versioned(true, async () => (await api.call(applicantRefs.guardianUpdate, { body })).data),
  );
export const useRemoveApplicantGuardian = () =>
  useApplicantMutation(async (id: string) => (await api.call(applicantRefs.guardianDelete, { query: { id } })).data);
export const useApproveApplicant = () =>
  useApplicantMutation((body: TRefBody<typeof applicantRefs.approve>) => versioned(true, async () => (await api.call(applicantRefs.approve, { body })).data));
export const useRejectApplicant = () =>
  useApplicantMutation((body: TRefBody<typeof applicantRefs.reject>) => versioned(true, async () => (await api.call(applicantRefs.reject, { body })).data));
