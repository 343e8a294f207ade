import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { versionColumns } from './columns';
import { academicYear } from './academic-year.table';

/** An exam of a year: monthly, semester 1, semester 2, annual. */
export const examType = pgTable(
  'exam_type',
  {
    ...tenantColumns(),
    academicYearId: uuid('academic_year_id').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    examType: smallint('exam_type').notNull(),
    kind: smallint('kind').notNull().default(0),
    semesterType: smallint('semester_type'),
    month: smallint('month'),
    examDate: date('exam_date'),
    scoreEntryEndDate: date('score_entry_end_date'),
    isSemesterExam: boolean('is_semester_exam').notNull().default(false),
    isAverageScore: boolean('is_average_score').notNull().default(false),
    condition: smallint('condition').notNull().default(0),
    status: smallint('status').notNull().default(0),
    examTypeStatus: smallint('exam_type_status').notNull().default(0),
    isCurrent: boolean('is_current').notNull().default(false),
    sortIndex: integer('sort_index').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('exam_type', t),
    uniqueIndex('exam_type_description_key').on(t.campusId, t.academicYearId, sql`lower(${t.descriptionEn})`),
    uniqueIndex('exam_type_current_key')
      .on(t.campusId, t.academicYearId)
      .where(sql`${t.isCurrent}`),
    tenantRef('exam_type_year_fk', t.campusId, t.academicYearId, academicYear),
  ],
);
