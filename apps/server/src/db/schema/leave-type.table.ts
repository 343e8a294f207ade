import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras } from './tenant';
import { versionColumns } from './columns';

/** A kind of leave for students (actor 0) or employees (actor 1). */
export const leaveType = pgTable(
  'leave_type',
  {
    ...tenantColumns(),
    actorType: smallint('actor_type').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    maxDays: integer('max_days'),
    isRequireAttachment: boolean('is_require_attachment').notNull().default(false),
    status: smallint('status').notNull().default(0),
    sortIndex: integer('sort_index').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [...tenantExtras('leave_type', t), uniqueIndex('leave_type_description_key').on(t.campusId, t.actorType, sql`lower(${t.descriptionEn})`)],
);
