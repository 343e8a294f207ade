import {
  StudentBySessionReport,
  StudentDailyReport,
  StudentMonthlyReport,
  StudentSubjectScheduleReport,
  StudentYearlyReport,
} from '../../../features/report-attendance/components/student-attendance-reports';

/** /report/attendance/student/by-session */
export function StudentAttendanceBySessionPage() {
  return <StudentBySessionReport />;
}

/** /report/attendance/student/daily */
export function StudentAttendanceDailyPage() {
  return <StudentDailyReport />;
}

/** /report/attendance/student/monthly */
export function StudentAttendanceMonthlyPage() {
  return <StudentMonthlyReport />;
}

/** /report/attendance/student/subject-schedule */
export function StudentAttendanceSubjectSchedulePage() {
  return <StudentSubjectScheduleReport />;
}

/** /report/attendance/student/yearly */
export function StudentAttendanceYearlyPage() {
  return <StudentYearlyReport />;
}
