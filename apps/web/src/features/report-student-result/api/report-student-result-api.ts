import { queryOptions } from '@tanstack/react-query';
import { reportStudentResultRefs } from '@school/contract/report-student-result/report-student-result.refs';
import type { TResultReportTable, TStudentResultReportName } from '@school/contract/report-student-result/report-student-result.schemas';
import { examTypeRefs } from '@school/contract/exam-type/exam-type.refs';
import { studentRefs } from '@school/contract/student/student.refs';
import { api } from '../../../lib/api';
import { apiQuery } from '../../../lib/api-query';
import type { Camelized } from '../../../lib/case';

export type TResultReport = Camelized<TResultReportTable>;
export type TReportName = TStudentResultReportName;

/** A report's filters as the screen runs them (the server checks which each report needs). */
export type TResultReportFilter = {
  report: TReportName;
  academicYearId?: string;
  courseLevelId?: string;
  academicClassId?: string;
  studentId?: string;
  kind?: 'exam' | 'semester' | 'year';
  examTypeId?: string;
  semester?: number;
  courseLevelSubjectId?: string;
  top?: number;
};

export const resultReportQuery = (filter: TResultReportFilter) => apiQuery(reportStudentResultRefs.rows, { query: filter });

const RECORD_BOOKS: readonly TReportName[] = ['student-record-book', 'student-annual-record-book'];

/**
 * A report's file: the record books through the spec's `/report/school/record/book` (the printed record book of
 * each student, one a page; Excel: the class's table), the other reports through their designed export.
 */
export function downloadResultReport(f: TResultReportFilter, exportType: number) {
  if (RECORD_BOOKS.includes(f.report))
    return api.download(reportStudentResultRefs.recordBook, {
      query: {
        classId: f.academicClassId ?? '',
        examTypeId: f.report === 'student-record-book' ? f.examTypeId : undefined,
        studentId: f.studentId,
        exportType,
      },
    });
  return api.download(reportStudentResultRefs.file, { query: { ...f, exportType } });
}

/** The exam types of a year (no 'All' entry). */
export const yearExamsQuery = (academicYearId: string | undefined) =>
  queryOptions({ ...apiQuery(examTypeRefs.byYear, { query: { academicYearId: academicYearId ?? '', includeAll: false } }), enabled: Boolean(academicYearId) });

/** The students of a class (the record books' and the transcript's student). */
export const classStudentsQuery = (academicClassId: string | undefined) =>
  queryOptions({ ...apiQuery(studentRefs.byAcademicClass, { query: { academicClassId: academicClassId ?? '' } }), enabled: Boolean(academicClassId) });
