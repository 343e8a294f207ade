import type { RouteObject } from 'react-router';

const pages = () => import('./employee-attendance-pages');
// The report screens are their own, lighter chunk (no tables or time pickers).
const reportPages = () => import('./employee-attendance-report-page');

/** Employee attendance (issue 12): the office's screens and the two report screens of portal §2. */
export const employeeAttendanceRoutes: RouteObject[] = [
  { path: 'administration/employee-attendance', lazy: () => pages().then((m) => ({ Component: m.EmployeeAttendanceDailyPage })) },
  { path: 'administration/employee-attendance/monthly', lazy: () => pages().then((m) => ({ Component: m.EmployeeAttendanceMonthlyPage })) },
  { path: 'administration/employee-attendance/scan', lazy: () => pages().then((m) => ({ Component: m.EmployeeAttendanceScanPage })) },
  { path: 'administration/employee-attendance/individual/:id', lazy: () => pages().then((m) => ({ Component: m.EmployeeAttendanceRecordPage })) },
  { path: 'report/attendance/employee/daily', lazy: () => reportPages().then((m) => ({ Component: m.EmployeeDailyReportPage })) },
  { path: 'report/attendance/employee/monthly', lazy: () => reportPages().then((m) => ({ Component: m.EmployeeMonthlyReportPage })) },
];
