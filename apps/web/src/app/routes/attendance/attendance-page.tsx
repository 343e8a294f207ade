import { AttendanceTaking } from '../../../features/student-attendance/components/attendance-taking';

/** /attendance: a teacher takes her classes' attendance (the office: every class). */
export function AttendancePage() {
  return <AttendanceTaking />;
}
