import { boolean, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { versionColumns } from './columns';
import { appUser } from './auth.table';
import { academicClass } from './academic-class.table';
import { courseLevel } from './course-level.table';
import { storedFile } from './file.table';

/**
 * A school announcement (issue 16), in Khmer and English: a draft until `is_publish`; `target_type` is
 * ANNOUNCEMENT_TARGET_TYPE, the grades or classes of a LEVEL or CLASS target are `announcement_target` rows.
 * Its readers are fixed when it is published (`announcement_reader`), so a list is one indexed join.
 */
export const announcement = pgTable(
  'announcement',
  {
    ...tenantColumns(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    targetType: smallint('target_type').notNull(),
    isPublish: boolean('is_publish').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id'),
    createdBy: text('created_by').notNull(),
    ...versionColumns(),
  },
  (t) => [...tenantExtras('announcement', t), index('announcement_published_idx').on(t.campusId, t.isPublish, t.publishedAt)],
);

/** The grades (course levels) or classes an announcement is for. */
export const announcementTarget = pgTable(
  'announcement_target',
  {
    ...tenantColumns(),
    announcementId: uuid('announcement_id').notNull(),
    courseLevelId: uuid('course_level_id'),
    academicClassId: uuid('academic_class_id'),
  },
  (t) => [
    ...tenantExtras('announcement_target', t),
    tenantRef('announcement_target_announcement_fk', t.campusId, t.announcementId, announcement).onDelete('cascade'),
    tenantRef('announcement_target_course_level_fk', t.campusId, t.courseLevelId, courseLevel),
    tenantRef('announcement_target_class_fk', t.campusId, t.academicClassId, academicClass),
    index('announcement_target_announcement_idx').on(t.campusId, t.announcementId),
  ],
);

/** The files of an announcement (stored files, purpose `announcement`). */
export const announcementFile = pgTable(
  'announcement_file',
  {
    ...tenantColumns(),
    announcementId: uuid('announcement_id').notNull(),
    storedFileId: uuid('stored_file_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantExtras('announcement_file', t),
    tenantRef('announcement_file_announcement_fk', t.campusId, t.announcementId, announcement).onDelete('cascade'),
    tenantRef('announcement_file_stored_fk', t.campusId, t.storedFileId, storedFile),
    index('announcement_file_announcement_idx').on(t.campusId, t.announcementId),
  ],
);

/** The accounts a published announcement is addressed to (computed once, when it is published). */
export const announcementReader = pgTable(
  'announcement_reader',
  {
    ...tenantColumns(),
    announcementId: uuid('announcement_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    ...tenantExtras('announcement_reader', t),
    tenantRef('announcement_reader_announcement_fk', t.campusId, t.announcementId, announcement).onDelete('cascade'),
    tenantRef('announcement_reader_user_fk', t.campusId, t.userId, appUser).onDelete('cascade'),
    index('announcement_reader_user_idx').on(t.campusId, t.userId, t.announcementId),
  ],
);
