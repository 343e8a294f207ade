import { StudentView } from '../../../../features/student/components/student-view';

/** /administration/student/{id}: one student's record, guardians, years and misconduct. */
export function StudentViewPage() {
  return <StudentView />;
}
