import { sql } from 'drizzle-orm';
import { date, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { versionColumns } from './columns';
import { academicYear } from './academic-year.table';

/** The academic-year setup wizard: one may run per campus at a time; finished ones stay as history. */
export const academicYearSetup = pgTable(
  'academic_year_setup',
  {
    ...tenantColumns(),
    academicYearId: uuid('academic_year_id'),
    fromAcademicYearId: uuid('from_academic_year_id'),
    status: text('status').notNull().default('running'),
    currentStep: text('current_step').notNull().default('academic-year'),
    completedSteps: text('completed_steps')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The user who started it (no foreign key: users come and go, the history stays). */
    startedBy: uuid('started_by'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('academic_year_setup', t),
    uniqueIndex('academic_year_setup_running_key')
      .on(t.campusId)
      .where(sql`${t.status} = 'running'`),
    tenantRef('academic_year_setup_year_fk', t.campusId, t.academicYearId, academicYear).onDelete('cascade'),
    tenantRef('academic_year_setup_from_year_fk', t.campusId, t.fromAcademicYearId, academicYear),
  ],
);

/** The semesters of a year. */
export const academicSemester = pgTable(
  'academic_semester',
  {
    ...tenantColumns(),
    academicYearId: uuid('academic_year_id').notNull(),
    semesterType: smallint('semester_type').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('academic_semester', t),
    uniqueIndex('academic_semester_key').on(t.campusId, t.academicYearId, t.semesterType),
    tenantRef('academic_semester_year_fk', t.campusId, t.academicYearId, academicYear).onDelete('cascade'),
  ],
);
