import { index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { appUser } from './auth.table';
import { storedFile } from './file.table';

/**
 * A sheet of generated accounts (usernames and first passwords) waiting to be downloaded. Only the user
 * who generated it may download it, once: the download deletes it, and a sheet not fetched within its
 * hour is deleted by the next generation of the campus. Passwords are never kept anywhere else.
 */
export const generatedAccountFile = pgTable(
  'generated_account_file',
  {
    ...tenantColumns(),
    storedFileId: uuid('stored_file_id').notNull(),
    createdByUserId: uuid('created_by_user_id').notNull(),
    accountCount: integer('account_count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantExtras('generated_account_file', t),
    tenantRef('generated_account_file_file_fk', t.campusId, t.storedFileId, storedFile),
    tenantRef('generated_account_file_user_fk', t.campusId, t.createdByUserId, appUser).onDelete('cascade'),
    index('generated_account_file_expiry_idx').on(t.campusId, t.expiresAt),
  ],
);
