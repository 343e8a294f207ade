import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras } from './tenant';

/** Holidays of a campus: one day (`date`), or several up to `to_date` included. */
export const holiday = pgTable(
  'holiday',
  {
    ...tenantColumns(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    date: date('date').notNull(),
    toDate: date('to_date'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantExtras('holiday', t),
    index('holiday_date_idx').on(t.campusId, t.date),
    check('holiday_range_check', sql`${t.toDate} is null or ${t.toDate} >= ${t.date}`),
  ],
);
