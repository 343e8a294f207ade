import type { RouteObject } from 'react-router';

const pages = () => import('./report-pages');

/** The report menu's built screens (portal §2 'Reports'); the employee attendance reports are in their own area's routes. */
export const reportRoutes: RouteObject[] = [
  { path: 'report/setting', lazy: () => pages().then((m) => ({ Component: m.ReportSettingPage })) },
  { path: 'report/student/student-info', lazy: () => pages().then((m) => ({ Component: m.StudentInfoReportPage })) },
  { path: 'report/student/guardian-info', lazy: () => pages().then((m) => ({ Component: m.GuardianInfoReportPage })) },
  { path: 'report/user-account', lazy: () => pages().then((m) => ({ Component: m.UserAccountReportPage })) },
];
