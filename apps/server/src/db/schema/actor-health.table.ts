import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { versionColumns } from './columns';
import { student } from './student.table';
import { employee } from './employee.table';

/**
 * A daily health check of a student (actor 0) or an employee (actor 1): one per person and local day
 * (Asia/Phnom_Penh), the temperature, the symptom codes (the contract's MEDICAL_HEALTH_TYPES) and their
 * highest point 0–3.
 */
export const medicalHealthCheck = pgTable(
  'medical_health_check',
  {
    ...tenantColumns(),
    actorType: smallint('actor_type').notNull(),
    studentId: uuid('student_id'),
    employeeId: uuid('employee_id'),
    date: date('date').notNull(),
    temperature: numeric('temperature', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    symptoms: text('symptoms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    point: smallint('point').notNull().default(0),
    note: text('note'),
    recordedByUserId: uuid('recorded_by_user_id'),
    recordedBy: text('recorded_by'),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('medical_health_check', t),
    tenantRef('medical_health_check_student_fk', t.campusId, t.studentId, student).onDelete('cascade'),
    tenantRef('medical_health_check_employee_fk', t.campusId, t.employeeId, employee).onDelete('cascade'),
    uniqueIndex('medical_health_check_student_day_key')
      .on(t.campusId, t.studentId, t.date)
      .where(sql`${t.studentId} is not null`),
    uniqueIndex('medical_health_check_employee_day_key')
      .on(t.campusId, t.employeeId, t.date)
      .where(sql`${t.employeeId} is not null`),
    index('medical_health_check_date_idx').on(t.campusId, t.date),
    check(
      'medical_health_check_actor_check',
      sql`(${t.actorType} = 0 and ${t.studentId} is not null and ${t.employeeId} is null) or (${t.actorType} = 1 and ${t.employeeId} is not null and ${t.studentId} is null)`,
    ),
  ],
);
