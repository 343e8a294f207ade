import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { versionColumns } from './columns';
import { student } from './student.table';
import { employee } from './employee.table';
import { academicClass } from './academic-class.table';
import { leaveType } from './leave-type.table';
import { storedFile } from './file.table';

/**
 * A leave request of a student (actor 0, `student_id`) or an employee (actor 1, `employee_id`): pending 2
 * until the office or the student's main teacher approves (0) or rejects (1) it; its author may cancel (3)
 * it while pending. `from_date`..`to_date` are the school's local days, month requests widened to whole
 * months. The authors and deciders are kept by account id (author checks) and by name (lists).
 */
export const leaveRequest = pgTable(
  'leave_request',
  {
    ...tenantColumns(),
    actorType: smallint('actor_type').notNull(),
    studentId: uuid('student_id'),
    employeeId: uuid('employee_id'),
    /** The student's class when the request was sent (for lists; reach follows the placements). */
    academicClassId: uuid('academic_class_id'),
    leaveTypeId: uuid('leave_type_id').notNull(),
    dateType: smallint('date_type').notNull().default(0),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    reason: text('reason').notNull(),
    status: smallint('status').notNull().default(2),
    submittedByUserId: uuid('submitted_by_user_id'),
    submittedBy: text('submitted_by'),
    decidedByUserId: uuid('decided_by_user_id'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    comment: text('comment'),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('leave_request', t),
    tenantRef('leave_request_student_fk', t.campusId, t.studentId, student).onDelete('cascade'),
    tenantRef('leave_request_employee_fk', t.campusId, t.employeeId, employee).onDelete('cascade'),
    tenantRef('leave_request_class_fk', t.campusId, t.academicClassId, academicClass),
    tenantRef('leave_request_leave_type_fk', t.campusId, t.leaveTypeId, leaveType),
    index('leave_request_student_idx').on(t.campusId, t.studentId, t.fromDate),
    index('leave_request_employee_idx').on(t.campusId, t.employeeId, t.fromDate),
    index('leave_request_status_idx').on(t.campusId, t.status, t.fromDate),
    check('leave_request_range_check', sql`${t.toDate} >= ${t.fromDate}`),
    check(
      'leave_request_actor_check',
      sql`(${t.actorType} = 0 and ${t.studentId} is not null and ${t.employeeId} is null) or (${t.actorType} = 1 and ${t.employeeId} is not null and ${t.studentId} is null)`,
    ),
  ],
);

/** The files attached to a request (stored files, purpose `leave-request`). */
export const leaveRequestFile = pgTable(
  'leave_request_file',
  {
    ...tenantColumns(),
    leaveRequestId: uuid('leave_request_id').notNull(),
    storedFileId: uuid('stored_file_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantExtras('leave_request_file', t),
    tenantRef('leave_request_file_request_fk', t.campusId, t.leaveRequestId, leaveRequest).onDelete('cascade'),
    tenantRef('leave_request_file_stored_fk', t.campusId, t.storedFileId, storedFile),
    index('leave_request_file_request_idx').on(t.campusId, t.leaveRequestId),
  ],
);
