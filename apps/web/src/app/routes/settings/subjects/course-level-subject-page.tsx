import { CourseLevelSubjectManager } from '../../../../features/course-level/components/course-level-subject-manager';

/** The subjects each grade of a year teaches (`initialYearId`: the year the setup wizard sets up). */
export function CourseLevelSubjectPage({ initialYearId }: { initialYearId?: string } = {}) {
  return <CourseLevelSubjectManager initialYearId={initialYearId} />;
}
