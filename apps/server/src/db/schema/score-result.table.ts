import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { student } from './student.table';
import { academicClass } from './academic-class.table';
import { examType } from './exam-type.table';

/** A subject's part of a stored result (grading's TSubjectResult, rounded; keyed by course-level subject). */
export type TStoredSubjectResult = {
  subjectId: string;
  state: 'scored' | 'exempt' | 'incomplete';
  status: string | null;
  score: number | null;
  percent: number | null;
  passed: boolean | null;
  grade: string | null;
};

type TSubjectTuple = [string, TStoredSubjectResult['state'], string | null, number | null, number | null, boolean | null, string | null];

/**
 * A stored result's subjects as the column holds them: JSON text of one positional array per subject
 * (`[subjectId, state, status, score, percent, passed, grade]`). Text, not jsonb, and without keys: a save
 * rewrites some 150 to 250 rows of a class, and parsing them into jsonb (whose rows over 2 kB were also
 * compressed into TOAST) was most of its time; text is stored and compared as it comes. Rows written in the
 * earlier shape (an array of objects) are read as well.
 */
export function encodeSubjects(subjects: TStoredSubjectResult[]): string {
  return JSON.stringify(subjects.map((s): TSubjectTuple => [s.subjectId, s.state, s.status, s.score, s.percent, s.passed, s.grade]));
}

export function decodeSubjects(text: string | unknown[]): TStoredSubjectResult[] {
  const list = (typeof text === 'string' ? JSON.parse(text) : text) as Array<TSubjectTuple | TStoredSubjectResult>;
  return list.map((s) => (Array.isArray(s) ? { subjectId: s[0], state: s[1], status: s[2], score: s[3], percent: s[4], passed: s[5], grade: s[6] } : s));
}

const subjectsText = customType<{ data: TStoredSubjectResult[]; driverData: string }>({
  dataType: () => 'text',
  toDriver: encodeSubjects,
  fromDriver: decodeSubjects,
});

/**
 * A student's stored result of one period of a class (issue 13 'Results'; docs/spec/grading.md): `period_kind`
 * 0 an exam (`exam_type_id`), 1 a semester (`semester` 1 or 2), 2 the year. Written by the score module's
 * recompute in the transaction that saves a sheet of the class, so reading results is a query. Rows are the
 * answers of grading.ts's `classResult`, never computed elsewhere.
 */
export const scoreResult = pgTable(
  'score_result',
  {
    ...tenantColumns(),
    academicClassId: uuid('academic_class_id').notNull(),
    studentId: uuid('student_id').notNull(),
    periodKind: smallint('period_kind').notNull(),
    /** The period's key within the class: the exam type's id, `s1`, `s2` or `year`. */
    period: text('period').notNull(),
    examTypeId: uuid('exam_type_id'),
    semester: smallint('semester'),
    /** complete, incomplete or exempt. */
    state: text('state').notNull(),
    total: numeric('total', { precision: 10, scale: 2, mode: 'number' }),
    coefficientSum: numeric('coefficient_sum', { precision: 8, scale: 2, mode: 'number' }),
    fullAverage: numeric('full_average', { precision: 8, scale: 2, mode: 'number' }),
    average: numeric('average', { precision: 8, scale: 2, mode: 'number' }),
    percent: numeric('percent', { precision: 6, scale: 2, mode: 'number' }),
    rank: integer('rank'),
    grade: text('grade'),
    mention: text('mention'),
    mentionEn: text('mention_en'),
    passed: boolean('passed'),
    /** Position in the class's ranked list (ranked first by rank, then the unranked in name order). */
    position: integer('position').notNull(),
    subjects: subjectsText('subjects').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantExtras('score_result', t),
    uniqueIndex('score_result_class_period_student_key').on(t.campusId, t.academicClassId, t.period, t.studentId),
    tenantRef('score_result_class_fk', t.campusId, t.academicClassId, academicClass).onDelete('cascade'),
    tenantRef('score_result_student_fk', t.campusId, t.studentId, student).onDelete('cascade'),
    tenantRef('score_result_exam_type_fk', t.campusId, t.examTypeId, examType).onDelete('cascade'),
    index('score_result_student_idx').on(t.campusId, t.studentId),
  ],
);

/**
 * A class whose stored results no longer follow from what is stored (issue 13 'Results'): a row is written by
 * the database's triggers whenever a score, a placement in the class, a standard score, the grade matrix or an
 * exam type of its year changes (migration `score-result-stale`), and removed by the recompute that brings the
 * class's results up to date (the save's own, the next read's, or the school's background recompute).
 * `since` is the first change not yet recomputed. `exams` false: only the class's semesters and year are stale
 * (a save recomputed its exam and left them to the next read that needs them, migration
 * `score-result-stale-scope`); a trigger's mark makes it true again.
 */
export const scoreResultStale = pgTable(
  'score_result_stale',
  {
    ...tenantColumns(),
    academicClassId: uuid('academic_class_id').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    /** The transaction that marked it: a save's own recompute tells its own change from an earlier one. */
    byTx: bigint('by_tx', { mode: 'number' })
      .notNull()
      .default(sql`txid_current()`),
    /** The exam results are stale too (true), or only the semesters and the year (false). */
    exams: boolean('exams').notNull().default(true),
  },
  (t) => [
    ...tenantExtras('score_result_stale', t),
    uniqueIndex('score_result_stale_class_key').on(t.campusId, t.academicClassId),
    tenantRef('score_result_stale_class_fk', t.campusId, t.academicClassId, academicClass).onDelete('cascade'),
  ],
);
