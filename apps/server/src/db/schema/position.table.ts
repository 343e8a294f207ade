import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras } from './tenant';

/**
 * Staff positions (data-calls §3 'Position'). Records that hold a position (employees) reference it with
 * a tenant foreign key, so a held position cannot be deleted.
 */
export const position = pgTable(
  'position',
  {
    ...tenantColumns(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantExtras('position', t),
    uniqueIndex('position_description_key').on(t.campusId, sql`lower(${t.description})`),
    uniqueIndex('position_description_en_key').on(t.campusId, sql`lower(${t.descriptionEn})`),
  ],
);
