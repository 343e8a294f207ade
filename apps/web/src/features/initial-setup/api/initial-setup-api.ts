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
import type { TFormValue } from '../../../lib/api-client';
import { versioned } from '../../../lib/api-error';
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

/** The import workbook with every sheet the import reads (designed `GET /api/initial-setup/import/template`). */
export const downloadImportTemplate = () => api.file('GET', `${BASE}/import/template`);

/**
 * One record kind of the part-by-part entry (`/api/initial-setup/{name}`): list, add, change (Version),
 * delete (`?id` or `/{id}`). Every change refreshes the whole setup (progress counts, lookups of the
 * other parts).
 */
export type TPartApi = { name: string; kind: 'json' | 'multipart'; deleteByPath: boolean };
export type TPartRow = Record<string, unknown> & { id: string; version: number };

export const partListQuery = (part: TPartApi, query?: Record<string, string | undefined>) =>
  queryOptions({
    queryKey: [KEY, 'part', part.name, query ?? {}],
    queryFn: async () => ((await api.get<unknown[]>(`${BASE}/${part.name}`, { query })).data ?? []) as unknown as TPartRow[],
  });

export const useSavePart = (part: TPartApi) =>
  useSetupMutation(async (body: Record<string, unknown> & { Id?: string }) => {
    const options = part.kind === 'multipart' ? { multipart: body as Record<string, TFormValue | readonly TFormValue[]> } : { json: body };
    return versioned(Boolean(body.Id), async () => (await api.request<unknown>(body.Id ? 'PUT' : 'POST', `${BASE}/${part.name}`, options)).data);
  });

export const useRemovePart = (part: TPartApi) =>
  useSetupMutation(async (id: string) =>
    part.deleteByPath
      ? (await api.delete<null>(`${BASE}/${part.name}/${encodeURIComponent(id)}`)).data
      : (await api.delete<null>(`${BASE}/${part.name}`, { query: { id } })).data,
  );
