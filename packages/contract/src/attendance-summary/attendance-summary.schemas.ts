import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { zf } from '../common/fields.schemas';
import { ACTOR_TYPE } from '../common/actor.schemas';

/**
 * `GET /api/attendance/summary?actorType&actorId&academicYearId` (data-calls §7 'Dashboard and campus'; the
 * dashboard's attendance card): one person's attendance of an academic year (the current one when no year is
 * named), counted by status, with her leave requests pending and approved. A student's counts are her marks
 * (one per session); an employee's her days of employee attendance (one per day).
 */
export const ATTENDANCE_SUMMARY_ACTOR_TYPES = [ACTOR_TYPE.STUDENT, ACTOR_TYPE.EMPLOYEE] as const;

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);

export const ZAttendanceSummaryQuery = z.object({
  actorType: zf.oneOf(ATTENDANCE_SUMMARY_ACTOR_TYPES),
  actorId: ZId,
  academicYearId: z.preprocess(blank, ZId.optional()),
});
export type TAttendanceSummaryQuery = z.output<typeof ZAttendanceSummaryQuery>;

export const ZAttendanceSummary = z.object({
  ActorType: z.number().int(),
  ActorId: ZId,
  Code: z.string(),
  FullName: z.string(),
  FullNameEn: z.string(),
  /** The year counted (null: the campus has no current year; every count is then 0). */
  AcademicYearId: ZId.nullable(),
  FromDate: z.string().nullable(),
  ToDate: z.string().nullable(),
  Absence: z.number().int(),
  Present: z.number().int(),
  Late: z.number().int(),
  Permission: z.number().int(),
  Mission: z.number().int(),
  /** Her leave requests overlapping the year: pending (2) and approved (0). */
  LeavePending: z.number().int(),
  LeaveApproved: z.number().int(),
});
export type TAttendanceSummary = z.infer<typeof ZAttendanceSummary>;
