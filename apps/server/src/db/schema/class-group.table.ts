import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras } from './tenant';
import { versionColumns } from './columns';

export const classGroup = pgTable(
  'class_group',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [...tenantExtras('class_group', t), uniqueIndex('class_group_code_key').on(t.campusId, sql`upper(${t.code})`)],
);
