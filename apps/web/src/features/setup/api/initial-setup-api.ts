import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TBasicInfo,
  TBasicInfoUpdate,
  TImportInfo,
  TInitialAcademicYear,
  TInitialAcademicYearUpdate,
  TTemplateApply,
} from '@school/contract/initial-setup/initial-setup.schemas';
import type { TRecordCount as TRecordCountContract } from '@school/contract/common/fields.schemas';
import { api } from '../../../lib/api';
import type { Camelized } from '../../../lib/case';
import { createRecordApi } from '../../../lib/record-api';

type TRecordCountWire = TRecordCountContract;
export type TBasic = Camelized<TBasicInfo>;
export type TImport = Camelized<TImportInfo>;
export type TInitialYear = Camelized<TInitialAcademicYear>;

const BASE = '/api/initial-setup';
const KEY = 'initial-setup';

export const basicInfoQuery = () =>
  queryOptions({ queryKey: [KEY, 'basic-info'], queryFn: async () => (await api.get<TBasicInfo>(`${BASE}/basic-info`)).data });

export const importInfoQuery = () =>
  queryOptions({ queryKey: [KEY, 'import'], queryFn: async () => (await api.get<TImportInfo | null>(`${BASE}/import`)).data ?? null });

export const importSummaryQuery = () =>
  queryOptions({
    queryKey: [KEY, 'import', 'summary'],
    queryFn: async () => (await api.get<{ RecordSummary: TRecordCountWire[] }>(`${BASE}/import/submit`)).data?.recordSummary ?? [],
  });

/** Years as the wizard edits them (multipart, DELETE /{id}). */
export const initialYearApi = createRecordApi<TInitialAcademicYear, Omit<TInitialAcademicYearUpdate, 'Id' | 'Version'> & { Version?: number }>({
  key: `${KEY}-year`,
  list: { path: `${BASE}/academic-year` },
  create: { method: 'POST', path: `${BASE}/academic-year`, kind: 'multipart' },
  update: { method: 'PUT', path: `${BASE}/academic-year`, kind: 'multipart' },
  remove: (id) => ({ path: `${BASE}/academic-year/${encodeURIComponent(id)}` }),
});

function useSetupMutation<TIn, TOut>(work: (input: TIn) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: work,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}

export const useSaveBasicInfo = () =>
  useSetupMutation(async (body: TBasicInfoUpdate) => (await api.put<TBasicInfo>(`${BASE}/basic-info`, { multipart: body })).data);

export const useApplyTemplate = () =>
  useSetupMutation(async (body: TTemplateApply) => (await api.post<{ RecordSummary: TRecordCountWire[] }>(`${BASE}/template`, { json: body })).data?.recordSummary ?? []);

export const useUploadImport = () => useSetupMutation(async (file: File) => (await api.post<TImportInfo>(`${BASE}/import`, { multipart: { File: file } })).data);

export const useDiscardImport = () => useSetupMutation(async () => (await api.delete<null>(`${BASE}/import`)).data);

export const useSubmitImport = () =>
  useSetupMutation(
    async (completeSetup: boolean) =>
      (await api.post<{ RecordSummary: TRecordCountWire[]; IsInitialSetup: boolean }>(`${BASE}/import/submit`, { json: { CompleteSetup: completeSetup } })).data,
  );

export const useCompleteSetup = () => useSetupMutation(async () => (await api.post<TBasicInfo>(`${BASE}/complete`)).data);

export type TRecordCount = Camelized<TRecordCountWire>;
