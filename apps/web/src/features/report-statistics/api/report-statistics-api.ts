import { queryOptions } from '@tanstack/react-query';
import { reportStatisticsRefs as refs } from '@school/contract/report-statistics/report-statistics.refs';
import { examTypeRefs } from '@school/contract/exam-type/exam-type.refs';
import type {
  TClassSemesterReport,
  TDropStudentReport,
  TEmployeeStatisticReport,
  TSecReport,
  TSexCount,
  TStudentByAgeReport,
  TStudentByLevelRow,
  TTeacherActivityReport,
} from '@school/contract/report-statistics/report-statistics.schemas';
import { api } from '../../../lib/api';
import { apiQuery } from '../../../lib/api-query';
import type { Camelized } from '../../../lib/case';

export type TCount = Camelized<TSexCount>;
export type TByLevelRow = Camelized<TStudentByLevelRow>;
export type TByAgeReport = Camelized<TStudentByAgeReport>;
export type TDropReport = Camelized<TDropStudentReport>;
export type TClassSemester = Camelized<TClassSemesterReport>;
export type TSec = Camelized<TSecReport>;
export type TEmployeeReport = Camelized<TEmployeeStatisticReport>;
export type TTeacherActivity = Camelized<TTeacherActivityReport>;

/** A year (the current one when absent) and a period (the year's dates when absent). */
export type TPeriodFilter = { academicYearId?: string; startDate?: string; endDate?: string };

/** The exam types of a year (no 'All' entry). */
export const examTypesOfYearQuery = (academicYearId: string | undefined) =>
  queryOptions({ ...apiQuery(examTypeRefs.byYear, { query: { academicYearId: academicYearId ?? '', includeAll: false } }), enabled: Boolean(academicYearId) });

/**
 * Each report's rows (the screen's Run) and its file (Export) with the same filters. The spec's two statistics
 * files (student-statistics, school-statistics) are the semester and SEC exports.
 */
export const statistics = {
  byLevel: {
    query: (f: { examTypeId: string }) => apiQuery(refs.studentByLevel, { query: f }),
    download: (f: { examTypeId: string }, exportType: number) => api.download(refs.studentByLevelFile, { query: { ...f, exportType } }),
  },
  byAge: {
    query: (f: { academicYearId?: string; ageOn?: string }) => apiQuery(refs.studentByAge, { query: f }),
    download: (f: { academicYearId?: string; ageOn?: string }, exportType: number) => api.download(refs.studentByAgeFile, { query: { ...f, exportType } }),
  },
  drop: {
    query: (f: TPeriodFilter & { status?: number }) => apiQuery(refs.dropStudent, { query: f }),
    download: (f: TPeriodFilter & { status?: number }, exportType: number) => api.download(refs.dropStudentFile, { query: { ...f, exportType } }),
  },
  classSemester: {
    query: (f: TPeriodFilter & { academicClassId?: string }) => apiQuery(refs.classSemester, { query: f }),
    download: (f: TPeriodFilter & { academicClassId?: string }, exportType: number) => api.download(refs.classSemesterFile, { query: { ...f, exportType } }),
  },
  sec: {
    query: (f: TPeriodFilter) => apiQuery(refs.sec, { query: f }),
    download: (f: TPeriodFilter, exportType: number) => api.download(refs.secFile, { query: { ...f, exportType } }),
  },
  employee: {
    query: (f: { academicYearId?: string; status?: number }) => apiQuery(refs.employee, { query: f }),
    download: (f: { academicYearId?: string; status?: number }, exportType: number) => api.download(refs.employeeFile, { query: { ...f, exportType } }),
  },
  teacherActivity: {
    query: (f: TPeriodFilter) => apiQuery(refs.teacherActivity, { query: f }),
    download: (f: TPeriodFilter, exportType: number) => api.download(refs.teacherActivityFile, { query: { ...f, exportType } }),
  },
};
