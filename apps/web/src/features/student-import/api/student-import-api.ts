import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { studentImportRefs } from '@school/contract/student-import/student-import.refs';
import { studentRefs } from '@school/contract/student/student.refs';
import type { TStudentImportBatch, TStudentImportConstants, TStudentImportRow } from '@school/contract/student-import/student-import.schemas';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import type { Camelized } from '../../../lib/case';
import { apiKeyPrefix, apiQuery } from '../../../lib/api-query';

/** Student import (designed calls /api/student/import*; data-calls §5 'Import: StatusCode 400 means invalid data'). */
export type TImportBatch = Camelized<TStudentImportBatch>;
export type TImportRow = Camelized<TStudentImportRow>;
export type TImportConstants = Camelized<TStudentImportConstants>;

/** Every read of /api/student/import (the list, a batch, the constants). */
export const importKeys = { all: apiKeyPrefix(studentImportRefs.list), list: [...apiKeyPrefix(studentImportRefs.list), 'list'] };

export async function fetchImportPage(pageIndex: number, pageSize: number) {
  const result = await api.call(studentImportRefs.list, { query: { pageIndex, pageSize } });
  return { items: result.data ?? [], total: result.total ?? result.data?.length ?? 0 };
}

export const importBatchQuery = (id: string | undefined) =>
  queryOptions({ ...apiQuery(studentImportRefs.get, { params: { id: id ?? '' } }), enabled: Boolean(id) });

export const importConstantsQuery = (academicYearId: string | undefined) =>
  queryOptions({ ...apiQuery(studentImportRefs.constants, { query: { academicYearId } }), staleTime: 60_000 });

/** The template: headers in Khmer and English, the year's class codes on a second sheet. */
export const downloadImportTemplate = (academicYearId: string | undefined) => api.download(studentImportRefs.template, { query: { academicYearId } });

/** The answer of an upload: a valid batch, or (StatusCode 400 with rows as Data) the invalid rows. */
export type TUploadOutcome = { kind: 'valid'; batch: TImportBatch } | { kind: 'invalid'; rows: TImportRow[]; error: ApiError };

const isRowList = (data: unknown): data is TImportRow[] =>
  Array.isArray(data) && data.every((r) => r !== null && typeof r === 'object' && 'rowNumber' in r && 'errors' in r);

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { file: File; academicYearId?: string; onProgress?: (fraction: number) => void }): Promise<TUploadOutcome> => {
      try {
        const result = await api.call(studentImportRefs.upload, {
          body: { file: input.file, academicYearId: input.academicYearId },
          onUploadProgress: input.onProgress,
        });
        return { kind: 'valid', batch: result.data };
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 400 && isRowList(error.data)) return { kind: 'invalid', rows: error.data, error };
        throw error;
      }
    },
    // The batch is kept whatever its rows: the list shows it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
}

export function useSubmitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.call(studentImportRefs.submit, { params: { id } })).data,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: importKeys.all });
      await queryClient.invalidateQueries({ queryKey: apiKeyPrefix(studentRefs.list).slice(0, 1) });
    },
  });
}
