import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgPolicy,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TENANT_POLICY_SQL, tenantColumns, tenantExtras, tenantRef } from './tenant';
import { campus } from './campus.table';
import { heldCardColumns, personRecordColumns, versionColumns } from './columns';
import { personAddressTable, personRecordExtras } from './person-record';
import { academicYear } from './academic-year.table';
import { academicClass } from './academic-class.table';
import { card } from './card.table';
import { storedFile } from './file.table';

/**
 * Students (data-calls §3 'Students', portal §3 'Student status'). The record holds the person; what
 * belongs to a school year (class, status in that year, result, promotion, cards) is in
 * `student_academic_class`, one row per student and year. Its `status` is STUDENT_STATUS: active 0 … traveled 9.
 */
export const student = pgTable(
  'student',
  {
    ...tenantColumns(),
    ...personRecordColumns(),
    statusDate: date('status_date'),
    note: text('note'),
    ...versionColumns(),
  },
  (t) => [
    ...personRecordExtras('student', t),
    index('student_name_en_idx').on(t.campusId, t.lastNameEn, t.firstNameEn),
    index('student_birth_idx').on(t.campusId, t.dateOfBirth),
  ],
);

/** A student's addresses: province (shared reference data, no foreign key across the tenancy wall) and text. */
export const studentAddress = personAddressTable('student', student);

/** A student in a year: the class, the status that year, the year's result and the class promoted to. */
export const studentAcademicClass = pgTable(
  'student_academic_class',
  {
    ...tenantColumns(),
    studentId: uuid('student_id').notNull(),
    academicYearId: uuid('academic_year_id').notNull(),
    academicClassId: uuid('academic_class_id').notNull(),
    /** STUDENT_STATUS in that year (default active). */
    status: smallint('status').notNull().default(0),
    /** ACADEMIC_RESULT_STATUS: default 0, pass 1, failed 2, re-exam 3, dropped 4. */
    academicResultStatus: smallint('academic_result_status').notNull().default(0),
    promoteNextAcademicClassId: uuid('promote_next_academic_class_id'),
    /** The number printed on the student's card that year (academic-info/reference-card-id). */
    referenceCardId: text('reference_card_id'),
    /**
     * Copies of the student's four names, kept by the database (triggers of migration 0021: filled on insert,
     * rewritten when the student's names change; the app never writes them), so that a class's list in name
     * order is read from `student_academic_class_name_order_idx` instead of sorting the class (issue 17).
     */
    sortLastName: text('sort_last_name').notNull().default(''),
    sortFirstName: text('sort_first_name').notNull().default(''),
    sortLastNameEn: text('sort_last_name_en').notNull().default(''),
    sortFirstNameEn: text('sort_first_name_en').notNull().default(''),
    /**
     * What the student list's search reads, kept by the same triggers (migration 0030): the student's code and
     * name forms, lower-cased, one after another with a separator no search crosses, under one trigram index
     * (`student_academic_class_search_idx`), so that a search finds the year's placements themselves (issue 17).
     */
    searchText: text('search_text').notNull().default(''),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('student_academic_class', t),
    uniqueIndex('student_academic_class_year_key').on(t.campusId, t.studentId, t.academicYearId),
    tenantRef('student_academic_class_student_fk', t.campusId, t.studentId, student).onDelete('cascade'),
    tenantRef('student_academic_class_year_fk', t.campusId, t.academicYearId, academicYear),
    tenantRef('student_academic_class_class_fk', t.campusId, t.academicClassId, academicClass),
    tenantRef('student_academic_class_next_fk', t.campusId, t.promoteNextAcademicClassId, academicClass),
    index('student_academic_class_class_idx').on(t.campusId, t.academicClassId),
    index('student_academic_class_by_year_idx').on(t.campusId, t.academicYearId, t.status),
    // The student list (issue 17): the year's placements counted per class from the index alone, and a class's
    // page read in the list's order (the Khmer names in ICU's order, as student.repository's nameOrder). The
    // columns after student_id (one placement a student and year: they never change the order) are there so that
    // the rows a page deep in a class skips are skipped in the index alone (an index-only scan), without the table.
    index('student_academic_class_year_class_idx').on(t.campusId, t.academicYearId, t.academicClassId, t.status),
    index('student_academic_class_name_order_idx').on(
      t.campusId,
      t.academicClassId,
      sql`${t.sortLastName} collate "und-x-icu"`,
      sql`${t.sortFirstName} collate "und-x-icu"`,
      t.sortLastNameEn,
      t.sortFirstNameEn,
      t.studentId,
      t.academicYearId,
      t.status,
      t.id,
    ),
  ],
);

/**
 * How many placements each class of a year holds per status, kept by the database (statement triggers on
 * `student_academic_class`, migration 0027: every insert, update and delete of placements adds its difference
 * in the same transaction, so the counts cannot drift from the rows). The student list answers its total and
 * places a page among the classes from these few rows instead of counting the year (issue 17: a page of a school
 * of 20,000 costs what one of 48 does). Rows at zero stay (a class emptied); readers take `n > 0`. Derived: left
 * out of backups and exports (db/backup-tables `DERIVED_TABLES`) and rebuilt by the triggers as placements are
 * restored. The app never writes it.
 */
export const studentClassCount = pgTable(
  'student_class_count',
  {
    campusId: uuid('campus_id').notNull(),
    academicYearId: uuid('academic_year_id').notNull(),
    academicClassId: uuid('academic_class_id').notNull(),
    status: smallint('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ name: 'student_class_count_pkey', columns: [t.campusId, t.academicYearId, t.academicClassId, t.status] }),
    foreignKey({ name: 'student_class_count_campus_fk', columns: [t.campusId], foreignColumns: [campus.id] }).onDelete('cascade'),
    tenantRef('student_class_count_year_fk', t.campusId, t.academicYearId, academicYear).onDelete('cascade'),
    tenantRef('student_class_count_class_fk', t.campusId, t.academicClassId, academicClass).onDelete('cascade'),
    pgPolicy('student_class_count_tenant_isolation', { as: 'permissive', for: 'all', using: TENANT_POLICY_SQL, withCheck: TENANT_POLICY_SQL }),
  ],
);

/** The cards a student holds in a year (student card, library card …), with their numbers and validity. */
export const studentAcademicCard = pgTable(
  'student_academic_card',
  {
    ...tenantColumns(),
    studentAcademicClassId: uuid('student_academic_class_id').notNull(),
    ...heldCardColumns(),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('student_academic_card', t),
    uniqueIndex('student_academic_card_key').on(t.campusId, t.studentAcademicClassId, t.cardId),
    tenantRef('student_academic_card_sac_fk', t.campusId, t.studentAcademicClassId, studentAcademicClass).onDelete('cascade'),
    tenantRef('student_academic_card_card_fk', t.campusId, t.cardId, card),
  ],
);

/** Misconduct records of a student (read by the guardian's /children/misconduct). */
export const studentMisconduct = pgTable(
  'student_misconduct',
  {
    ...tenantColumns(),
    studentId: uuid('student_id').notNull(),
    academicYearId: uuid('academic_year_id'),
    date: date('date').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en'),
    actionTaken: text('action_taken'),
    recordedByUserId: uuid('recorded_by_user_id'),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('student_misconduct', t),
    tenantRef('student_misconduct_student_fk', t.campusId, t.studentId, student).onDelete('cascade'),
    tenantRef('student_misconduct_year_fk', t.campusId, t.academicYearId, academicYear),
    index('student_misconduct_student_idx').on(t.campusId, t.studentId, t.date),
  ],
);

/**
 * A spreadsheet import (designed calls `/api/student/import*`): the uploaded batch with its rows as read
 * and the per-cell reasons of the invalid ones. STUDENT_IMPORT_STATUS: invalid 0, valid 1, imported 2.
 */
export const studentImport = pgTable(
  'student_import',
  {
    ...tenantColumns(),
    fileName: text('file_name').notNull(),
    fileId: uuid('file_id'),
    academicYearId: uuid('academic_year_id').notNull(),
    status: smallint('status').notNull().default(0),
    totalRows: integer('total_rows').notNull().default(0),
    invalidRows: integer('invalid_rows').notNull().default(0),
    importedRows: integer('imported_rows').notNull().default(0),
    createdByUserId: uuid('created_by_user_id'),
    importedAt: timestamp('imported_at', { withTimezone: true }),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('student_import', t),
    tenantRef('student_import_file_fk', t.campusId, t.fileId, storedFile),
    tenantRef('student_import_year_fk', t.campusId, t.academicYearId, academicYear),
    index('student_import_created_idx').on(t.campusId, t.createdAt),
  ],
);

export const studentImportRow = pgTable(
  'student_import_row',
  {
    ...tenantColumns(),
    studentImportId: uuid('student_import_id').notNull(),
    /** The row number in the sheet (1 is the header). */
    rowNumber: integer('row_number').notNull(),
    values: jsonb('values').notNull(),
    errors: jsonb('errors')
      .notNull()
      .default(sql`'[]'::jsonb`),
    isValid: boolean('is_valid').notNull(),
    studentId: uuid('student_id'),
  },
  (t) => [
    ...tenantExtras('student_import_row', t),
    uniqueIndex('student_import_row_key').on(t.campusId, t.studentImportId, t.rowNumber),
    tenantRef('student_import_row_import_fk', t.campusId, t.studentImportId, studentImport).onDelete('cascade'),
    tenantRef('student_import_row_student_fk', t.campusId, t.studentId, student),
  ],
);
