import { boolean, index, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { versionColumns } from './columns';
import { academicClass } from './academic-class.table';
import { courseLevelSubject } from './course-level.table';
import { subject } from './subject.table';
import { student } from './student.table';
import { appUser } from './auth.table';
import { storedFile } from './file.table';

/**
 * A homework (issue 15): one subject, one or more classes (`homework_class`), due at an instant (entered as
 * Phnom Penh's date and time). `created_by_user_id` is its author (an employee account or the office).
 */
export const homework = pgTable(
  'homework',
  {
    ...tenantColumns(),
    subjectId: uuid('subject_id').notNull(),
    title: text('title').notNull(),
    instructions: text('instructions').notNull().default(''),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    isScored: boolean('is_scored').notNull().default(false),
    maxScore: numeric('max_score', { precision: 8, scale: 2, mode: 'number' }),
    isArchived: boolean('is_archived').notNull().default(false),
    createdByUserId: uuid('created_by_user_id').notNull(),
    createdBy: text('created_by').notNull(),
    createdByEn: text('created_by_en').notNull(),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('homework', t),
    tenantRef('homework_subject_fk', t.campusId, t.subjectId, subject),
    tenantRef('homework_author_fk', t.campusId, t.createdByUserId, appUser),
    index('homework_due_idx').on(t.campusId, t.isArchived, t.dueAt),
  ],
);

/** The classes a homework is given to, each with the class's course-level subject (its teaching assignment). */
export const homeworkClass = pgTable(
  'homework_class',
  {
    ...tenantColumns(),
    homeworkId: uuid('homework_id').notNull(),
    academicClassId: uuid('academic_class_id').notNull(),
    courseLevelSubjectId: uuid('course_level_subject_id').notNull(),
  },
  (t) => [
    ...tenantExtras('homework_class', t),
    uniqueIndex('homework_class_key').on(t.campusId, t.homeworkId, t.academicClassId),
    tenantRef('homework_class_homework_fk', t.campusId, t.homeworkId, homework).onDelete('cascade'),
    tenantRef('homework_class_class_fk', t.campusId, t.academicClassId, academicClass),
    tenantRef('homework_class_subject_fk', t.campusId, t.courseLevelSubjectId, courseLevelSubject),
    index('homework_class_class_idx').on(t.campusId, t.academicClassId),
  ],
);

/**
 * A student's work on a homework (one per student): status SUBMITTED 1 or RETURNED 3, `is_late` when the last
 * submission came after the due time; the teacher's score, comment and result document once returned.
 */
export const homeworkSubmission = pgTable(
  'homework_submission',
  {
    ...tenantColumns(),
    homeworkId: uuid('homework_id').notNull(),
    studentId: uuid('student_id').notNull(),
    /** The class the student was in when she submitted (lists; reach follows the placements). */
    academicClassId: uuid('academic_class_id').notNull(),
    status: smallint('status').notNull().default(1),
    text: text('text').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    isLate: boolean('is_late').notNull().default(false),
    score: numeric('score', { precision: 8, scale: 2, mode: 'number' }),
    resultComment: text('result_comment'),
    resultFileId: uuid('result_file_id'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnedBy: text('returned_by'),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('homework_submission', t),
    uniqueIndex('homework_submission_key').on(t.campusId, t.homeworkId, t.studentId),
    tenantRef('homework_submission_homework_fk', t.campusId, t.homeworkId, homework).onDelete('cascade'),
    tenantRef('homework_submission_student_fk', t.campusId, t.studentId, student).onDelete('cascade'),
    tenantRef('homework_submission_class_fk', t.campusId, t.academicClassId, academicClass),
    tenantRef('homework_submission_result_file_fk', t.campusId, t.resultFileId, storedFile),
    index('homework_submission_student_idx').on(t.campusId, t.studentId),
  ],
);

/** A comment on a homework (data-calls §3 'Comment'), oldest first; the writer's names are kept as written. */
export const homeworkComment = pgTable(
  'homework_comment',
  {
    ...tenantColumns(),
    homeworkId: uuid('homework_id').notNull(),
    userId: uuid('user_id').notNull(),
    actorType: smallint('actor_type'),
    actorId: uuid('actor_id'),
    userName: text('user_name').notNull(),
    fullName: text('full_name').notNull(),
    fullNameEn: text('full_name_en').notNull(),
    gender: smallint('gender'),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantExtras('homework_comment', t),
    tenantRef('homework_comment_homework_fk', t.campusId, t.homeworkId, homework).onDelete('cascade'),
    tenantRef('homework_comment_user_fk', t.campusId, t.userId, appUser).onDelete('cascade'),
    index('homework_comment_homework_idx').on(t.campusId, t.homeworkId, t.createdAt),
  ],
);

/**
 * Files of a homework (its attachments: `submission_id` and `comment_id` null), of a submission (the student's
 * work) or of a comment (data-calls §3 'Comment' Files).
 */
export const homeworkFile = pgTable(
  'homework_file',
  {
    ...tenantColumns(),
    homeworkId: uuid('homework_id').notNull(),
    submissionId: uuid('submission_id'),
    commentId: uuid('comment_id'),
    storedFileId: uuid('stored_file_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantExtras('homework_file', t),
    tenantRef('homework_file_homework_fk', t.campusId, t.homeworkId, homework).onDelete('cascade'),
    tenantRef('homework_file_submission_fk', t.campusId, t.submissionId, homeworkSubmission).onDelete('cascade'),
    tenantRef('homework_file_comment_fk', t.campusId, t.commentId, homeworkComment).onDelete('cascade'),
    tenantRef('homework_file_stored_fk', t.campusId, t.storedFileId, storedFile),
    index('homework_file_homework_idx').on(t.campusId, t.homeworkId),
    uniqueIndex('homework_file_stored_key').on(t.campusId, t.storedFileId),
  ],
);

/**
 * What happened to a student's work (`homework-history`): SUBMITTED 1, LATE 2, RETURNED 3, with the text, score
 * and file names of that moment. `client_key` (the page's key of one submission attempt) is unique, so a
 * retried submission finds its first save instead of making a second.
 */
export const homeworkEvent = pgTable(
  'homework_event',
  {
    ...tenantColumns(),
    submissionId: uuid('submission_id').notNull(),
    kind: smallint('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    by: text('by').notNull(),
    text: text('text'),
    score: numeric('score', { precision: 8, scale: 2, mode: 'number' }),
    fileNames: text('file_names').array().notNull().default([]),
    clientKey: uuid('client_key'),
  },
  (t) => [
    ...tenantExtras('homework_event', t),
    tenantRef('homework_event_submission_fk', t.campusId, t.submissionId, homeworkSubmission).onDelete('cascade'),
    index('homework_event_submission_idx').on(t.campusId, t.submissionId, t.at),
    uniqueIndex('homework_event_client_key').on(t.campusId, t.clientKey),
  ],
);
