import { date, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantExtras, tenantRef } from './tenant';
import { versionColumns } from './columns';
import { academicYear } from './academic-year.table';
import { academicClass } from './academic-class.table';
import { academicSessionTime } from './session-time.table';
import { courseLevelSubject } from './course-level.table';
import { employee } from './employee.table';
import { room } from './room.table';

/**
 * A class routine: one cell of a class's week (day 1 Monday … 7 Sunday × a session time of the class's
 * level and shift) with its subject, teacher and room. One routine per class, day and session time; the
 * teacher and room clash checks (overlapping times of any level) are the service's, the unique index on
 * teacher/day/session time of a year only backs them for two saves racing on the same period.
 */
export const classRoutine = pgTable(
  'class_routine',
  {
    ...tenantColumns(),
    academicYearId: uuid('academic_year_id').notNull(),
    academicClassId: uuid('academic_class_id').notNull(),
    dayOfWeek: smallint('day_of_week').notNull(),
    sessionTimeId: uuid('session_time_id').notNull(),
    courseLevelSubjectId: uuid('course_level_subject_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    roomId: uuid('room_id'),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('class_routine', t),
    uniqueIndex('class_routine_cell_key').on(t.campusId, t.academicClassId, t.dayOfWeek, t.sessionTimeId),
    uniqueIndex('class_routine_teacher_key').on(t.campusId, t.academicYearId, t.employeeId, t.dayOfWeek, t.sessionTimeId),
    tenantRef('class_routine_year_fk', t.campusId, t.academicYearId, academicYear),
    tenantRef('class_routine_class_fk', t.campusId, t.academicClassId, academicClass).onDelete('cascade'),
    tenantRef('class_routine_session_time_fk', t.campusId, t.sessionTimeId, academicSessionTime),
    tenantRef('class_routine_subject_fk', t.campusId, t.courseLevelSubjectId, courseLevelSubject),
    tenantRef('class_routine_employee_fk', t.campusId, t.employeeId, employee),
    tenantRef('class_routine_room_fk', t.campusId, t.roomId, room),
    index('class_routine_year_day_idx').on(t.campusId, t.academicYearId, t.dayOfWeek),
    index('class_routine_employee_idx').on(t.campusId, t.employeeId, t.dayOfWeek),
  ],
);

/** A routine on one date taught by another teacher (one substitute per routine and date). */
export const classRoutineSubstitute = pgTable(
  'class_routine_substitute',
  {
    ...tenantColumns(),
    classRoutineId: uuid('class_routine_id').notNull(),
    date: date('date').notNull(),
    employeeId: uuid('employee_id').notNull(),
    note: text('note').notNull().default(''),
    ...versionColumns(),
  },
  (t) => [
    ...tenantExtras('class_routine_substitute', t),
    uniqueIndex('class_routine_substitute_key').on(t.campusId, t.classRoutineId, t.date),
    tenantRef('class_routine_substitute_routine_fk', t.campusId, t.classRoutineId, classRoutine).onDelete('cascade'),
    tenantRef('class_routine_substitute_employee_fk', t.campusId, t.employeeId, employee),
    index('class_routine_substitute_date_idx').on(t.campusId, t.date),
  ],
);
