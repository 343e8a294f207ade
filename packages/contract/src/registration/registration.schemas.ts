import { z } from 'zod';
import { ZId, ZPageQuery } from '../common/envelope.schemas';
import { ZRef, ZVersion, zf } from '../common/fields.schemas';
import { ZUploadFile } from '../common/form.schemas';
import { isCalendarDate } from '../common/date.schemas';
import { GENDER } from '../common/actor.schemas';
import { REGISTRATION_STATUS } from '../enum/enum.values';
import { ZReferenceItem } from '../reference/reference.schemas';
import { PERSON_NAME, personNameInput } from '../common/person.schemas';

/**
 * Online registration (portal §2 'Registration' /register, /register/form, /register/login; §3
 * 'Pre-applicant'; data-calls §3 'Applicants and pre-applicants', §7 'Pre-applicants and external
 * registration'). A campus opens registration with a configuration (dates, year, grades offered, priority
 * subjects, questions); applicants register without an account and receive a reference code; the office
 * confirms them (pending 0 → confirmed 1), seats them in exam rooms, and pushes them to the applicant list.
 */

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);

/** A list of objects sent as JSON (a JSON text in form and multipart bodies). */
export const zJsonList = <T extends z.ZodType>(item: T, max = 50) =>
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

/** Dates of birth arrive as `YYYY-MM-DD` or as a Cambodian form writes them, `DD-MM-YYYY` / `DD/MM/YYYY`. */
export const zBirthDate = () =>
  z.preprocess(
    (v) => {
      const e = blank(v);
      if (typeof e !== 'string') return e;
      const s = e.trim();
      const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(s);
      return dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}` : s;
    },
    z
      .string({ message: 'required' })
      .refine(isCalendarDate, { message: 'invalid_date' })
      .refine((d) => d >= '1900-01-01' && d <= new Date().toISOString().slice(0, 10), {
        message: 'ថ្ងៃខែឆ្នាំកំណើតមិនអាចនៅថ្ងៃអនាគតបានទេ | The date of birth cannot be in the future',
      }),
  );

const PHONE = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;
const PHONE_MESSAGE = 'លេខទូរស័ព្ទមិនត្រឹមត្រូវ | The phone number is not valid';
export const zPhone = () => z.preprocess(blank, z.string().trim().regex(PHONE, { message: PHONE_MESSAGE }).optional());
export const zRequiredPhone = () => z.preprocess(blank, z.string({ message: 'required' }).trim().regex(PHONE, { message: PHONE_MESSAGE }));
export const zEmail = () => z.preprocess(blank, z.string().trim().max(200).email({ message: 'អ៊ីមែលមិនត្រឹមត្រូវ | The e-mail address is not valid' }).optional());
/** A Khmer name (Khmer script is expected but not forced: some applicants are foreigners). */
export const zNameKm = () => zf.text(100);
/** A name in Latin letters (lists sort and search by it). */
export const zNameEn = () =>
  zf.text(100).regex(/^[\p{Script=Latin}][\p{Script=Latin}\p{M} .'-]*$/u, { message: 'សូមសរសេរជាអក្សរឡាតាំង | Please write it in Latin letters' });

// ---------------------------------------------------------------------------------------------------
// Questions and occupations

/** How a question is answered: by choosing an occupation (with optional text), or by free text. */
export const QUESTION_ANSWER_TYPE = { OCCUPATION: 0, FREE_TEXT: 1 } as const;
export const QUESTION_ANSWER_TYPE_VALUES = Object.values(QUESTION_ANSWER_TYPE);

export const ZRegistrationQuestion = z.object({
  Id: ZId,
  Question: z.string(),
  QuestionEn: z.string(),
  AnswerType: z.number().int(),
  IsRequired: z.boolean(),
  SortIndex: z.number().int(),
});
export type TRegistrationQuestion = z.infer<typeof ZRegistrationQuestion>;

/** A question as the configuration form saves it: `Id` keeps an existing question (and its answers). */
export const ZRegistrationQuestionInput = z.strictObject({
  Id: zf.optId(),
  Question: zf.text(500),
  QuestionEn: zf.text(500),
  AnswerType: zf.oneOfOr(QUESTION_ANSWER_TYPE_VALUES, QUESTION_ANSWER_TYPE.FREE_TEXT),
  IsRequired: zf.bool(false),
});
export type TRegistrationQuestionInput = z.infer<typeof ZRegistrationQuestionInput>;

/** Occupations (shared reference data, like provinces): what an answer of type occupation chooses from. */
export const ZOccupation = ZReferenceItem;
export type TOccupation = z.infer<typeof ZOccupation>;

/** An applicant's answer: the occupation chosen and/or free text (data-calls §3 'Answers'). */
export const ZAnswerInput = z.strictObject({
  QuestionId: zf.id(),
  OccupationId: zf.optInt(1, 10_000),
  FreeText: zf.optText(1000),
});
export type TAnswerInput = z.infer<typeof ZAnswerInput>;

export const ZAnswer = z.object({
  QuestionId: ZId,
  Question: z.string(),
  QuestionEn: z.string(),
  OccupationId: z.number().int().nullable(),
  Occupation: z.string().nullable(),
  OccupationEn: z.string().nullable(),
  FreeText: z.string().nullable(),
});
export type TAnswer = z.infer<typeof ZAnswer>;

// ---------------------------------------------------------------------------------------------------
// Registration configuration

export const ZRegistrationConfiguration = z.object({
  Id: ZId,
  Description: z.string(),
  DescriptionEn: z.string(),
  AcademicYearId: ZId,
  AcademicYear: ZRef,
  OpenDate: z.string(),
  CloseDate: z.string(),
  /** The entrance exam's date, printed on the room lists; null when there is no exam. */
  ExamDate: z.string().nullable(),
  Note: z.string().nullable(),
  NoteEn: z.string().nullable(),
  /** Open today (OpenDate ≤ today ≤ CloseDate, Cambodian time). */
  IsCurrent: z.boolean(),
  CourseLevels: z.array(ZRef),
  PrioritySubjects: z.array(ZRef),
  Questions: z.array(ZRegistrationQuestion),
  Version: z.number().int(),
});
export type TRegistrationConfiguration = z.infer<typeof ZRegistrationConfiguration>;

const configurationFields = {
  Description: zf.text(),
  DescriptionEn: zf.text(),
  AcademicYearId: zf.id(),
  OpenDate: zf.date(),
  CloseDate: zf.date(),
  ExamDate: zf.optDate(),
  Note: zf.optText(2000),
  NoteEn: zf.optText(2000),
  CourseLevelIds: zf.ids(),
  PrioritySubjectIds: zf.ids(),
  Questions: zJsonList(ZRegistrationQuestionInput, 30),
};
const datesInOrder = (b: { OpenDate: string; CloseDate: string }) => b.CloseDate >= b.OpenDate;
const DATES_MESSAGE = { message: 'ថ្ងៃបិទត្រូវនៅក្រោយ ឬស្មើថ្ងៃបើក | The closing date must be on or after the opening date', path: ['CloseDate'] };
const someLevel = (b: { CourseLevelIds: string[] }) => b.CourseLevelIds.length > 0;
const LEVEL_MESSAGE = { message: 'សូមជ្រើសរើសថ្នាក់ទីយ៉ាងតិចមួយ | Choose at least one grade', path: ['CourseLevelIds'] };

export const ZRegistrationConfigurationCreate = z.strictObject(configurationFields).refine(datesInOrder, DATES_MESSAGE).refine(someLevel, LEVEL_MESSAGE);
export type TRegistrationConfigurationCreate = z.infer<typeof ZRegistrationConfigurationCreate>;
export const ZRegistrationConfigurationUpdate = z
  .strictObject({ Id: ZId, Version: ZVersion, ...configurationFields })
  .refine(datesInOrder, DATES_MESSAGE)
  .refine(someLevel, LEVEL_MESSAGE);
export type TRegistrationConfigurationUpdate = z.infer<typeof ZRegistrationConfigurationUpdate>;
export const ZRegistrationConfigurationQuery = z.object({ academicYearId: ZId.optional() });

/** The school a public call is for, by its code (as the login configuration is found). */
export const ZSchoolCodeQuery = z.object({
  schoolCode: z.string().trim().min(1, { message: 'required' }).max(30),
});

/** What the public registration pages see of the current configuration. */
export const ZCurrentRegistration = z.object({
  Id: ZId,
  SchoolCode: z.string(),
  SchoolName: z.string(),
  SchoolNameEn: z.string(),
  Description: z.string(),
  DescriptionEn: z.string(),
  AcademicYear: ZRef,
  OpenDate: z.string(),
  CloseDate: z.string(),
  ExamDate: z.string().nullable(),
  Note: z.string().nullable(),
  NoteEn: z.string().nullable(),
  CourseLevels: z.array(ZRef),
  PrioritySubjects: z.array(ZRef),
  Questions: z.array(ZRegistrationQuestion),
});
export type TCurrentRegistration = z.infer<typeof ZCurrentRegistration>;

// ---------------------------------------------------------------------------------------------------
// Pre-applicants

export const GENDER_VALUES = Object.values(GENDER);
export const REGISTRATION_STATUS_VALUES = Object.values(REGISTRATION_STATUS);

/** The fields an applicant fills in (portal §3 'Pre-applicant'), shared by the public and staff forms. */
const preApplicantFields = {
  ...personNameInput(zNameKm, zNameEn),
  Gender: zf.oneOf(GENDER_VALUES),
  DateOfBirthString: zBirthDate(),
  MobilePhone: zPhone(),
  Email: zEmail(),
  GuardianPhone: zRequiredPhone(),
  PreviousSchoolName: zf.optText(200),
  PreviousSchoolType: zf.optInt(1, 1000),
  AppliedCourseLevelId: zf.id(),
  ProvinceId: zf.optInt(1, 1000),
  PrioritySubjectIds: zf.ids(),
  Answers: zJsonList(ZAnswerInput, 30),
};

/**
 * `POST /api/pre-applicant/create` (multipart) and `POST /api/external/user/register` (form): the public
 * registration. An optional `Photo` (picture) may come with the multipart form. `Website` is a honeypot
 * field that people never see: a value in it marks a robot.
 */
export const ZPreApplicantRegister = z.strictObject({
  ...preApplicantFields,
  Photo: ZUploadFile.optional(),
  Website: zf.optText(200),
});
export type TPreApplicantRegister = z.infer<typeof ZPreApplicantRegister>;

/** What the public sees after registering: the reference to check the status later. Never anyone else's data. */
export const ZRegistrationReceipt = z.object({
  ReferenceCode: z.string(),
  RegistrationStatus: z.number().int(),
  SubmittedAt: z.string(),
});
export type TRegistrationReceipt = z.infer<typeof ZRegistrationReceipt>;

/**
 * The pre-applicant information as the applicant sent it (normalised), answered as `Data` of a failed
 * registration so the form can show it again (data-calls §7: "a failed registration response also returns
 * pre-applicant info"). It echoes the request only: nothing stored is ever answered to the public.
 */
export const ZPreApplicantInfo = z.object({
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  FirstNameEn: z.string().nullable(),
  LastNameEn: z.string().nullable(),
  Gender: z.union([z.number(), z.string()]).nullable(),
  DateOfBirthString: z.string().nullable(),
  MobilePhone: z.string().nullable(),
  Email: z.string().nullable(),
  GuardianPhone: z.string().nullable(),
  PreviousSchoolName: z.string().nullable(),
  PreviousSchoolType: z.union([z.number(), z.string()]).nullable(),
  AppliedCourseLevelId: z.string().nullable(),
  ProvinceId: z.union([z.number(), z.string()]).nullable(),
});
export type TPreApplicantInfo = z.infer<typeof ZPreApplicantInfo>;

/** The public status check (designed `GET /api/pre-applicant/status`): reference and date of birth together. */
export const ZRegistrationStatusQuery = ZSchoolCodeQuery.extend({
  referenceCode: z.string().trim().min(1, { message: 'required' }).max(40),
  dateOfBirth: zBirthDate(),
});

export const ZRegistrationStatusView = z.object({
  ReferenceCode: z.string(),
  ...PERSON_NAME,
  RegistrationStatus: z.number().int(),
  AppliedCourseLevel: ZRef,
  SubmittedAt: z.string(),
  ExamDate: z.string().nullable(),
  ExamRoom: ZRef.nullable(),
  SeatNumber: z.number().int().nullable(),
});
export type TRegistrationStatusView = z.infer<typeof ZRegistrationStatusView>;

export const ZExamSeat = z.object({
  RoomId: ZId,
  RoomCode: z.string(),
  Room: z.string(),
  RoomEn: z.string(),
  SeatNumber: z.number().int(),
});

/** A pre-applicant as the office sees it. */
export const ZPreApplicant = z.object({
  Id: ZId,
  ReferenceCode: z.string(),
  RegistrationConfigurationId: ZId,
  AcademicYearId: ZId,
  ...PERSON_NAME,
  Gender: z.number().int(),
  DateOfBirthString: z.string(),
  MobilePhone: z.string().nullable(),
  Email: z.string().nullable(),
  GuardianPhone: z.string(),
  PreviousSchoolName: z.string().nullable(),
  PreviousSchoolType: z.number().int().nullable(),
  PreviousSchoolTypeName: z.string().nullable(),
  PreviousSchoolTypeNameEn: z.string().nullable(),
  AppliedCourseLevelId: ZId,
  AppliedCourseLevel: ZRef,
  ProvinceId: z.number().int().nullable(),
  ProvinceName: z.string().nullable(),
  ProvinceNameEn: z.string().nullable(),
  RegistrationStatus: z.number().int(),
  Note: z.string().nullable(),
  HasPhoto: z.boolean(),
  /** Other registrations with the same names and birth date, or the same guardian phone, in this configuration. */
  PossibleDuplicates: z.number().int(),
  ApplicantId: ZId.nullable(),
  ExamSeat: ZExamSeat.nullable(),
  SubmittedAt: z.string(),
  Version: z.number().int(),
});
export type TPreApplicant = z.infer<typeof ZPreApplicant>;

export const ZPreApplicantDetail = ZPreApplicant.extend({
  PrioritySubjects: z.array(ZRef),
  Answers: z.array(ZAnswer),
});
export type TPreApplicantDetail = z.infer<typeof ZPreApplicantDetail>;

export const ZPreApplicantListQuery = ZPageQuery.extend({
  registrationConfigurationId: ZId.optional(),
  academicYearId: ZId.optional(),
  courseLevelId: ZId.optional(),
  status: z.coerce.number().int().optional(),
  /** Khmer or Latin name, reference code or phone. */
  search: z.string().trim().max(100).optional(),
});
export type TPreApplicantListQuery = z.infer<typeof ZPreApplicantListQuery>;

/**
 * `POST /api/pre-applicant/update` (multipart): the office corrects a registration. `RegistrationStatus`
 * may move between pending 0 and error 2 here; confirmed 1 is reached only by approve.
 */
export const ZPreApplicantUpdate = z.strictObject({
  Id: zf.id(),
  Version: ZVersion,
  ...preApplicantFields,
  RegistrationStatus: zf.optOneOf([REGISTRATION_STATUS.PENDING, REGISTRATION_STATUS.REJECTED]),
  Note: zf.optText(1000),
  Photo: ZUploadFile.optional(),
});
export type TPreApplicantUpdate = z.infer<typeof ZPreApplicantUpdate>;

export const ZPreApplicantApproveQuery = z.object({ id: ZId, version: z.coerce.number().int().min(1).optional() });
export const ZPreApplicantPush = z.strictObject({ Id: zf.id() });

// ---------------------------------------------------------------------------------------------------
// Reports and exam rooms

export const ZPreApplicantReportQuery = z.object({
  registrationConfigurationId: ZId.optional(),
  academicYearId: ZId.optional(),
  courseLevelId: ZId.optional(),
  status: z.coerce.number().int().optional(),
});
export type TPreApplicantReportQuery = z.infer<typeof ZPreApplicantReportQuery>;

export const ZGenerateRoomQuery = z.object({
  /** The current configuration when absent. */
  registrationConfigurationId: ZId.optional(),
  /** The rooms to use, in this order; every room with a capacity when absent. */
  roomIds: zf.ids().optional(),
});

export const ZExamRoomAssignment = z.object({
  RoomId: ZId,
  RoomCode: z.string(),
  Room: z.string(),
  RoomEn: z.string(),
  Capacity: z.number().int(),
  Seats: z.array(
    z.object({
      SeatNumber: z.number().int(),
      PreApplicantId: ZId,
      ReferenceCode: z.string(),
      ...PERSON_NAME,
      Gender: z.number().int(),
      AppliedCourseLevel: ZRef,
    }),
  ),
});
export type TExamRoomAssignment = z.infer<typeof ZExamRoomAssignment>;

export const ZRoomReportQuery = z.object({
  registrationConfigurationId: ZId.optional(),
  roomId: ZId.optional(),
});

export const ZPreApplicantPhotoQuery = z.object({ id: ZId });
