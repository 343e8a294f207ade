import { MyAttendance } from '../../../features/student-attendance/components/my-attendance';

/** /profile/attendance: the signed-in student's (a guardian's child's) month of attendance. */
export function MyAttendancePage() {
  return <MyAttendance />;
}
