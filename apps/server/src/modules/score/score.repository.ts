import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { STUDENT_STATUS } from '@school/contract';
import type { TQueryable } from '../../db/engine';
import { idsOrNone, newId } from '../../lib/ids';
import { classStudents as placedStudents } from '../student/index';
import { CLASS_SUBJECT_ORDER, classAssignmentOfSubject, gradeOfClass, gradeOfSubject, subjectOfClassGrade, taughtBy } from '../../db/teaching';
import {
  academicClass,
  academicCourseLevel,
  courseLevel,
  courseLevelSubject,
  employeeAcademicClass,
  employeeAcademicClassSubject,
  examType,
  homework,
  score,
  scoreSheet,
  studentAcademicClass,
  subjectStandardScore,
} from '../../db/schema/index';

export type TScoreSheetRow = typeof scoreSheet.$inferSelect;
export type TScoreRow = typeof score.$inferSelect;
export type TExamTypeRow = typeof examType.$inferSelect;

/** A class with what its sheets and results need: year, grade, program type and the grade's level classified (the matrix's key). */
export async function classOf(db: TQueryable, p: { campusId: string; academicClassId: string }) {
  const [row] = await db
    .select({
      id: academicClass.id,
      academicYearId: academicClass.academicYearId,
      courseLevelId: academicClass.courseLevelId,
      programType: academicClass.programType,
      description: academicClass.description,
      descriptionEn: academicClass.descriptionEn,
      levelClassifiedId: courseLevel.levelClassifiedId,
    })
    .from(academicClass)
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, academicClass.campusId), eq(courseLevel.id, academicClass.courseLevelId)))
    .where(and(eq(academicClass.campusId, p.campusId), eq(academicClass.id, p.academicClassId)));
  return row;
}

export async function examTypeOf(db: TQueryable, p: { campusId: string; id: string }): Promise<TExamTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(examType)
    .where(and(eq(examType.campusId, p.campusId), eq(examType.id, p.id)));
  return row;
}

export function examTypesOfYear(db: TQueryable, p: { campusId: string; academicYearId: string }): Promise<TExamTypeRow[]> {
  return db
    .select()
    .from(examType)
    .where(and(eq(examType.campusId, p.campusId), eq(examType.academicYearId, p.academicYearId)))
    .orderBy(asc(examType.sortIndex), asc(examType.examDate), asc(examType.id));
}

/**
 * A sheet's class (as `classOf`), exam type (of the class's year), course-level subject (of the class's grade
 * in that year) and the subject's maximum and pass score (as `standardScoreOf`, null when none is set), with
 * whether `employeeId` is assigned to teach the subject in the class (`employee_academic_class_subject`): one
 * round trip for what every sheet call reads first. Undefined when the class, the exam type of its year or the
 * subject of its grade is missing.
 */
export async function sheetContextOf(
  db: TQueryable,
  p: { campusId: string; academicClassId: string; examTypeId: string; courseLevelSubjectId: string; employeeId: string | null },
) {
  const teaches = p.employeeId
    ? sql<boolean>`exists (select 1 from ${employeeAcademicClassSubject} join ${employeeAcademicClass} on ${classAssignmentOfSubject}
        where ${employeeAcademicClassSubject.campusId} = ${academicClass.campusId} and ${employeeAcademicClassSubject.courseLevelSubjectId} = ${courseLevelSubject.id}
          and ${employeeAcademicClass.employeeId} = ${p.employeeId} and ${employeeAcademicClass.academicClassId} = ${academicClass.id})`
    : sql<boolean>`false`;
  const [row] = await db
    .select({
      cls: {
        id: academicClass.id,
        academicYearId: academicClass.academicYearId,
        courseLevelId: academicClass.courseLevelId,
        programType: academicClass.programType,
        description: academicClass.description,
        descriptionEn: academicClass.descriptionEn,
        levelClassifiedId: courseLevel.levelClassifiedId,
      },
      exam: examType,
      subject: {
        id: courseLevelSubject.id,
        subjectId: courseLevelSubject.subjectId,
        description: courseLevelSubject.description,
        descriptionEn: courseLevelSubject.descriptionEn,
      },
      maxScore: subjectStandardScore.maxScore,
      passScore: subjectStandardScore.passScore,
      teaches,
    })
    .from(academicClass)
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, academicClass.campusId), eq(courseLevel.id, academicClass.courseLevelId)))
    .innerJoin(
      examType,
      and(eq(examType.campusId, academicClass.campusId), eq(examType.id, p.examTypeId), eq(examType.academicYearId, academicClass.academicYearId)),
    )
    .innerJoin(academicCourseLevel, gradeOfClass)
    .innerJoin(courseLevelSubject, and(gradeOfSubject, eq(courseLevelSubject.id, p.courseLevelSubjectId)))
    .leftJoin(
      subjectStandardScore,
      and(
        eq(subjectStandardScore.campusId, academicClass.campusId),
        eq(subjectStandardScore.academicYearId, academicClass.academicYearId),
        eq(subjectStandardScore.courseLevelId, academicClass.courseLevelId),
        eq(subjectStandardScore.programType, academicClass.programType),
        eq(subjectStandardScore.subjectId, courseLevelSubject.subjectId),
      ),
    )
    .where(and(eq(academicClass.campusId, p.campusId), eq(academicClass.id, p.academicClassId)));
  return row;
}

/** The subject's maximum and pass score for a grade of a year (the school's standard scores). */
export async function standardScoreOf(
  db: TQueryable,
  p: { campusId: string; academicYearId: string; courseLevelId: string; programType: number; subjectId: string },
) {
  const [row] = await db
    .select({ maxScore: subjectStandardScore.maxScore, passScore: subjectStandardScore.passScore })
    .from(subjectStandardScore)
    .where(
      and(
        eq(subjectStandardScore.campusId, p.campusId),
        eq(subjectStandardScore.academicYearId, p.academicYearId),
        eq(subjectStandardScore.courseLevelId, p.courseLevelId),
        eq(subjectStandardScore.programType, p.programType),
        eq(subjectStandardScore.subjectId, p.subjectId),
      ),
    );
  return row;
}

export type TSheetKey = {
  academicClassId: string;
  academicClass: string;
  academicClassEn: string;
  courseLevelSubjectId: string;
  subjectId: string;
  subject: string;
  subjectEn: string;
};

const sheetKeyColumns = {
  academicClassId: academicClass.id,
  academicClass: academicClass.description,
  academicClassEn: academicClass.descriptionEn,
  courseLevelSubjectId: courseLevelSubject.id,
  subjectId: courseLevelSubject.subjectId,
  subject: courseLevelSubject.description,
  subjectEn: courseLevelSubject.descriptionEn,
};

/**
 * The class × subject pairs of a year: every scoring subject of every class's grade (the office), or those an
 * employee is assigned to teach (`employee_academic_class_subject`).
 */
export function sheetKeysOfYear(
  db: TQueryable,
  p: { campusId: string; academicYearId: string; employeeId?: string; academicClassId?: string },
): Promise<TSheetKey[]> {
  const pairs = db
    .select(sheetKeyColumns)
    .from(academicClass)
    .innerJoin(academicCourseLevel, gradeOfClass)
    .innerJoin(courseLevelSubject, subjectOfClassGrade)
    .$dynamic();
  return taughtBy(pairs, p.employeeId)
    .where(
      and(
        eq(academicClass.campusId, p.campusId),
        eq(academicClass.academicYearId, p.academicYearId),
        eq(courseLevelSubject.isScoring, true),
        p.academicClassId ? eq(academicClass.id, p.academicClassId) : undefined,
      ),
    )
    .orderBy(...CLASS_SUBJECT_ORDER);
}

/** Sheets of an exam type with the number of students scored or marked on each. */
export async function sheetsOfExam(db: TQueryable, p: { campusId: string; examTypeId: string; classIds: string[] }) {
  return db
    .select({
      academicClassId: scoreSheet.academicClassId,
      courseLevelSubjectId: scoreSheet.courseLevelSubjectId,
      version: scoreSheet.version,
      visibility: scoreSheet.visibility,
      note: scoreSheet.note,
      // Qualified by hand: both tables have these column names.
      entered: sql<number>`(count("score"."id") filter (where "score"."score" is not null or "score"."status" <> 0))::int`,
    })
    .from(scoreSheet)
    .leftJoin(score, and(eq(score.campusId, scoreSheet.campusId), eq(score.scoreSheetId, scoreSheet.id)))
    .where(and(eq(scoreSheet.campusId, p.campusId), eq(scoreSheet.examTypeId, p.examTypeId), inArray(scoreSheet.academicClassId, idsOrNone(p.classIds))))
    .groupBy(scoreSheet.campusId, scoreSheet.id);
}

/** Scored students (SCORED_STATUSES) per class. */
export async function studentCounts(db: TQueryable, p: { campusId: string; classIds: string[] }): Promise<Map<string, number>> {
  const rows = await db
    .select({ classId: studentAcademicClass.academicClassId, count: sql<number>`count(*)::int` })
    .from(studentAcademicClass)
    .where(
      and(
        eq(studentAcademicClass.campusId, p.campusId),
        inArray(studentAcademicClass.academicClassId, idsOrNone(p.classIds)),
        inArray(studentAcademicClass.status, [...SCORED_STATUSES]),
      ),
    )
    .groupBy(studentAcademicClass.academicClassId);
  return new Map(rows.map((r) => [r.classId, Number(r.count)]));
}

/**
 * The placement statuses of a class's scored students: those in it, and those who finished the year in it (the
 * promotion's promoted, repeating; graduated, achieved). A past year's sheets, results and record books keep a
 * student once she is promoted (her status changes then); one who left the class (transferred, dropped …) is out.
 */
export const SCORED_STATUSES = [
  STUDENT_STATUS.ACTIVE,
  STUDENT_STATUS.PROMOTED,
  STUDENT_STATUS.REPEATED,
  STUDENT_STATUS.GRADUATED,
  STUDENT_STATUS.ACHIEVED,
] as const;

export type { TClassStudent } from '../student/index';
/** A class's scored students (SCORED_STATUSES) in Khmer name order: the student module's query. */
export const classStudents = (db: TQueryable, p: { campusId: string; academicClassId: string }) => placedStudents(db, { ...p, statuses: SCORED_STATUSES });

const sheetWhere = (p: { campusId: string; academicClassId: string; examTypeId: string; courseLevelSubjectId: string }) =>
  and(
    eq(scoreSheet.campusId, p.campusId),
    eq(scoreSheet.academicClassId, p.academicClassId),
    eq(scoreSheet.examTypeId, p.examTypeId),
    eq(scoreSheet.courseLevelSubjectId, p.courseLevelSubjectId),
  );

export async function sheetOf(
  db: TQueryable,
  p: { campusId: string; academicClassId: string; examTypeId: string; courseLevelSubjectId: string },
): Promise<TScoreSheetRow | undefined> {
  const [row] = await db.select().from(scoreSheet).where(sheetWhere(p));
  return row;
}

/** The sheet, locked until the transaction ends (a batch save checks then writes). */
export async function lockSheet(
  db: TQueryable,
  p: { campusId: string; academicClassId: string; examTypeId: string; courseLevelSubjectId: string },
): Promise<TScoreSheetRow | undefined> {
  const [row] = await db.select().from(scoreSheet).where(sheetWhere(p)).for('update');
  return row;
}

/** A new sheet at version 1; undefined when another save made it meanwhile. */
export async function insertSheet(
  db: TQueryable,
  p: { campusId: string; academicClassId: string; examTypeId: string; courseLevelSubjectId: string; userId: string },
): Promise<TScoreSheetRow | undefined> {
  const [row] = await db
    .insert(scoreSheet)
    .values({
      campusId: p.campusId,
      academicClassId: p.academicClassId,
      examTypeId: p.examTypeId,
      courseLevelSubjectId: p.courseLevelSubjectId,
      savedBy: p.userId,
    })
    .onConflictDoNothing({ target: [scoreSheet.campusId, scoreSheet.academicClassId, scoreSheet.examTypeId, scoreSheet.courseLevelSubjectId] })
    .returning();
  return row;
}

/** Moves a sheet to its next version; undefined when the version read moved on. */
export async function bumpSheet(db: TQueryable, p: { campusId: string; id: string; version: number; userId: string }): Promise<TScoreSheetRow | undefined> {
  const [row] = await db
    .update(scoreSheet)
    .set({ version: sql`${scoreSheet.version} + 1`, savedBy: p.userId, updatedAt: new Date() })
    .where(and(eq(scoreSheet.campusId, p.campusId), eq(scoreSheet.id, p.id), eq(scoreSheet.version, p.version)))
    .returning();
  return row;
}

/** Every score of a class's sheets of one exam type, with the sheet's subject. */
export function scoresOfClassExam(db: TQueryable, p: { campusId: string; academicClassId: string; examTypeId: string }) {
  return db
    .select({ courseLevelSubjectId: scoreSheet.courseLevelSubjectId, studentId: score.studentId, score: score.score, status: score.status })
    .from(score)
    .innerJoin(scoreSheet, and(eq(scoreSheet.campusId, score.campusId), eq(scoreSheet.id, score.scoreSheetId)))
    .where(and(eq(score.campusId, p.campusId), eq(scoreSheet.academicClassId, p.academicClassId), eq(scoreSheet.examTypeId, p.examTypeId)));
}

export function scoresOf(db: TQueryable, p: { campusId: string; scoreSheetId: string }): Promise<TScoreRow[]> {
  return db
    .select()
    .from(score)
    .where(and(eq(score.campusId, p.campusId), eq(score.scoreSheetId, p.scoreSheetId)));
}

/**
 * Upserts a sheet's scores in one statement; a row whose score and status are unchanged keeps its author and time.
 * `source` (a homework id) marks where a mark came from: a changed cell takes the item's source (none when typed on
 * the sheet); an unchanged one keeps its own unless the item names a source.
 */
export async function upsertScores(
  db: TQueryable,
  p: {
    campusId: string;
    scoreSheetId: string;
    userId: string;
    items: Array<{ studentId: string; score: number | null; status: number; source?: string | null }>;
  },
): Promise<void> {
  if (p.items.length === 0) return;
  // One JSON parameter read by json_to_recordset, not 50 rows × 7 parameters: the statement's text stays the
  // same whatever the class's size, so it is prepared once per connection instead of parsed for every save.
  const json = JSON.stringify(p.items.map((i) => ({ id: newId(), student_id: i.studentId, score: i.score, status: i.status, source: i.source ?? null })));
  await db.execute(sql`
    insert into score as s (campus_id, id, score_sheet_id, student_id, score, status, updated_by, source_homework_id)
    select ${p.campusId}::uuid, x.id, ${p.scoreSheetId}::uuid, x.student_id, x.score, x.status, ${p.userId}::uuid, x.source
    from json_to_recordset(${json}::json) as x(id uuid, student_id uuid, score numeric, status smallint, source uuid)
    on conflict (campus_id, score_sheet_id, student_id) do update set
      score = excluded.score, status = excluded.status, updated_by = excluded.updated_by,
      source_homework_id = case when s.score is distinct from excluded.score or s.status <> excluded.status
        then excluded.source_homework_id else coalesce(excluded.source_homework_id, s.source_homework_id) end,
      version = s.version + 1, updated_at = now()
    where s.score is distinct from excluded.score or s.status <> excluded.status
      or (excluded.source_homework_id is not null and s.source_homework_id is distinct from excluded.source_homework_id)`);
}

/** The titles of the homework that marks came from. */
export async function homeworkTitles(db: TQueryable, p: { campusId: string; ids: string[] }): Promise<Map<string, string>> {
  if (p.ids.length === 0) return new Map();
  const rows = await db
    .select({ id: homework.id, title: homework.title })
    .from(homework)
    .where(and(eq(homework.campusId, p.campusId), inArray(homework.id, p.ids)));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** The sheets holding marks of a homework, with their class, exam type and subject and how many cells. */
export function sheetsOfSource(db: TQueryable, p: { campusId: string; homeworkId: string }) {
  return db
    .select({
      academicClassId: scoreSheet.academicClassId,
      academicClass: academicClass.description,
      academicClassEn: academicClass.descriptionEn,
      examTypeId: scoreSheet.examTypeId,
      examType: examType.description,
      examTypeEn: examType.descriptionEn,
      courseLevelSubjectId: scoreSheet.courseLevelSubjectId,
      subject: courseLevelSubject.description,
      subjectEn: courseLevelSubject.descriptionEn,
      marks: sql<number>`count(*)::int`,
    })
    .from(score)
    .innerJoin(scoreSheet, and(eq(scoreSheet.campusId, score.campusId), eq(scoreSheet.id, score.scoreSheetId)))
    .innerJoin(academicClass, and(eq(academicClass.campusId, scoreSheet.campusId), eq(academicClass.id, scoreSheet.academicClassId)))
    .innerJoin(examType, and(eq(examType.campusId, scoreSheet.campusId), eq(examType.id, scoreSheet.examTypeId)))
    .innerJoin(courseLevelSubject, and(eq(courseLevelSubject.campusId, scoreSheet.campusId), eq(courseLevelSubject.id, scoreSheet.courseLevelSubjectId)))
    .where(and(eq(score.campusId, p.campusId), eq(score.sourceHomeworkId, p.homeworkId)))
    .groupBy(
      scoreSheet.campusId,
      scoreSheet.id,
      academicClass.description,
      academicClass.descriptionEn,
      examType.description,
      examType.descriptionEn,
      examType.sortIndex,
      courseLevelSubject.description,
      courseLevelSubject.descriptionEn,
      academicClass.sortIndex,
    )
    .orderBy(asc(academicClass.sortIndex), asc(examType.sortIndex), asc(courseLevelSubject.description));
}
