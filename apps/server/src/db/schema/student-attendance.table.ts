import { index, integer, pgTable, smallint, time, timestamp, uniqueIndex, uuid, date } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { versionColumns } from './columns';
import { student } from './student.table';
import { academicClass } from './academic-class.table';
import { classRoutine } from './routine.table';
import { examType } from './exam-type.table';

/**
 * Student attendance (issue 12; data-calls §3 'Attendance', §7 'Attendance'): one row per campus, student,
 * class routine and school date (Asia/Phnom_Penh) with its status (ATTENDANCE_STATUS: absence 0, present 1,
 * late 2, permission 3, mission 6). Saves upsert on the unique key.
 */
export const studentAttendance = pgTable(
  'student_attendance',
  {
    ...tenantColumns(),
    studentId: uuid('student_id').notNull(),
    academicClassId: uuid('academic_class_id').notNull(),
    classRoutineId: uuid('class_routine_id').notNull(),
    date: date('date').notNull(),
    attendanceType: smallint('attendance_type').notNull(),
    /**
     * Attendance by date (the campus's `student_attendance_type` 1, portal §3 'by date clock-in/clock-out'):
     * the class's day is one sheet, kept on its first routine of the date, with each student's arrival and
     * departure (school time); null when not clocked, and always null by session (type 0).
     */
    clockIn: time('clock_in'),
    clockOut: time('clock_out'),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('student_attendance', t),
    uniqueIndex('student_attendance_student_routine_date_key').on(t.campusId, t.studentId, t.classRoutineId, t.date),
    tenantRef('student_attendance_student_fk', t.campusId, t.studentId, student).onDelete('cascade'),
    tenantRef('student_attendance_class_fk', t.campusId, t.academicClassId, academicClass),
    tenantRef('student_attendance_routine_fk', t.campusId, t.classRoutineId, classRoutine).onDelete('cascade'),
    index('student_attendance_routine_date_idx').on(t.campusId, t.classRoutineId, t.date),
    index('student_attendance_class_date_idx').on(t.campusId, t.academicClassId, t.date),
  ],
);

/**
 * One class routine's sheet of a date: its version is the one a batch save names (two people taking one
 * class at once: the later save is refused with a 409), and who took it.
 */
export const studentAttendanceSheet = pgTable(
  'student_attendance_sheet',
  {
    ...tenantColumns(),
    academicClassId: uuid('academic_class_id').notNull(),
    classRoutineId: uuid('class_routine_id').notNull(),
    date: date('date').notNull(),
    /** The account that saved last. */
    savedBy: uuid('saved_by'),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('student_attendance_sheet', t),
    uniqueIndex('student_attendance_sheet_routine_date_key').on(t.campusId, t.classRoutineId, t.date),
    tenantRef('student_attendance_sheet_class_fk', t.campusId, t.academicClassId, academicClass),
    tenantRef('student_attendance_sheet_routine_fk', t.campusId, t.classRoutineId, classRoutine).onDelete('cascade'),
    index('student_attendance_sheet_class_date_idx').on(t.campusId, t.academicClassId, t.date),
  ],
);

/** A class's day confirmed by the office or the class's main teacher: read-only for teachers afterwards. */
export const studentAttendanceConfirmation = pgTable(
  'student_attendance_confirmation',
  {
    ...tenantColumns(),
    academicClassId: uuid('academic_class_id').notNull(),
    date: date('date').notNull(),
    confirmedBy: uuid('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantExtras('student_attendance_confirmation', t),
    uniqueIndex('student_attendance_confirmation_class_date_key').on(t.campusId, t.academicClassId, t.date),
    tenantRef('student_attendance_confirmation_class_fk', t.campusId, t.academicClassId, academicClass).onDelete('cascade'),
  ],
);

/** A change the office made to a confirmed day: who, when, the status before (null: no mark) and after. */
export const studentAttendanceChange = pgTable(
  'student_attendance_change',
  {
    ...tenantColumns(),
    academicClassId: uuid('academic_class_id').notNull(),
    classRoutineId: uuid('class_routine_id').notNull(),
    studentId: uuid('student_id').notNull(),
    date: date('date').notNull(),
    changedBy: uuid('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    before: smallint('before'),
    after: smallint('after').notNull(),
  },
  (t) => [
    ...tenantExtras('student_attendance_change', t),
    tenantRef('student_attendance_change_class_fk', t.campusId, t.academicClassId, academicClass).onDelete('cascade'),
    tenantRef('student_attendance_change_student_fk', t.campusId, t.studentId, student).onDelete('cascade'),
    index('student_attendance_change_class_date_idx').on(t.campusId, t.academicClassId, t.date),
  ],
);

/**
 * A class's attendance summary of an exam as the office saved it: its version is the one a summary save
 * names (two office users correcting one class: the later save gets a 409 naming what changed).
 */
export const studentAttendanceSummarySheet = pgTable(
  'student_attendance_summary_sheet',
  {
    ...tenantColumns(),
    academicClassId: uuid('academic_class_id').notNull(),
    examTypeId: uuid('exam_type_id').notNull(),
    savedBy: uuid('saved_by'),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('student_attendance_summary_sheet', t),
    uniqueIndex('student_attendance_summary_sheet_key').on(t.campusId, t.examTypeId, t.academicClassId),
    tenantRef('student_attendance_summary_sheet_class_fk', t.campusId, t.academicClassId, academicClass).onDelete('cascade'),
    tenantRef('student_attendance_summary_sheet_exam_fk', t.campusId, t.examTypeId, examType).onDelete('cascade'),
  ],
);

/**
 * One student's saved counts of an exam period (they override the counts computed from the marks). A row
 * cleared back to the computed counts keeps its place with null counts, so a later stale save can still be
 * told who changed (`changed_in_version`: the summary sheet's version that last wrote the row).
 */
export const studentAttendanceSummary = pgTable(
  'student_attendance_summary',
  {
    ...tenantColumns(),
    examTypeId: uuid('exam_type_id').notNull(),
    academicClassId: uuid('academic_class_id').notNull(),
    studentId: uuid('student_id').notNull(),
    absence: integer('absence'),
    present: integer('present'),
    late: integer('late'),
    permission: integer('permission'),
    mission: integer('mission'),
    changedInVersion: integer('changed_in_version').notNull(),
    savedBy: uuid('saved_by'),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('student_attendance_summary', t),
    uniqueIndex('student_attendance_summary_key').on(t.campusId, t.examTypeId, t.studentId),
    tenantRef('student_attendance_summary_exam_fk', t.campusId, t.examTypeId, examType).onDelete('cascade'),
    tenantRef('student_attendance_summary_class_fk', t.campusId, t.academicClassId, academicClass).onDelete('cascade'),
    tenantRef('student_attendance_summary_student_fk', t.campusId, t.studentId, student).onDelete('cascade'),
    index('student_attendance_summary_class_idx').on(t.campusId, t.examTypeId, t.academicClassId),
  ],
);
