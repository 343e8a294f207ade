import { StudentList } from '../../../../features/student/components/student-list';

/** /administration/student and /administration/student/list: the students of a year by class, grade and status. */
export function StudentListPage() {
  return <StudentList />;
}
