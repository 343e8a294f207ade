import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { versionColumns } from './columns';
import { academicYear } from './academic-year.table';
import { courseLevel } from './course-level.table';
import { classGroup } from './class-group.table';

/** A class of one academic year and grade; code unique per campus and year. */
export const academicClass = pgTable(
  'academic_class',
  {
    ...tenantColumns(),
    academicYearId: uuid('academic_year_id').notNull(),
    courseLevelId: uuid('course_level_id').notNull(),
    classGroupId: uuid('class_group_id'),
    code: text('code').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    academicTimeShift: smallint('academic_time_shift').notNull().default(0),
    academicTimeShiftType: smallint('academic_time_shift_type').notNull().default(0),
    isPromoteNextYear: boolean('is_promote_next_year').notNull().default(false),
    programType: smallint('program_type').notNull().default(0),
    previousAcademicClassId: uuid('previous_academic_class_id'),
    sortIndex: integer('sort_index').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('academic_class', t),
    uniqueIndex('academic_class_code_key').on(t.campusId, t.academicYearId, sql`upper(${t.code})`),
    tenantRef('academic_class_year_fk', t.campusId, t.academicYearId, academicYear),
    tenantRef('academic_class_course_level_fk', t.campusId, t.courseLevelId, courseLevel),
    tenantRef('academic_class_group_fk', t.campusId, t.classGroupId, classGroup),
    tenantRef('academic_class_previous_fk', t.campusId, t.previousAcademicClassId, {
      campusId: t.campusId as AnyPgColumn,
      id: t.id as AnyPgColumn,
    }),
    index('academic_class_year_idx').on(t.campusId, t.academicYearId, t.courseLevelId),
  ],
);
