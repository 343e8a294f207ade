import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZRecordBookFileQuery, ZResultReportTable, ZStudentResultReportFilter, ZStudentResultReportQuery } from './report-student-result.schemas';

/**
 * The student- and subject-level result reports (portal §2 'Reports', group 'report-result'). The record books'
 * file is the spec's `/report/school/record/book`; the rows a screen shows when run and the other reports' files
 * are designed calls under `/api/report/`. The record books need DOWNLOAD_STUDENT_RECORD_BOOK, the other reports
 * VIEW_NAV_PRINT_EXAM_RESULT_REPORT (checked per report by the service).
 */
const KEYS = ['VIEW_NAV_PRINT_EXAM_RESULT_REPORT', 'DOWNLOAD_STUDENT_RECORD_BOOK'] as const;

export const reportStudentResultRoutes = {
  rows: defineRoute({
    method: 'GET',
    path: '/api/report/student-result',
    area: 'report',
    access: KEYS,
    summary:
      'designed: the table of a student or subject result report (record books, transcript, honour roll, subject grades) as the screen shows it when run',
    query: ZStudentResultReportFilter,
    response: ZEnvelope(ZResultReportTable),
  }),
  file: defineRoute({
    method: 'GET',
    path: '/api/report/student-result/export',
    area: 'report',
    access: KEYS,
    summary: 'designed: a student or subject result report as a file (exportType: PDF 0, Excel 1)',
    query: ZStudentResultReportQuery,
    file: true,
  }),
  recordBook: defineRoute({
    method: 'GET',
    path: '/report/school/record/book',
    area: 'report',
    access: 'DOWNLOAD_STUDENT_RECORD_BOOK',
    summary: "The school's record books of a class, one student a page, through the exam named (the year without it); Excel: the class's results table",
    query: ZRecordBookFileQuery,
    file: true,
  }),
} as const;
