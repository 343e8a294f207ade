import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { studentAttendanceLogRefs } from '@school/contract/student-attendance/student-attendance.refs';
import { employeeRefs } from '@school/contract/employee/employee.refs';
import { examTypeRefs } from '@school/contract/exam-type/exam-type.refs';
import type {
  TStudentAttendanceLog,
  TStudentAttendanceSummary,
  TStudentAttendanceWeekly,
} from '@school/contract/student-attendance/student-attendance-log.schemas';
import { api } from '../../../lib/api';
import { apiKeyPrefix, apiQuery } from '../../../lib/api-query';
import type { Camelized } from '../../../lib/case';

export type TAttendanceLog = Camelized<TStudentAttendanceLog>;
export type TAttendanceWeekly = Camelized<TStudentAttendanceWeekly>;
export type TAttendanceSummary = Camelized<TStudentAttendanceSummary>;
export type TSummaryRow = TAttendanceSummary['students'][number];
export type TCounts = TSummaryRow['computed'];

/** The daily log of a class: its routines of the date × its students. */
export const logQuery = (academicClassId: string, startDate: string) =>
  apiQuery(studentAttendanceLogRefs.logByClass, { query: { academicClassId, startDate } });
/** The grid of a range (at most 62 days). */
export const weeklyQuery = (academicClassId: string, fromDate: string, toDate: string) =>
  apiQuery(studentAttendanceLogRefs.weekly, { query: { academicClassId, fromDate, toDate } });
/** The summary of an exam period: computed, saved and effective counts per student. */
export const summaryQuery = (academicClassId: string, examTypeId: string) =>
  apiQuery(studentAttendanceLogRefs.summary, { query: { academicClassId, examTypeId } });

/** The signed-in teacher's classes of the current year (IsMain: she is their main teacher). */
export const myClassesQuery = (enabled: boolean) => queryOptions({ ...apiQuery(employeeRefs.teachingClasses, { query: {} }), enabled });
/** The exam types of a year (no 'All' entry) and the current one. */
export const examTypesQuery = (academicYearId: string | undefined) =>
  queryOptions({ ...apiQuery(examTypeRefs.byYear, { query: { academicYearId: academicYearId ?? '', includeAll: false } }), enabled: Boolean(academicYearId) });
export const currentExamQuery = () => apiQuery(examTypeRefs.current);

export type TSummarySave = {
  academicClassId: string;
  examTypeId: string;
  version: number | null;
  items: Array<{ studentId: string; saved: TCounts | null }>;
};

/** One call for the changed rows; a 409 names the students someone else changed meanwhile (nothing was saved). */
export function useSaveSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TSummarySave) => (await api.call(studentAttendanceLogRefs.batchSaveSummary, { body })).data as TAttendanceSummary,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyPrefix(studentAttendanceLogRefs.summary) }),
  });
}
