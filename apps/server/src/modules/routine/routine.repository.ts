import { and, asc, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { levelOfCourseLevel } from '../../db/course-level';
import type { TQueryable } from '../../db/engine';
import { classAssignmentOfSubject, gradeOfSubject } from '../../db/teaching';
import { recordRows } from '../../db/versioned';
import {
  academicClass,
  academicYear,
  academicLevelClassified,
  academicSessionTime,
  classRoutine,
  classRoutineSubstitute,
  courseLevel,
  courseLevelSubject,
  academicCourseLevel,
  employee,
  employeeAcademicClass,
  employeeAcademicClassSubject,
  room,
  studentAcademicClass,
  studentAttendanceConfirmation,
} from '../../db/schema/index';
import { personNames } from '../../lib/person-name';

export type TClassRoutineRow = typeof classRoutine.$inferSelect;
export type TSubstituteRow = typeof classRoutineSubstitute.$inferSelect;

export const routineRows = recordRows(classRoutine);
export const substituteRows = recordRows(classRoutineSubstitute);

/** A class with what its week grid needs: its grade's level (session times, study days) and its shift. */
export function getClassFrame(db: TQueryable, { campusId, id }: { campusId: string; id: string }) {
  return db
    .select({
      id: academicClass.id,
      academicYearId: academicClass.academicYearId,
      courseLevelId: academicClass.courseLevelId,
      code: academicClass.code,
      description: academicClass.description,
      descriptionEn: academicClass.descriptionEn,
      academicTimeShift: academicClass.academicTimeShift,
      levelClassifiedId: courseLevel.levelClassifiedId,
      studyDays: academicLevelClassified.studyDays,
    })
    .from(academicClass)
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, academicClass.campusId), eq(courseLevel.id, academicClass.courseLevelId)))
    .innerJoin(academicLevelClassified, levelOfCourseLevel)
    .where(and(eq(academicClass.campusId, campusId), eq(academicClass.id, id)))
    .then((rows) => rows[0]);
}
export type TClassFrame = NonNullable<Awaited<ReturnType<typeof getClassFrame>>>;

/** The classes of a year (copy of a year: matched by grade and code). */
export function listClassesOfYear(db: TQueryable, { campusId, academicYearId }: { campusId: string; academicYearId: string }) {
  return db
    .select({ id: academicClass.id, courseLevelId: academicClass.courseLevelId, code: academicClass.code })
    .from(academicClass)
    .where(and(eq(academicClass.campusId, campusId), eq(academicClass.academicYearId, academicYearId)));
}

/** Session times of a level; of one shift unless `shifts` is absent. */
export function listSessionTimes(db: TQueryable, p: { campusId: string; levelClassifiedId?: string; shifts?: number[]; ids?: string[] }) {
  return db
    .select()
    .from(academicSessionTime)
    .where(
      and(
        eq(academicSessionTime.campusId, p.campusId),
        p.levelClassifiedId ? eq(academicSessionTime.levelClassifiedId, p.levelClassifiedId) : undefined,
        p.shifts ? inArray(academicSessionTime.academicTimeShift, p.shifts) : undefined,
        p.ids ? (p.ids.length > 0 ? inArray(academicSessionTime.id, p.ids) : sql`false`) : undefined,
      ),
    )
    .orderBy(asc(academicSessionTime.fromTime), asc(academicSessionTime.sortIndex));
}
export type TSessionTimeRow = typeof academicSessionTime.$inferSelect;

/** A routine with the names of its class, period, subject, teacher and room. */
const routineSelect = {
  routine: classRoutine,
  classCode: academicClass.code,
  classDescription: academicClass.description,
  classDescriptionEn: academicClass.descriptionEn,
  classSortIndex: academicClass.sortIndex,
  fromTime: academicSessionTime.fromTime,
  toTime: academicSessionTime.toTime,
  sessionDescription: academicSessionTime.description,
  sessionDescriptionEn: academicSessionTime.descriptionEn,
  sessionSortIndex: academicSessionTime.sortIndex,
  subjectDescription: courseLevelSubject.description,
  subjectDescriptionEn: courseLevelSubject.descriptionEn,
  employeeCode: employee.code,
  ...personNames(employee),
  roomCode: room.code,
  roomDescription: room.description,
  roomDescriptionEn: room.descriptionEn,
};

export type TRoutineRow = {
  routine: TClassRoutineRow;
  classCode: string;
  classDescription: string;
  classDescriptionEn: string;
  classSortIndex: number;
  fromTime: string;
  toTime: string;
  sessionDescription: string;
  sessionDescriptionEn: string;
  sessionSortIndex: number;
  subjectDescription: string;
  subjectDescriptionEn: string;
  employeeCode: string;
  firstName: string;
  lastName: string;
  firstNameEn: string;
  lastNameEn: string;
  roomCode: string | null;
  roomDescription: string | null;
  roomDescriptionEn: string | null;
};

/** How a routine joins its class, period, subject, teacher and room (campus-scoped keys), for every read of routines. */
const routineJoin = {
  academicClass: and(eq(academicClass.campusId, classRoutine.campusId), eq(academicClass.id, classRoutine.academicClassId)),
  period: and(eq(academicSessionTime.campusId, classRoutine.campusId), eq(academicSessionTime.id, classRoutine.sessionTimeId)),
  subject: and(eq(courseLevelSubject.campusId, classRoutine.campusId), eq(courseLevelSubject.id, classRoutine.courseLevelSubjectId)),
  teacher: and(eq(employee.campusId, classRoutine.campusId), eq(employee.id, classRoutine.employeeId)),
  room: and(eq(room.campusId, classRoutine.campusId), eq(room.id, classRoutine.roomId)),
};

/** The routine's year holds `date` (between its start and end dates). */
const yearHolds = (date: string) =>
  sql`exists (select 1 from ${academicYear} where ${academicYear.campusId} = ${classRoutine.campusId} and ${academicYear.id} = ${classRoutine.academicYearId} and ${academicYear.startDate} <= ${date} and ${academicYear.endDate} >= ${date})`;

function selectRoutines(db: TQueryable, campusId: string, where: SQL | undefined): Promise<TRoutineRow[]> {
  return db
    .select(routineSelect)
    .from(classRoutine)
    .innerJoin(academicClass, routineJoin.academicClass)
    .innerJoin(academicSessionTime, routineJoin.period)
    .innerJoin(courseLevelSubject, routineJoin.subject)
    .innerJoin(employee, routineJoin.teacher)
    .leftJoin(room, routineJoin.room)
    .where(and(eq(classRoutine.campusId, campusId), where))
    .orderBy(asc(classRoutine.dayOfWeek), asc(academicSessionTime.fromTime), asc(academicClass.sortIndex), asc(academicClass.code));
}

/**
 * Routines of the campus by class, teacher, year, day or ids (every filter given must hold); `onDate`: only
 * those of a year whose start and end dates hold that date.
 */
export function listRoutines(
  db: TQueryable,
  p: { campusId: string; academicClassId?: string; employeeId?: string; academicYearId?: string; dayOfWeek?: number; ids?: string[]; onDate?: string },
): Promise<TRoutineRow[]> {
  if (p.ids && p.ids.length === 0) return Promise.resolve([]);
  return selectRoutines(
    db,
    p.campusId,
    and(
      p.academicClassId ? eq(classRoutine.academicClassId, p.academicClassId) : undefined,
      p.employeeId ? eq(classRoutine.employeeId, p.employeeId) : undefined,
      p.academicYearId ? eq(classRoutine.academicYearId, p.academicYearId) : undefined,
      p.dayOfWeek ? eq(classRoutine.dayOfWeek, p.dayOfWeek) : undefined,
      p.ids ? inArray(classRoutine.id, p.ids) : undefined,
      p.onDate ? yearHolds(p.onDate) : undefined,
    ),
  );
}

const substituteTeacher = alias(employee, 'substitute_teacher');

/**
 * The routines held on a date (its day of the week, a year whose dates hold it), each with its substitute of
 * that date, in one read: of a class, of ids, of the campus, or of a teacher (hers, and those she substitutes
 * that date; whose the routine is that day is the caller's to decide from the substitute).
 */
export async function listRoutinesOnDate(
  db: TQueryable,
  p: { campusId: string; date: string; dayOfWeek: number; academicClassId?: string; employeeId?: string; ids?: string[] },
): Promise<Array<TRoutineRow & { substitute: TSubstituteWithName | undefined }>> {
  if (p.ids && p.ids.length === 0) return [];
  const rows = await db
    .select({
      ...routineSelect,
      sub: classRoutineSubstitute,
      subCode: substituteTeacher.code,
      subFirstName: substituteTeacher.firstName,
      subLastName: substituteTeacher.lastName,
      subFirstNameEn: substituteTeacher.firstNameEn,
      subLastNameEn: substituteTeacher.lastNameEn,
    })
    .from(classRoutine)
    .innerJoin(academicClass, routineJoin.academicClass)
    .innerJoin(academicSessionTime, routineJoin.period)
    .innerJoin(courseLevelSubject, routineJoin.subject)
    .innerJoin(employee, routineJoin.teacher)
    .leftJoin(room, routineJoin.room)
    .leftJoin(
      classRoutineSubstitute,
      and(
        eq(classRoutineSubstitute.campusId, classRoutine.campusId),
        eq(classRoutineSubstitute.classRoutineId, classRoutine.id),
        eq(classRoutineSubstitute.date, p.date),
      ),
    )
    .leftJoin(
      substituteTeacher,
      and(eq(substituteTeacher.campusId, classRoutineSubstitute.campusId), eq(substituteTeacher.id, classRoutineSubstitute.employeeId)),
    )
    .where(
      and(
        eq(classRoutine.campusId, p.campusId),
        eq(classRoutine.dayOfWeek, p.dayOfWeek),
        p.academicClassId ? eq(classRoutine.academicClassId, p.academicClassId) : undefined,
        p.ids ? inArray(classRoutine.id, p.ids) : undefined,
        p.employeeId ? or(eq(classRoutine.employeeId, p.employeeId), eq(classRoutineSubstitute.employeeId, p.employeeId)) : undefined,
        yearHolds(p.date),
      ),
    );
  return rows.map(({ sub, subCode, subFirstName, subLastName, subFirstNameEn, subLastNameEn, ...row }) => ({
    ...row,
    substitute:
      sub && subCode !== null
        ? { substitute: sub, employeeCode: subCode, firstName: subFirstName!, lastName: subLastName!, firstNameEn: subFirstNameEn!, lastNameEn: subLastNameEn! }
        : undefined,
  }));
}

/**
 * The routines of a day of the week whose period overlaps [from, to) and that hold the teacher or the
 * room (another class's routines and the class's own other periods alike), the routine being saved left out.
 */
export function findClashes(
  db: TQueryable,
  p: { campusId: string; academicYearId: string; dayOfWeek: number; from: string; to: string; employeeId: string; roomId: string | null; exceptId?: string },
): Promise<TRoutineRow[]> {
  return selectRoutines(
    db,
    p.campusId,
    and(
      eq(classRoutine.academicYearId, p.academicYearId),
      eq(classRoutine.dayOfWeek, p.dayOfWeek),
      lt(academicSessionTime.fromTime, p.to),
      gt(academicSessionTime.toTime, p.from),
      p.roomId ? or(eq(classRoutine.employeeId, p.employeeId), eq(classRoutine.roomId, p.roomId)) : eq(classRoutine.employeeId, p.employeeId),
      p.exceptId ? ne(classRoutine.id, p.exceptId) : undefined,
    ),
  );
}

/** Substitutes of routines on dates [from, to] (or of given routine ids, any date). */
export function listSubstitutes(db: TQueryable, p: { campusId: string; routineIds?: string[]; from?: string; to?: string; employeeId?: string }) {
  if (p.routineIds && p.routineIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      substitute: classRoutineSubstitute,
      employeeCode: employee.code,
      ...personNames(employee),
    })
    .from(classRoutineSubstitute)
    .innerJoin(employee, and(eq(employee.campusId, classRoutineSubstitute.campusId), eq(employee.id, classRoutineSubstitute.employeeId)))
    .where(
      and(
        eq(classRoutineSubstitute.campusId, p.campusId),
        p.routineIds ? inArray(classRoutineSubstitute.classRoutineId, p.routineIds) : undefined,
        p.from ? sql`${classRoutineSubstitute.date} >= ${p.from}` : undefined,
        p.to ? sql`${classRoutineSubstitute.date} <= ${p.to}` : undefined,
        p.employeeId ? eq(classRoutineSubstitute.employeeId, p.employeeId) : undefined,
      ),
    )
    .orderBy(asc(classRoutineSubstitute.date));
}
export type TSubstituteWithName = Awaited<ReturnType<typeof listSubstitutes>>[number];

/** The substitute of a routine on a date. */
export function findSubstitute(db: TQueryable, p: { campusId: string; classRoutineId: string; date: string }) {
  return db
    .select()
    .from(classRoutineSubstitute)
    .where(
      and(
        eq(classRoutineSubstitute.campusId, p.campusId),
        eq(classRoutineSubstitute.classRoutineId, p.classRoutineId),
        eq(classRoutineSubstitute.date, p.date),
      ),
    )
    .then((rows) => rows[0]);
}

/** A course-level subject, with the grade and year it belongs to. */
export function getCourseLevelSubject(db: TQueryable, { campusId, id }: { campusId: string; id: string }) {
  return db
    .select({ id: courseLevelSubject.id, courseLevelId: academicCourseLevel.courseLevelId, academicYearId: academicCourseLevel.academicYearId })
    .from(courseLevelSubject)
    .innerJoin(academicCourseLevel, gradeOfSubject)
    .where(and(eq(courseLevelSubject.campusId, campusId), eq(courseLevelSubject.id, id)))
    .then((rows) => rows[0]);
}

/** An active employee of the campus. */
export function getEmployee(db: TQueryable, { campusId, id }: { campusId: string; id: string }) {
  return db
    .select({
      id: employee.id,
      code: employee.code,
      status: employee.status,
      ...personNames(employee),
    })
    .from(employee)
    .where(and(eq(employee.campusId, campusId), eq(employee.id, id)))
    .then((rows) => rows[0]);
}

export function roomExists(db: TQueryable, { campusId, id }: { campusId: string; id: string }) {
  return db
    .select({ id: room.id })
    .from(room)
    .where(and(eq(room.campusId, campusId), eq(room.id, id)))
    .then((rows) => rows.length === 1);
}

/** Whether the teacher's assignments in the class include the subject. */
export { teachesClassSubject as teachesSubject } from '../../db/teaching';

/** The class a student is placed in for a year. */
export function studentClassOfYear(db: TQueryable, p: { campusId: string; studentId: string; academicYearId: string }) {
  return db
    .select({ academicClassId: studentAcademicClass.academicClassId })
    .from(studentAcademicClass)
    .where(
      and(
        eq(studentAcademicClass.campusId, p.campusId),
        eq(studentAcademicClass.studentId, p.studentId),
        eq(studentAcademicClass.academicYearId, p.academicYearId),
      ),
    )
    .then((rows) => rows[0]?.academicClassId);
}

/** Deletes every routine of a class (a copy replaces the week). */
export function deleteRoutinesOfClass(db: TQueryable, { campusId, academicClassId }: { campusId: string; academicClassId: string }) {
  return db.delete(classRoutine).where(and(eq(classRoutine.campusId, campusId), eq(classRoutine.academicClassId, academicClassId)));
}

export type TRoutineValues = Omit<typeof classRoutine.$inferInsert, 'campusId' | 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** Inserts many routines in one statement. */
export async function insertRoutines(db: TQueryable, { campusId, rows }: { campusId: string; rows: TRoutineValues[] }) {
  if (rows.length === 0) return;
  await db.insert(classRoutine).values(rows.map((r) => ({ ...r, campusId })));
}

/** Classes of a year that already have routines. */
export async function classesWithRoutines(db: TQueryable, { campusId, academicYearId }: { campusId: string; academicYearId: string }) {
  const rows = await db
    .selectDistinct({ id: classRoutine.academicClassId })
    .from(classRoutine)
    .where(and(eq(classRoutine.campusId, campusId), eq(classRoutine.academicYearId, academicYearId)));
  return new Set(rows.map((r) => r.id));
}

/** Course-level subjects of a year by grade and subject (copying a year maps them). */
export function listYearSubjects(db: TQueryable, { campusId, academicYearId }: { campusId: string; academicYearId: string }) {
  return db
    .select({
      id: courseLevelSubject.id,
      subjectId: courseLevelSubject.subjectId,
      programType: courseLevelSubject.programType,
      courseLevelId: academicCourseLevel.courseLevelId,
    })
    .from(courseLevelSubject)
    .innerJoin(academicCourseLevel, gradeOfSubject)
    .where(and(eq(courseLevelSubject.campusId, campusId), eq(academicCourseLevel.academicYearId, academicYearId)));
}

/** Every routine of a year as stored (for copying). */
export function listYearRoutines(db: TQueryable, { campusId, academicYearId }: { campusId: string; academicYearId: string }) {
  return db
    .select()
    .from(classRoutine)
    .where(and(eq(classRoutine.campusId, campusId), eq(classRoutine.academicYearId, academicYearId)));
}

/** The teacher assigned to each subject of a class (main teachers first), for copying a week onto it. */
export async function assignedTeachers(db: TQueryable, { campusId, academicClassId }: { campusId: string; academicClassId: string }) {
  const rows = await db
    .select({ subjectId: employeeAcademicClassSubject.courseLevelSubjectId, employeeId: employeeAcademicClass.employeeId })
    .from(employeeAcademicClassSubject)
    .innerJoin(employeeAcademicClass, classAssignmentOfSubject)
    .where(and(eq(employeeAcademicClassSubject.campusId, campusId), eq(employeeAcademicClass.academicClassId, academicClassId)))
    .orderBy(asc(employeeAcademicClass.isReserve));
  const map = new Map<string, string>();
  for (const r of rows) if (!map.has(r.subjectId)) map.set(r.subjectId, r.employeeId);
  return map;
}

/** Whether the class's attendance of the date is confirmed (`GET /api/schedule/class`'s `IsConfirmed`). */
export async function isDayConfirmed(db: TQueryable, p: { campusId: string; academicClassId: string; date: string }): Promise<boolean> {
  const rows = await db
    .select({ id: studentAttendanceConfirmation.id })
    .from(studentAttendanceConfirmation)
    .where(
      and(
        eq(studentAttendanceConfirmation.campusId, p.campusId),
        eq(studentAttendanceConfirmation.academicClassId, p.academicClassId),
        eq(studentAttendanceConfirmation.date, p.date),
      ),
    );
  return rows.length > 0;
}
