import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { versionColumns } from './columns';
import { academicLevelClassified } from './level-classified.table';
import { academicYear } from './academic-year.table';
import { subject, subjectGroupRoot } from './subject.table';

/** Course level: a grade of a level classified. */
export const courseLevel = pgTable(
  'course_level',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    levelClassifiedId: uuid('level_classified_id').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('course_level', t),
    uniqueIndex('course_level_code_key').on(t.campusId, sql`upper(${t.code})`),
    tenantRef('course_level_level_fk', t.campusId, t.levelClassifiedId, academicLevelClassified),
  ],
);

/** A grade offered in an academic year. */
export const academicCourseLevel = pgTable(
  'academic_course_level',
  {
    ...tenantColumns(),
    academicYearId: uuid('academic_year_id').notNull(),
    courseLevelId: uuid('course_level_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantExtras('academic_course_level', t),
    uniqueIndex('academic_course_level_key').on(t.campusId, t.academicYearId, t.courseLevelId),
    tenantRef('academic_course_level_year_fk', t.campusId, t.academicYearId, academicYear),
    tenantRef('academic_course_level_course_level_fk', t.campusId, t.courseLevelId, courseLevel),
  ],
);

/** A subject taught in a grade of a year for a program type. */
export const courseLevelSubject = pgTable(
  'course_level_subject',
  {
    ...tenantColumns(),
    academicCourseLevelId: uuid('academic_course_level_id').notNull(),
    subjectId: uuid('subject_id').notNull(),
    subjectGroupRootId: uuid('subject_group_root_id').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    isScoring: boolean('is_scoring').notNull().default(true),
    programType: smallint('program_type').notNull().default(0),
    sortIndex: integer('sort_index').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('course_level_subject', t),
    uniqueIndex('course_level_subject_key').on(t.campusId, t.academicCourseLevelId, t.subjectId, t.programType),
    tenantRef('course_level_subject_acl_fk', t.campusId, t.academicCourseLevelId, academicCourseLevel),
    tenantRef('course_level_subject_subject_fk', t.campusId, t.subjectId, subject),
    tenantRef('course_level_subject_root_fk', t.campusId, t.subjectGroupRootId, subjectGroupRoot),
    index('course_level_subject_subject_idx').on(t.campusId, t.subjectId),
  ],
);
