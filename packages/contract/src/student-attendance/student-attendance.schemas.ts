import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZCalendarDate } from '../common/date.schemas';
import { ZRef, zf } from '../common/fields.schemas';
import { PERSON_FULL_NAME } from '../common/person.schemas';
import { ATTENDANCE_STATUS } from '../enum/enum.values';
import { ZRoutineOnDate } from '../routine/routine.schemas';

/**
 * Student attendance (issue 12; data-calls §3 'Attendance', §7 'Attendance'): one mark per student, class
 * routine and school date (Asia/Phnom_Penh), ATTENDANCE_STATUS absence 0, present 1, late 2, permission 3,
 * mission 6. A routine's sheet of a date carries one Version that a batch save names; a class's day, once
 * confirmed, is read-only for teachers and corrected by the office with the change kept.
 */

export const STUDENT_ATTENDANCE_STATUSES = Object.values(ATTENDANCE_STATUS) as readonly number[];

/** A routine of the date with its attendance state (taken: the sheet was saved; confirmed: the class's day is). */
export const ZStudentAttendanceRoutine = ZRoutineOnDate.extend({
  Taken: z.boolean(),
  Confirmed: z.boolean(),
  /** data-calls §3 'Attendance record': the class's day is confirmed (the spec's name of `Confirmed`). */
  IsConfirmed: z.boolean(),
  /** data-calls §3 'routines have a Level field': the grade's place in the school (its sort index), lower first. */
  Level: z.number().int(),
  /** data-calls §3 'Attendance record': the session and subject in words, Khmer and English. */
  RoutineDescription: z.string(),
  RoutineDescriptionEn: z.string(),
  /** The sheet's version (null: never saved). */
  SheetVersion: z.number().int().nullable(),
});
export type TStudentAttendanceRoutine = z.infer<typeof ZStudentAttendanceRoutine>;

/** Marks of each status on a sheet or in a range. */
export const ZStudentAttendanceCounts = z.object({
  Absence: z.number().int(),
  Present: z.number().int(),
  Late: z.number().int(),
  Permission: z.number().int(),
  Mission: z.number().int(),
});
export type TStudentAttendanceCounts = z.infer<typeof ZStudentAttendanceCounts>;

/**
 * `GET attendance-by-routine-and-date` answers a plain array of these (data-calls §7 'plain array'; §3
 * 'Attendance record: AttendanceType, AcademicClass, RoutineDescription, IsConfirmed'): one record per active
 * student of the class, in Khmer name order, each carrying the sheet it belongs to (routine, date, version,
 * confirmed, whether the reader may save it), so that the list read can be posted back to `batch-save` as it is.
 */
export const ZStudentAttendanceRecord = z.object({
  StudentId: ZId,
  Code: z.string(),
  ...PERSON_FULL_NAME,
  Gender: z.number().int(),
  /** ATTENDANCE_STATUS; null: not taken yet. */
  AttendanceType: z.number().int().nullable(),
  /** An approved leave request covers the date: a sheet never saved pre-marks permission. */
  OnLeave: z.boolean(),
  /** Attendance by date (campus type 1): arrival and departure, `HH:MM` school time; null when not clocked (always by session). */
  ClockIn: z.string().nullable(),
  ClockOut: z.string().nullable(),
  /**
   * The routine whose sheet this is. By date (campus type 1, `ByDate`) the class's day is one sheet, kept on the
   * class's first routine of the date, whichever of its routines was asked for.
   */
  RoutineId: ZId,
  Date: z.string(),
  AcademicClassId: ZId,
  AcademicClass: ZRef.extend({ Code: z.string() }),
  /** The session and subject in words (`07:00-08:00 គណិតវិទ្យា`), Khmer and English. */
  RoutineDescription: z.string(),
  RoutineDescriptionEn: z.string(),
  /** The class's day is confirmed: read-only for teachers, corrected by the office with the change kept. */
  IsConfirmed: z.boolean(),
  /** The sheet's version, which a save names (null: never saved). */
  Version: z.number().int().nullable(),
  /** The reader may save the sheet (teachers: not once the day is confirmed). */
  CanEdit: z.boolean(),
  /** The campus takes attendance by date with clock-in/out (`StudentAttendanceType` 1, portal §3). */
  ByDate: z.boolean(),
});
export type TStudentAttendanceRecord = z.infer<typeof ZStudentAttendanceRecord>;

/** A mark the office changed on a confirmed day: who, when, the student, the session, the status before and after. */
export const ZStudentAttendanceChange = z.object({
  Id: ZId,
  ChangedAt: z.string(),
  ChangedBy: z.string(),
  ChangedByEn: z.string(),
  StudentId: ZId,
  StudentCode: z.string(),
  StudentName: z.string(),
  StudentNameEn: z.string(),
  RoutineId: ZId,
  /** The session and subject of the routine that day (null when the routine no longer falls on it). */
  StartTime: z.string().nullable(),
  EndTime: z.string().nullable(),
  Subject: z.string().nullable(),
  SubjectEn: z.string().nullable(),
  /** ATTENDANCE_STATUS before (null: no mark) and after. */
  Before: z.number().int().nullable(),
  After: z.number().int(),
});
export type TStudentAttendanceChange = z.infer<typeof ZStudentAttendanceChange>;

/** `GET/POST confirmation`: a class's day. */
export const ZStudentAttendanceConfirmation = z.object({
  AcademicClassId: ZId,
  Date: z.string(),
  Confirmed: z.boolean(),
  ConfirmedAt: z.string().nullable(),
  /** Routines of the class that day and whether each was taken. */
  Routines: z.array(z.object({ RoutineId: ZId, Taken: z.boolean() })),
  /** Who confirmed the day (the account's names; null while not confirmed). */
  ConfirmedBy: z.string().nullable(),
  ConfirmedByEn: z.string().nullable(),
  /** Marks the office changed after the day was confirmed, oldest first. */
  Changes: z.array(ZStudentAttendanceChange),
});
export type TStudentAttendanceConfirmation = z.infer<typeof ZStudentAttendanceConfirmation>;

/** One school day of a student's month: her marks of that day's sessions, in session order. */
export const ZStudentAttendanceDay = z.object({
  Date: z.string(),
  Marks: z.array(z.object({ RoutineId: ZId, StartTime: z.string().nullable(), AttendanceType: z.number().int() })),
});
export type TStudentAttendanceDay = z.infer<typeof ZStudentAttendanceDay>;

/** `GET student-monthly`: one student's marks of a month (days with a mark only) and the month's counts. */
export const ZStudentAttendanceMonthly = z.object({
  StudentId: ZId,
  Code: z.string(),
  ...PERSON_FULL_NAME,
  Month: z.string(),
  Days: z.array(ZStudentAttendanceDay),
  Counts: ZStudentAttendanceCounts,
});
export type TStudentAttendanceMonthly = z.infer<typeof ZStudentAttendanceMonthly>;

// ---------------------------------------------------------------------------------------------------
// Requests

/** A calendar month `YYYY-MM`. */
export const ZCalendarMonth = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'invalid_month' });
export const ZStudentAttendanceMonthlyQuery = z.object({ studentId: ZId, month: ZCalendarMonth });

export const ZStudentAttendanceDateQuery = z.object({ date: ZCalendarDate });
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/**
 * `routines-in-campus-by-date?date[&academicClassId][&isConfirmed]` (data-calls §7: one class, and the
 * optional IsConfirmed filter: `true` confirmed days only, `false` the others; empty: all).
 */
export const ZStudentAttendanceCampusDateQuery = z.object({
  date: ZCalendarDate,
  academicClassId: z.preprocess(blankToUndefined, ZId.optional()),
  isConfirmed: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
});
export const ZStudentAttendanceSheetQuery = z.object({ routineId: ZId, date: ZCalendarDate });
export const ZStudentAttendanceClassDateQuery = z.object({ academicClassId: ZId, date: ZCalendarDate });

/** A clock time `HH:MM` (school time); empty or null: not clocked. */
const ZClockTime = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'ម៉ោងត្រូវជា ម៉ោង:នាទី (ឧ. 07:05) | The time must be HH:MM (e.g. 07:05)' })
    .nullable()
    .optional(),
);

/**
 * One record of `POST batch-save`'s list. The fields a save needs; the other fields of a record read from
 * `attendance-by-routine-and-date` may come along and are ignored, so the list read can be sent back as it is.
 */
export const ZStudentAttendanceSaveItem = z.object({
  RoutineId: ZId,
  Date: ZCalendarDate,
  /** The sheet version read (null: the sheet had never been saved); the same in every record. */
  Version: z.number().int().min(1).nullable(),
  StudentId: ZId,
  AttendanceType: zf.oneOf(STUDENT_ATTENDANCE_STATUSES),
  ClockIn: ZClockTime,
  ClockOut: ZClockTime,
});

/**
 * `POST batch-save` (data-calls §7 'JSON attendance list'): the marks of one routine and date (every record names
 * the same routine, date and version), saved in one transaction and answered with the sheet as the GET answers
 * it. By date (campus type 1) any routine of the class that day names the class's day, and `ClockIn`/`ClockOut`
 * are kept.
 */
export const ZStudentAttendanceBatchSave = z.array(ZStudentAttendanceSaveItem).min(1).max(200);
export type TStudentAttendanceBatchSave = z.infer<typeof ZStudentAttendanceBatchSave>;

/** `POST confirmation` (JSON): confirms a class's day. */
export const ZStudentAttendanceConfirm = z.strictObject({ AcademicClassId: ZId, Date: ZCalendarDate });
export type TStudentAttendanceConfirm = z.infer<typeof ZStudentAttendanceConfirm>;
