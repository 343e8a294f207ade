import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras } from './tenant';

/** Metadata of an uploaded file; the bytes live in the file storage (a folder, or object storage). */
export const storedFile = pgTable(
  'stored_file',
  {
    ...tenantColumns(),
    purpose: text('purpose').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [...tenantExtras('stored_file', t)],
);
