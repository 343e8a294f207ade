import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZResultReport, ZResultReportFileParams, ZResultReportFileQuery, ZResultReportParams, ZResultReportQuery } from './report-result.schemas';

/**
 * The report menu's class result reports (portal §2 'Reports' → Results; data-calls §7 'Reports'). The spec's
 * four calls are files; a screen's Run reads its rows through one designed call, and the four reports the
 * spec names no file for export through a designed one. Every call needs the result-report key (the menu
 * group's); the score-entry sheet its entry's key as well (portal §6: a screen needs the keys of its entry and
 * of the groups above it), checked by the service.
 */
export const reportResultRoutes = {
  rows: defineRoute({
    method: 'GET',
    path: '/api/report/result/{report}',
    area: 'report',
    access: 'VIEW_NAV_PRINT_EXAM_RESULT_REPORT',
    summary: 'designed: the rows of a class result report (sections of columns and cells), as the screen shows them when run',
    params: ZResultReportParams,
    query: ZResultReportQuery,
    response: ZEnvelope(ZResultReport),
  }),
  file: defineRoute({
    method: 'GET',
    path: '/api/report/result/{report}/export',
    area: 'report',
    access: 'VIEW_NAV_PRINT_EXAM_RESULT_REPORT',
    summary: 'designed: the ranking summary, score-entry sheet, semester ranking or semester scoring as a file (exportType: PDF 0, Excel 1)',
    params: ZResultReportFileParams,
    query: ZResultReportFileQuery,
    file: true,
  }),
  examResultFile: defineRoute({
    method: 'GET',
    path: '/report/result',
    area: 'report',
    access: 'VIEW_NAV_PRINT_EXAM_RESULT_REPORT',
    summary: "A class's result of one exam (rank, total, average, percent, mention, pass) as a file (exportType: PDF 0, Excel 1)",
    query: ZResultReportFileQuery,
    file: true,
  }),
  officeResultFile: defineRoute({
    method: 'GET',
    path: '/report/office/result',
    area: 'report',
    access: 'VIEW_NAV_PRINT_EXAM_RESULT_REPORT',
    summary:
      "The office's exam scoring sheet (each subject's score, total, average, rank, mention) of a class, or of every class of its grade (isClassifiedLevel)",
    query: ZResultReportFileQuery,
    file: true,
  }),
  semesterScoreFile: defineRoute({
    method: 'GET',
    path: '/report/score/semester-score-ngs',
    area: 'report',
    access: 'VIEW_NAV_PRINT_EXAM_RESULT_REPORT',
    summary:
      "The semester scoring sheet (each subject's semester score, the semester average, rank, mention) of the semester of examTypeId, a class or every class of the year",
    query: ZResultReportFileQuery,
    file: true,
  }),
  checkCourseLevelFile: defineRoute({
    method: 'GET',
    path: '/report/score/check-course-level',
    area: 'report',
    access: 'VIEW_NAV_PRINT_EXAM_RESULT_REPORT',
    summary: "The exam scoring sheet: every subject's score of an exam per student (absent, exempt, not entered marked) and the scores still missing",
    query: ZResultReportFileQuery,
    file: true,
  }),
};
