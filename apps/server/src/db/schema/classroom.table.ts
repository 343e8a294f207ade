import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { versionColumns } from './columns';
import { academicClass } from './academic-class.table';
import { courseLevelSubject } from './course-level.table';
import { student } from './student.table';
import { appUser } from './auth.table';

/**
 * A live class (issue 15): a meeting link opened for one class × subject (the class's course-level subject) by
 * its teacher or the office, open while `is_live` (at most one open per pair), closed with `closed_at`.
 */
export const classLive = pgTable(
  'class_live',
  {
    ...tenantColumns(),
    academicClassId: uuid('academic_class_id').notNull(),
    courseLevelSubjectId: uuid('course_level_subject_id').notNull(),
    link: text('link').notNull(),
    isLive: boolean('is_live').notNull().default(true),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    startedByUserId: uuid('started_by_user_id').notNull(),
    startedBy: text('started_by').notNull(),
    startedByEn: text('started_by_en').notNull(),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('class_live', t),
    tenantRef('class_live_class_fk', t.campusId, t.academicClassId, academicClass).onDelete('cascade'),
    tenantRef('class_live_subject_fk', t.campusId, t.courseLevelSubjectId, courseLevelSubject).onDelete('cascade'),
    tenantRef('class_live_user_fk', t.campusId, t.startedByUserId, appUser),
    uniqueIndex('class_live_open_key')
      .on(t.campusId, t.academicClassId, t.courseLevelSubjectId)
      .where(sql`is_live`),
    index('class_live_class_idx').on(t.campusId, t.academicClassId, t.startedAt),
  ],
);

/** Who joined a live class and when (one row per account; a rejoin keeps the first time). */
export const classLiveJoin = pgTable(
  'class_live_join',
  {
    ...tenantColumns(),
    classLiveId: uuid('class_live_id').notNull(),
    userId: uuid('user_id').notNull(),
    studentId: uuid('student_id'),
    fullName: text('full_name').notNull(),
    fullNameEn: text('full_name_en').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantExtras('class_live_join', t),
    uniqueIndex('class_live_join_key').on(t.campusId, t.classLiveId, t.userId),
    tenantRef('class_live_join_live_fk', t.campusId, t.classLiveId, classLive).onDelete('cascade'),
    tenantRef('class_live_join_user_fk', t.campusId, t.userId, appUser),
    tenantRef('class_live_join_student_fk', t.campusId, t.studentId, student),
  ],
);

/** The saved meeting link of a class × subject (`PUT /api/academic-class/link`), offered when opening a live class. */
export const classLink = pgTable(
  'class_link',
  {
    ...tenantColumns(),
    academicClassId: uuid('academic_class_id').notNull(),
    courseLevelSubjectId: uuid('course_level_subject_id').notNull(),
    link: text('link').notNull(),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('class_link', t),
    uniqueIndex('class_link_key').on(t.campusId, t.academicClassId, t.courseLevelSubjectId),
    tenantRef('class_link_class_fk', t.campusId, t.academicClassId, academicClass).onDelete('cascade'),
    tenantRef('class_link_subject_fk', t.campusId, t.courseLevelSubjectId, courseLevelSubject).onDelete('cascade'),
  ],
);
