import { index, pgTable, smallint, time, uniqueIndex, uuid, date } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { versionColumns } from './columns';
import { employee } from './employee.table';

/**
 * Employee attendance (data-calls §3 'Employees' daily attendance): one row per campus, employee and school
 * day (the date in Asia/Phnom_Penh), its status (ATTENDANCE_STATUS) and the four clock times of the day.
 * Saves upsert on the unique key and carry the version read (two office users on one sheet).
 */
export const employeeAttendance = pgTable(
  'employee_attendance',
  {
    ...tenantColumns(),
    employeeId: uuid('employee_id').notNull(),
    date: date('date').notNull(),
    attendanceType: smallint('attendance_type').notNull(),
    morningIn: time('morning_in'),
    morningOut: time('morning_out'),
    afternoonIn: time('afternoon_in'),
    afternoonOut: time('afternoon_out'),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('employee_attendance', t),
    uniqueIndex('employee_attendance_employee_date_key').on(t.campusId, t.employeeId, t.date),
    tenantRef('employee_attendance_employee_fk', t.campusId, t.employeeId, employee).onDelete('cascade'),
    index('employee_attendance_date_idx').on(t.campusId, t.date),
  ],
);
