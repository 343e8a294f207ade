import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationRefs } from '@school/contract/registration/registration.refs';
import { applicantRefs } from '@school/contract/applicant/applicant.refs';
import type * as Registration from '@school/contract/registration/registration.schemas';
import type { TRefBody, TRefQuery } from '@school/contract/common/route-ref';
import { api } from '../../../lib/api';
import type { Camelized } from '../../../lib/case';
import { versioned } from '../../../lib/api-error';
import { apiKey, apiKeyPrefix, apiPageQuery, apiQuery } from '../../../lib/api-query';

/**
 * Online registration (data-calls §7 'Pre-applicants and external registration'). The public calls name
 * the school by `schoolCode` and go without a token; the office's calls read and change its campus's.
 */
export type TCurrent = Camelized<Registration.TCurrentRegistration>;
export type TReceipt = Camelized<Registration.TRegistrationReceipt>;
export type TStatusView = Camelized<Registration.TRegistrationStatusView>;
export type TConfiguration = Camelized<Registration.TRegistrationConfiguration>;
export type TPreApplicantItem = Camelized<Registration.TPreApplicant>;
export type TPreApplicantFull = Camelized<Registration.TPreApplicantDetail>;
export type TRoomAssignment = Camelized<Registration.TExamRoomAssignment>;
export type TPreApplicantListFilters = Omit<Partial<Registration.TPreApplicantListQuery>, 'pageIndex' | 'pageSize'>;
export type TRegisterBody = TRefBody<typeof registrationRefs.create>;
export type TPreApplicantUpdateBody = TRefBody<typeof registrationRefs.update>;

export { QUESTION_ANSWER_TYPE } from '@school/contract/registration/registration.schemas';

// ---- public

export const currentRegistrationQuery = (schoolCode: string) =>
  queryOptions({
    queryKey: apiKey(registrationRefs.current, { schoolCode: schoolCode.toUpperCase() }),
    queryFn: async () => (await api.call(registrationRefs.current, { query: { schoolCode }, anonymous: true })).data,
    enabled: Boolean(schoolCode),
    retry: false,
    staleTime: 60_000,
  });

export const occupationsQuery = () =>
  queryOptions({
    queryKey: apiKey(registrationRefs.occupations),
    queryFn: async () => (await api.call(registrationRefs.occupations, { anonymous: true })).data ?? [],
    staleTime: 30 * 60_000,
  });

/** `POST /api/pre-applicant/create` (multipart, an optional photo): answers the reference code. */
export async function register(schoolCode: string, body: TRegisterBody): Promise<TReceipt> {
  return (await api.call(registrationRefs.create, { query: { schoolCode }, body, anonymous: true })).data;
}

export async function registrationStatus(query: NonNullable<TRefQuery<typeof registrationRefs.status>>): Promise<TStatusView> {
  return (await api.call(registrationRefs.status, { query, anonymous: true })).data;
}

// ---- configuration (office)

/** Every read under /api/rg (configurations, the current one, questions); `list` the office's table. */
export const configurationKeys = {
  all: apiKeyPrefix(registrationRefs.configurationList).slice(0, 1),
  list: [...apiKeyPrefix(registrationRefs.configurationList), 'list'],
};

export const configurationListQuery = (academicYearId?: string) => apiQuery(registrationRefs.configurationList, { query: { academicYearId } });

export type TConfigurationSave =
  (TRefBody<typeof registrationRefs.configurationCreate> & { id?: undefined; version?: undefined }) | TRefBody<typeof registrationRefs.configurationUpdate>;

export function useSaveConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TConfigurationSave) =>
      body.id !== undefined
        ? versioned(true, async () => (await api.call(registrationRefs.configurationUpdate, { body })).data)
        : (await api.call(registrationRefs.configurationCreate, { body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: configurationKeys.all }),
  });
}

export function useRemoveConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.call(registrationRefs.configurationDelete, { params: { id } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: configurationKeys.all }),
  });
}

// ---- pre-applicants (office)

/** Every read under /api/pre-applicant (list, record, its applicant, its photo). */
export const preApplicantKeys = { all: apiKeyPrefix(registrationRefs.list), list: [...apiKeyPrefix(registrationRefs.list), 'list'] };

export const preApplicantListQuery = (query: TPreApplicantListFilters & { pageIndex: number; pageSize: number }) =>
  apiPageQuery(registrationRefs.list, { query });

export const preApplicantQuery = (id: string) => queryOptions({ ...apiQuery(registrationRefs.detail, { query: { id } }), enabled: Boolean(id) });

export const pushedApplicantQuery = (id: string) => queryOptions({ ...apiQuery(registrationRefs.applicant, { query: { id } }), enabled: Boolean(id) });

/** The registration's photo as an object URL (a Bearer call, so not a plain <img src>). */
export const preApplicantPhotoQuery = (id: string, version: number, enabled: boolean) =>
  queryOptions({
    queryKey: [...apiKey(registrationRefs.photo, { id }), version],
    queryFn: async () => URL.createObjectURL((await api.download(registrationRefs.photo, { query: { id } })).blob),
    enabled: Boolean(id) && enabled,
    staleTime: Infinity,
  });

/** A change of a registration may change the applicant list too (push makes an applicant). */
function usePreMutation<B, R>(work: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: work,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: preApplicantKeys.all });
      await queryClient.invalidateQueries({ queryKey: apiKeyPrefix(applicantRefs.list) });
    },
  });
}

export const useApprovePreApplicant = () =>
  usePreMutation((query: { id: string; version: number }) => versioned(true, async () => (await api.call(registrationRefs.approvePost, { query })).data));
export const usePushPreApplicant = () => usePreMutation(async (id: string) => (await api.call(registrationRefs.push, { body: { id } })).data);
export const useUpdatePreApplicant = () =>
  usePreMutation((body: TPreApplicantUpdateBody) => versioned(true, async () => (await api.call(registrationRefs.update, { body })).data));

// ---- reports and exam rooms

export type TReportFilter = Registration.TPreApplicantReportQuery;
export const reportList = (query: TReportFilter) => api.download(registrationRefs.reportList, { query });
export const reportRooms = (query: { registrationConfigurationId?: string }) => api.download(registrationRefs.reportRoom, { query });
export const exportInfo = (query: TReportFilter) => api.download(registrationRefs.exportInfo, { query });
export function useGenerateRooms() {
  return usePreMutation(async (query: { registrationConfigurationId?: string }) => (await api.call(registrationRefs.generateRoomPost, { query })).data ?? []);
}
