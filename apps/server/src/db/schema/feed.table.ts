import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { versionColumns } from './columns';
import { appUser } from './auth.table';
import { academicClass } from './academic-class.table';
import { storedFile } from './file.table';

/**
 * A feed post (issue 16): text, photos, tags (FEED_TAGS codes), privacy school 0 or class 1 (`academic_class_id`).
 * The author is kept by account (who may change and delete it) and by name (lists).
 */
export const feedPost = pgTable(
  'feed_post',
  {
    ...tenantColumns(),
    text: text('text').notNull(),
    privacy: smallint('privacy').notNull().default(0),
    academicClassId: uuid('academic_class_id'),
    tagIds: smallint('tag_ids').array().notNull().default([]),
    authorUserId: uuid('author_user_id'),
    authorName: text('author_name').notNull(),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('feed_post', t),
    tenantRef('feed_post_class_fk', t.campusId, t.academicClassId, academicClass),
    index('feed_post_created_idx').on(t.campusId, t.createdAt),
  ],
);

/** A post's photo: the screen-size and thumbnail copies made on upload (stored files, purpose `feed`). */
export const feedPhoto = pgTable(
  'feed_photo',
  {
    ...tenantColumns(),
    feedPostId: uuid('feed_post_id').notNull(),
    screenFileId: uuid('screen_file_id').notNull(),
    thumbFileId: uuid('thumb_file_id').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sortIndex: smallint('sort_index').notNull().default(0),
  },
  (t) => [
    ...tenantExtras('feed_photo', t),
    tenantRef('feed_photo_post_fk', t.campusId, t.feedPostId, feedPost).onDelete('cascade'),
    tenantRef('feed_photo_screen_fk', t.campusId, t.screenFileId, storedFile),
    tenantRef('feed_photo_thumb_fk', t.campusId, t.thumbFileId, storedFile),
    index('feed_photo_post_idx').on(t.campusId, t.feedPostId),
  ],
);

/** One like of one account (a second like takes it back). */
export const feedLike = pgTable(
  'feed_like',
  {
    ...tenantColumns(),
    feedPostId: uuid('feed_post_id').notNull(),
    userId: uuid('user_id').notNull(),
    userName: text('user_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantExtras('feed_like', t),
    tenantRef('feed_like_post_fk', t.campusId, t.feedPostId, feedPost).onDelete('cascade'),
    tenantRef('feed_like_user_fk', t.campusId, t.userId, appUser).onDelete('cascade'),
    uniqueIndex('feed_like_user_key').on(t.campusId, t.feedPostId, t.userId),
  ],
);

export const feedComment = pgTable(
  'feed_comment',
  {
    ...tenantColumns(),
    feedPostId: uuid('feed_post_id').notNull(),
    userId: uuid('user_id'),
    userName: text('user_name').notNull(),
    commentText: text('comment_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantExtras('feed_comment', t),
    tenantRef('feed_comment_post_fk', t.campusId, t.feedPostId, feedPost).onDelete('cascade'),
    index('feed_comment_post_idx').on(t.campusId, t.feedPostId, t.createdAt),
  ],
);
