import { z } from 'zod';
import { ZId, ZPageQuery } from '../common/envelope.schemas';
import { ZCalendarDate } from '../common/date.schemas';
import { ZUploadFile } from '../common/form.schemas';
import { ZVersion, zf } from '../common/fields.schemas';
import { DATE_TYPE, LEAVE_REQUEST_STATUS, LEAVE_TYPE_ACTOR } from '../enum/enum.values';
import { enumValues } from '../enum/enum.setup';

/**
 * Leave requests (portal §3 'Leave request', §4 'Leave dates'; issue 12 'Leave'): a student's (sent by a
 * guardian, the student herself or the office) or an employee's (herself or the office) request to be away
 * from `FromDate` to `ToDate`. `DateType` day 0 counts days, month 1 whole months (the dates are widened
 * to the first and last day of their months). Status: pending 2 → approved 0 or rejected 1 (cancelled 3 is
 * the author's withdrawal of a pending request).
 */
/** The most files one request carries. */
export const LEAVE_REQUEST_MAX_FILES = 5;
/** The longest range one request covers, in days. */
export const LEAVE_REQUEST_MAX_DAYS = 366;

export const ZLeaveRequestFile = z.object({ Id: ZId, FileName: z.string(), ContentType: z.string(), Size: z.number().int() });
export type TLeaveRequestFile = z.infer<typeof ZLeaveRequestFile>;

export const ZLeaveRequest = z.object({
  Id: ZId,
  Status: z.number().int(),
  /** 0 student, 1 employee: whose leave it is. */
  ActorType: z.number().int(),
  ActorId: ZId,
  ActorCode: z.string().nullable(),
  FullName: z.string(),
  FullNameEn: z.string(),
  /** The student's class when the request was sent (students only). */
  AcademicClassId: ZId.nullable(),
  AcademicClass: z.string().nullable(),
  AcademicClassEn: z.string().nullable(),
  LeaveTypeId: ZId,
  LeaveType: z.string(),
  LeaveTypeEn: z.string(),
  DateType: z.number().int(),
  FromDate: z.string(),
  ToDate: z.string(),
  /** Days (DateType day) or months (DateType month) the request covers. */
  Count: z.number().int(),
  Reason: z.string(),
  Files: z.array(ZLeaveRequestFile),
  SubmittedBy: z.string().nullable(),
  CreatedAt: z.string(),
  DecidedBy: z.string().nullable(),
  DecidedAt: z.string().nullable(),
  Comment: z.string().nullable(),
  /** The caller may still change it (its author or the office, while pending). */
  CanEdit: z.boolean(),
  /** The caller may approve or reject it (the office, or the main teacher of the student's class). */
  CanDecide: z.boolean(),
  Version: z.number().int(),
});
export type TLeaveRequest = z.infer<typeof ZLeaveRequest>;

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

export const ZLeaveRequestListQuery = ZPageQuery.extend({
  status: optional(z.coerce.number().int()),
  actorType: optional(z.coerce.number().int()),
  /** Only the caller's own requests (as the person on leave, or as their author). */
  mine: optional(z.enum(['true', 'false']).transform((v) => v === 'true')),
  studentId: optional(ZId),
  employeeId: optional(ZId),
  academicClassId: optional(ZId),
  /** Requests touching [from, to]. */
  from: optional(ZCalendarDate),
  to: optional(ZCalendarDate),
});
export type TLeaveRequestListQuery = z.output<typeof ZLeaveRequestListQuery>;

/** One file or several under the same name; none (absent, empty, or the web client's empty list `[]`). */
const ZFiles = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === 'string' && ['', '[]'].includes(v.trim())) ? [] : Array.isArray(v) ? v : [v]),
  z.array(ZUploadFile).max(LEAVE_REQUEST_MAX_FILES),
);

const fields = {
  LeaveTypeId: ZId,
  DateType: zf.oneOfOr(enumValues(DATE_TYPE), DATE_TYPE.DAY),
  FromDate: ZCalendarDate,
  ToDate: ZCalendarDate,
  Reason: z.string().trim().min(1, { message: 'required' }).max(2000),
  Files: ZFiles,
};

/** `POST /api/leave-request` (multipart): whose leave (absent: the caller's own), the type, dates, reason and files. */
export const ZLeaveRequestCreate = z.strictObject({
  ActorType: zf.oneOf(enumValues(LEAVE_TYPE_ACTOR)),
  /** The student or employee; absent: the signed-in student or employee herself. */
  ActorId: zf.optId(),
  ...fields,
});
export type TLeaveRequestCreate = z.output<typeof ZLeaveRequestCreate>;

/** `PUT /api/leave-request` (multipart): a pending request's fields, new files, and the ids of files to remove. */
export const ZLeaveRequestUpdate = z.strictObject({
  Id: ZId,
  Version: ZVersion,
  ...fields,
  RemoveFileIds: zf.ids(),
  /** The author withdraws a pending request (status cancelled 3). */
  Cancel: zf.bool(false),
});
export type TLeaveRequestUpdate = z.output<typeof ZLeaveRequestUpdate>;

/** `POST /api/leave-request/approve`: approve 0 or reject 1, with an optional comment. */
export const ZLeaveRequestDecision = z.strictObject({
  Id: ZId,
  Version: ZVersion,
  Status: zf.oneOf([LEAVE_REQUEST_STATUS.APPROVED, LEAVE_REQUEST_STATUS.REJECTED]),
  Comment: zf.optText(1000),
});
export type TLeaveRequestDecision = z.output<typeof ZLeaveRequestDecision>;

export const ZLeaveRequestPendingCount = z.object({ Count: z.number().int() });
export const ZLeaveRequestFileQuery = z.object({ id: ZId });

/** Day numbers of `YYYY-MM-DD` (UTC midnight), for ranges. */
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** The range a request covers: day type as given, month type widened to whole months (first to last day). */
export function leaveRange(dateType: number, fromDate: string, toDate: string): { from: string; to: string; count: number } {
  if (dateType === DATE_TYPE.MONTH) {
    const from = `${fromDate.slice(0, 7)}-01`;
    const [y, m] = toDate.slice(0, 7).split('-').map(Number) as [number, number];
    const to = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    const [fy, fm] = fromDate.slice(0, 7).split('-').map(Number) as [number, number];
    return { from, to, count: (y - fy) * 12 + (m - fm) + 1 };
  }
  return { from: fromDate, to: toDate, count: dayNumber(toDate) - dayNumber(fromDate) + 1 };
}

/**
 * Portal §4 'Leave dates': choosing a start after the end moves the end to the start; choosing an end
 * before the start moves the start to the end. `changed` names the date the user just chose.
 */
export function correctLeaveDates(from: string | undefined, to: string | undefined, changed: 'from' | 'to'): { from?: string; to?: string } {
  if (!from || !to || from <= to) return { from, to };
  return changed === 'from' ? { from, to: from } : { from: to, to };
}
