import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZCalendarDate } from '../common/date.schemas';
import { zf } from '../common/fields.schemas';
import { EXPORT_FILE_TYPE } from '../enum/enum.values';
import { ZCalendarMonth, ZStudentAttendanceCounts } from '../student-attendance/student-attendance.schemas';

/**
 * The student attendance reports of the report menu (portal §2 'Reports', `/report/attendance/student/*`):
 * daily, by session, monthly (the MoEYS monthly register; also per exam month, data-calls §7 'Reports'
 * `/report/attendance/student-monthly?examTypeId&academicClassId`), per subject of the timetable, and yearly.
 *
 * A "session" is a class routine held on a school date (its weekday, inside the class's academic year, not a
 * holiday); by date (campus attendance type 1) a class's day is one session. A session is taken when its sheet
 * was saved; a session not taken has no marks and is never counted as present: every answer names how many
 * sessions were held and how many were taken. Counts are marks (one per student and session), as
 * `GET /api/student-attendance/student-monthly` counts them.
 */

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const optionalId = z.preprocess(blank, ZId.optional());
const exportType = zf.oneOfOr(Object.values(EXPORT_FILE_TYPE), EXPORT_FILE_TYPE.PDF);

/** A student of a report's rows. */
const ZReportStudent = {
  StudentId: ZId,
  Code: z.string(),
  FullName: z.string(),
  FullNameEn: z.string(),
  Gender: z.number().int(),
};

/** A class's sessions held and taken (marks saved) in a period. */
const ZHeld = { Sessions: z.number().int(), Taken: z.number().int() };

// ---- daily: one day of a class, or of every class of a year

export const ZReportAttendanceDailyQuery = z.object({ date: ZCalendarDate, academicYearId: optionalId, academicClassId: optionalId });
export type TReportAttendanceDailyQuery = z.output<typeof ZReportAttendanceDailyQuery>;

export const ZReportAttendanceDailyRow = z.object({
  ...ZReportStudent,
  AcademicClassId: ZId,
  ClassName: z.string(),
  ClassNameEn: z.string(),
  /** The class's sessions of the day and how many were taken. */
  ...ZHeld,
  /** Her marks of the day (one per session taken). */
  Counts: ZStudentAttendanceCounts,
  /** An approved leave request covers the day. */
  OnLeave: z.boolean(),
});
export type TReportAttendanceDailyRow = z.infer<typeof ZReportAttendanceDailyRow>;

// ---- by session: the sessions of one day of a class

export const ZReportAttendanceClassDateQuery = z.object({ academicClassId: ZId, date: ZCalendarDate });

export const ZReportAttendanceSession = z.object({
  RoutineId: ZId,
  From: z.string(),
  To: z.string(),
  Subject: z.string(),
  SubjectEn: z.string(),
  Teacher: z.string(),
  TeacherEn: z.string(),
  Taken: z.boolean(),
  Counts: ZStudentAttendanceCounts,
});

export const ZReportAttendanceBySession = z.object({
  AcademicClassId: ZId,
  ClassName: z.string(),
  ClassNameEn: z.string(),
  Date: z.string(),
  Sessions: z.array(ZReportAttendanceSession),
  /** `Marks[i]`: her mark of `Sessions[i]` (null: the session was not taken, or she has no mark in it). */
  Students: z.array(z.object({ ...ZReportStudent, Marks: z.array(z.number().int().nullable()), Counts: ZStudentAttendanceCounts })),
});
export type TReportAttendanceBySession = z.infer<typeof ZReportAttendanceBySession>;

// ---- monthly: students × days of a month (or of an exam's period)

/** A month (`YYYY-MM`) or an exam (its period: a monthly exam its month; data-calls §7 `examTypeId`). */
export const ZReportAttendanceMonthlyQuery = z.object({ academicClassId: ZId, month: z.preprocess(blank, ZCalendarMonth.optional()), examTypeId: optionalId });
export type TReportAttendanceMonthlyQuery = z.output<typeof ZReportAttendanceMonthlyQuery>;
/** The spec's file call, `/report/attendance/student-monthly?examTypeId&academicClassId` (or `month`), PDF 0 or Excel 1. */
export const ZReportAttendanceMonthlyFileQuery = ZReportAttendanceMonthlyQuery.extend({ exportType });

export const ZReportAttendanceMonthly = z.object({
  AcademicClassId: ZId,
  ClassName: z.string(),
  ClassNameEn: z.string(),
  FromDate: z.string(),
  ToDate: z.string(),
  /** The exam counted over (null: a calendar month). */
  ExamType: z.object({ Id: ZId, Description: z.string(), DescriptionEn: z.string() }).nullable(),
  /** Every date of the period: sessions held (0: no school that day) and taken. */
  Dates: z.array(z.object({ Date: z.string(), Holiday: z.boolean(), ...ZHeld })),
  /** `Days[i]`: her marks of `Dates[i]`, in session order. */
  Students: z.array(z.object({ ...ZReportStudent, Days: z.array(z.array(z.number().int())), Counts: ZStudentAttendanceCounts })),
  ...ZHeld,
});
export type TReportAttendanceMonthly = z.infer<typeof ZReportAttendanceMonthly>;

// ---- per subject of the timetable over a range

export const ZReportAttendanceRangeQuery = z.object({ academicClassId: ZId, fromDate: ZCalendarDate, toDate: ZCalendarDate });
export type TReportAttendanceRangeQuery = z.output<typeof ZReportAttendanceRangeQuery>;

export const ZReportAttendanceSubjects = z.object({
  AcademicClassId: ZId,
  ClassName: z.string(),
  ClassNameEn: z.string(),
  FromDate: z.string(),
  ToDate: z.string(),
  /** The class's subjects of the timetable, each with its sessions held and taken in the range. */
  Subjects: z.array(z.object({ Id: ZId, Subject: z.string(), SubjectEn: z.string(), ...ZHeld })),
  /** `Subjects[i]`: her marks in `Subjects[i]`'s sessions. */
  Students: z.array(z.object({ ...ZReportStudent, Subjects: z.array(ZStudentAttendanceCounts), Counts: ZStudentAttendanceCounts })),
  ...ZHeld,
});
export type TReportAttendanceSubjects = z.infer<typeof ZReportAttendanceSubjects>;

// ---- yearly: per month of the class's academic year

export const ZReportAttendanceClassQuery = z.object({ academicClassId: ZId });

export const ZReportAttendanceYearly = z.object({
  AcademicClassId: ZId,
  ClassName: z.string(),
  ClassNameEn: z.string(),
  AcademicYear: z.object({ Id: ZId, Description: z.string(), DescriptionEn: z.string(), StartDate: z.string(), EndDate: z.string() }),
  /** The months of the year (`YYYY-MM`) with their sessions held and taken. */
  Months: z.array(z.object({ Month: z.string(), ...ZHeld })),
  /** `Months[i]`: her marks of `Months[i]`. */
  Students: z.array(z.object({ ...ZReportStudent, Months: z.array(ZStudentAttendanceCounts), Counts: ZStudentAttendanceCounts })),
  ...ZHeld,
});
export type TReportAttendanceYearly = z.infer<typeof ZReportAttendanceYearly>;

/** The files of the reports: the screen's query and `exportType` (PDF 0, Excel 1). */
export const ZReportAttendanceDailyFileQuery = ZReportAttendanceDailyQuery.extend({ exportType });
export const ZReportAttendanceClassDateFileQuery = ZReportAttendanceClassDateQuery.extend({ exportType });
export const ZReportAttendanceRangeFileQuery = ZReportAttendanceRangeQuery.extend({ exportType });
export const ZReportAttendanceClassFileQuery = ZReportAttendanceClassQuery.extend({ exportType });
