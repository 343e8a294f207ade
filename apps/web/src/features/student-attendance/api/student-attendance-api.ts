import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { studentAttendanceRefs } from '@school/contract/student-attendance/student-attendance.refs';
import { routineRefs } from '@school/contract/routine/routine.refs';
import type {
  TStudentAttendanceMonthly,
  TStudentAttendanceRecord,
  TStudentAttendanceRoutine,
} from '@school/contract/student-attendance/student-attendance.schemas';
import { api } from '../../../lib/api';
import { apiKeyPrefix, apiQuery } from '../../../lib/api-query';
import type { Camelized } from '../../../lib/case';

export type TAttendanceRoutine = Camelized<TStudentAttendanceRoutine>;
/** One student of a sheet (data-calls §7: the sheet is a plain array of these, each naming its sheet's version and state). */
export type TAttendanceMark = Camelized<TStudentAttendanceRecord>;

/** The teacher's routines of a date, or (the office) every routine of the campus. */
export const routinesQuery = (date: string, office: boolean) =>
  office ? apiQuery(studentAttendanceRefs.routinesInCampusByDate, { query: { date } }) : apiQuery(studentAttendanceRefs.routinesByDate, { query: { date } });
export const sheetQuery = (routineId: string, date: string) =>
  queryOptions({ ...apiQuery(studentAttendanceRefs.byRoutineAndDate, { query: { routineId, date } }), enabled: Boolean(routineId) });
/**
 * A class's routines of a date (`GET /api/schedule/class`): attendance by date (the campus's type 1) opens the
 * class's day through it, as data-calls §7 says; the day's sheet is kept on its first routine.
 */
export const classDayQuery = (academicClassId: string, date: string) => apiQuery(routineRefs.scheduleClass, { query: { id: academicClassId, date } });

const ALL = apiKeyPrefix(studentAttendanceRefs.routinesByDate).slice(0, 1);

/** The JSON attendance list of one sheet (data-calls §7): each record names the routine, the date and the version read. */
export type TSheetSave = Array<{
  routineId: string;
  date: string;
  version: number | null;
  studentId: string;
  attendanceType: number;
  clockIn?: string | null;
  clockOut?: string | null;
}>;

/**
 * One call for the whole sheet, answered with the sheet saved (put in the sheet's cache); a 409 names the
 * students someone else marked differently (nothing was saved).
 */
export function useSaveSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ routineId, date, items }: { routineId: string; date: string; items: TSheetSave }) => {
      const saved = (await api.call(studentAttendanceRefs.batchSave, { body: items })).data as TAttendanceMark[];
      queryClient.setQueryData(sheetQuery(routineId, date).queryKey, saved);
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

/** A student's unsaved clock times (attendance by date): `HH:MM`, '' cleared. */
export type TClockDraft = { in?: string; out?: string };

/**
 * Unsaved marks (and, by date, clock times) of a sheet kept in the browser, so a failed save or a closed tab
 * loses none: `student-attendance:<routine>:<date>` and `student-attendance-clock:<routine>:<date>`.
 */
const storageKey = (kind: 'marks' | 'clocks', routineId: string, date: string) =>
  `${kind === 'marks' ? 'student-attendance' : 'student-attendance-clock'}:${routineId}:${date}`;
function load<T>(kind: 'marks' | 'clocks', routineId: string, date: string): Record<string, T> {
  try {
    return JSON.parse(localStorage.getItem(storageKey(kind, routineId, date)) ?? '{}') as Record<string, T>;
  } catch {
    return {};
  }
}
function store(kind: 'marks' | 'clocks', routineId: string, date: string, values: Record<string, unknown>) {
  try {
    if (Object.keys(values).length === 0) localStorage.removeItem(storageKey(kind, routineId, date));
    else localStorage.setItem(storageKey(kind, routineId, date), JSON.stringify(values));
  } catch {
    // Storage full or refused: the marks stay in the page.
  }
}
export const loadStoredMarks = (routineId: string, date: string) => load<number>('marks', routineId, date);
export const storeMarks = (routineId: string, date: string, marks: Record<string, number>) => store('marks', routineId, date, marks);
export const loadStoredClocks = (routineId: string, date: string) => load<TClockDraft>('clocks', routineId, date);
export const storeClocks = (routineId: string, date: string, clocks: Record<string, TClockDraft>) => store('clocks', routineId, date, clocks);

export type TStudentMonthly = Camelized<TStudentAttendanceMonthly>;
/** One student's month: her marks by day and the month's counts (`YYYY-MM`). */
export const studentMonthlyQuery = (studentId: string, month: string) => apiQuery(studentAttendanceRefs.studentMonthly, { query: { studentId, month } });
