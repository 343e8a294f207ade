import { ATTENDANCE_CONFIRM_MODE, type TRoutineOnDate, type TStudentAttendanceRoutine } from '@school/contract';
import type { TQueryable } from '../../db/engine';
import * as repo from './student-attendance.repository';

/** The taken and confirmed state of routines of a date, shared by the taking, confirmation and log calls. */

const BY_DATE = ATTENDANCE_CONFIRM_MODE.BY_DATE;

/**
 * Adds the taken and confirmed state to routines of one date. By date (campus type 1) a class's day is one
 * sheet, so each routine of the class carries the state of the class's day.
 */
export async function withState(
  tx: TQueryable,
  campusId: string,
  date: string,
  routines: TRoutineOnDate[],
  byDate = false,
): Promise<TStudentAttendanceRoutine[]> {
  const classIds = [...new Set(routines.map((r) => r.AcademicClassId))];
  const sheets = byDate
    ? await repo.sheetsOfClasses(tx, { campusId, classIds, date })
    : await repo.sheetsOf(tx, { campusId, routineIds: routines.map((r) => r.Id), date });
  const confirmed = await repo.confirmationsOf(tx, { campusId, classIds, date });
  const levels = await repo.classLevels(tx, { campusId, classIds });
  const sheetOf = new Map(sheets.map((s) => [byDate ? s.academicClassId : s.classRoutineId, s]));
  const confirmedClasses = new Set(confirmed.map((c) => c.academicClassId));
  return routines.map((r) => {
    const sheet = sheetOf.get(byDate ? r.AcademicClassId : r.Id);
    return stateOf(r, { version: sheet?.version ?? null, confirmed: confirmedClasses.has(r.AcademicClassId), level: levels.get(r.AcademicClassId) ?? 0 });
  });
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

export const isByDate = async (tx: TQueryable, campusId: string) => (await repo.attendanceTypeOf(tx, { campusId })) === BY_DATE;
