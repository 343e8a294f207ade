import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { studentRefs } from '@school/contract/student/student.refs';
import type { TPromotionRow } from '@school/contract/student/student.schemas';
import type { TRefBody } from '@school/contract/common/route-ref';
import { api } from '../../../lib/api';
import { versioned } from '../../../lib/api-error';
import type { Camelized } from '../../../lib/case';
import { apiKeyPrefix, apiQuery } from '../../../lib/api-query';

/** End-of-year promotion, a placement call of the student domain (data-calls §3 'Promotion row'; designed POST /api/academic-class/promotion). */
export type TPromoteRow = Camelized<TPromotionRow>;

export const promotionRowsQuery = (q: { academicYearId?: string; courseLevelId?: string; academicClassId?: string }) =>
  queryOptions({
    ...apiQuery(studentRefs.promotionRows, {
      query: { academicYearId: q.academicYearId ?? '', courseLevelId: q.courseLevelId ?? '', academicClassId: q.academicClassId },
    }),
    enabled: Boolean(q.academicYearId && q.courseLevelId),
  });

/** Every row is saved, and each student placed in her next class, in one transaction, or none. */
export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRefBody<typeof studentRefs.promotion>) => versioned(true, async () => (await api.call(studentRefs.promotion, { body })).data ?? []),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: apiKeyPrefix(studentRefs.promotionRows) });
      await queryClient.invalidateQueries({ queryKey: apiKeyPrefix(studentRefs.list) });
    },
  });
}
