import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { ACTOR_TYPE } from '@school/contract';
import type { TQueryable } from '../../db/engine';
import {
  academicClass,
  academicSessionTime,
  campus,
  classRoutine,
  courseLevel,
  employee,
  employeeAcademicClass,
  student,
  studentAttendance,
  studentAttendanceChange,
  studentAttendanceConfirmation,
  studentAttendanceSheet,
} from '../../db/schema/index';
import { personNames } from '../../lib/person-name';
import { v7 as uuidv7 } from 'uuid';

export type TSheetRow = typeof studentAttendanceSheet.$inferSelect;
export type TMarkRow = typeof studentAttendance.$inferSelect;
export type TConfirmationRow = typeof studentAttendanceConfirmation.$inferSelect;

const NONE = ['00000000-0000-0000-0000-000000000000'];
const ids = (list: string[]) => (list.length > 0 ? list : NONE);

/** The classes an employee is (active, not reserve) main teacher of. */
export async function mainClassesOf(db: TQueryable, p: { campusId: string; employeeId: string }): Promise<string[]> {
  const rows = await db
    .selectDistinct({ classId: employeeAcademicClass.academicClassId })
    .from(employeeAcademicClass)
    .innerJoin(employee, and(eq(employee.campusId, employeeAcademicClass.campusId), eq(employee.id, employeeAcademicClass.employeeId)))
    .where(
      and(
        eq(employeeAcademicClass.campusId, p.campusId),
        eq(employeeAcademicClass.employeeId, p.employeeId),
        eq(employeeAcademicClass.isMain, true),
        eq(employeeAcademicClass.isReserve, false),
        eq(employee.status, 0),
      ),
    );
  return rows.map((r) => r.classId);
}

/** The employee an account is (an employee account), else null. */
export const employeeOf = (auth: { actorType: number | null; actorId: string | null }) =>
  auth.actorType === ACTOR_TYPE.EMPLOYEE && auth.actorId ? auth.actorId : null;

// A class's active students: the student module's (one query for attendance and score sheets).
export { classStudents, type TClassStudent } from '../student/index';
import type { TClassStudent } from '../student/index';

export function marksOf(db: TQueryable, p: { campusId: string; routineId: string; date: string }): Promise<TMarkRow[]> {
  return db
    .select()
    .from(studentAttendance)
    .where(and(eq(studentAttendance.campusId, p.campusId), eq(studentAttendance.classRoutineId, p.routineId), eq(studentAttendance.date, p.date)));
}

/** Each class's Level: its grade's sort index (data-calls §3, routines sorted by Level). */
export async function classLevels(db: TQueryable, p: { campusId: string; classIds: string[] }): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: academicClass.id, level: courseLevel.sortIndex })
    .from(academicClass)
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, academicClass.campusId), eq(courseLevel.id, academicClass.courseLevelId)))
    .where(and(eq(academicClass.campusId, p.campusId), inArray(academicClass.id, ids(p.classIds))));
  return new Map(rows.map((r) => [r.id, r.level]));
}

/** A class's Level and its campus's attendance type in one read (a save needs both). */
export async function classContext(db: TQueryable, p: { campusId: string; academicClassId: string }): Promise<{ level: number; attendanceType: number }> {
  const [row] = await db
    .select({ level: courseLevel.sortIndex, attendanceType: campus.studentAttendanceType })
    .from(academicClass)
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, academicClass.campusId), eq(courseLevel.id, academicClass.courseLevelId)))
    .innerJoin(campus, eq(campus.id, academicClass.campusId))
    .where(and(eq(academicClass.campusId, p.campusId), eq(academicClass.id, p.academicClassId)));
  return row ?? { level: 0, attendanceType: 0 };
}

/** How the campus takes students' attendance: by session 0, by date with clock-in/out 1 (portal §3). */
export async function attendanceTypeOf(db: TQueryable, p: { campusId: string }): Promise<number> {
  const [row] = await db.select({ type: campus.studentAttendanceType }).from(campus).where(eq(campus.id, p.campusId));
  return row?.type ?? 0;
}

/** The sheets of classes' days (attendance by date keeps one per class and date). */
export function sheetsOfClasses(db: TQueryable, p: { campusId: string; classIds: string[]; date: string }): Promise<TSheetRow[]> {
  return db
    .select()
    .from(studentAttendanceSheet)
    .where(
      and(
        eq(studentAttendanceSheet.campusId, p.campusId),
        inArray(studentAttendanceSheet.academicClassId, ids(p.classIds)),
        eq(studentAttendanceSheet.date, p.date),
      ),
    );
}

export function sheetsOf(db: TQueryable, p: { campusId: string; routineIds: string[]; date: string }): Promise<TSheetRow[]> {
  return db
    .select()
    .from(studentAttendanceSheet)
    .where(
      and(
        eq(studentAttendanceSheet.campusId, p.campusId),
        inArray(studentAttendanceSheet.classRoutineId, ids(p.routineIds)),
        eq(studentAttendanceSheet.date, p.date),
      ),
    );
}

export function confirmationsOf(db: TQueryable, p: { campusId: string; classIds: string[]; date: string }): Promise<TConfirmationRow[]> {
  return db
    .select()
    .from(studentAttendanceConfirmation)
    .where(
      and(
        eq(studentAttendanceConfirmation.campusId, p.campusId),
        inArray(studentAttendanceConfirmation.academicClassId, ids(p.classIds)),
        eq(studentAttendanceConfirmation.date, p.date),
      ),
    );
}

/** A new sheet at version 1; undefined when another save made it meanwhile. */
export async function insertSheet(
  db: TQueryable,
  p: { campusId: string; routineId: string; academicClassId: string; date: string; userId: string },
): Promise<TSheetRow | undefined> {
  const [row] = await db
    .insert(studentAttendanceSheet)
    .values({ campusId: p.campusId, classRoutineId: p.routineId, academicClassId: p.academicClassId, date: p.date, savedBy: p.userId })
    .onConflictDoNothing({ target: [studentAttendanceSheet.campusId, studentAttendanceSheet.classRoutineId, studentAttendanceSheet.date] })
    .returning();
  return row;
}

/**
 * Moves the sheet of a routine and date to its next version (locking it to the end of the transaction) when
 * it is at the version read; undefined when there is no such sheet or the version moved on.
 */
export async function bumpSheetOf(
  db: TQueryable,
  p: { campusId: string; routineId: string; date: string; version: number; userId: string },
): Promise<TSheetRow | undefined> {
  const [row] = await db
    .update(studentAttendanceSheet)
    .set({ version: sql`${studentAttendanceSheet.version} + 1`, savedBy: p.userId, updatedAt: new Date() })
    .where(
      and(
        eq(studentAttendanceSheet.campusId, p.campusId),
        eq(studentAttendanceSheet.classRoutineId, p.routineId),
        eq(studentAttendanceSheet.date, p.date),
        eq(studentAttendanceSheet.version, p.version),
      ),
    )
    .returning();
  return row;
}

/**
 * Upserts marks of one routine and date in one statement whose size does not grow with the class (the
 * students and marks travel as two arrays), so it is prepared once per connection like any short query.
 */
export async function upsertMarks(
  db: TQueryable,
  p: {
    campusId: string;
    routineId: string;
    academicClassId: string;
    date: string;
    items: Array<{ studentId: string; attendanceType: number; clockIn?: string | null; clockOut?: string | null }>;
  },
): Promise<void> {
  if (p.items.length === 0) return;
  await db.execute(sql`
    insert into student_attendance (campus_id, id, student_id, academic_class_id, class_routine_id, date, attendance_type, clock_in, clock_out)
    select ${p.campusId}::uuid, m.id, m.student_id, ${p.academicClassId}::uuid, ${p.routineId}::uuid, ${p.date}::date, m.attendance_type,
      m.clock_in, m.clock_out
    from unnest(${sql.param(p.items.map(() => uuidv7()))}::uuid[], ${sql.param(p.items.map((i) => i.studentId))}::uuid[],
      ${sql.param(p.items.map((i) => i.attendanceType))}::smallint[], ${sql.param(p.items.map((i) => i.clockIn ?? null))}::time[],
      ${sql.param(p.items.map((i) => i.clockOut ?? null))}::time[])
      as m(id, student_id, attendance_type, clock_in, clock_out)
    on conflict (campus_id, student_id, class_routine_id, date)
    do update set attendance_type = excluded.attendance_type, clock_in = excluded.clock_in, clock_out = excluded.clock_out,
      version = student_attendance.version + 1, updated_at = now()`);
}

export async function insertChanges(db: TQueryable, rows: Array<typeof studentAttendanceChange.$inferInsert>): Promise<void> {
  if (rows.length > 0) await db.insert(studentAttendanceChange).values(rows);
}

export async function confirmDay(db: TQueryable, p: { campusId: string; academicClassId: string; date: string; userId: string }): Promise<void> {
  await db
    .insert(studentAttendanceConfirmation)
    .values({ campusId: p.campusId, academicClassId: p.academicClassId, date: p.date, confirmedBy: p.userId })
    .onConflictDoNothing({
      target: [studentAttendanceConfirmation.campusId, studentAttendanceConfirmation.academicClassId, studentAttendanceConfirmation.date],
    });
}

/** Whether the class exists in the campus. */
export async function classExists(db: TQueryable, p: { campusId: string; academicClassId: string }): Promise<boolean> {
  const rows = await db
    .select({ id: academicClass.id })
    .from(academicClass)
    .where(and(eq(academicClass.campusId, p.campusId), eq(academicClass.id, p.academicClassId)));
  return rows.length === 1;
}

/** A student's record (code and names), undefined when the campus has no such student. */
export async function studentOf(db: TQueryable, p: { campusId: string; studentId: string }): Promise<TClassStudent | undefined> {
  const [row] = await db
    .select({
      id: student.id,
      code: student.code,
      ...personNames(student),
      gender: student.gender,
    })
    .from(student)
    .where(and(eq(student.campusId, p.campusId), eq(student.id, p.studentId)));
  return row;
}

/** A student's marks between two dates, by date then session start time. */
export function marksOfStudent(
  db: TQueryable,
  p: { campusId: string; studentId: string; from: string; to: string },
): Promise<Array<{ date: string; routineId: string; startTime: string | null; attendanceType: number }>> {
  return db
    .select({
      date: studentAttendance.date,
      routineId: studentAttendance.classRoutineId,
      startTime: academicSessionTime.fromTime,
      attendanceType: studentAttendance.attendanceType,
    })
    .from(studentAttendance)
    .leftJoin(classRoutine, and(eq(classRoutine.campusId, studentAttendance.campusId), eq(classRoutine.id, studentAttendance.classRoutineId)))
    .leftJoin(academicSessionTime, and(eq(academicSessionTime.campusId, classRoutine.campusId), eq(academicSessionTime.id, classRoutine.sessionTimeId)))
    .where(and(eq(studentAttendance.campusId, p.campusId), eq(studentAttendance.studentId, p.studentId), between(studentAttendance.date, p.from, p.to)))
    .orderBy(asc(studentAttendance.date), asc(academicSessionTime.fromTime), asc(studentAttendance.classRoutineId));
}
