import { boolean, index, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { versionColumns } from './columns';
import { student } from './student.table';
import { academicClass } from './academic-class.table';
import { examType } from './exam-type.table';
import { courseLevelSubject } from './course-level.table';
import { homework } from './homework.table';

/**
 * A score sheet (issue 13; data-calls §3 'Other'): one per campus, academic class, exam type and course-level
 * subject. Its `version` is what a batch save names (two people saving one sheet: the later save gets a 409),
 * `visibility` is SCORE_VISIBILITY_STATUS (DRAFT 0 → REQUIRED_CONFIRMATION 1 → LIVE 2, portal §3), `savedBy` the
 * account that saved last. Review (docs/ARCHITECTURE.md 'Scores: review, confirmation and release'): `submittedOnce`
 * (every score change is kept in `score_history` from then on), who submitted and confirmed last and when, and the
 * office's last note (sent back, or why a live sheet was withdrawn).
 */
export const scoreSheet = pgTable(
  'score_sheet',
  {
    ...tenantColumns(),
    academicClassId: uuid('academic_class_id').notNull(),
    examTypeId: uuid('exam_type_id').notNull(),
    courseLevelSubjectId: uuid('course_level_subject_id').notNull(),
    visibility: smallint('visibility').notNull().default(0),
    savedBy: uuid('saved_by'),
    submittedOnce: boolean('submitted_once').notNull().default(false),
    submittedBy: uuid('submitted_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    confirmedBy: uuid('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    note: text('note'),
    noteBy: uuid('note_by'),
    noteAt: timestamp('note_at', { withTimezone: true }),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('score_sheet', t),
    uniqueIndex('score_sheet_class_exam_subject_key').on(t.campusId, t.academicClassId, t.examTypeId, t.courseLevelSubjectId),
    tenantRef('score_sheet_class_fk', t.campusId, t.academicClassId, academicClass).onDelete('cascade'),
    tenantRef('score_sheet_exam_type_fk', t.campusId, t.examTypeId, examType).onDelete('cascade'),
    tenantRef('score_sheet_subject_fk', t.campusId, t.courseLevelSubjectId, courseLevelSubject).onDelete('cascade'),
    index('score_sheet_exam_type_idx').on(t.campusId, t.examTypeId),
  ],
);

/**
 * A student's score on a sheet: `score` (null: none), `status` ACADEMIC_SCORE_STATUS (NORMAL 0 with a score:
 * entered, without: not entered; ABSENT 1; PERMISSION 2; EXEMPTED 3; grading's `scoreStatusOf` reads them),
 * and who changed it last (`updatedBy`, `updatedAt`). `sourceHomeworkId`: the scored homework the mark came from
 * (issue 15: a teacher puts a homework's returned scores into a draft sheet); a later change of the cell on the
 * sheet clears it. A homework with marks is never deleted (it has students' work), hence no cascade.
 */
export const score = pgTable(
  'score',
  {
    ...tenantColumns(),
    scoreSheetId: uuid('score_sheet_id').notNull(),
    studentId: uuid('student_id').notNull(),
    score: numeric('score', { precision: 8, scale: 2, mode: 'number' }),
    status: smallint('status').notNull().default(0),
    updatedBy: uuid('updated_by'),
    sourceHomeworkId: uuid('source_homework_id'),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('score', t),
    tenantRef('score_source_homework_fk', t.campusId, t.sourceHomeworkId, homework),
    index('score_source_homework_idx').on(t.campusId, t.sourceHomeworkId),
    uniqueIndex('score_sheet_student_key').on(t.campusId, t.scoreSheetId, t.studentId),
    tenantRef('score_sheet_fk', t.campusId, t.scoreSheetId, scoreSheet).onDelete('cascade'),
    tenantRef('score_student_fk', t.campusId, t.studentId, student).onDelete('cascade'),
    index('score_student_idx').on(t.campusId, t.studentId),
  ],
);

/**
 * The append-only history of a score (issue 13): one row per change of a student's score or status once its sheet
 * was submitted (who, when, before, after, why, and the sheet's visibility then). Never updated nor deleted: a
 * trigger of the migration refuses UPDATE and any DELETE but the cascade of its sheet or student.
 */
export const scoreHistory = pgTable(
  'score_history',
  {
    ...tenantColumns(),
    scoreSheetId: uuid('score_sheet_id').notNull(),
    studentId: uuid('student_id').notNull(),
    changedBy: uuid('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** null: the student had no score row before. */
    oldScore: numeric('old_score', { precision: 8, scale: 2, mode: 'number' }),
    oldStatus: smallint('old_status'),
    newScore: numeric('new_score', { precision: 8, scale: 2, mode: 'number' }),
    newStatus: smallint('new_status').notNull(),
    visibility: smallint('visibility').notNull(),
    reason: text('reason'),
  },
  (t) => [
    ...tenantExtras('score_history', t),
    tenantRef('score_history_sheet_fk', t.campusId, t.scoreSheetId, scoreSheet).onDelete('cascade'),
    tenantRef('score_history_student_fk', t.campusId, t.studentId, student).onDelete('cascade'),
    index('score_history_sheet_idx').on(t.campusId, t.scoreSheetId, t.studentId),
  ],
);
