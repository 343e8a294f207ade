import type { RouteObject } from 'react-router';

const pages = () => import('./report-pages');
const attendancePages = () => import('./report-attendance-pages');

/** The report menu's built screens (portal §2 'Reports'); the employee attendance reports are in their own area's routes. */
export const reportRoutes: RouteObject[] = [
  { path: 'report/setting', lazy: () => pages().then((m) => ({ Component: m.ReportSettingPage })) },
  { path: 'report/student/student-info', lazy: () => pages().then((m) => ({ Component: m.StudentInfoReportPage })) },
  { path: 'report/student/guardian-info', lazy: () => pages().then((m) => ({ Component: m.GuardianInfoReportPage })) },
  { path: 'report/user-account', lazy: () => pages().then((m) => ({ Component: m.UserAccountReportPage })) },
  // the student attendance reports
  { path: 'report/attendance/student/by-session', lazy: () => attendancePages().then((m) => ({ Component: m.StudentAttendanceBySessionPage })) },
  { path: 'report/attendance/student/daily', lazy: () => attendancePages().then((m) => ({ Component: m.StudentAttendanceDailyPage })) },
  { path: 'report/attendance/student/monthly', lazy: () => attendancePages().then((m) => ({ Component: m.StudentAttendanceMonthlyPage })) },
  {
    path: 'report/attendance/student/subject-schedule',
    lazy: () => attendancePages().then((m) => ({ Component: m.StudentAttendanceSubjectSchedulePage })),
  },
  { path: 'report/attendance/student/yearly', lazy: () => attendancePages().then((m) => ({ Component: m.StudentAttendanceYearlyPage })) },
];
