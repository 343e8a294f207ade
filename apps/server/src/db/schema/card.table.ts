import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras } from './tenant';
import { versionColumns } from './columns';

/** A kind of card issued to an actor (student, employee, guardian). */
export const card = pgTable(
  'card',
  {
    ...tenantColumns(),
    actorType: smallint('actor_type').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    prefix: text('prefix'),
    validMonths: integer('valid_months'),
    isDefault: boolean('is_default').notNull().default(false),
    status: smallint('status').notNull().default(0),
    sortIndex: integer('sort_index').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('card', t),
    uniqueIndex('card_description_key').on(t.campusId, t.actorType, sql`lower(${t.descriptionEn})`),
    uniqueIndex('card_default_key')
      .on(t.campusId, t.actorType)
      .where(sql`${t.isDefault}`),
  ],
);
