import { ReportSettingForm } from '../../../features/report/components/report-setting-form';
import { StudentReport } from '../../../features/report/components/student-report';
import { UserAccountReport } from '../../../features/report/components/user-account-report';

/** /report/setting */
export function ReportSettingPage() {
  return <ReportSettingForm />;
}

/** /report/student/student-info */
export function StudentInfoReportPage() {
  return <StudentReport key="studentInfo" kind="studentInfo" />;
}

/** /report/student/guardian-info */
export function GuardianInfoReportPage() {
  return <StudentReport key="guardianInfo" kind="guardianInfo" />;
}

/** /report/user-account */
export function UserAccountReportPage() {
  return <UserAccountReport />;
}
