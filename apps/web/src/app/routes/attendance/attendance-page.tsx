import { AttendanceViews } from '../../../features/student-attendance/components/attendance-views';

/** /attendance: a teacher takes her classes' attendance (the office: every class); the office and main teachers also read a class's log, week and exam summary. */
export function AttendancePage() {
  return <AttendanceViews />;
}
