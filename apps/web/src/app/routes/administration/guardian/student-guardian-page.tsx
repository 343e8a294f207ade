import { StudentGuardianList } from '../../../../features/guardian/components/student-guardian-list';

/** /administration/guardian/student-guardian: a class's students with their guardians. */
export function StudentGuardianPage() {
  return <StudentGuardianList />;
}
