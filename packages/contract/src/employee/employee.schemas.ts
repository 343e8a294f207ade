import { z } from 'zod';
import { ZId, ZPageQuery } from '../common/envelope.schemas';
import { ZUploadFile } from '../common/form.schemas';
import { ZRef, ZVersion, zf } from '../common/fields.schemas';
import { ZCalendarDate, todayInCambodia } from '../common/date.schemas';
import { ZPhone } from '../user/user.schemas';
import { ACTIVE_STATUS } from '../enum/enum.values';
import { GENDER } from '../common/actor.schemas';
import { ACADEMIC_TIME_SHIFT, enumValues } from '../enum/enum.setup';
import { PERSON_FULL_NAME, personNameInput } from '../common/person.schemas';
import { ZRoutineOnDate } from '../routine/routine.schemas';

/**
 * Employees (portal §2 'Administration' /administration/employee, data-calls §3 and §7 'Employees'):
 * the person with position, cards and addresses, the status filter (EMPLOYEE_STATUS, default 0 active),
 * the classes a teacher teaches (main or reserve, time shift, subjects) and what is read from them.
 */

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

/** A list of objects sent in a form or multipart body as JSON text (or as a JSON array in a JSON body). */
const jsonList = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((v) => {
    const e = blank(v);
    if (e === undefined) return [];
    if (typeof e === 'string') {
      try {
        return JSON.parse(e) as unknown;
      } catch {
        return e;
      }
    }
    return e;
  }, z.array(item).max(max));

const ZBirthDate = ZCalendarDate.refine((d) => d >= '1900-01-01' && d <= todayInCambodia(), {
  message: 'ថ្ងៃខែឆ្នាំកំណើតមិនអាចនៅថ្ងៃអនាគត ឬមុនឆ្នាំ ១៩០០ បានទេ | The date of birth cannot be in the future or before 1900',
});
const ZEmail = z
  .string()
  .trim()
  .max(200)
  .pipe(z.email({ message: 'អ៊ីមែលមិនត្រឹមត្រូវ | The email address is not valid' }));

// ---------------------------------------------------------------------------------------------------
// Answers

export const ZProvinceName = z.object({ Id: z.number().int(), Name: z.string(), NameEn: z.string() });

/** A card the employee holds (a card kind of actor type employee, its number and validity). */
export const ZEmployeeCard = z.object({
  Id: ZId,
  CardId: ZId,
  Card: ZRef,
  CardNumber: z.string().nullable(),
  IssueDate: z.string().nullable(),
  ExpiryDate: z.string().nullable(),
});
export type TEmployeeCard = z.infer<typeof ZEmployeeCard>;

export const ZEmployeeAddress = z.object({
  Id: ZId,
  ProvinceId: z.number().int().nullable(),
  Province: ZProvinceName.nullable(),
  Address: z.string(),
  IsPrimary: z.boolean(),
});
export type TEmployeeAddress = z.infer<typeof ZEmployeeAddress>;

/** A row of the employee list. Names are written family name first, as Cambodian names are. */
export const ZEmployeeListItem = z.object({
  Id: ZId,
  Code: z.string(),
  ...PERSON_FULL_NAME,
  Gender: z.number().int(),
  DateOfBirth: z.string().nullable(),
  MobilePhone: z.string().nullable(),
  Email: z.string().nullable(),
  PositionId: ZId.nullable(),
  Position: ZRef.nullable(),
  Status: z.number().int(),
  /** Picture URL with a `v=` that changes with the picture (portal §5), or null. */
  Profile: z.string().nullable(),
  /** The account of the employee, if one was made (`/api/sms/mobile-user`). */
  MobileUserId: ZId.nullable(),
  Username: z.string().nullable(),
  Version: z.number().int(),
});
export type TEmployeeListItem = z.infer<typeof ZEmployeeListItem>;

/** `GET /api/employee/find-by-id`: the whole record. */
export const ZEmployee = ZEmployeeListItem.extend({
  PlaceOfBirth: z.string().nullable(),
  Nationality: z.string().nullable(),
  HireDate: z.string().nullable(),
  StatusReason: z.string().nullable(),
  Cards: z.array(ZEmployeeCard),
  Addresses: z.array(ZEmployeeAddress),
});
export type TEmployee = z.infer<typeof ZEmployee>;

// ---------------------------------------------------------------------------------------------------
// Requests

/** `GET /api/employee/list` and `/export/list`: status default 0 (data-calls §9), paged, searchable. */
export const ZEmployeeListQuery = ZPageQuery.extend({
  status: z.preprocess(
    blank,
    z.coerce
      .number()
      .int()
      .refine((v) => enumValues(ACTIVE_STATUS).includes(v), { message: 'តម្លៃនេះមិនមែនជាជម្រើសដែលអនុញ្ញាតទេ | This value is not one of the allowed choices' })
      .default(0),
  ),
  /** Only teachers of a class of this level classified in the year (the current year by default). */
  academicLevelClassifiedId: optional(ZId),
  academicYearId: optional(ZId),
  /** Code, Khmer or Latin name, phone or email. */
  search: optional(z.string().trim().max(100)),
});
export type TEmployeeListQuery = z.infer<typeof ZEmployeeListQuery>;
export const ZEmployeeExportQuery = ZEmployeeListQuery.omit({ pageIndex: true, pageSize: true });
export type TEmployeeExportQuery = z.infer<typeof ZEmployeeExportQuery>;

export const ZEmployeeIdQuery = z.object({ id: ZId });
/** `GET /api/employee/activate|deactivate?employeeId` (spec); `version`, when sent, must be the one read. */
export const ZEmployeeStatusQuery = z.object({
  employeeId: ZId,
  version: optional(z.coerce.number().int().min(1)),
  reason: optional(z.string().trim().max(500)),
});

const ZCardInput = z.strictObject({
  /** The card row being kept (update); absent for a new card. */
  Id: optional(ZId),
  CardId: ZId,
  CardNumber: optional(z.string().trim().max(50)),
  IssueDate: optional(ZCalendarDate),
  ExpiryDate: optional(ZCalendarDate),
});
export type TEmployeeCardInput = z.infer<typeof ZCardInput>;

const ZAddressInput = z.strictObject({
  Id: optional(ZId),
  ProvinceId: optional(z.coerce.number().int().min(1).max(99)),
  Address: z.string().trim().min(1, { message: 'required' }).max(500),
  IsPrimary: zf.bool(false),
});
export type TEmployeeAddressInput = z.infer<typeof ZAddressInput>;

const employeeFields = {
  /** Unique in the school; made from the next free number (E0001 …) when left empty. */
  Code: optional(zf.code()),
  ...personNameInput(() => zf.text(100)),
  Gender: zf.oneOf(Object.values(GENDER)),
  DateOfBirth: optional(ZBirthDate),
  PlaceOfBirth: optional(z.string().trim().max(300)),
  Nationality: optional(z.string().trim().max(100)),
  MobilePhone: optional(ZPhone),
  Email: optional(ZEmail),
  PositionId: zf.optId(),
  HireDate: optional(ZCalendarDate),
  /** JSON text in a form: `[{"CardId":"…","CardNumber":"…"}]`. The whole list: cards left out are removed. */
  Cards: jsonList(ZCardInput, 20),
  /** JSON text in a form: `[{"ProvinceId":12,"Address":"…","IsPrimary":true}]`. The whole list. */
  Addresses: jsonList(ZAddressInput, 10),
  Profile: optional(ZUploadFile),
  RemoveProfile: zf.bool(false),
};

const cardRules = (v: { Cards: TEmployeeCardInput[]; Addresses: TEmployeeAddressInput[] }, ctx: z.RefinementCtx) => {
  v.Cards.forEach((c, i) => {
    if (c.IssueDate && c.ExpiryDate && c.ExpiryDate < c.IssueDate)
      ctx.addIssue({ code: 'custom', path: ['Cards', i, 'ExpiryDate'], message: 'ថ្ងៃផុតកំណត់ត្រូវនៅក្រោយថ្ងៃចេញ | The expiry date must be after the issue date' });
  });
  if (v.Addresses.filter((a) => a.IsPrimary).length > 1)
    ctx.addIssue({ code: 'custom', path: ['Addresses'], message: 'អាសយដ្ឋានចម្បងមានតែមួយប៉ុណ្ណោះ | Only one address can be the primary one' });
};

/** `POST /api/employee` (multipart). */
export const ZEmployeeCreate = z.strictObject(employeeFields).superRefine(cardRules);
export type TEmployeeCreate = z.output<typeof ZEmployeeCreate>;
/** `PUT /api/employee` (multipart): the whole record at the Version read. */
export const ZEmployeeUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...employeeFields }).superRefine(cardRules);
export type TEmployeeUpdate = z.output<typeof ZEmployeeUpdate>;

// ---------------------------------------------------------------------------------------------------
// Teaching: the classes and subjects of a teacher

export const ZTeachingSubject = z.object({
  /** The row linking the assignment and the subject (`DELETE /api/employee/academic-class/subject?id`). */
  Id: ZId,
  CourseLevelSubjectId: ZId,
  SubjectId: ZId,
  Description: z.string(),
  DescriptionEn: z.string(),
  Version: z.number().int(),
});
export type TTeachingSubject = z.infer<typeof ZTeachingSubject>;

/** data-calls §3 'Employees': academic class assignment (Id, AcademicYearId, AcademicClassId, IsReserve, IsMain, AcademicTimeShift, Subjects). */
export const ZEmployeeAcademicClass = z.object({
  Id: ZId,
  EmployeeId: ZId,
  AcademicYearId: ZId,
  AcademicYear: ZRef,
  AcademicClassId: ZId,
  AcademicClass: ZRef.extend({ Code: z.string() }),
  CourseLevelId: ZId,
  CourseLevel: ZRef,
  /** The class's main (homeroom) teacher; a reserve main teacher stands in for her. */
  IsMain: z.boolean(),
  IsReserve: z.boolean(),
  AcademicTimeShift: z.number().int(),
  AcademicTimeShiftName: z.string(),
  AcademicTimeShiftNameEn: z.string(),
  Subjects: z.array(ZTeachingSubject),
  Version: z.number().int(),
});
export type TEmployeeAcademicClass = z.infer<typeof ZEmployeeAcademicClass>;

export const ZEmployeeAcademicClassQuery = z.object({ id: ZId, academicYearId: optional(ZId) });

const assignmentFields = {
  AcademicClassId: zf.id(),
  /** spec: IsMain default true. */
  IsMain: zf.bool(true),
  IsReserve: zf.bool(false),
  /** The class's own time shift when absent. */
  AcademicTimeShift: zf.optOneOf(enumValues(ACADEMIC_TIME_SHIFT)),
};
/** `POST /api/employee/academic-class` (JSON or form): `CourseLevelSubjectIds` are the subjects she teaches there. */
export const ZEmployeeAcademicClassCreate = z.strictObject({ EmployeeId: zf.id(), ...assignmentFields, CourseLevelSubjectIds: zf.ids() });
export type TEmployeeAcademicClassCreate = z.output<typeof ZEmployeeAcademicClassCreate>;
/** `PUT /api/employee/academic-class`: `CourseLevelSubjectIds`, when sent, replace the subjects. */
export const ZEmployeeAcademicClassUpdate = z.strictObject({
  Id: zf.id(),
  Version: ZVersion,
  ...assignmentFields,
  CourseLevelSubjectIds: z.preprocess(blank, zf.ids().optional()),
});
export type TEmployeeAcademicClassUpdate = z.output<typeof ZEmployeeAcademicClassUpdate>;

/** `POST /api/employee/academic-class/subject`: one or more subjects added to an assignment. */
export const ZTeachingSubjectCreate = z
  .strictObject({ EmployeeAcademicClassId: zf.id(), CourseLevelSubjectId: zf.optId(), CourseLevelSubjectIds: zf.ids() })
  .refine((v) => v.CourseLevelSubjectId !== undefined || v.CourseLevelSubjectIds.length > 0, {
    path: ['CourseLevelSubjectId'],
    message: 'សូមជ្រើសរើសមុខវិជ្ជា | Choose a subject',
  });
export type TTeachingSubjectCreate = z.output<typeof ZTeachingSubjectCreate>;
/** `PUT /api/employee/academic-class/subject`: another subject in place of this one. */
export const ZTeachingSubjectUpdate = z.strictObject({ Id: zf.id(), Version: ZVersion, CourseLevelSubjectId: zf.id() });
export type TTeachingSubjectUpdate = z.output<typeof ZTeachingSubjectUpdate>;

/** `GET /api/employee/academic-course-level/subject?courseLevelId&academicClassId`. */
export const ZClassSubjectQuery = z.object({ academicClassId: ZId, courseLevelId: optional(ZId) });
/** A subject of the class's grade in its year, with who teaches it there. */
export const ZClassSubject = z.object({
  Id: ZId,
  SubjectId: ZId,
  SubjectGroupRootId: ZId,
  Description: z.string(),
  DescriptionEn: z.string(),
  IsScoring: z.boolean(),
  ProgramType: z.number().int(),
  SortIndex: z.number().int(),
  Teachers: z.array(z.object({ EmployeeId: ZId, FullName: z.string(), FullNameEn: z.string(), IsReserve: z.boolean() })),
});
export type TClassSubject = z.infer<typeof ZClassSubject>;

/** `GET /api/employee/is-main-teacher?id`: id is an academic class; the answer is about the signed-in user. */
export const ZIsMainTeacherQuery = z.object({ id: ZId });

/** `GET /api/employee/teacher-teaching-class?id`: the teacher (the signed-in user's own record when absent). */
export const ZTeacherTeachingClassQuery = z.object({ id: optional(ZId), academicYearId: optional(ZId) });

/** `GET /api/employee/schedule?id`. */
export const ZScheduleQuery = z.object({ id: optional(ZId), academicYearId: optional(ZId), date: optional(ZCalendarDate) });

export const ZSchedulePeriod = z.object({ Id: ZId, From: z.string(), To: z.string(), Description: z.string(), DescriptionEn: z.string() });
export const ZScheduleClass = z.object({
  EmployeeAcademicClassId: ZId,
  AcademicClassId: ZId,
  AcademicClass: ZRef.extend({ Code: z.string() }),
  IsMain: z.boolean(),
  IsReserve: z.boolean(),
  AcademicTimeShift: z.number().int(),
  AcademicTimeShiftName: z.string(),
  AcademicTimeShiftNameEn: z.string(),
  Subjects: z.array(ZTeachingSubject),
  /** The periods of the class's level in that time shift (session times). */
  Periods: z.array(ZSchedulePeriod),
});
/**
 * A teacher's week: each study day lists the classes the teacher teaches with their subjects and the
 * periods of their time shift, and Routines holds her class routines (with `date`: the routines she
 * teaches that date, substitutes applied; without: the routines of her week).
 */
export const ZEmployeeSchedule = z.object({
  EmployeeId: ZId,
  AcademicYearId: ZId.nullable(),
  Date: z.string().nullable(),
  Days: z.array(z.object({ Day: z.number().int(), Name: z.string(), NameEn: z.string(), Classes: z.array(ZScheduleClass) })),
  Routines: z.array(ZRoutineOnDate),
});
export type TEmployeeSchedule = z.infer<typeof ZEmployeeSchedule>;

/** `GET /api/employee/academic-code?academicYearId` (designed): the teachers of a year, their codes and classes. */
export const ZAcademicCodeQuery = z.object({ academicYearId: optional(ZId) });
export const ZEmployeeAcademicCode = z.object({
  EmployeeId: ZId,
  Code: z.string(),
  FullName: z.string(),
  FullNameEn: z.string(),
  Gender: z.number().int(),
  Position: ZRef.nullable(),
  AcademicClasses: z.array(
    z.object({
      EmployeeAcademicClassId: ZId,
      AcademicClassId: ZId,
      Code: z.string(),
      Description: z.string(),
      DescriptionEn: z.string(),
      IsMain: z.boolean(),
      IsReserve: z.boolean(),
      AcademicTimeShift: z.number().int(),
      Subjects: z.array(ZTeachingSubject),
    }),
  ),
});
export type TEmployeeAcademicCode = z.infer<typeof ZEmployeeAcademicCode>;

/** `GET /api/employee/position`: every position, for the employee form's choice. */
export const ZEmployeePosition = z.object({ Id: ZId, Description: z.string(), DescriptionEn: z.string(), SortIndex: z.number().int() });
