import { boolean, date, index, pgTable, smallint, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { heldCardColumns, personRecordColumns, versionColumns } from './columns';
import { personAddressTable, personRecordExtras } from './person-record';
import { academicYear } from './academic-year.table';
import { academicClass } from './academic-class.table';
import { card } from './card.table';
import { courseLevelSubject } from './course-level.table';
import { position } from './position.table';

/**
 * Employees (data-calls §3 'Employees'): the person, their position and status (EMPLOYEE_STATUS, active
 * 0 / inactive 1, filter default 0). A teacher's classes are `employee_academic_class` rows; an account
 * reaches its employee through app_user.actor_type = ACTOR_TYPE.EMPLOYEE and actor_id.
 */
export const employee = pgTable(
  'employee',
  {
    ...tenantColumns(),
    ...personRecordColumns(),
    positionId: uuid('position_id'),
    hireDate: date('hire_date'),
    ...versionColumns(),
  },
  (t) => [
    ...personRecordExtras('employee', t),
    tenantRef('employee_position_fk', t.campusId, t.positionId, position),
    index('employee_status_idx').on(t.campusId, t.status),
  ],
);

export const employeeAddress = personAddressTable('employee', employee);

export const employeeCard = pgTable(
  'employee_card',
  {
    ...tenantColumns(),
    employeeId: uuid('employee_id').notNull(),
    ...heldCardColumns(),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('employee_card', t),
    tenantRef('employee_card_employee_fk', t.campusId, t.employeeId, employee).onDelete('cascade'),
    tenantRef('employee_card_card_fk', t.campusId, t.cardId, card),
    index('employee_card_employee_idx').on(t.campusId, t.employeeId),
  ],
);

/** A teacher in a class of a year: main teacher or not, reserve or not, and the time shift taught. */
export const employeeAcademicClass = pgTable(
  'employee_academic_class',
  {
    ...tenantColumns(),
    employeeId: uuid('employee_id').notNull(),
    academicYearId: uuid('academic_year_id').notNull(),
    academicClassId: uuid('academic_class_id').notNull(),
    isMain: boolean('is_main').notNull().default(true),
    isReserve: boolean('is_reserve').notNull().default(false),
    academicTimeShift: smallint('academic_time_shift').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('employee_academic_class', t),
    uniqueIndex('employee_academic_class_key').on(t.campusId, t.employeeId, t.academicClassId),
    tenantRef('employee_academic_class_employee_fk', t.campusId, t.employeeId, employee).onDelete('cascade'),
    tenantRef('employee_academic_class_year_fk', t.campusId, t.academicYearId, academicYear),
    tenantRef('employee_academic_class_class_fk', t.campusId, t.academicClassId, academicClass),
    index('employee_academic_class_class_idx').on(t.campusId, t.academicClassId),
    index('employee_academic_class_year_idx').on(t.campusId, t.academicYearId, t.employeeId),
  ],
);

/** The subjects a teacher teaches in one of her classes. */
export const employeeAcademicClassSubject = pgTable(
  'employee_academic_class_subject',
  {
    ...tenantColumns(),
    employeeAcademicClassId: uuid('employee_academic_class_id').notNull(),
    courseLevelSubjectId: uuid('course_level_subject_id').notNull(),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('employee_academic_class_subject', t),
    uniqueIndex('employee_academic_class_subject_key').on(t.campusId, t.employeeAcademicClassId, t.courseLevelSubjectId),
    tenantRef('employee_academic_class_subject_eac_fk', t.campusId, t.employeeAcademicClassId, employeeAcademicClass).onDelete('cascade'),
    tenantRef('employee_academic_class_subject_cls_fk', t.campusId, t.courseLevelSubjectId, courseLevelSubject),
    index('employee_academic_class_subject_cls_idx').on(t.campusId, t.courseLevelSubjectId),
  ],
);
