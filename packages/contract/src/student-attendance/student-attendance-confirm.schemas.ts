import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZCalendarDate } from '../common/date.schemas';
import { ZStudentAttendanceChange, ZStudentAttendanceCounts, ZStudentAttendanceRoutine } from './student-attendance.schemas';

/**
 * `/attendance/confirm` (issue 12, portal §2 'attendance taking per routine and date with a confirmation
 * step'): every class the reader confirms (the office: each class of the campus with routines that day; a
 * main teacher: her classes) with its routines of the date, what was taken, the day's counts, and the day's
 * confirmation with the corrections made after it. One call for the screen.
 */
export const ZStudentAttendanceClassDay = z.object({
  AcademicClassId: ZId,
  Code: z.string(),
  Description: z.string(),
  DescriptionEn: z.string(),
  /** Active students of the class. */
  Students: z.number().int(),
  /** Students with an approved leave covering the date. */
  OnLeave: z.number().int(),
  Routines: z.array(ZStudentAttendanceRoutine),
  /** Marks of the day (one per student and session) by status. */
  Counts: ZStudentAttendanceCounts,
  Confirmed: z.boolean(),
  ConfirmedAt: z.string().nullable(),
  ConfirmedBy: z.string().nullable(),
  ConfirmedByEn: z.string().nullable(),
  Changes: z.array(ZStudentAttendanceChange),
});
export type TStudentAttendanceClassDay = z.infer<typeof ZStudentAttendanceClassDay>;

export const ZStudentAttendanceConfirmationDayQuery = z.object({ date: ZCalendarDate });
