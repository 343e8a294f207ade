import type { RouteObject } from 'react-router';

const pages = () => import('./report-pages');
const statistics = () => import('./report-statistics-pages');

/** The report menu's built screens (portal §2 'Reports'); the employee attendance reports are in their own area's routes. */
export const reportRoutes: RouteObject[] = [
  { path: 'report/setting', lazy: () => pages().then((m) => ({ Component: m.ReportSettingPage })) },
  { path: 'report/student/student-info', lazy: () => pages().then((m) => ({ Component: m.StudentInfoReportPage })) },
  { path: 'report/student/guardian-info', lazy: () => pages().then((m) => ({ Component: m.GuardianInfoReportPage })) },
  { path: 'report/user-account', lazy: () => pages().then((m) => ({ Component: m.UserAccountReportPage })) },
  // statistics (navigation group 'report-statistics')
  { path: 'report/statistics/drop-student', lazy: () => statistics().then((m) => ({ Component: m.DropStudentStatisticsPage })) },
  { path: 'report/statistics/employee', lazy: () => statistics().then((m) => ({ Component: m.EmployeeStatisticsPage })) },
  { path: 'report/statistics/sec', lazy: () => statistics().then((m) => ({ Component: m.SecStatisticsPage })) },
  { path: 'report/statistics/student-academic-class-semester', lazy: () => statistics().then((m) => ({ Component: m.ClassSemesterStatisticsPage })) },
  { path: 'report/statistics/student-by-age', lazy: () => statistics().then((m) => ({ Component: m.StudentByAgeStatisticsPage })) },
  { path: 'report/statistics/student-by-level', lazy: () => statistics().then((m) => ({ Component: m.StudentByLevelStatisticsPage })) },
  { path: 'report/statistics/teacher-activity', lazy: () => statistics().then((m) => ({ Component: m.TeacherActivityStatisticsPage })) },
];
