import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentAttendanceRefs } from '@school/contract/student-attendance/student-attendance.refs';
import type {
  TStudentAttendanceMonthly,
  TStudentAttendanceRoutine,
  TStudentAttendanceSheet,
} from '@school/contract/student-attendance/student-attendance.schemas';
import { api } from '../../../lib/api';
import { apiKeyPrefix, apiQuery } from '../../../lib/api-query';
import type { Camelized } from '../../../lib/case';

export type TAttendanceRoutine = Camelized<TStudentAttendanceRoutine>;
export type TAttendanceSheet = Camelized<TStudentAttendanceSheet>;
export type TAttendanceMark = TAttendanceSheet['students'][number];

/** The teacher's routines of a date, or (the office) every routine of the campus. */
export const routinesQuery = (date: string, office: boolean) =>
  office ? apiQuery(studentAttendanceRefs.routinesInCampusByDate, { query: { date } }) : apiQuery(studentAttendanceRefs.routinesByDate, { query: { date } });
export const sheetQuery = (routineId: string, date: string) => apiQuery(studentAttendanceRefs.byRoutineAndDate, { query: { routineId, date } });

const ALL = apiKeyPrefix(studentAttendanceRefs.routinesByDate).slice(0, 1);

export type TSheetSave = { routineId: string; date: string; version: number | null; items: Array<{ studentId: string; attendanceType: number }> };

/** One call for the whole sheet; a 409 names the students someone else marked differently (nothing was saved). */
export function useSaveSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TSheetSave) => (await api.call(studentAttendanceRefs.batchSave, { body })).data as TAttendanceSheet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

/** Unsaved marks of a sheet kept in the browser, so a failed save or a closed tab loses none. */
const storageKey = (routineId: string, date: string) => `student-attendance:${routineId}:${date}`;
export function loadStoredMarks(routineId: string, date: string): Record<string, number> {
  try {
    return JSON.parse(localStorage.getItem(storageKey(routineId, date)) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}
export function storeMarks(routineId: string, date: string, marks: Record<string, number>) {
  try {
    if (Object.keys(marks).length === 0) localStorage.removeItem(storageKey(routineId, date));
    else localStorage.setItem(storageKey(routineId, date), JSON.stringify(marks));
  } catch {
    // Storage full or refused: the marks stay in the page.
  }
}

export type TStudentMonthly = Camelized<TStudentAttendanceMonthly>;
/** One student's month: her marks by day and the month's counts (`YYYY-MM`). */
export const studentMonthlyQuery = (studentId: string, month: string) => apiQuery(studentAttendanceRefs.studentMonthly, { query: { studentId, month } });
