import { StudentImportList } from '../../../../features/student-import/components/student-import-list';

/** /administration/student/import: upload a sheet of students, the batches so far. */
export function StudentImportPage() {
  return <StudentImportList />;
}
