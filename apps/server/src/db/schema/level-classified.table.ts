import { sql } from 'drizzle-orm';
import { integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras } from './tenant';
import { versionColumns } from './columns';

/** Level classified (primary, lower secondary …); `study_days` are ISO weekdays, 1 Monday … 7 Sunday. */
export const academicLevelClassified = pgTable(
  'academic_level_classified',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    levelClassifyGroup: smallint('level_classify_group').notNull().default(4),
    studyDays: smallint('study_days')
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5,6}'::smallint[]`),
    sortIndex: integer('sort_index').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [...tenantExtras('academic_level_classified', t), uniqueIndex('academic_level_classified_code_key').on(t.campusId, sql`upper(${t.code})`)],
);
