import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appUser } from './auth.table';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';

/** One notification for one user (the web top bar's bell). Other areas add rows through `notify()`. */
export const notification = pgTable(
  'notification',
  {
    ...tenantColumns(),
    userId: uuid('user_id').notNull(),
    topic: text('topic').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** The web screen it opens, a path without the language prefix (`/announcement/detail?id=…`). */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    ...tenantExtras('notification', t),
    tenantRef('notification_user_fk', t.campusId, t.userId, appUser).onDelete('cascade'),
    index('notification_user_idx').on(t.campusId, t.userId, t.createdAt),
  ],
);
