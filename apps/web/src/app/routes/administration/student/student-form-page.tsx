import { StudentCreate, StudentEdit } from '../../../../features/student/components/student-form';

/** /administration/student/create: a new student with her class of the year, cards and guardians. */
export function StudentCreatePage() {
  return <StudentCreate />;
}

/** /administration/student/edit/{id}: the person, addresses and picture. */
export function StudentEditPage() {
  return <StudentEdit />;
}
