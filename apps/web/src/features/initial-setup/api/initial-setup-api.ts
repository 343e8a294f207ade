import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { initialSetupRefs } from '@school/contract/initial-setup/initial-setup.refs';
import type { TRefBody, TRefData, TRouteRef } from '@school/contract/common/route-ref';
import { api } from '../../../lib/api';
import { versioned } from '../../../lib/api-error';
import { apiKeyPrefix, apiQuery, useApiMutation } from '../../../lib/api-query';
import type { Camelized } from '../../../lib/case';
import { recordApi } from '../../../lib/record-api';

const refs = initialSetupRefs;

export type TBasic = Camelized<TRefData<typeof refs.basicInfo>>;
export type TImport = Camelized<TRefData<typeof refs.importUpload>>;
export type TInitialYear = Camelized<TRefData<typeof refs.academicYear.list>>[number];
export type TRecordCount = Camelized<TRefData<typeof refs.importSummary>>['recordSummary'][number];

/** Every cached answer of the setup: each change refreshes the whole setup (progress counts, lookups). */
const SETUP_KEY = apiKeyPrefix(refs.basicInfo).slice(0, 1);

export const basicInfoQuery = () => apiQuery(refs.basicInfo);

export const importInfoQuery = () => queryOptions({ ...apiQuery(refs.importInfo), select: (info) => info ?? null });

/** Years as the wizard edits them (multipart, DELETE /{id}). */
export const initialYearApi = recordApi({
  list: refs.academicYear.list,
  create: refs.academicYear.create,
  update: refs.academicYear.update,
  remove: { ref: refs.academicYear.delete, params: (id) => ({ id }) },
});

export const useSaveBasicInfo = () =>
  useApiMutation(refs.saveBasicInfo, { toOptions: (body: TRefBody<typeof refs.saveBasicInfo>) => ({ body }), invalidates: [SETUP_KEY] });

export const useApplyTemplate = () =>
  useApiMutation(refs.applyTemplate, { toOptions: (body: TRefBody<typeof refs.applyTemplate>) => ({ body }), invalidates: [SETUP_KEY] });

export const useUploadImport = () => useApiMutation(refs.importUpload, { toOptions: (file: File) => ({ body: { file } }), invalidates: [SETUP_KEY] });

export const useDiscardImport = () => useApiMutation(refs.importDiscard, { invalidates: [SETUP_KEY] });

export const useSubmitImport = () =>
  useApiMutation(refs.importSubmit, { toOptions: (completeSetup: boolean) => ({ body: { completeSetup } }), invalidates: [SETUP_KEY] });

export const useCompleteSetup = () => useApiMutation(refs.complete, { invalidates: [SETUP_KEY] });

/** The import workbook with every sheet the import reads. */
export const downloadImportTemplate = () => api.download(refs.importTemplate);

/**
 * One record kind of the part-by-part entry: its list, add, change (version) and delete calls (`?id` or
 * `/{id}`, as its delete ref says). Every change refreshes the whole setup.
 */
export type TPartApi = { list: TRouteRef; create: TRouteRef; update: TRouteRef; delete: TRouteRef };
export type TPartRow = Record<string, unknown> & { id: string; version: number };
/** A part's body as the form builds it (camelCase; the client PascalCases it). */
export type TPartBody = Record<string, unknown> & { id?: string; version?: number };

export const partListQuery = (part: TPartApi) => queryOptions({ ...apiQuery(part.list), select: (rows) => (rows ?? []) as unknown as TPartRow[] });

function useSetupMutation<TIn, TOut>(work: (input: TIn) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: work, onSettled: () => queryClient.invalidateQueries({ queryKey: SETUP_KEY }) });
}

export const useSavePart = (part: TPartApi) =>
  useSetupMutation((body: TPartBody) =>
    versioned(Boolean(body.id), async () => (await api.call(body.id ? part.update : part.create, { body: body as TRefBody<TRouteRef> })).data),
  );

export const useRemovePart = (part: TPartApi) =>
  useSetupMutation(async (id: string) => {
    await api.call(part.delete, part.delete.path.includes('{id}') ? { params: { id } } : { query: { id } });
  });
