import type { RouteObject } from 'react-router';

const pages = () => import('./report-pages');
const statistics = () => import('./report-statistics-pages');
const resultPages = () => import('./report-result-pages');
const attendancePages = () => import('./report-attendance-pages');
const studentResultPages = () => import('./report-student-result-pages');

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
  { path: 'report/result/exam-result', lazy: () => resultPages().then((m) => ({ Component: m.ExamResultReportPage })) },
  { path: 'report/result/exam-scoring-office', lazy: () => resultPages().then((m) => ({ Component: m.ExamScoringOfficeReportPage })) },
  { path: 'report/result/exam-scoring-semester', lazy: () => resultPages().then((m) => ({ Component: m.ExamScoringSemesterReportPage })) },
  { path: 'report/result/exam-scoring-sheet', lazy: () => resultPages().then((m) => ({ Component: m.ExamScoringSheetReportPage })) },
  { path: 'report/result/ranking-summary', lazy: () => resultPages().then((m) => ({ Component: m.RankingSummaryReportPage })) },
  { path: 'report/result/score-entry', lazy: () => resultPages().then((m) => ({ Component: m.ScoreEntryReportPage })) },
  { path: 'report/result/semester-ranking', lazy: () => resultPages().then((m) => ({ Component: m.SemesterRankingReportPage })) },
  { path: 'report/result/semester-scoring', lazy: () => resultPages().then((m) => ({ Component: m.SemesterScoringReportPage })) },
  // the student attendance reports
  { path: 'report/attendance/student/by-session', lazy: () => attendancePages().then((m) => ({ Component: m.StudentAttendanceBySessionPage })) },
  { path: 'report/attendance/student/daily', lazy: () => attendancePages().then((m) => ({ Component: m.StudentAttendanceDailyPage })) },
  { path: 'report/attendance/student/monthly', lazy: () => attendancePages().then((m) => ({ Component: m.StudentAttendanceMonthlyPage })) },
  {
    path: 'report/attendance/student/subject-schedule',
    lazy: () => attendancePages().then((m) => ({ Component: m.StudentAttendanceSubjectSchedulePage })),
  },
  { path: 'report/attendance/student/yearly', lazy: () => attendancePages().then((m) => ({ Component: m.StudentAttendanceYearlyPage })) },
  // the student- and subject-level result reports
  { path: 'report/result/student-record-book', lazy: () => studentResultPages().then((m) => ({ Component: m.StudentRecordBookPage })) },
  { path: 'report/result/student-annual-record-book', lazy: () => studentResultPages().then((m) => ({ Component: m.StudentAnnualRecordBookPage })) },
  { path: 'report/result/student-transcript', lazy: () => studentResultPages().then((m) => ({ Component: m.StudentTranscriptPage })) },
  { path: 'report/result/student-honorary', lazy: () => studentResultPages().then((m) => ({ Component: m.StudentHonoraryPage })) },
  { path: 'report/result/grade-by-subject', lazy: () => studentResultPages().then((m) => ({ Component: m.GradeBySubjectPage })) },
  { path: 'report/result/grade-evaluation-semester', lazy: () => studentResultPages().then((m) => ({ Component: m.GradeEvaluationSemesterPage })) },
  { path: 'report/result/subject-grade-semester', lazy: () => studentResultPages().then((m) => ({ Component: m.SubjectGradeSemesterPage })) },
];
