import { z } from 'zod';
import { ZDateOnly, ZId } from '../common/envelope.schemas';
import { ZRef, zf } from '../common/fields.schemas';
import { PERSON_FULL_NAME } from '../common/person.schemas';
import { EMPLOYEE_STATUS, EXPORT_FILE_TYPE, STUDENT_DROP_STATUS } from '../enum/enum.values';

/**
 * The statistics reports of the report menu (portal §2 'Reports' › statistics; data-calls §7 'Reports'), in the
 * Ministry's (MoEYS/EMIS) habit: every count of students or staff is a total with the number of girls or women
 * beside it. A report is read once per Run and answered as JSON, or written as a PDF or workbook (`exportType`).
 */

/** A count and how many of it are female (the Ministry's "សរុប / ស្រី"). */
export const ZSexCount = z.object({ Total: z.number().int(), Female: z.number().int() });
export type TSexCount = z.infer<typeof ZSexCount>;

const blank = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const exportType = () => zf.oneOfOr(Object.values(EXPORT_FILE_TYPE), EXPORT_FILE_TYPE.PDF);

/** A year (the current one when absent) and a period (the year's own dates when absent). */
export const ZStatisticPeriodFilter = z.object({
  academicYearId: optional(ZId),
  startDate: optional(ZDateOnly),
  endDate: optional(ZDateOnly),
});

/** The period a report counted, as the answer names it. */
const period = { AcademicYear: ZRef, StartDate: ZDateOnly, EndDate: ZDateOnly };

// ---- students by level (GET /report/statistic?examTypeId, spec: "JSON with Level, grouped by the client")

export const ZStudentByLevelQuery = z.object({ examTypeId: ZId });
export const ZStudentByLevelFileQuery = ZStudentByLevelQuery.extend({ exportType: exportType() });

/** One class of the exam's year with its grade (`Level`): students studying, and students who left (drop statuses). */
export const ZStudentByLevelRow = z.object({
  Level: ZRef,
  Id: ZId,
  Code: z.string(),
  Description: z.string(),
  DescriptionEn: z.string(),
  Studying: ZSexCount,
  Left: ZSexCount,
});
export type TStudentByLevelRow = z.infer<typeof ZStudentByLevelRow>;

// ---- students by age

export const ZStudentByAgeQuery = z.object({ academicYearId: optional(ZId), ageOn: optional(ZDateOnly) });
export const ZStudentByAgeFileQuery = ZStudentByAgeQuery.extend({ exportType: exportType() });

/** One grade: its studying students by age in whole years on `AgeOn` (aligned with the report's `Ages`). */
export const ZStudentByAgeRow = z.object({ Level: ZRef, ByAge: z.array(ZSexCount), UnknownAge: ZSexCount, Total: ZSexCount });
export const ZStudentByAgeReport = z.object({
  AcademicYear: ZRef,
  AgeOn: ZDateOnly,
  /** The ages that occur, youngest first: the columns. */
  Ages: z.array(z.number().int()),
  Rows: z.array(ZStudentByAgeRow),
});
export type TStudentByAgeReport = z.infer<typeof ZStudentByAgeReport>;

// ---- drop-outs

export const ZDropStudentQuery = ZStatisticPeriodFilter.extend({ status: zf.optOneOf(Object.values(STUDENT_DROP_STATUS)) });
export const ZDropStudentFileQuery = ZDropStudentQuery.extend({ exportType: exportType() });

/** One class: the students whose status changed to a leaving status in the period, per status (aligned with `Statuses`). */
export const ZDropStudentRow = z.object({
  Level: ZRef,
  Id: ZId,
  Description: z.string(),
  DescriptionEn: z.string(),
  ByStatus: z.array(ZSexCount),
  Total: ZSexCount,
});
/** One student who left: for the list under the counts. */
export const ZDroppedStudent = z.object({
  StudentId: ZId,
  Code: z.string(),
  ...PERSON_FULL_NAME,
  Gender: z.number().int(),
  ClassDescription: z.string(),
  ClassDescriptionEn: z.string(),
  Status: z.number().int(),
  StatusDate: ZDateOnly,
  Reason: z.string().nullable(),
});
export const ZDropStudentReport = z.object({
  ...period,
  Statuses: z.array(z.number().int()),
  Rows: z.array(ZDropStudentRow),
  Students: z.array(ZDroppedStudent),
});
export type TDropStudentReport = z.infer<typeof ZDropStudentReport>;

// ---- students per class over a semester (spec file: GET /api/sv/report/student-statistics?academicClassId&startDate&endDate)

export const ZClassSemesterQuery = ZStatisticPeriodFilter.extend({ academicClassId: optional(ZId) });
export const ZClassSemesterFileQuery = ZClassSemesterQuery.extend({ exportType: exportType() });

/**
 * One class: at the start of the period (placed, less those who had left before it), who left during it, at its
 * end, and the year's result (passed, failed) as recorded on the placements.
 */
export const ZClassSemesterRow = z.object({
  Level: ZRef,
  Id: ZId,
  Description: z.string(),
  DescriptionEn: z.string(),
  Start: ZSexCount,
  Left: ZSexCount,
  End: ZSexCount,
  Passed: ZSexCount,
  Failed: ZSexCount,
});
export const ZClassSemesterReport = z.object({ ...period, Rows: z.array(ZClassSemesterRow) });
export type TClassSemesterReport = z.infer<typeof ZClassSemesterReport>;

// ---- the school's education statistics census sheet (spec file: GET /api/sv/report/school-statistics?startDate&endDate)

export const ZSecQuery = ZStatisticPeriodFilter;
export const ZSecFileQuery = ZSecQuery.extend({ exportType: exportType() });

export const ZSecLevelRow = z.object({ Level: ZRef, Classes: z.number().int(), Studying: ZSexCount, Left: ZSexCount });
export const ZSecReport = z.object({
  ...period,
  Levels: z.array(ZSecLevelRow),
  /** Active employees, and those of them who teach this year (a class or a period of the timetable). */
  Staff: z.object({ Employees: ZSexCount, Teachers: ZSexCount }),
});
export type TSecReport = z.infer<typeof ZSecReport>;

// ---- employees

export const ZEmployeeStatisticQuery = z.object({ academicYearId: optional(ZId), status: zf.optOneOf(Object.values(EMPLOYEE_STATUS)) });
export const ZEmployeeStatisticFileQuery = ZEmployeeStatisticQuery.extend({ exportType: exportType() });

/** One position (null: employees without one): its employees, and those who teach in the year. */
export const ZEmployeeStatisticRow = z.object({ Position: ZRef.nullable(), Employees: ZSexCount, Teaching: ZSexCount });
export const ZEmployeeStatisticReport = z.object({ AcademicYear: ZRef, Rows: z.array(ZEmployeeStatisticRow) });
export type TEmployeeStatisticReport = z.infer<typeof ZEmployeeStatisticReport>;

// ---- teacher activity

export const ZTeacherActivityQuery = ZStatisticPeriodFilter;
export const ZTeacherActivityFileQuery = ZTeacherActivityQuery.extend({ exportType: exportType() });

/**
 * One teacher of the year (a class assignment or a period of the timetable): classes and subjects taught, periods
 * a week on the timetable, attendance sheets saved for her periods in the period, and score sheets of her classes
 * and subjects in the year's exams that hold at least one score.
 */
export const ZTeacherActivityRow = z.object({
  EmployeeId: ZId,
  Code: z.string(),
  ...PERSON_FULL_NAME,
  Gender: z.number().int(),
  Position: ZRef.nullable(),
  Classes: z.array(ZRef),
  Subjects: z.array(ZRef),
  PeriodsPerWeek: z.number().int(),
  AttendanceTaken: z.number().int(),
  ScoreSheets: z.number().int(),
});
export const ZTeacherActivityReport = z.object({ ...period, Rows: z.array(ZTeacherActivityRow) });
export type TTeacherActivityReport = z.infer<typeof ZTeacherActivityReport>;
