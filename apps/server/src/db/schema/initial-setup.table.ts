import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { personNameColumns, versionColumns } from './columns';
import { academicClass } from './academic-class.table';
import { courseLevelSubject } from './course-level.table';

/**
 * The initial setup's roster: positions, employees, the classes and subjects they teach, and students,
 * as the initial-setup wizard and its spreadsheet import enter them. The people modules (a later issue)
 * take these records over; until then they are what the wizard keeps.
 */
export const initialSetupPosition = pgTable(
  'initial_setup_position',
  {
    ...tenantColumns(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [...tenantExtras('initial_setup_position', t), uniqueIndex('initial_setup_position_key').on(t.campusId, sql`lower(${t.descriptionEn})`)],
);

export const initialSetupEmployee = pgTable(
  'initial_setup_employee',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    ...personNameColumns(),
    gender: smallint('gender').notNull(),
    dateOfBirth: date('date_of_birth'),
    phone: text('phone'),
    email: text('email'),
    positionId: uuid('position_id'),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('initial_setup_employee', t),
    uniqueIndex('initial_setup_employee_code_key').on(t.campusId, sql`upper(${t.code})`),
    tenantRef('initial_setup_employee_position_fk', t.campusId, t.positionId, initialSetupPosition),
  ],
);

export const initialSetupTeachingClass = pgTable(
  'initial_setup_teaching_class',
  {
    ...tenantColumns(),
    employeeId: uuid('employee_id').notNull(),
    academicClassId: uuid('academic_class_id').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('initial_setup_teaching_class', t),
    uniqueIndex('initial_setup_teaching_class_key').on(t.campusId, t.employeeId, t.academicClassId),
    uniqueIndex('initial_setup_teaching_class_main_key')
      .on(t.campusId, t.academicClassId)
      .where(sql`${t.isMain}`),
    tenantRef('initial_setup_teaching_class_employee_fk', t.campusId, t.employeeId, initialSetupEmployee),
    tenantRef('initial_setup_teaching_class_class_fk', t.campusId, t.academicClassId, academicClass),
  ],
);

export const initialSetupTeachingClassSubject = pgTable(
  'initial_setup_teaching_class_subject',
  {
    ...tenantColumns(),
    teachingClassId: uuid('teaching_class_id').notNull(),
    courseLevelSubjectId: uuid('course_level_subject_id').notNull(),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('initial_setup_teaching_class_subject', t),
    uniqueIndex('initial_setup_teaching_class_subject_key').on(t.campusId, t.teachingClassId, t.courseLevelSubjectId),
    tenantRef('initial_setup_tcs_teaching_class_fk', t.campusId, t.teachingClassId, initialSetupTeachingClass).onDelete('cascade'),
    tenantRef('initial_setup_tcs_course_level_subject_fk', t.campusId, t.courseLevelSubjectId, courseLevelSubject),
  ],
);

export const initialSetupStudent = pgTable(
  'initial_setup_student',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    ...personNameColumns(),
    gender: smallint('gender').notNull(),
    dateOfBirth: date('date_of_birth'),
    academicClassId: uuid('academic_class_id').notNull(),
    guardianName: text('guardian_name'),
    guardianPhone: text('guardian_phone'),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('initial_setup_student', t),
    uniqueIndex('initial_setup_student_code_key').on(t.campusId, sql`upper(${t.code})`),
    tenantRef('initial_setup_student_class_fk', t.campusId, t.academicClassId, academicClass),
    index('initial_setup_student_class_idx').on(t.campusId, t.academicClassId),
  ],
);

/** A read spreadsheet waiting to be submitted: one per campus, its records already checked. */
export const initialSetupImport = pgTable(
  'initial_setup_import',
  {
    ...tenantColumns(),
    fileName: text('file_name').notNull(),
    records: jsonb('records').notNull(),
    uploadedBy: uuid('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [...tenantExtras('initial_setup_import', t), uniqueIndex('initial_setup_import_campus_key').on(t.campusId)],
);
