import type { RouteObject } from 'react-router';

const pages = () => import('./report-pages');
const resultPages = () => import('./report-student-result-pages');

/** The report menu's built screens (portal §2 'Reports'); the employee attendance reports are in their own area's routes. */
export const reportRoutes: RouteObject[] = [
  { path: 'report/setting', lazy: () => pages().then((m) => ({ Component: m.ReportSettingPage })) },
  { path: 'report/student/student-info', lazy: () => pages().then((m) => ({ Component: m.StudentInfoReportPage })) },
  { path: 'report/student/guardian-info', lazy: () => pages().then((m) => ({ Component: m.GuardianInfoReportPage })) },
  { path: 'report/user-account', lazy: () => pages().then((m) => ({ Component: m.UserAccountReportPage })) },
  // the student- and subject-level result reports
  { path: 'report/result/student-record-book', lazy: () => resultPages().then((m) => ({ Component: m.StudentRecordBookPage })) },
  { path: 'report/result/student-annual-record-book', lazy: () => resultPages().then((m) => ({ Component: m.StudentAnnualRecordBookPage })) },
  { path: 'report/result/student-transcript', lazy: () => resultPages().then((m) => ({ Component: m.StudentTranscriptPage })) },
  { path: 'report/result/student-honorary', lazy: () => resultPages().then((m) => ({ Component: m.StudentHonoraryPage })) },
  { path: 'report/result/grade-by-subject', lazy: () => resultPages().then((m) => ({ Component: m.GradeBySubjectPage })) },
  { path: 'report/result/grade-evaluation-semester', lazy: () => resultPages().then((m) => ({ Component: m.GradeEvaluationSemesterPage })) },
  { path: 'report/result/subject-grade-semester', lazy: () => resultPages().then((m) => ({ Component: m.SubjectGradeSemesterPage })) },
];
