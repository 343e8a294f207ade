import { index, integer, numeric, pgTable, smallint, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { versionColumns } from './columns';
import { academicYear } from './academic-year.table';
import { courseLevel } from './course-level.table';
import { subject, subjectGroupRoot } from './subject.table';

/** A subject's maximum score and coefficient in a grade of a year for a program type. */
export const subjectStandardScore = pgTable(
  'subject_standard_score',
  {
    ...tenantColumns(),
    academicYearId: uuid('academic_year_id').notNull(),
    subjectGroupRootId: uuid('subject_group_root_id').notNull(),
    courseLevelId: uuid('course_level_id').notNull(),
    programType: smallint('program_type').notNull().default(0),
    subjectId: uuid('subject_id').notNull(),
    maxScore: numeric('max_score', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    coefficient: numeric('coefficient', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    passScore: numeric('pass_score', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    standardScoreType: smallint('standard_score_type').notNull().default(0),
    standardScoreSubjectType: smallint('standard_score_subject_type').notNull().default(0),
    sortIndex: integer('sort_index').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('subject_standard_score', t),
    uniqueIndex('subject_standard_score_key').on(t.campusId, t.academicYearId, t.courseLevelId, t.programType, t.subjectId),
    tenantRef('subject_standard_score_year_fk', t.campusId, t.academicYearId, academicYear),
    tenantRef('subject_standard_score_root_fk', t.campusId, t.subjectGroupRootId, subjectGroupRoot),
    tenantRef('subject_standard_score_course_level_fk', t.campusId, t.courseLevelId, courseLevel),
    tenantRef('subject_standard_score_subject_fk', t.campusId, t.subjectId, subject),
    index('subject_standard_score_filter_idx').on(t.campusId, t.academicYearId, t.subjectGroupRootId),
  ],
);
