import { StudentImportConstant } from '../../../../features/student-import/components/student-import-constant';

/** /administration/student/import/constant: the codes a sheet may use. */
export function StudentImportConstantPage() {
  return <StudentImportConstant />;
}
