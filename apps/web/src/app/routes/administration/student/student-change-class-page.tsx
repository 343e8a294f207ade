import { StudentChangeClass } from '../../../../features/student/components/student-change-class';

/** /administration/student/change-class: the students of one class moved to other classes in one call. */
export function StudentChangeClassPage() {
  return <StudentChangeClass />;
}
