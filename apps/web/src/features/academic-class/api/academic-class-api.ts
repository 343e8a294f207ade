import { useMutation, useQueryClient } from '@tanstack/react-query';
import { academicClassRefs } from '@school/contract/academic-class/academic-class.refs';
import type { TAcademicClass, TCopyRow } from '@school/contract/academic-class/academic-class.schemas';
import type { TRefBody } from '@school/contract/common/route-ref';
import { api } from '../../../lib/api';
import type { Camelized } from '../../../lib/case';
import { recordApi } from '../../../lib/record-api';

export type TClass = Camelized<TAcademicClass>;
export type TCopyRowItem = Camelized<TCopyRow>;

/** The classes of a year (form bodies). */
export const academicClassApi = recordApi({
  list: academicClassRefs.byYear,
  create: academicClassRefs.create,
  update: academicClassRefs.update,
  remove: { ref: academicClassRefs.delete, query: (id) => ({ id }) },
});

/** Copy classes (data-calls §4): the source classes of a year, optionally of one grade. */
export async function fetchCopySource(fromAcademicYearId: string, courseLevelId?: string) {
  const data = (await api.call(academicClassRefs.copySource, { query: { fromAcademicYearId, courseLevelId } })).data;
  return data?.fromAcademicClasses ?? [];
}

export function useCopyPreview() {
  return useMutation({
    mutationFn: async (body: TRefBody<typeof academicClassRefs.copyPreview>) =>
      (await api.call(academicClassRefs.copyPreview, { body })).data?.toAcademicClasses ?? [],
  });
}

export function useCopyClasses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TRefBody<typeof academicClassRefs.copy>) => (await api.call(academicClassRefs.copy, { body })).data?.toAcademicClasses ?? [],
    onSettled: () => queryClient.invalidateQueries({ queryKey: academicClassApi.keys.all }),
  });
}
