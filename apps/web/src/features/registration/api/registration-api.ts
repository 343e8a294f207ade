import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TCurrentRegistration,
  TExamRoomAssignment,
  TOccupation,
  TPreApplicant,
  TPreApplicantDetail,
  TRegistrationConfiguration,
  TRegistrationConfigurationCreate,
  TRegistrationReceipt,
  TRegistrationStatusView,
} from '@school/contract/registration/registration.schemas';
import type { TApplicant } from '@school/contract/applicant/applicant.schemas';
import type { TReferenceItem } from '@school/contract/reference/reference.schemas';
import { api } from '../../../lib/api';
import type { Camelized } from '../../../lib/case';
import type { TFormValue, TQuery } from '../../../lib/api-client';
import { versioned } from '../../../lib/api-error';

/**
 * Online registration (data-calls §7 'Pre-applicants and external registration'). The public calls name
 * the school by `schoolCode` and go without a token; the office's calls read and change its campus's.
 */
export type TCurrent = Camelized<TCurrentRegistration>;
export type TReference = Camelized<TReferenceItem>;
export type TReceipt = Camelized<TRegistrationReceipt>;
export type TStatusView = Camelized<TRegistrationStatusView>;
export type TConfiguration = Camelized<TRegistrationConfiguration>;
export type TPreApplicantItem = Camelized<TPreApplicant>;
export type TPreApplicantFull = Camelized<TPreApplicantDetail>;
export type TRoomAssignment = Camelized<TExamRoomAssignment>;
export type TMultipart = Record<string, TFormValue | readonly TFormValue[]>;

export const QUESTION_ANSWER_TYPE = { OCCUPATION: 0, FREE_TEXT: 1 } as const;

// ---- public

export const currentRegistrationQuery = (schoolCode: string) =>
  queryOptions({
    queryKey: ['registration', 'current', schoolCode.toUpperCase()],
    queryFn: async () => (await api.get<TCurrentRegistration>('/api/rg/configuration/current', { query: { schoolCode }, anonymous: true })).data,
    enabled: Boolean(schoolCode),
    retry: false,
    staleTime: 60_000,
  });

const reference = <T,>(key: string, path: string) =>
  queryOptions({
    queryKey: ['reference', key],
    queryFn: async () => (await api.get<T[]>(path, { anonymous: true })).data ?? [],
    staleTime: 30 * 60_000,
  });
export const occupationsQuery = () => reference<TOccupation>('occupation', '/api/rg/occupation');
export const provincesQuery = () => reference<TReferenceItem>('province', '/api/province/list');
export const schoolTypesQuery = () => reference<TReferenceItem>('school-type', '/api/school-type');

/** `POST /api/pre-applicant/create` (multipart, an optional Photo): answers the reference code. */
export async function register(schoolCode: string, body: TMultipart): Promise<TReceipt> {
  return (await api.post<TRegistrationReceipt>('/api/pre-applicant/create', { query: { schoolCode }, multipart: body, anonymous: true })).data;
}

export async function registrationStatus(query: { schoolCode: string; referenceCode: string; dateOfBirth: string }): Promise<TStatusView> {
  return (await api.get<TRegistrationStatusView>('/api/pre-applicant/status', { query, anonymous: true })).data;
}

// ---- configuration (office)

const configKeys = { all: ['registration', 'configuration'] as const };
export const configurationListQuery = (academicYearId?: string) =>
  queryOptions({
    queryKey: [...configKeys.all, academicYearId ?? ''],
    queryFn: async () => (await api.get<TRegistrationConfiguration[]>('/api/rg/configuration', { query: { academicYearId } })).data ?? [],
  });

export type TConfigurationSave = TRegistrationConfigurationCreate & { Id?: string; Version?: number };

export function useSaveConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TConfigurationSave) =>
      versioned(Boolean(body.Id), async () => (await api.request<TRegistrationConfiguration>(body.Id ? 'PUT' : 'POST', '/api/rg/configuration', { json: body })).data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['registration'] }),
  });
}

export function useRemoveConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete<null>(`/api/rg/configuration/${encodeURIComponent(id)}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['registration'] }),
  });
}

// ---- pre-applicants (office)

const preKeys = { all: ['pre-applicant'] as const, list: ['pre-applicant', 'list'] as const, one: (id: string) => ['pre-applicant', 'one', id] as const };
export const preApplicantKeys = preKeys;

export const preApplicantListQuery = (query: TQuery) =>
  queryOptions({
    queryKey: [...preKeys.list, query],
    queryFn: async () => {
      const result = await api.get<TPreApplicant[]>('/api/pre-applicant', { query });
      return { items: result.data ?? [], total: result.total ?? result.data?.length ?? 0 };
    },
  });

export const preApplicantQuery = (id: string) =>
  queryOptions({
    queryKey: preKeys.one(id),
    queryFn: async () => (await api.get<TPreApplicantDetail>('/api/pre-applicant/detail', { query: { id } })).data,
    enabled: Boolean(id),
  });

export const pushedApplicantQuery = (id: string) =>
  queryOptions({
    queryKey: [...preKeys.one(id), 'applicant'],
    queryFn: async () => (await api.get<TApplicant | null>('/api/pre-applicant/applicant', { query: { id } })).data,
    enabled: Boolean(id),
  });

/** The registration's photo as an object URL (a Bearer call, so not a plain <img src>). */
export const preApplicantPhotoQuery = (id: string, version: number, enabled: boolean) =>
  queryOptions({
    queryKey: [...preKeys.one(id), 'photo', version],
    queryFn: async () => URL.createObjectURL((await api.file('GET', '/api/pre-applicant/photo', { query: { id } })).blob),
    enabled: Boolean(id) && enabled,
    staleTime: Infinity,
  });

function usePreMutation<B, R>(work: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: work,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: preKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['applicant'] });
    },
  });
}

export const useApprovePreApplicant = () =>
  usePreMutation((p: { id: string; version: number }) => versioned(true, async () => (await api.get<TPreApplicant>('/api/pre-applicant/approve', { query: p })).data));
export const usePushPreApplicant = () => usePreMutation(async (id: string) => (await api.post<TApplicant>('/api/pre-applicant/push', { json: { Id: id } })).data);
export const useUpdatePreApplicant = () =>
  usePreMutation((body: TMultipart) => versioned(true, async () => (await api.post<TPreApplicantDetail>('/api/pre-applicant/update', { multipart: body })).data));

// ---- reports and exam rooms

export type TReportFilter = { registrationConfigurationId?: string; academicYearId?: string; courseLevelId?: string; status?: number };
export const reportList = (query: TReportFilter) => api.file('GET', '/report/pre-applicant', { query });
export const reportRooms = (query: { registrationConfigurationId?: string }) => api.file('GET', '/report/pre-applicant-room', { query });
export const exportInfo = (query: TReportFilter) => api.file('GET', '/export/pre-applicant-info', { query });
export function useGenerateRooms() {
  return usePreMutation(async (query: { registrationConfigurationId?: string }) => (await api.get<TExamRoomAssignment[]>('/report/generate-room', { query })).data ?? []);
}
