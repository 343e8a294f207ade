import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { gradeOfSubject } from '../../db/teaching';
import { SCORE_VISIBILITY_STATUS, STUDENT_STATUS } from '@school/contract';
import type { TQueryable } from '../../db/engine';
import { columnsOf } from '../../db/columns';
import { idsOrNone } from '../../lib/ids';
import {
  academicCourseLevel,
  courseLevelSubject,
  gradeMatrix,
  score,
  academicClass,
  scoreResult,
  scoreResultStale,
  scoreHistory,
  scoreSheet,
  student,
  studentAcademicClass,
  studentMisconduct,
  subjectStandardScore,
} from '../../db/schema/index';
import { encodeSubjects } from '../../db/schema/score-result.table';

export type { TStoredSubjectResult } from '../../db/schema/score-result.table';
export type TScoreResultRow = typeof scoreResult.$inferSelect;
export type TScoreResultInsert = typeof scoreResult.$inferInsert;

// The class as the sheets read it (with its level classified, the matrix's key).
export { classOf as resultClassOf } from './score.repository';
import type { classOf as resultClassOf } from './score.repository';

export type TResultClass = NonNullable<Awaited<ReturnType<typeof resultClassOf>>>;

/**
 * The class's scoring course-level subjects with their standard score for the class's year, grade and program
 * type (a subject without one has no maximum and does not count), in the grade's order.
 */
export function subjectsOfClass(db: TQueryable, p: { campusId: string; cls: TResultClass }) {
  return db
    .select({
      courseLevelSubjectId: courseLevelSubject.id,
      subjectId: courseLevelSubject.subjectId,
      description: courseLevelSubject.description,
      descriptionEn: courseLevelSubject.descriptionEn,
      isScoring: courseLevelSubject.isScoring,
      maxScore: subjectStandardScore.maxScore,
      coefficient: subjectStandardScore.coefficient,
      passScore: subjectStandardScore.passScore,
      standardScoreType: subjectStandardScore.standardScoreType,
    })
    .from(courseLevelSubject)
    .innerJoin(academicCourseLevel, gradeOfSubject)
    .innerJoin(
      subjectStandardScore,
      and(
        eq(subjectStandardScore.campusId, courseLevelSubject.campusId),
        eq(subjectStandardScore.academicYearId, academicCourseLevel.academicYearId),
        eq(subjectStandardScore.courseLevelId, academicCourseLevel.courseLevelId),
        eq(subjectStandardScore.programType, courseLevelSubject.programType),
        eq(subjectStandardScore.subjectId, courseLevelSubject.subjectId),
      ),
    )
    .where(
      and(
        eq(courseLevelSubject.campusId, p.campusId),
        eq(academicCourseLevel.academicYearId, p.cls.academicYearId),
        eq(academicCourseLevel.courseLevelId, p.cls.courseLevelId),
        eq(courseLevelSubject.programType, p.cls.programType),
        eq(courseLevelSubject.isScoring, true),
      ),
    )
    .orderBy(asc(courseLevelSubject.sortIndex), asc(courseLevelSubject.id));
}

/** The school's score-grade matrix of a year and level classified. */
export function matrixOf(db: TQueryable, p: { campusId: string; academicYearId: string; levelClassifiedId: string }) {
  return db
    .select(columnsOf(gradeMatrix, ['grade', 'mention', 'mentionEn', 'minScore', 'maxScore', 'scoreType', 'gradeType', 'isPass', 'sortIndex']))
    .from(gradeMatrix)
    .where(and(eq(gradeMatrix.campusId, p.campusId), eq(gradeMatrix.academicYearId, p.academicYearId), eq(gradeMatrix.levelClassifiedId, p.levelClassifiedId)))
    .orderBy(asc(gradeMatrix.sortIndex));
}

/** Every score of the class's sheets (of the exams named, else of all). */
export function scoresOfClass(db: TQueryable, p: { campusId: string; academicClassId: string; examTypeIds?: string[] }) {
  return db
    .select({
      examTypeId: scoreSheet.examTypeId,
      courseLevelSubjectId: scoreSheet.courseLevelSubjectId,
      studentId: score.studentId,
      score: score.score,
      status: score.status,
    })
    .from(score)
    .innerJoin(scoreSheet, and(eq(scoreSheet.campusId, score.campusId), eq(scoreSheet.id, score.scoreSheetId)))
    .where(
      and(
        eq(score.campusId, p.campusId),
        eq(scoreSheet.academicClassId, p.academicClassId),
        p.examTypeIds ? inArray(scoreSheet.examTypeId, idsOrNone(p.examTypeIds)) : undefined,
      ),
    );
}

/** The class's sheets: exam type, subject and visibility. */
export function sheetsOfClass(db: TQueryable, p: { campusId: string; academicClassId: string }) {
  return db
    .select({ examTypeId: scoreSheet.examTypeId, courseLevelSubjectId: scoreSheet.courseLevelSubjectId, visibility: scoreSheet.visibility })
    .from(scoreSheet)
    .where(and(eq(scoreSheet.campusId, p.campusId), eq(scoreSheet.academicClassId, p.academicClassId)));
}

/**
 * Replaces the stored results of the class's periods named (every student of them) by `rows`, writing only what
 * changed: rows of students no longer in a period are deleted, new rows inserted, and a stored row updated only
 * when one of its figures differs (a save of one cell rewrites the few rows it moved, not the class; a recompute
 * that finds everything as stored writes nothing). The rows go as one JSON parameter read by
 * `json_to_recordset` (a multi-row VALUES of some 3,000 parameters cost more in parse and bind than the grading), in one statement;
 * `json`, not `jsonb`: the text is read once as it comes, and each row's subjects stay text (see `encodeSubjects`).
 */
export async function replaceResults(db: TQueryable, p: { campusId: string; academicClassId: string; periods: string[]; rows: TScoreResultInsert[] }) {
  if (p.periods.length === 0) return;
  const json = JSON.stringify(
    p.rows.map((r) => ({
      student_id: r.studentId,
      period_kind: r.periodKind,
      period: r.period,
      exam_type_id: r.examTypeId ?? null,
      semester: r.semester ?? null,
      state: r.state,
      total: r.total ?? null,
      coefficient_sum: r.coefficientSum ?? null,
      full_average: r.fullAverage ?? null,
      average: r.average ?? null,
      percent: r.percent ?? null,
      rank: r.rank ?? null,
      grade: r.grade ?? null,
      mention: r.mention ?? null,
      mention_en: r.mentionEn ?? null,
      passed: r.passed ?? null,
      position: r.position,
      subjects: encodeSubjects(r.subjects),
    })),
  );
  const recordset = sql`json_to_recordset(${json}::json) as x(student_id uuid, period_kind smallint, period text, exam_type_id uuid,
    semester smallint, state text, total numeric, coefficient_sum numeric, full_average numeric, average numeric, percent numeric,
    rank integer, grade text, mention text, mention_en text, passed boolean, position integer, subjects text)`;
  // One statement (the rows' JSON is sent and parsed once): the rows of students no longer in a period are deleted
  // by the WITH part, the others inserted or updated by the main part. The two touch disjoint rows (a deleted row
  // has no row in x, an upserted one has), so running them on one snapshot is safe.
  await db.execute(sql`
    with x as materialized (select * from ${recordset}),
    gone as (
      delete from score_result r
      where r.campus_id = ${p.campusId} and r.academic_class_id = ${p.academicClassId} and r.period in ${p.periods}
        and not exists (select 1 from x where x.period = r.period and x.student_id = r.student_id)
    )
    insert into score_result as r (campus_id, id, academic_class_id, student_id, period_kind, period, exam_type_id, semester, state, total,
      coefficient_sum, full_average, average, percent, rank, grade, mention, mention_en, passed, position, subjects, computed_at)
    select ${p.campusId}::uuid, gen_random_uuid(), ${p.academicClassId}::uuid, x.student_id, x.period_kind, x.period, x.exam_type_id, x.semester,
      x.state, x.total, x.coefficient_sum, x.full_average, x.average, x.percent, x.rank, x.grade, x.mention, x.mention_en, x.passed,
      x.position, x.subjects, now()
    from x
    on conflict (campus_id, academic_class_id, period, student_id) do update set
      period_kind = excluded.period_kind, exam_type_id = excluded.exam_type_id, semester = excluded.semester, state = excluded.state,
      total = excluded.total, coefficient_sum = excluded.coefficient_sum, full_average = excluded.full_average, average = excluded.average,
      percent = excluded.percent, rank = excluded.rank, grade = excluded.grade, mention = excluded.mention, mention_en = excluded.mention_en,
      passed = excluded.passed, position = excluded.position, subjects = excluded.subjects, computed_at = excluded.computed_at
    where (r.period_kind, r.exam_type_id, r.semester, r.state, r.total, r.coefficient_sum, r.full_average, r.average, r.percent, r.rank,
        r.grade, r.mention, r.mention_en, r.passed, r.position, r.subjects)
      is distinct from (excluded.period_kind, excluded.exam_type_id, excluded.semester, excluded.state, excluded.total,
        excluded.coefficient_sum, excluded.full_average, excluded.average, excluded.percent, excluded.rank, excluded.grade,
        excluded.mention, excluded.mention_en, excluded.passed, excluded.position, excluded.subjects)`);
}

/**
 * Takes the class's stale mark (the database's triggers write it when anything its results follow from
 * changes): `undefined` when its results are up to date, else whether the mark is the running transaction's
 * own (a save that recomputes what it changed) or older (the class needs a whole recompute), and whether its
 * exams are stale or only its semesters and year (`exams` false, left by a save). `examsOnly`: leave a mark of
 * the semesters and year alone (a reader of an exam's results). Deleting the mark locks it, so two recomputes
 * of one class run one after the other.
 */
export async function takeStale(
  db: TQueryable,
  p: { campusId: string; academicClassId: string; examsOnly?: boolean },
): Promise<{ own: boolean; exams: boolean } | undefined> {
  const [row] = await db
    .delete(scoreResultStale)
    .where(
      and(
        eq(scoreResultStale.campusId, p.campusId),
        eq(scoreResultStale.academicClassId, p.academicClassId),
        p.examsOnly ? eq(scoreResultStale.exams, true) : undefined,
      ),
    )
    .returning({ own: sql<boolean>`${scoreResultStale.byTx} = txid_current()`, exams: scoreResultStale.exams });
  return row ? { own: row.own === true, exams: row.exams } : undefined;
}

/**
 * A save's part of the class's stale mark: a mark of its exams becomes one of the semesters and year only (the
 * save recomputes its exam, the next read that needs them the rest), in one statement that also locks it.
 * Answers the mark as it was (`undefined`: no exam was stale, the save changed no score).
 */
export async function narrowStaleToSemesters(db: TQueryable, p: { campusId: string; academicClassId: string }): Promise<{ own: boolean } | undefined> {
  const [row] = await db
    .update(scoreResultStale)
    .set({ exams: false })
    .where(and(eq(scoreResultStale.campusId, p.campusId), eq(scoreResultStale.academicClassId, p.academicClassId), eq(scoreResultStale.exams, true)))
    .returning({ own: sql<boolean>`${scoreResultStale.byTx} = txid_current()` });
  return row ? { own: row.own === true } : undefined;
}

/** Marks the class's semesters and year stale (a mark already there stays as it is). */
export async function markSemestersStale(db: TQueryable, p: { campusId: string; academicClassId: string }): Promise<void> {
  await db
    .insert(scoreResultStale)
    .values({ campusId: p.campusId, academicClassId: p.academicClassId, exams: false })
    .onConflictDoNothing({ target: [scoreResultStale.campusId, scoreResultStale.academicClassId] });
}

/** Whether the class carries a stale mark (its stored results no longer follow what they are computed from). */
export async function isStale(db: TQueryable, p: { campusId: string; academicClassId: string }): Promise<boolean> {
  const rows = await db
    .select({ id: scoreResultStale.id })
    .from(scoreResultStale)
    .where(and(eq(scoreResultStale.campusId, p.campusId), eq(scoreResultStale.academicClassId, p.academicClassId)));
  return rows.length > 0;
}

/** The classes of a year with something to compute from (a sheet or a stored result), in class order. */
export async function classesWithResultsOfYear(db: TQueryable, p: { campusId: string; academicYearId: string }) {
  return db
    .select({ id: academicClass.id })
    .from(academicClass)
    .where(
      and(
        eq(academicClass.campusId, p.campusId),
        eq(academicClass.academicYearId, p.academicYearId),
        sql`(exists (select 1 from ${scoreSheet} where ${scoreSheet.campusId} = ${academicClass.campusId} and ${scoreSheet.academicClassId} = ${academicClass.id})
          or exists (select 1 from ${scoreResult} where ${scoreResult.campusId} = ${academicClass.campusId} and ${scoreResult.academicClassId} = ${academicClass.id}))`,
      ),
    )
    .orderBy(asc(academicClass.sortIndex), asc(academicClass.description), asc(academicClass.id));
}

/** The stored results of a class's period, in the ranked order. */
export function resultsOfPeriod(db: TQueryable, p: { campusId: string; academicClassId: string; period: string }): Promise<TScoreResultRow[]> {
  return db
    .select()
    .from(scoreResult)
    .where(and(eq(scoreResult.campusId, p.campusId), eq(scoreResult.academicClassId, p.academicClassId), eq(scoreResult.period, p.period)))
    .orderBy(asc(scoreResult.position));
}

/** The stored year results of the students of some classes (promotion proposes from them). */
export function yearResultsOfClasses(db: TQueryable, p: { campusId: string; classIds: string[]; period: string }) {
  return db
    .select({
      academicClassId: scoreResult.academicClassId,
      studentId: scoreResult.studentId,
      state: scoreResult.state,
      average: scoreResult.average,
      percent: scoreResult.percent,
      rank: scoreResult.rank,
      grade: scoreResult.grade,
      mention: scoreResult.mention,
      mentionEn: scoreResult.mentionEn,
      passed: scoreResult.passed,
    })
    .from(scoreResult)
    .where(and(eq(scoreResult.campusId, p.campusId), inArray(scoreResult.academicClassId, idsOrNone(p.classIds)), eq(scoreResult.period, p.period)));
}

/** A student's stored results in a class, with the number of students of each period. */
export async function resultsOfStudent(db: TQueryable, p: { campusId: string; academicClassId: string; studentId: string }) {
  const rows = await db
    .select()
    .from(scoreResult)
    .where(and(eq(scoreResult.campusId, p.campusId), eq(scoreResult.academicClassId, p.academicClassId), eq(scoreResult.studentId, p.studentId)));
  const sizes = await db
    .select({ period: scoreResult.period, count: sql<number>`count(*)::int` })
    .from(scoreResult)
    .where(and(eq(scoreResult.campusId, p.campusId), eq(scoreResult.academicClassId, p.academicClassId)))
    .groupBy(scoreResult.period);
  return { rows, sizes: new Map(sizes.map((s) => [s.period, Number(s.count)])) };
}

export type TResultStudent = { id: string; code: string; firstName: string; lastName: string; firstNameEn: string; lastNameEn: string; gender: number };

export async function studentOf(db: TQueryable, p: { campusId: string; studentId: string }): Promise<TResultStudent | undefined> {
  const [row] = await db
    .select({
      id: student.id,
      code: student.code,
      firstName: student.firstName,
      lastName: student.lastName,
      firstNameEn: student.firstNameEn,
      lastNameEn: student.lastNameEn,
      gender: student.gender,
    })
    .from(student)
    .where(and(eq(student.campusId, p.campusId), eq(student.id, p.studentId)));
  return row;
}

/** Students by id (those a class's results name, active or not any more). */
export function studentsByIds(db: TQueryable, p: { campusId: string; ids: string[] }): Promise<TResultStudent[]> {
  return db
    .select({
      id: student.id,
      code: student.code,
      firstName: student.firstName,
      lastName: student.lastName,
      firstNameEn: student.firstNameEn,
      lastNameEn: student.lastNameEn,
      gender: student.gender,
    })
    .from(student)
    .where(and(eq(student.campusId, p.campusId), inArray(student.id, idsOrNone(p.ids))));
}

/** A placement (student_academic_class) by its id. */
export async function placementOf(db: TQueryable, p: { campusId: string; id: string }) {
  const [row] = await db
    .select({ studentId: studentAcademicClass.studentId, academicClassId: studentAcademicClass.academicClassId })
    .from(studentAcademicClass)
    .where(and(eq(studentAcademicClass.campusId, p.campusId), eq(studentAcademicClass.id, p.id)));
  return row;
}

/** Whether a student was placed in a class. */
export async function isPlaced(db: TQueryable, p: { campusId: string; studentId: string; academicClassId: string }) {
  const rows = await db
    .select({ id: studentAcademicClass.id })
    .from(studentAcademicClass)
    .where(
      and(
        eq(studentAcademicClass.campusId, p.campusId),
        eq(studentAcademicClass.studentId, p.studentId),
        eq(studentAcademicClass.academicClassId, p.academicClassId),
      ),
    );
  return rows.length > 0;
}

/** The student's class of a year (her active placement first). */
export async function classOfStudentInYear(db: TQueryable, p: { campusId: string; studentId: string; academicYearId: string }) {
  const [row] = await db
    .select({ academicClassId: studentAcademicClass.academicClassId })
    .from(studentAcademicClass)
    .where(
      and(
        eq(studentAcademicClass.campusId, p.campusId),
        eq(studentAcademicClass.studentId, p.studentId),
        eq(studentAcademicClass.academicYearId, p.academicYearId),
      ),
    )
    .orderBy(desc(sql`${studentAcademicClass.status} = ${STUDENT_STATUS.ACTIVE}`), desc(studentAcademicClass.createdAt))
    .limit(1);
  return row?.academicClassId;
}

export const LIVE = SCORE_VISIBILITY_STATUS.LIVE;

/** Misconduct records of a year per student (the students named). */
export async function misconductCounts(db: TQueryable, p: { campusId: string; academicYearId: string; studentIds: string[] }): Promise<Map<string, number>> {
  const rows = await db
    .select({ studentId: studentMisconduct.studentId, count: sql<number>`count(*)::int` })
    .from(studentMisconduct)
    .where(
      and(
        eq(studentMisconduct.campusId, p.campusId),
        eq(studentMisconduct.academicYearId, p.academicYearId),
        inArray(studentMisconduct.studentId, idsOrNone(p.studentIds)),
      ),
    )
    .groupBy(studentMisconduct.studentId);
  return new Map(rows.map((r) => [r.studentId, Number(r.count)]));
}

/** A student's misconduct records of a year, by date. */
export function misconductsOf(db: TQueryable, p: { campusId: string; academicYearId: string; studentId: string }) {
  return db
    .select({
      id: studentMisconduct.id,
      date: studentMisconduct.date,
      description: studentMisconduct.description,
      descriptionEn: studentMisconduct.descriptionEn,
      actionTaken: studentMisconduct.actionTaken,
    })
    .from(studentMisconduct)
    .where(
      and(eq(studentMisconduct.campusId, p.campusId), eq(studentMisconduct.academicYearId, p.academicYearId), eq(studentMisconduct.studentId, p.studentId)),
    )
    .orderBy(asc(studentMisconduct.date), asc(studentMisconduct.id));
}

/** Every change of a student's scores on the class's sheets (the score history), oldest first. */
export function scoreHistoryOfStudent(db: TQueryable, p: { campusId: string; academicClassId: string; studentId: string }) {
  return db
    .select({
      examTypeId: scoreSheet.examTypeId,
      courseLevelSubjectId: scoreSheet.courseLevelSubjectId,
      ...columnsOf(scoreHistory, ['changedAt', 'changedBy', 'oldScore', 'oldStatus', 'newScore', 'newStatus', 'visibility', 'reason']),
    })
    .from(scoreHistory)
    .innerJoin(scoreSheet, and(eq(scoreSheet.campusId, scoreHistory.campusId), eq(scoreSheet.id, scoreHistory.scoreSheetId)))
    .where(and(eq(scoreHistory.campusId, p.campusId), eq(scoreSheet.academicClassId, p.academicClassId), eq(scoreHistory.studentId, p.studentId)))
    .orderBy(asc(scoreHistory.changedAt), asc(scoreHistory.id));
}
