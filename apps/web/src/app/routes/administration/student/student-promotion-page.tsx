import { StudentPromotion } from '../../../../features/student/components/student-promotion';

/**
 * /administration/student/promotion: the results of a grade's students and their classes of the next year.
 * The year-setup wizard embeds it with the two years it knows.
 */
export function StudentPromotionPage(props: { embedded?: boolean; fromYearId?: string; toYearId?: string } = {}) {
  return <StudentPromotion {...props} />;
}
