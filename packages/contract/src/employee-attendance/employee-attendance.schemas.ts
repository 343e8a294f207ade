import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZCalendarDate } from '../common/date.schemas';
import { ZRef, zf } from '../common/fields.schemas';
import { PERSON_FULL_NAME } from '../common/person.schemas';
import { ATTENDANCE_STATUS, EXPORT_FILE_TYPE } from '../enum/enum.values';

/**
 * Employee attendance (data-calls §3 'Employees' daily attendance, §7 'Attendance' employee calls): one row
 * per campus, employee and school day (Asia/Phnom_Penh) with the status (ATTENDANCE_STATUS: absence 0,
 * present 1, late 2, permission 3, mission 6) and the four clock times of a Cambodian school day, morning
 * in/out and afternoon in/out (`HH:mm`). Rows carry a Version: a batch save names the version it read.
 */

/** The statuses an employee day may take (portal §3 'Attendance status'). */
export const EMPLOYEE_ATTENDANCE_STATUSES = Object.values(ATTENDANCE_STATUS) as readonly number[];

/** The four clock slots of a day, in the order a day fills them. */
export const EMPLOYEE_ATTENDANCE_SLOTS = ['MorningIn', 'MorningOut', 'AfternoonIn', 'AfternoonOut'] as const;
export type TEmployeeAttendanceSlot = (typeof EMPLOYEE_ATTENDANCE_SLOTS)[number];

/** Longest range a monthly grid, an individual record or a report covers (a month and a bit). */
export const EMPLOYEE_ATTENDANCE_MAX_DAYS = 31;

const ZTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'ម៉ោងមិនត្រឹមត្រូវ (ម៉ោង:នាទី) | The time is not valid (HH:mm)' });
const blank = (v: unknown) => (v === '' || v === undefined ? null : v);
const ZOptTime = z.preprocess(blank, ZTime.nullable());

const TIMES = {
  MorningIn: z.string().nullable(),
  MorningOut: z.string().nullable(),
  AfternoonIn: z.string().nullable(),
  AfternoonOut: z.string().nullable(),
};

/** An employee as the attendance screens show her. */
const EMPLOYEE_FIELDS = {
  EmployeeId: ZId,
  Code: z.string(),
  ...PERSON_FULL_NAME,
  Gender: z.number().int(),
  Position: ZRef.nullable(),
  /** Teaches at least one class of the current academic year (the teacher reports' people). */
  IsTeacher: z.boolean(),
};

/** One employee on one day: her recorded row, or nulls when nothing was recorded yet (Id and Version null). */
export const ZEmployeeAttendanceDay = z.object({
  ...EMPLOYEE_FIELDS,
  Id: ZId.nullable(),
  Date: z.string(),
  AttendanceType: z.number().int().nullable(),
  ...TIMES,
  Version: z.number().int().nullable(),
});
export type TEmployeeAttendanceDay = z.infer<typeof ZEmployeeAttendanceDay>;

/** A recorded day (individual record and monthly grid cells). */
export const ZEmployeeAttendanceRecord = z.object({
  Id: ZId,
  Date: z.string(),
  AttendanceType: z.number().int(),
  ...TIMES,
  Version: z.number().int(),
});
export type TEmployeeAttendanceRecord = z.infer<typeof ZEmployeeAttendanceRecord>;

/** Days of each status in a range (data-calls §3: absence, present, late, permission, mission). */
export const ZEmployeeAttendanceCounts = z.object({
  Absence: z.number().int(),
  Present: z.number().int(),
  Late: z.number().int(),
  Permission: z.number().int(),
  Mission: z.number().int(),
});
export type TEmployeeAttendanceCounts = z.infer<typeof ZEmployeeAttendanceCounts>;

export const ZEmployeeAttendanceMonthlyRow = z.object({
  ...EMPLOYEE_FIELDS,
  /** One entry per day of `Days`, null when the day has no row. */
  Days: z.array(ZEmployeeAttendanceRecord.nullable()),
  Counts: ZEmployeeAttendanceCounts,
});
export type TEmployeeAttendanceMonthlyRow = z.infer<typeof ZEmployeeAttendanceMonthlyRow>;

export const ZEmployeeAttendanceMonthly = z.object({
  FromDate: z.string(),
  ToDate: z.string(),
  Days: z.array(z.string()),
  Employees: z.array(ZEmployeeAttendanceMonthlyRow),
});
export type TEmployeeAttendanceMonthly = z.infer<typeof ZEmployeeAttendanceMonthly>;

export const ZEmployeeAttendanceIndividual = z.object({
  Employee: z.object(EMPLOYEE_FIELDS),
  FromDate: z.string(),
  ToDate: z.string(),
  Counts: ZEmployeeAttendanceCounts,
  Detail: z.array(ZEmployeeAttendanceRecord),
});
export type TEmployeeAttendanceIndividual = z.infer<typeof ZEmployeeAttendanceIndividual>;

/** What a scan recorded: whose card, which slot, at what school time. */
export const ZEmployeeAttendanceScan = z.object({
  Employee: z.object(EMPLOYEE_FIELDS),
  Date: z.string(),
  Slot: z.enum(EMPLOYEE_ATTENDANCE_SLOTS),
  Time: z.string(),
  /** True when the same card was read again within a minute: nothing new was written. */
  Repeated: z.boolean(),
  Record: ZEmployeeAttendanceRecord,
});
export type TEmployeeAttendanceScan = z.infer<typeof ZEmployeeAttendanceScan>;

// ---------------------------------------------------------------------------------------------------
// Requests

export const ZEmployeeAttendanceDateQuery = z.object({ date: ZCalendarDate });
export type TEmployeeAttendanceDateQuery = z.infer<typeof ZEmployeeAttendanceDateQuery>;

export const ZEmployeeAttendanceRangeQuery = z.object({ fromDate: ZCalendarDate, toDate: ZCalendarDate });
export type TEmployeeAttendanceRangeQuery = z.infer<typeof ZEmployeeAttendanceRangeQuery>;

export const ZEmployeeAttendanceIndividualQuery = z.object({ id: ZId, fromDate: ZCalendarDate, toDate: ZCalendarDate });
export type TEmployeeAttendanceIndividualQuery = z.infer<typeof ZEmployeeAttendanceIndividualQuery>;

/** Reports: the range and the file (portal §3 'Export file type': PDF 0, Excel 1; PDF by default). */
export const ZEmployeeAttendanceReportQuery = z.object({
  fromDate: ZCalendarDate,
  toDate: ZCalendarDate,
  exportType: zf.oneOfOr(Object.values(EXPORT_FILE_TYPE), EXPORT_FILE_TYPE.PDF),
});
export type TEmployeeAttendanceReportQuery = z.infer<typeof ZEmployeeAttendanceReportQuery>;

/**
 * The rows of a report screen's Run (designed: the spec names only the files): the range of the daily or
 * monthly report and whose (`employee` every employee, `teacher` the teachers of the current year), answered
 * as the monthly grid is, so the screen shows what the file will hold.
 */
export const ZEmployeeAttendanceReportRowsQuery = z.object({
  fromDate: ZCalendarDate,
  toDate: ZCalendarDate,
  people: z.enum(['employee', 'teacher']).default('employee'),
});
export type TEmployeeAttendanceReportRowsQuery = z.infer<typeof ZEmployeeAttendanceReportRowsQuery>;

/** One employee day of a batch save; Version is the one read (null: no row was read). */
export const ZEmployeeAttendanceSaveItem = z.strictObject({
  EmployeeId: ZId,
  Date: ZCalendarDate,
  AttendanceType: zf.oneOf(EMPLOYEE_ATTENDANCE_STATUSES),
  MorningIn: ZOptTime.optional(),
  MorningOut: ZOptTime.optional(),
  AfternoonIn: ZOptTime.optional(),
  AfternoonOut: ZOptTime.optional(),
  Version: z.number().int().min(1).nullable().optional(),
});
export type TEmployeeAttendanceSaveItem = z.infer<typeof ZEmployeeAttendanceSaveItem>;

/** `POST /api/employee-attendance/batch-save` (JSON): every row in one transaction. */
export const ZEmployeeAttendanceBatchSave = z.strictObject({ Items: z.array(ZEmployeeAttendanceSaveItem).min(1).max(1000) });
export type TEmployeeAttendanceBatchSave = z.infer<typeof ZEmployeeAttendanceBatchSave>;

/** `POST /api/employee-attendance/scan` (form): the text read from the card (its number, or the employee code of its QR). */
export const ZEmployeeAttendanceScanBody = z.strictObject({ Code: z.string().trim().min(1, { message: 'required' }).max(200) });
export type TEmployeeAttendanceScanBody = z.infer<typeof ZEmployeeAttendanceScanBody>;

/** A row that changed since the save's page was read (the 409's Data). */
export const ZEmployeeAttendanceConflict = z.object({ EmployeeId: ZId, Date: z.string(), FullName: z.string(), FullNameEn: z.string() });
export type TEmployeeAttendanceConflict = z.infer<typeof ZEmployeeAttendanceConflict>;
