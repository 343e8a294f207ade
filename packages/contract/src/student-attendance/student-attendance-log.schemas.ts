import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZCalendarDate } from '../common/date.schemas';
import { PERSON_FULL_NAME } from '../common/person.schemas';
import { ZStudentAttendanceCounts, ZStudentAttendanceRoutine } from './student-attendance.schemas';

/**
 * The office's attendance views of a class (issue 12; data-calls §7 'Attendance'): the daily log (the
 * class's routines of a date × its active students), the weekly grid (students × school dates) and the
 * summary per exam period (counts computed from the marks, and the counts the office saved, which override
 * them; report cards and the score area read the effective ones).
 */

const ZStudentRef = z.object({ StudentId: ZId, Code: z.string(), ...PERSON_FULL_NAME, Gender: z.number().int() });

/** `GET attendance-log-by-class`: one student's marks of the day, one per routine of `Routines` (null: not taken). */
export const ZStudentAttendanceLogRow = ZStudentRef.extend({
  Marks: z.array(z.number().int().nullable()),
  OnLeave: z.boolean(),
  Counts: ZStudentAttendanceCounts,
});
export type TStudentAttendanceLogRow = z.infer<typeof ZStudentAttendanceLogRow>;

export const ZStudentAttendanceLog = z.object({
  AcademicClassId: ZId,
  Date: z.string(),
  Confirmed: z.boolean(),
  /** The class's routines of the date in session order: the log's columns. */
  Routines: z.array(ZStudentAttendanceRoutine),
  Students: z.array(ZStudentAttendanceLogRow),
  /** Every mark of the day counted. */
  Totals: ZStudentAttendanceCounts,
});
export type TStudentAttendanceLog = z.infer<typeof ZStudentAttendanceLog>;

/**
 * A day's marks summed up in one word, in this order of precedence: ABSENT (every mark absent),
 * PARTLY_ABSENT (some), LATE, PERMISSION, MISSION, PRESENT.
 */
export const STUDENT_ATTENDANCE_DAY_SUMMARY = ['ABSENT', 'PARTLY_ABSENT', 'LATE', 'PERMISSION', 'MISSION', 'PRESENT'] as const;
export type TStudentAttendanceDaySummary = (typeof STUDENT_ATTENDANCE_DAY_SUMMARY)[number];

/** One cell of the weekly grid: the day's marks in session order and their summary (null: nothing taken). */
export const ZStudentAttendanceWeekCell = z.object({
  Date: z.string(),
  Marks: z.array(z.number().int()),
  Summary: z.enum(STUDENT_ATTENDANCE_DAY_SUMMARY).nullable(),
});

export const ZStudentAttendanceWeekly = z.object({
  AcademicClassId: ZId,
  FromDate: z.string(),
  ToDate: z.string(),
  /** The class's school dates of the range (days it has routines, within its year), and any date with marks. */
  Dates: z.array(z.string()),
  Students: z.array(ZStudentRef.extend({ Days: z.array(ZStudentAttendanceWeekCell), Counts: ZStudentAttendanceCounts })),
  Totals: ZStudentAttendanceCounts,
});
export type TStudentAttendanceWeekly = z.infer<typeof ZStudentAttendanceWeekly>;

/** One student's summary of an exam period. */
export const ZStudentAttendanceSummaryRow = ZStudentRef.extend({
  /** Counted from the marks of the period. */
  Computed: ZStudentAttendanceCounts,
  /** What the office (or the main teacher) saved for this exam, null when nothing is saved. */
  Saved: ZStudentAttendanceCounts.nullable(),
  /** The counts that count: the saved ones when there are, else the computed ones. */
  Effective: ZStudentAttendanceCounts,
  Source: z.enum(['SAVED', 'COMPUTED']),
});
export type TStudentAttendanceSummaryRow = z.infer<typeof ZStudentAttendanceSummaryRow>;

export const ZStudentAttendanceSummary = z.object({
  AcademicClassId: ZId,
  ExamTypeId: ZId,
  ExamType: z.object({
    Description: z.string(),
    DescriptionEn: z.string(),
    ExamType: z.number().int(),
    Month: z.number().int().nullable(),
    SemesterType: z.number().int().nullable(),
  }),
  /** The period the marks are counted over (see ARCHITECTURE 'Student attendance': the period rule). */
  FromDate: z.string(),
  ToDate: z.string(),
  /** The version of the class's saved summary for this exam (null: never saved); a save names it. */
  Version: z.number().int().nullable(),
  CanEdit: z.boolean(),
  Students: z.array(ZStudentAttendanceSummaryRow),
});
export type TStudentAttendanceSummary = z.infer<typeof ZStudentAttendanceSummary>;

// ---------------------------------------------------------------------------------------------------
// Requests

export const ZStudentAttendanceFindRoutineQuery = z.object({ date: ZCalendarDate, academicClassId: ZId });
export const ZStudentAttendanceLogQuery = z.object({ academicClassId: ZId, startDate: ZCalendarDate });

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
/** `GET weekly`: today − 7 days to today (Phnom Penh) when the dates are absent (data-calls §5). */
export const ZStudentAttendanceWeeklyQuery = z.object({
  academicClassId: ZId,
  fromDate: z.preprocess(blank, ZCalendarDate.optional()),
  toDate: z.preprocess(blank, ZCalendarDate.optional()),
});
export const ZStudentAttendanceSummaryQuery = z.object({ academicClassId: ZId, examTypeId: ZId });

/** A whole number of marks, 0 or more. */
const ZCount = z.number().int().min(0).max(10_000);
export const ZStudentAttendanceCountsInput = z.strictObject({ Absence: ZCount, Present: ZCount, Late: ZCount, Permission: ZCount, Mission: ZCount });

/** `POST batch-save-summary` (JSON): the summary rows of a class for an exam; `Saved: null` clears a row (back to computed). */
export const ZStudentAttendanceSummarySave = z.strictObject({
  AcademicClassId: ZId,
  ExamTypeId: ZId,
  /** The summary version read (null: never saved). */
  Version: z.number().int().min(1).nullable(),
  Items: z
    .array(z.strictObject({ StudentId: ZId, Saved: ZStudentAttendanceCountsInput.nullable() }))
    .min(1)
    .max(200),
});
export type TStudentAttendanceSummarySave = z.infer<typeof ZStudentAttendanceSummarySave>;
