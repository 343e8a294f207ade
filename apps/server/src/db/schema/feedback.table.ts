import { boolean, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appUser } from './auth.table';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';

/**
 * Feedback about the portal (portal §3 'Feedback'). An anonymous feedback keeps no trace of its author:
 * user_id and mobile_actor_type are null.
 */
export const userFeedback = pgTable(
  'user_feedback',
  {
    ...tenantColumns(),
    userId: uuid('user_id'),
    mobileActorType: smallint('mobile_actor_type'),
    feedback: text('feedback').notNull(),
    isAnonymous: boolean('is_anonymous').notNull(),
    sentiment: smallint('sentiment').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantExtras('user_feedback', t),
    tenantRef('user_feedback_user_fk', t.campusId, t.userId, appUser),
    index('user_feedback_created_idx').on(t.campusId, t.createdAt),
  ],
);
