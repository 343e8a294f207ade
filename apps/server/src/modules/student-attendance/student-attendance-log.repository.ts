import { and, asc, between, count, eq, inArray, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { idsOrNone } from '../../lib/ids';
import {
  academicClass,
  academicSemester,
  academicSessionTime,
  academicYear,
  classRoutine,
  examType,
  studentAttendance,
  studentAttendanceSummary,
  studentAttendanceSummarySheet,
} from '../../db/schema/index';

/** The queries of the office's attendance views (daily log, weekly grid, summary per exam period). */

/** A class's year and its dates (undefined: no such class in the campus). */
export async function classYearOf(
  db: TQueryable,
  p: { campusId: string; academicClassId: string },
): Promise<{ academicYearId: string; startDate: string; endDate: string } | undefined> {
  const [row] = await db
    .select({ academicYearId: academicYear.id, startDate: academicYear.startDate, endDate: academicYear.endDate })
    .from(academicClass)
    .innerJoin(academicYear, and(eq(academicYear.campusId, academicClass.campusId), eq(academicYear.id, academicClass.academicYearId)))
    .where(and(eq(academicClass.campusId, p.campusId), eq(academicClass.id, p.academicClassId)));
  return row;
}

/** The days of the week (1 Monday … 7 Sunday) the class has routines on. */
export async function classDaysOfWeek(db: TQueryable, p: { campusId: string; academicClassId: string }): Promise<number[]> {
  const rows = await db
    .selectDistinct({ day: classRoutine.dayOfWeek })
    .from(classRoutine)
    .where(and(eq(classRoutine.campusId, p.campusId), eq(classRoutine.academicClassId, p.academicClassId)));
  return rows.map((r) => r.day);
}

export type TClassMark = { studentId: string; date: string; routineId: string; attendanceType: number };

/** The marks taken in a class's routines between two dates, by date then session start time. */
export function classMarksBetween(db: TQueryable, p: { campusId: string; academicClassId: string; from: string; to: string }): Promise<TClassMark[]> {
  return db
    .select({
      studentId: studentAttendance.studentId,
      date: studentAttendance.date,
      routineId: studentAttendance.classRoutineId,
      attendanceType: studentAttendance.attendanceType,
    })
    .from(studentAttendance)
    .leftJoin(classRoutine, and(eq(classRoutine.campusId, studentAttendance.campusId), eq(classRoutine.id, studentAttendance.classRoutineId)))
    .leftJoin(academicSessionTime, and(eq(academicSessionTime.campusId, classRoutine.campusId), eq(academicSessionTime.id, classRoutine.sessionTimeId)))
    .where(
      and(eq(studentAttendance.campusId, p.campusId), eq(studentAttendance.academicClassId, p.academicClassId), between(studentAttendance.date, p.from, p.to)),
    )
    .orderBy(asc(studentAttendance.date), asc(academicSessionTime.fromTime), asc(studentAttendance.classRoutineId));
}

/** The marks of routines on a date. */
export function marksOfRoutines(db: TQueryable, p: { campusId: string; routineIds: string[]; date: string }): Promise<TClassMark[]> {
  return db
    .select({
      studentId: studentAttendance.studentId,
      date: studentAttendance.date,
      routineId: studentAttendance.classRoutineId,
      attendanceType: studentAttendance.attendanceType,
    })
    .from(studentAttendance)
    .where(
      and(eq(studentAttendance.campusId, p.campusId), inArray(studentAttendance.classRoutineId, idsOrNone(p.routineIds)), eq(studentAttendance.date, p.date)),
    );
}

/** How many marks of each status the students have between two dates (in any class: the marks are the student's). */
export function markCountsOf(
  db: TQueryable,
  p: { campusId: string; studentIds: string[]; from: string; to: string },
): Promise<Array<{ studentId: string; attendanceType: number; marks: number }>> {
  return db
    .select({ studentId: studentAttendance.studentId, attendanceType: studentAttendance.attendanceType, marks: count() })
    .from(studentAttendance)
    .where(
      and(
        eq(studentAttendance.campusId, p.campusId),
        inArray(studentAttendance.studentId, idsOrNone(p.studentIds)),
        between(studentAttendance.date, p.from, p.to),
      ),
    )
    .groupBy(studentAttendance.studentId, studentAttendance.attendanceType);
}

export type TExamRow = {
  id: string;
  academicYearId: string;
  description: string;
  descriptionEn: string;
  examType: number;
  month: number | null;
  semesterType: number | null;
  yearStart: string;
  yearEnd: string;
};

/** An exam type with its year's dates (undefined: none in the campus). */
export async function examOf(db: TQueryable, p: { campusId: string; examTypeId: string }): Promise<TExamRow | undefined> {
  const [row] = await db
    .select({
      id: examType.id,
      academicYearId: examType.academicYearId,
      description: examType.description,
      descriptionEn: examType.descriptionEn,
      examType: examType.examType,
      month: examType.month,
      semesterType: examType.semesterType,
      yearStart: academicYear.startDate,
      yearEnd: academicYear.endDate,
    })
    .from(examType)
    .innerJoin(academicYear, and(eq(academicYear.campusId, examType.campusId), eq(academicYear.id, examType.academicYearId)))
    .where(and(eq(examType.campusId, p.campusId), eq(examType.id, p.examTypeId)));
  return row;
}

/** A semester's dates as the year's setup holds them (academic_semester). */
export async function semesterOf(
  db: TQueryable,
  p: { campusId: string; academicYearId: string; semesterType: number },
): Promise<{ startDate: string; endDate: string } | undefined> {
  const [row] = await db
    .select({ startDate: academicSemester.startDate, endDate: academicSemester.endDate })
    .from(academicSemester)
    .where(
      and(eq(academicSemester.campusId, p.campusId), eq(academicSemester.academicYearId, p.academicYearId), eq(academicSemester.semesterType, p.semesterType)),
    );
  return row;
}

/** The months of the year's monthly exams counted in a semester. */
export async function monthlyExamMonths(db: TQueryable, p: { campusId: string; academicYearId: string; semesterType: number }): Promise<number[]> {
  const rows = await db
    .selectDistinct({ month: examType.month })
    .from(examType)
    .where(
      and(
        eq(examType.campusId, p.campusId),
        eq(examType.academicYearId, p.academicYearId),
        eq(examType.examType, 0),
        eq(examType.semesterType, p.semesterType),
      ),
    );
  return rows.map((r) => r.month).filter((m): m is number => m !== null);
}

export type TSummaryRow = typeof studentAttendanceSummary.$inferSelect;
export type TSummarySheetRow = typeof studentAttendanceSummarySheet.$inferSelect;

/** The saved summary rows of an exam for these students. */
export function summaryRowsOf(db: TQueryable, p: { campusId: string; examTypeId: string; studentIds: string[] }): Promise<TSummaryRow[]> {
  return db
    .select()
    .from(studentAttendanceSummary)
    .where(
      and(
        eq(studentAttendanceSummary.campusId, p.campusId),
        eq(studentAttendanceSummary.examTypeId, p.examTypeId),
        inArray(studentAttendanceSummary.studentId, idsOrNone(p.studentIds)),
      ),
    );
}

/** The class's summary sheet of an exam; `lock` holds it until the transaction ends (a save checks, then writes). */
export async function summarySheetOf(
  db: TQueryable,
  p: { campusId: string; examTypeId: string; academicClassId: string; lock?: boolean },
): Promise<TSummarySheetRow | undefined> {
  const query = db
    .select()
    .from(studentAttendanceSummarySheet)
    .where(
      and(
        eq(studentAttendanceSummarySheet.campusId, p.campusId),
        eq(studentAttendanceSummarySheet.examTypeId, p.examTypeId),
        eq(studentAttendanceSummarySheet.academicClassId, p.academicClassId),
      ),
    );
  const [row] = p.lock ? await query.for('update') : await query;
  return row;
}

/** A new summary sheet at version 1; undefined when another save made it meanwhile. */
export async function insertSummarySheet(
  db: TQueryable,
  p: { campusId: string; examTypeId: string; academicClassId: string; userId: string },
): Promise<TSummarySheetRow | undefined> {
  const [row] = await db
    .insert(studentAttendanceSummarySheet)
    .values({ campusId: p.campusId, examTypeId: p.examTypeId, academicClassId: p.academicClassId, savedBy: p.userId })
    .onConflictDoNothing({
      target: [studentAttendanceSummarySheet.campusId, studentAttendanceSummarySheet.examTypeId, studentAttendanceSummarySheet.academicClassId],
    })
    .returning();
  return row;
}

/** Moves a summary sheet to its next version; undefined when the version read moved on. */
export async function bumpSummarySheet(
  db: TQueryable,
  p: { campusId: string; id: string; version: number; userId: string },
): Promise<TSummarySheetRow | undefined> {
  const [row] = await db
    .update(studentAttendanceSummarySheet)
    .set({ version: sql`${studentAttendanceSummarySheet.version} + 1`, savedBy: p.userId, updatedAt: new Date() })
    .where(
      and(
        eq(studentAttendanceSummarySheet.campusId, p.campusId),
        eq(studentAttendanceSummarySheet.id, p.id),
        eq(studentAttendanceSummarySheet.version, p.version),
      ),
    )
    .returning();
  return row;
}

export type TSummaryCounts = { absence: number; present: number; late: number; permission: number; mission: number };

/** Writes students' summary rows of an exam in one statement (null counts: cleared, back to the computed ones). */
export async function upsertSummaryRows(
  db: TQueryable,
  p: {
    campusId: string;
    examTypeId: string;
    academicClassId: string;
    version: number;
    userId: string;
    items: Array<{ studentId: string; counts: TSummaryCounts | null }>;
  },
): Promise<void> {
  if (p.items.length === 0) return;
  await db
    .insert(studentAttendanceSummary)
    .values(
      p.items.map((i) => ({
        campusId: p.campusId,
        examTypeId: p.examTypeId,
        academicClassId: p.academicClassId,
        studentId: i.studentId,
        absence: i.counts?.absence ?? null,
        present: i.counts?.present ?? null,
        late: i.counts?.late ?? null,
        permission: i.counts?.permission ?? null,
        mission: i.counts?.mission ?? null,
        changedInVersion: p.version,
        savedBy: p.userId,
      })),
    )
    .onConflictDoUpdate({
      target: [studentAttendanceSummary.campusId, studentAttendanceSummary.examTypeId, studentAttendanceSummary.studentId],
      set: {
        academicClassId: sql`excluded.academic_class_id`,
        absence: sql`excluded.absence`,
        present: sql`excluded.present`,
        late: sql`excluded.late`,
        permission: sql`excluded.permission`,
        mission: sql`excluded.mission`,
        changedInVersion: sql`excluded.changed_in_version`,
        savedBy: sql`excluded.saved_by`,
        version: sql`${studentAttendanceSummary.version} + 1`,
        updatedAt: new Date(),
      },
    });
}
