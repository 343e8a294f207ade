import { queryOptions } from '@tanstack/react-query';
import { reportAttendanceRefs } from '@school/contract/report-attendance/report-attendance.refs';
import { examTypeRefs } from '@school/contract/exam-type/exam-type.refs';
import type {
  TReportAttendanceBySession,
  TReportAttendanceDailyRow,
  TReportAttendanceMonthly,
  TReportAttendanceSubjects,
  TReportAttendanceYearly,
} from '@school/contract/report-attendance/report-attendance.schemas';
import type { TStudentAttendanceCounts } from '@school/contract/student-attendance/student-attendance.schemas';
import { api } from '../../../lib/api';
import { apiQuery } from '../../../lib/api-query';
import type { Camelized } from '../../../lib/case';

export type TCounts = Camelized<TStudentAttendanceCounts>;
export type TDailyLine = Camelized<TReportAttendanceDailyRow>;
export type TBySession = Camelized<TReportAttendanceBySession>;
export type TMonthly = Camelized<TReportAttendanceMonthly>;
export type TSubjects = Camelized<TReportAttendanceSubjects>;
export type TYearly = Camelized<TReportAttendanceYearly>;

export type TDailyFilter = { date: string; academicYearId?: string; academicClassId?: string };
export type TClassDateFilter = { academicClassId: string; date: string };
export type TMonthlyFilter = { academicClassId: string; month?: string; examTypeId?: string };
export type TRangeFilter = { academicClassId: string; fromDate: string; toDate: string };
export type TClassFilter = { academicClassId: string };

export const dailyQuery = (f: TDailyFilter) => apiQuery(reportAttendanceRefs.daily, { query: f });
export const bySessionQuery = (f: TClassDateFilter) => apiQuery(reportAttendanceRefs.bySession, { query: f });
export const monthlyQuery = (f: TMonthlyFilter) => apiQuery(reportAttendanceRefs.monthly, { query: f });
export const subjectScheduleQuery = (f: TRangeFilter) => apiQuery(reportAttendanceRefs.subjectSchedule, { query: f });
export const yearlyQuery = (f: TClassFilter) => apiQuery(reportAttendanceRefs.yearly, { query: f });

export const downloadDaily = (f: TDailyFilter, exportType: number) => api.download(reportAttendanceRefs.dailyFile, { query: { ...f, exportType } });
export const downloadBySession = (f: TClassDateFilter, exportType: number) => api.download(reportAttendanceRefs.bySessionFile, { query: { ...f, exportType } });
/** The spec's file call (data-calls §7 'Reports'): `/report/attendance/student-monthly?examTypeId&academicClassId` (or a month). */
export const downloadMonthly = (f: TMonthlyFilter, exportType: number) => api.download(reportAttendanceRefs.monthlyFile, { query: { ...f, exportType } });
export const downloadSubjectSchedule = (f: TRangeFilter, exportType: number) =>
  api.download(reportAttendanceRefs.subjectScheduleFile, { query: { ...f, exportType } });
export const downloadYearly = (f: TClassFilter, exportType: number) => api.download(reportAttendanceRefs.yearlyFile, { query: { ...f, exportType } });

/** The exam types of a year, for the register per exam. */
export const examTypesQuery = (academicYearId: string | undefined) =>
  queryOptions({ ...apiQuery(examTypeRefs.byYear, { query: { academicYearId: academicYearId ?? '', includeAll: false } }), enabled: Boolean(academicYearId) });

/** First and last day of the month of `date` (YYYY-MM-DD). */
export function monthOf(date: string) {
  return date.slice(0, 7);
}
