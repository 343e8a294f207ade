import { StudentImportBatch } from '../../../../features/student-import/components/student-import-batch';

/** /administration/student/import/{id}: one batch's rows, submitted when valid. */
export function StudentImportBatchPage() {
  return <StudentImportBatch />;
}
