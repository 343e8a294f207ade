import { sql } from 'drizzle-orm';
import { boolean, integer, numeric, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { versionColumns } from './columns';
import { academicYear } from './academic-year.table';
import { academicLevelClassified } from './level-classified.table';

/** A grade letter with its score range and mention, per year and level classified. */
export const gradeMatrix = pgTable(
  'grade_matrix',
  {
    ...tenantColumns(),
    academicYearId: uuid('academic_year_id').notNull(),
    levelClassifiedId: uuid('level_classified_id').notNull(),
    grade: text('grade').notNull(),
    mention: text('mention').notNull(),
    mentionEn: text('mention_en').notNull(),
    minScore: numeric('min_score', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    maxScore: numeric('max_score', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    scoreType: smallint('score_type').notNull().default(0),
    gradeType: smallint('grade_type').notNull().default(0),
    isPass: boolean('is_pass').notNull().default(true),
    sortIndex: integer('sort_index').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('grade_matrix', t),
    uniqueIndex('grade_matrix_grade_key').on(t.campusId, t.academicYearId, t.levelClassifiedId, t.gradeType, t.scoreType, sql`upper(${t.grade})`),
    tenantRef('grade_matrix_year_fk', t.campusId, t.academicYearId, academicYear),
    tenantRef('grade_matrix_level_fk', t.campusId, t.levelClassifiedId, academicLevelClassified),
  ],
);
