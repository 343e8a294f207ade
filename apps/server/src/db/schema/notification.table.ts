import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /**
     * Once-only notices (an absence saved twice tells once): `notify()` with a key skips users who already
     * have a notice with that key (`absent:{studentId}:{date}`).
     */
    onceKey: text('once_key'),
  },
  (t) => [
    ...tenantExtras('notification', t),
    tenantRef('notification_user_fk', t.campusId, t.userId, appUser).onDelete('cascade'),
    index('notification_user_idx').on(t.campusId, t.userId, t.createdAt),
    uniqueIndex('notification_once_key')
      .on(t.campusId, t.userId, t.onceKey)
      .where(sql`${t.onceKey} is not null`),
  ],
);

/**
 * A user's choice for one topic (issue 16: 'a user chooses per topic whether to be notified'). No row: the
 * topic is on. `notify()` leaves out the users who turned its topic off.
 */
export const notificationPreference = pgTable(
  'notification_preference',
  {
    ...tenantColumns(),
    userId: uuid('user_id').notNull(),
    topic: text('topic').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantExtras('notification_preference', t),
    tenantRef('notification_preference_user_fk', t.campusId, t.userId, appUser).onDelete('cascade'),
    uniqueIndex('notification_preference_user_topic_key').on(t.campusId, t.userId, t.topic),
  ],
);

/**
 * The outbound queue (issue 16, beyond the spec): messages to outside channels (Telegram now), written in the
 * transaction of the notice they carry and sent by the server's drainer with retries and back-off.
 * Status: PENDING (waits for `next_attempt_at`), SENT, FAILED (gave up after the last attempt or a refusal).
 */
export const outboundMessage = pgTable(
  'outbound_message',
  {
    ...tenantColumns(),
    channel: text('channel').notNull(),
    userId: uuid('user_id'),
    /** The channel's address: the Telegram chat id. */
    address: text('address').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [...tenantExtras('outbound_message', t), index('outbound_message_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * A user's Telegram account: a one-time code asked for on the profile (`code`, until `code_expires_at`), then
 * the chat that sent `/start <code>` to the school's bot (`chat_id`).
 */
export const telegramLink = pgTable(
  'telegram_link',
  {
    ...tenantColumns(),
    userId: uuid('user_id').notNull(),
    code: text('code'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    chatId: text('chat_id'),
    /** The Telegram name of the linked account, shown on the profile. */
    chatName: text('chat_name'),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
  },
  (t) => [
    ...tenantExtras('telegram_link', t),
    tenantRef('telegram_link_user_fk', t.campusId, t.userId, appUser).onDelete('cascade'),
    uniqueIndex('telegram_link_user_key').on(t.campusId, t.userId),
    uniqueIndex('telegram_link_code_key').on(t.campusId, t.code),
    // The bot hears only the code: it is looked up across campuses (two campuses holding the same valid code,
    // one chance in 10^11, link neither: the guardian asks for another).
    index('telegram_link_code_idx').on(t.code),
  ],
);
