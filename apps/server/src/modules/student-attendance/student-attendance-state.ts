import { ATTENDANCE_CONFIRM_MODE, type TRoutineOnDate, type TStudentAttendanceRoutine } from '@school/contract';
import type { TQueryable } from '../../db/engine';
import * as repo from './student-attendance.repository';

/** The taken and confirmed state of routines of a date, shared by the taking, confirmation and log calls. */

const BY_DATE = ATTENDANCE_CONFIRM_MODE.BY_DATE;

/**
 * Adds the taken and confirmed state to routines of one date, read in one statement (the campus's attendance
 * type, the classes' sheets, confirmations and Levels). By date (campus type 1) a class's day is one sheet, so
 * each routine of the class carries the state of the class's day.
 */
export async function withState(tx: TQueryable, campusId: string, date: string, routines: TRoutineOnDate[]): Promise<TStudentAttendanceRoutine[]> {
  if (routines.length === 0) return [];
  const classIds = [...new Set(routines.map((r) => r.AcademicClassId))];
  const day = await repo.dayState(tx, { campusId, classIds, date });
  const byDate = day.attendanceType === BY_DATE;
  const versionOf = new Map<string, number>();
  for (const s of day.sheets) {
    const key = byDate ? s.classId : s.routineId;
    // By date the class's day is its sheet of the highest version (one per class and date as saved).
    versionOf.set(key, Math.max(versionOf.get(key) ?? 0, s.version));
  }
  return routines.map((r) =>
    stateOf(r, {
      version: versionOf.get(byDate ? r.AcademicClassId : r.Id) ?? null,
      confirmed: day.confirmedClassIds.has(r.AcademicClassId),
      level: day.levels.get(r.AcademicClassId) ?? 0,
    }),
  );
}

/** One routine with its state, from what is known (a save knows it without reading it again). */
export function stateOf(r: TRoutineOnDate, p: { version: number | null; confirmed: boolean; level: number }): TStudentAttendanceRoutine {
  return {
    ...r,
    Taken: p.version !== null,
    Confirmed: p.confirmed,
    IsConfirmed: p.confirmed,
    Level: p.level,
    RoutineDescription: `${r.SessionTime.From}-${r.SessionTime.To} ${r.Subject.Description}`,
    RoutineDescriptionEn: `${r.SessionTime.From}-${r.SessionTime.To} ${r.Subject.DescriptionEn}`,
    SheetVersion: p.version,
  };
}
