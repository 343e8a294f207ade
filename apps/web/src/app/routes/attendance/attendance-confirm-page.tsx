import { AttendanceConfirm } from '../../../features/student-attendance/components/attendance-confirm';

/** /attendance/confirm: the office or a main teacher confirms a school day's attendance class by class. */
export function AttendanceConfirmPage() {
  return <AttendanceConfirm />;
}
