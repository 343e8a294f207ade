import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras } from './tenant';

/** Buildings of a campus (settings → configuration → buildings). */
export const building = pgTable(
  'building',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    floors: integer('floors').notNull().default(1),
    note: text('note'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [...tenantExtras('building', t), uniqueIndex('building_code_key').on(t.campusId, sql`upper(${t.code})`)],
);
