import { reportResultRefs } from '@school/contract/report-result/report-result.refs';
import { examTypeRefs } from '@school/contract/exam-type/exam-type.refs';
import type { TResultReport, TResultReportName } from '@school/contract/report-result/report-result.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { apiQuery } from '../../../lib/api-query';
import type { Camelized } from '../../../lib/case';

export type TResultReportData = Camelized<TResultReport>;
export type TResultReportFilter = {
  academicYearId?: string;
  academicClassId?: string;
  courseLevelId?: string;
  examTypeId?: string;
  semester?: number;
  period?: 'exam' | 'semester' | 'year';
  courseLevelSubjectId?: string;
  isClassifiedLevel?: boolean;
  orderByRankingAndName?: number;
  blank?: boolean;
};

export const resultReportQuery = (report: TResultReportName, filter: TResultReportFilter) =>
  apiQuery(reportResultRefs.rows, { params: { report }, query: filter });

/** The exams of a year (no 'All' entry). */
export const examsOfYearQuery = (academicYearId: string | undefined) =>
  queryOptions({ ...apiQuery(examTypeRefs.byYear, { query: { academicYearId: academicYearId ?? '', includeAll: false } }), enabled: Boolean(academicYearId) });

/** A report's file: the spec's call where it names one (data-calls §7 'Reports'), else the designed export. */
export function downloadResultReport(report: TResultReportName, filter: TResultReportFilter, exportType: number) {
  const query = { ...filter, exportType };
  switch (report) {
    case 'exam-result':
      return api.download(reportResultRefs.examResultFile, { query });
    case 'exam-scoring-office':
      return api.download(reportResultRefs.officeResultFile, { query });
    case 'exam-scoring-semester':
      return api.download(reportResultRefs.semesterScoreFile, { query });
    case 'exam-scoring-sheet':
      return api.download(reportResultRefs.checkCourseLevelFile, { query });
    default:
      return api.download(reportResultRefs.file, { params: { report }, query });
  }
}
