import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras } from './tenant';

export const academicYear = pgTable(
  'academic_year',
  {
    ...tenantColumns(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    fromYear: integer('from_year').notNull(),
    toYear: integer('to_year').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    isStartYear: boolean('is_start_year').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantExtras('academic_year', t),
    uniqueIndex('academic_year_from_to_key').on(t.campusId, t.fromYear, t.toYear),
    // One current year per campus.
    uniqueIndex('academic_year_current_key')
      .on(t.campusId)
      .where(sql`${t.isCurrent}`),
    index('academic_year_start_idx').on(t.campusId, t.startDate),
  ],
);
