import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZRef, zf } from '../common/fields.schemas';
import { ZCalendarDate } from '../common/date.schemas';

/**
 * Class routines (portal §2 '/schedule', '/schedule/detail', '/schedule-management/schedule-arrangement';
 * portal §5 'Routine: CourseLevelSubjectId, EmployeeId, RoomId'): one subject of a class taught by one
 * teacher in one room, in one session time (period) of one day of the week, and substitutes (the routine
 * on one date taught by another teacher).
 */

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

/** Day of the week as the session calendar numbers it: 1 Monday … 7 Sunday. */
export const ZDayOfWeek = zf.int(1, 7);

export const ZRoutineSessionTime = z.object({
  Id: ZId,
  From: z.string(),
  To: z.string(),
  Description: z.string(),
  DescriptionEn: z.string(),
  SortIndex: z.number().int(),
});
export type TRoutineSessionTime = z.infer<typeof ZRoutineSessionTime>;

export const ZRoutineDay = z.object({ Day: z.number().int(), Name: z.string(), NameEn: z.string() });

const ZTeacherRef = z.object({ Id: ZId, Code: z.string(), FullName: z.string(), FullNameEn: z.string() });

/** A substitute of a routine on one date. */
export const ZRoutineSubstitute = z.object({ Id: ZId, Date: z.string(), Teacher: ZTeacherRef, Note: z.string(), Version: z.number().int() });
export type TRoutineSubstitute = z.infer<typeof ZRoutineSubstitute>;

/** One routine (a cell of a class's week). */
export const ZRoutine = z.object({
  Id: ZId,
  AcademicYearId: ZId,
  AcademicClassId: ZId,
  AcademicClass: ZRef.extend({ Code: z.string() }),
  DayOfWeek: z.number().int(),
  DayName: z.string(),
  DayNameEn: z.string(),
  AcademicSessionTimeId: ZId,
  SessionTime: ZRoutineSessionTime,
  CourseLevelSubjectId: ZId,
  Subject: ZRef,
  EmployeeId: ZId,
  Teacher: ZTeacherRef,
  RoomId: ZId.nullable(),
  Room: ZRef.extend({ Code: z.string() }).nullable(),
  Version: z.number().int(),
});
export type TRoutine = z.infer<typeof ZRoutine>;

/** A routine on one date: the teacher of that day (the substitute's when there is one). */
export const ZRoutineOnDate = ZRoutine.extend({
  /** Null in a week listing (no date, no substitute). */
  Date: z.string().nullable(),
  /** The substitute of that date, if any; Teacher/EmployeeId above are then the substitute. */
  Substitute: ZRoutineSubstitute.nullable(),
  /** The teacher of the week (the routine's own). */
  RegularTeacher: ZTeacherRef,
});
export type TRoutineOnDate = z.infer<typeof ZRoutineOnDate>;

/** A week grid: the days and periods its rows and columns are, and the routines in its cells. */
export const ZRoutineWeek = z.object({
  AcademicYearId: ZId.nullable(),
  /** The class of a class's week (null for a teacher's). */
  AcademicClass: ZRef.extend({ Code: z.string(), CourseLevelId: ZId, AcademicTimeShift: z.number().int() }).nullable(),
  Teacher: ZTeacherRef.nullable(),
  Days: z.array(ZRoutineDay),
  SessionTimes: z.array(ZRoutineSessionTime),
  Routines: z.array(ZRoutine),
});
export type TRoutineWeek = z.infer<typeof ZRoutineWeek>;

/** `GET /api/routine?academicClassId` (a class's week) or `?employeeId[&academicYearId]` (a teacher's week). */
export const ZRoutineWeekQuery = z.object({ academicClassId: optional(ZId), employeeId: optional(ZId), academicYearId: optional(ZId) });

const routineFields = {
  AcademicClassId: ZId,
  DayOfWeek: ZDayOfWeek,
  AcademicSessionTimeId: ZId,
  CourseLevelSubjectId: ZId,
  EmployeeId: ZId,
  RoomId: zf.optId(),
  /** The office confirms a teacher who has no teaching assignment for this subject in this class (warned first). */
  ConfirmOutsideAssignment: zf.bool(false),
};

/** `POST /api/routine` (JSON). */
export const ZRoutineCreate = z.strictObject(routineFields);
export type TRoutineCreate = z.infer<typeof ZRoutineCreate>;

/** `PUT /api/routine` (JSON). */
export const ZRoutineUpdate = z.strictObject({ Id: ZId, Version: zf.int(1), ...routineFields });
export type TRoutineUpdate = z.infer<typeof ZRoutineUpdate>;

export const ZRoutineIdQuery = z.object({ id: ZId });

/** `GET /api/routine/detail?id[&date]`: one routine (and its teacher of that date). */
export const ZRoutineDetailQuery = z.object({ id: ZId, date: optional(ZCalendarDate) });
export const ZRoutineDetail = ZRoutineOnDate.extend({ Substitutes: z.array(ZRoutineSubstitute.extend({ RoutineId: ZId })) });
export type TRoutineDetail = z.infer<typeof ZRoutineDetail>;

/** `POST /api/routine/substitute` (JSON): the routine on Date taught by EmployeeId (replaces that date's substitute). */
export const ZRoutineSubstituteSave = z.strictObject({
  ClassRoutineId: ZId,
  Date: ZCalendarDate,
  EmployeeId: ZId,
  Note: z.string().trim().max(500).optional().default(''),
});
export type TRoutineSubstituteSave = z.infer<typeof ZRoutineSubstituteSave>;

/** `POST /api/routine/copy` (JSON): a class's week onto another class of the same grade (its routines replaced). */
export const ZRoutineCopy = z.strictObject({ FromAcademicClassId: ZId, ToAcademicClassId: ZId });
/** `POST /api/routine/copy-year` (JSON): last year's routines into the classes of a new year, matched by grade and class code. */
export const ZRoutineCopyYear = z.strictObject({ FromAcademicYearId: ZId, ToAcademicYearId: ZId });
export const ZRoutineCopyResult = z.object({ Copied: z.number().int(), Skipped: z.number().int(), Classes: z.number().int() });
export type TRoutineCopyResult = z.infer<typeof ZRoutineCopyResult>;

/**
 * `GET /api/schedule/class?id&date[&isConfirm]`: a class's routines on a date (data-calls §5: date today by
 * default, isConfirm empty). `isConfirm` filters on the class's attendance of that day being confirmed (data-calls
 * §4 'Confirmed/unconfirmed filter via IsConfirmed'): `true` the routines of a confirmed day only, `false` of a
 * day not confirmed only, empty every routine.
 */
export const ZScheduleClassQuery = z.object({
  id: ZId,
  date: optional(ZCalendarDate),
  isConfirm: optional(z.enum(['true', 'false'], { message: 'isConfirm: true, false or empty | isConfirm ត្រូវជា true, false ឬទទេ' })),
});

/** A routine of the class's day with the state of the day's attendance (data-calls §3 'Attendance record … IsConfirmed'). */
export const ZScheduleClassRoutine = ZRoutineOnDate.extend({ IsConfirmed: z.boolean() });
export type TScheduleClassRoutine = z.infer<typeof ZScheduleClassRoutine>;

/** `GET /api/student/schedule-class?id`: a student's class week (own when id is absent). */
export const ZStudentScheduleQuery = z.object({ id: optional(ZId), academicYearId: optional(ZId) });

/** `GET /api/report-filter/routine?academicClassId[&academicYearId]`: routines to pick in report filters. */
export const ZRoutineFilterQuery = z.object({ academicClassId: optional(ZId), academicYearId: optional(ZId) });
export const ZRoutineFilterItem = z.object({
  Id: ZId,
  AcademicClassId: ZId,
  DayOfWeek: z.number().int(),
  Description: z.string(),
  DescriptionEn: z.string(),
});

/** `GET /api/routine/my-day?date`: the signed-in teacher's or student's routines of a date (today by default). */
export const ZRoutineDayQuery = z.object({ date: optional(ZCalendarDate) });
export const ZRoutineMyDay = z.object({ Date: z.string(), DayOfWeek: z.number().int(), Routines: z.array(ZRoutineOnDate) });
export type TRoutineMyDay = z.infer<typeof ZRoutineMyDay>;

/** `GET /api/routine/print?academicClassId|employeeId[&academicYearId]`: the printable week (PDF). */
export const ZRoutinePrintQuery = ZRoutineWeekQuery;
