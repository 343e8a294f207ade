import { integer, pgTable, smallint, text, time, uniqueIndex, uuid, index } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { versionColumns } from './columns';
import { academicLevelClassified } from './level-classified.table';

/** The periods of one level classified in one time shift belong to one group. */
export const academicSessionTimeGroup = pgTable(
  'academic_session_time_group',
  {
    ...tenantColumns(),
    levelClassifiedId: uuid('level_classified_id').notNull(),
    academicTimeShift: smallint('academic_time_shift').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('academic_session_time_group', t),
    uniqueIndex('academic_session_time_group_key').on(t.campusId, t.levelClassifiedId, t.academicTimeShift),
    tenantRef('academic_session_time_group_level_fk', t.campusId, t.levelClassifiedId, academicLevelClassified),
  ],
);

/** A teaching period (From–To) of a group. */
export const academicSessionTime = pgTable(
  'academic_session_time',
  {
    ...tenantColumns(),
    groupId: uuid('group_id').notNull(),
    levelClassifiedId: uuid('level_classified_id').notNull(),
    academicTimeShift: smallint('academic_time_shift').notNull(),
    fromTime: time('from_time').notNull(),
    toTime: time('to_time').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('academic_session_time', t),
    tenantRef('academic_session_time_group_fk', t.campusId, t.groupId, academicSessionTimeGroup),
    tenantRef('academic_session_time_level_fk', t.campusId, t.levelClassifiedId, academicLevelClassified),
    index('academic_session_time_group_idx').on(t.campusId, t.groupId, t.fromTime),
  ],
);
