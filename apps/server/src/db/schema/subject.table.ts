import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantLinkExtras, tenantRef } from './tenant';
import { versionColumns } from './columns';
import { academicLevelClassified } from './level-classified.table';

/** Subject group root: a curriculum serving some level classifieds. */
export const subjectGroupRoot = pgTable(
  'subject_group_root',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    abbreviation: text('abbreviation'),
    sortIndex: integer('sort_index').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [...tenantExtras('subject_group_root', t), uniqueIndex('subject_group_root_code_key').on(t.campusId, sql`upper(${t.code})`)],
);

/** The level classifieds of a root (its LevelClassifiedIds); rows go with their root. */
export const subjectGroupRootLevel = pgTable(
  'subject_group_root_level',
  {
    campusId: uuid('campus_id').notNull(),
    subjectGroupRootId: uuid('subject_group_root_id').notNull(),
    levelClassifiedId: uuid('level_classified_id').notNull(),
  },
  (t) => [
    ...tenantLinkExtras('subject_group_root_level', t, { column: t.subjectGroupRootId, target: subjectGroupRoot, fk: 'subject_group_root_level_root_fk' }, [
      t.levelClassifiedId,
    ]),
    tenantRef('subject_group_root_level_level_fk', t.campusId, t.levelClassifiedId, academicLevelClassified),
  ],
);

export const subjectGroup = pgTable(
  'subject_group',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    subjectGroupRootId: uuid('subject_group_root_id').notNull(),
    levelClassifiedId: uuid('level_classified_id'),
    sortIndex: integer('sort_index').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('subject_group', t),
    uniqueIndex('subject_group_code_key').on(t.campusId, sql`upper(${t.code})`),
    tenantRef('subject_group_root_fk', t.campusId, t.subjectGroupRootId, subjectGroupRoot),
    tenantRef('subject_group_level_fk', t.campusId, t.levelClassifiedId, academicLevelClassified),
    index('subject_group_root_idx').on(t.campusId, t.subjectGroupRootId),
  ],
);

export const subject = pgTable(
  'subject',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    abbreviation: text('abbreviation'),
    subjectGroupId: uuid('subject_group_id').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('subject', t),
    uniqueIndex('subject_code_key').on(t.campusId, sql`upper(${t.code})`),
    tenantRef('subject_group_fk', t.campusId, t.subjectGroupId, subjectGroup),
    index('subject_group_idx').on(t.campusId, t.subjectGroupId),
  ],
);
