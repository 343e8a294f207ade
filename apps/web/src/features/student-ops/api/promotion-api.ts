import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPromotionRequest, TPromotionRow } from '@school/contract/student/student.schemas';
import { api } from '../../../lib/api';
import { versioned } from '../../../lib/api-error';
import type { Camelized } from '../../../lib/case';

/** End-of-year promotion (data-calls §3 'Promotion row'; designed POST /api/academic-class/promotion). */
export type TPromoteRow = Camelized<TPromotionRow>;

const keys = { all: ['student-ops', 'promotion'] as const };

export const promotionRowsQuery = (q: { academicYearId?: string; courseLevelId?: string; academicClassId?: string }) =>
  queryOptions({
    queryKey: [...keys.all, q],
    queryFn: async () => (await api.get<TPromotionRow[]>('/api/academic-class/promotion/previous-class', { query: q })).data ?? [],
    enabled: Boolean(q.academicYearId && q.courseLevelId),
  });

/** Every row is saved, and each student placed in her next class, in one transaction, or none. */
export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPromotionRequest) =>
      versioned(true, async () => (await api.post<TPromotionRow[]>('/api/academic-class/promotion', { json: body })).data ?? []),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.all });
      await queryClient.invalidateQueries({ queryKey: ['student'] });
    },
  });
}
