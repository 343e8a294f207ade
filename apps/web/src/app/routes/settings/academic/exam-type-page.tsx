import { ExamTypeManager } from '../../../../features/exam-type/components/exam-type-manager';

/** /settings/exam: the exams of a year (`initialYearId`: the year the setup wizard sets up). */
export function ExamTypePage({ initialYearId }: { initialYearId?: string } = {}) {
  return <ExamTypeManager initialYearId={initialYearId} />;
}
