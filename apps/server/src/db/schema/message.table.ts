import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { appUser } from './auth.table';
import { storedFile } from './file.table';

/** One message from one account to another of the same school (issue 16); read when the recipient opened it. */
export const message = pgTable(
  'message',
  {
    ...tenantColumns(),
    senderUserId: uuid('sender_user_id').notNull(),
    recipientUserId: uuid('recipient_user_id').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * A copy of a class message (`POST /api/mail/class`): every copy of one sending shares this id, so the sender's
     * list shows the sending once. Null for a one-to-one message.
     */
    classMessageId: uuid('class_message_id'),
    /** The class a class message went to (its name on the sender's list; no foreign key: a class deleted later leaves the messages). */
    academicClassId: uuid('academic_class_id'),
  },
  (t) => [
    ...tenantExtras('message', t),
    tenantRef('message_sender_fk', t.campusId, t.senderUserId, appUser).onDelete('cascade'),
    tenantRef('message_recipient_fk', t.campusId, t.recipientUserId, appUser).onDelete('cascade'),
    index('message_sender_idx').on(t.campusId, t.senderUserId, t.createdAt),
    index('message_recipient_idx').on(t.campusId, t.recipientUserId, t.createdAt),
    index('message_class_message_idx')
      .on(t.campusId, t.classMessageId)
      .where(sql`${t.classMessageId} is not null`),
  ],
);

/** The files of a message (stored files, purpose `message`). */
export const messageFile = pgTable(
  'message_file',
  {
    ...tenantColumns(),
    messageId: uuid('message_id').notNull(),
    storedFileId: uuid('stored_file_id').notNull(),
  },
  (t) => [
    ...tenantExtras('message_file', t),
    tenantRef('message_file_message_fk', t.campusId, t.messageId, message).onDelete('cascade'),
    tenantRef('message_file_stored_fk', t.campusId, t.storedFileId, storedFile),
    index('message_file_message_idx').on(t.campusId, t.messageId),
  ],
);
