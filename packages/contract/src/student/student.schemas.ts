import { z } from 'zod';
import { ZId, ZPageQuery } from '../common/envelope.schemas';
import { ZCalendarDate, todayInCambodia } from '../common/date.schemas';
import { ZUploadFile, zForm } from '../common/form.schemas';
import { ZVersion, zf } from '../common/fields.schemas';
import { GENDER } from '../common/actor.schemas';
import { ACADEMIC_RESULT_STATUS, EXPORT_FILE_TYPE, RELATIONSHIP_TYPE, STUDENT_STATUS } from '../enum/enum.values';
import { ZPhone } from '../user/user.schemas';
import { PERSON_FULL_NAME, personNameInput } from '../common/person.schemas';

/**
 * Students (data-calls §3 'Students', §7 'Students'; portal §3 'Student status', 'Academic result
 * status'). A student is the person; an academic info is her placement in a class of one year (status
 * that year, result, next class, reference card number, cards of that year). Form and multipart bodies
 * carry lists (addresses, guardians, cards) as JSON text; JSON bodies carry them as arrays.
 */
const values = (o: Record<string, number>) => Object.values(o);
const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

/** A list that arrives as a JSON array, or as JSON text of one (form and multipart bodies). */
export const jsonList = <T extends z.ZodType>(item: T, max = 20) =>
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

export const ZName = z.string().trim().min(1, { message: 'required' }).max(100);
export const ZEmail = z
  .string()
  .trim()
  .max(200)
  .pipe(z.email({ message: 'អ៊ីមែលមិនត្រឹមត្រូវ | The email address is not valid' }));
export const ZBirthDate = ZCalendarDate.refine((d) => d >= '1900-01-01' && d <= todayInCambodia(), {
  message: 'ថ្ងៃខែឆ្នាំកំណើតមិនអាចនៅថ្ងៃអនាគត ឬមុនឆ្នាំ ១៩០០ បានទេ | The date of birth cannot be in the future or before 1900',
});
export const ZGender = zf.oneOf(values(GENDER));
export const ZRelationshipType = zf.oneOf(values(RELATIONSHIP_TYPE));
const ZProvinceId = optional(zForm.int().pipe(z.number().int().min(1).max(1000)));
export const ZStudentCode = zf.code();

// ---------------------------------------------------------------------------------------------------
// Answers

export const ZStudentAddress = z.object({
  Id: ZId,
  ProvinceId: z.number().int().nullable(),
  ProvinceName: z.string().nullable(),
  ProvinceNameEn: z.string().nullable(),
  Address: z.string(),
  IsPrimary: z.boolean(),
  Version: z.number().int(),
});

export const ZAcademicCard = z.object({
  Id: ZId,
  StudentAcademicClassId: ZId,
  CardId: ZId,
  CardDescription: z.string(),
  CardDescriptionEn: z.string(),
  CardNumber: z.string().nullable(),
  IssueDate: z.string().nullable(),
  ExpiryDate: z.string().nullable(),
  Version: z.number().int(),
});
export type TAcademicCard = z.infer<typeof ZAcademicCard>;

/** A student's placement in one year. */
export const ZAcademicInfo = z.object({
  Id: ZId,
  StudentId: ZId,
  AcademicYearId: ZId,
  AcademicClassId: ZId,
  AcademicClassCode: z.string(),
  AcademicClassDescription: z.string(),
  AcademicClassDescriptionEn: z.string(),
  CourseLevelId: ZId,
  CourseLevelDescription: z.string(),
  CourseLevelDescriptionEn: z.string(),
  Status: z.number().int(),
  StatusName: z.string(),
  StatusNameEn: z.string(),
  AcademicResultStatus: z.number().int(),
  PromoteNextAcademicClassId: ZId.nullable(),
  PromoteNextAcademicClassDescription: z.string().nullable(),
  PromoteNextAcademicClassDescriptionEn: z.string().nullable(),
  ReferenceCardId: z.string().nullable(),
  AcademicCards: z.array(ZAcademicCard),
  Version: z.number().int(),
});
export type TAcademicInfo = z.infer<typeof ZAcademicInfo>;

const person = {
  Id: ZId,
  Code: z.string(),
  ...PERSON_FULL_NAME,
  Gender: z.number().int(),
  DateOfBirth: z.string().nullable(),
  MobilePhone: z.string().nullable(),
  /** Picture URL with `v=` naming the picture, so a changed picture is fetched again; null without one. */
  Profile: z.string().nullable(),
};

/** A row of the student list: the person and her placement in the listed year. */
export const ZStudentListItem = z.object({
  ...person,
  Email: z.string().nullable(),
  Status: z.number().int(),
  StatusName: z.string(),
  StatusNameEn: z.string(),
  StudentAcademicClassId: ZId,
  AcademicYearId: ZId,
  AcademicClassId: ZId,
  AcademicClassDescription: z.string(),
  AcademicClassDescriptionEn: z.string(),
  CourseLevelId: ZId,
  Version: z.number().int(),
});
export type TStudentListItem = z.infer<typeof ZStudentListItem>;

export const ZStudentGuardian = z.object({
  /** The link's id (PUT/DELETE /api/student/guardian-student). */
  Id: ZId,
  StudentId: ZId,
  GuardianId: ZId,
  ...PERSON_FULL_NAME,
  Gender: z.number().int(),
  MobilePhone: z.string().nullable(),
  Email: z.string().nullable(),
  Occupation: z.string().nullable(),
  RelationshipType: z.number().int(),
  RelationshipName: z.string(),
  RelationshipNameEn: z.string(),
  IsPrimary: z.boolean(),
  Version: z.number().int(),
});
export type TStudentGuardian = z.infer<typeof ZStudentGuardian>;

/** `GET /api/student/find?id`: the whole record. */
export const ZStudent = z.object({
  ...person,
  PlaceOfBirth: z.string().nullable(),
  Nationality: z.string().nullable(),
  Email: z.string().nullable(),
  Note: z.string().nullable(),
  /** STUDENT_STATUS of the person (the placement of each year has its own). */
  Status: z.number().int(),
  StatusName: z.string(),
  StatusNameEn: z.string(),
  StatusReason: z.string().nullable(),
  StatusDate: z.string().nullable(),
  /** The class of the current year (or of the latest year she was placed in). */
  AcademicClassId: ZId.nullable(),
  Addresses: z.array(ZStudentAddress),
  Guardians: z.array(ZStudentGuardian),
  AcademicInfos: z.array(ZAcademicInfo),
  Version: z.number().int(),
});
export type TStudent = z.infer<typeof ZStudent>;

// ---------------------------------------------------------------------------------------------------
// Requests

export const ZStudentListQuery = ZPageQuery.extend({
  /** The current year when absent. */
  academicYearId: optional(ZId),
  academicClassId: optional(ZId),
  courseLevelId: optional(ZId),
  status: optional(z.coerce.number().int().min(0).max(9)),
  /** Khmer or Latin name (either order) or code. */
  search: optional(z.string().trim().max(100)),
});
export type TStudentListQuery = z.output<typeof ZStudentListQuery>;

export const ZAddressInput = z.strictObject({
  /** An address kept from the record (update); absent for a new one. */
  Id: optional(ZId),
  ProvinceId: ZProvinceId,
  Address: z.string().trim().min(1, { message: 'required' }).max(500),
  IsPrimary: zf.bool(false),
});

export const ZCardInput = z.strictObject({
  CardId: ZId,
  CardNumber: optional(z.string().trim().max(50)),
  IssueDate: optional(ZCalendarDate),
  ExpiryDate: optional(ZCalendarDate),
});

/** A new guardian given inline (student form, guardian-student link). */
export const ZGuardianFields = {
  ...personNameInput(() => ZName),
  Gender: ZGender,
  MobilePhone: optional(ZPhone),
  Email: optional(ZEmail),
  Occupation: optional(z.string().trim().max(200)),
  ProvinceId: ZProvinceId,
  Address: optional(z.string().trim().max(500)),
};

/** A guardian of the student form: an existing one (`GuardianId`) or a new one (`Guardian`). */
export const ZGuardianLinkInput = z
  .strictObject({
    GuardianId: optional(ZId),
    Guardian: optional(z.strictObject(ZGuardianFields)),
    RelationshipType: ZRelationshipType,
    IsPrimary: zf.bool(false),
  })
  .refine((g) => !!g.GuardianId !== !!g.Guardian, {
    message: 'សូមជ្រើសអាណាព្យាបាលដែលមានស្រាប់ ឬបញ្ចូលអាណាព្យាបាលថ្មី (មិនមែនទាំងពីរ) | Choose an existing guardian or enter a new one (not both)',
    path: ['GuardianId'],
  });

const personInput = {
  ...personNameInput(() => ZName),
  Gender: ZGender,
  DateOfBirth: ZBirthDate,
  PlaceOfBirth: optional(z.string().trim().max(300)),
  Nationality: optional(z.string().trim().max(100)),
  MobilePhone: optional(ZPhone),
  Email: optional(ZEmail),
  Note: optional(z.string().trim().max(1000)),
  /** An image file (PNG, JPEG, GIF, WebP). */
  Profile: optional(ZUploadFile),
  Addresses: jsonList(ZAddressInput, 5),
};

/** `POST /api/student` (form or multipart): the person, her class this year, cards, guardians. */
export const ZStudentCreate = z.strictObject({
  /** Unique per campus; the next number when left empty. */
  Code: optional(ZStudentCode),
  ...personInput,
  AcademicYearId: ZId,
  AcademicClassId: ZId,
  ReferenceCardId: optional(z.string().trim().max(50)),
  AcademicCards: jsonList(ZCardInput, 10),
  Guardians: jsonList(ZGuardianLinkInput, 6),
});
export type TStudentCreate = z.output<typeof ZStudentCreate>;

/**
 * `PUT /api/student` (form or multipart): the person. Addresses are the whole list (those with an Id are
 * kept and changed, the others added, the missing ones removed). The picture stays unless a new
 * `Profile` is sent or `RemoveProfile` is true. Guardians and years have their own calls.
 */
export const ZStudentUpdate = z.strictObject({
  Id: ZId,
  Version: ZVersion,
  Code: ZStudentCode,
  ...personInput,
  RemoveProfile: zf.bool(false),
});
export type TStudentUpdate = z.output<typeof ZStudentUpdate>;

export const ZStudentIdQuery = z.object({ id: ZId });

/** `GET /api/student/academic-info?id&studentId&isCurrentYear&academicYearId`. */
export const ZAcademicInfoQuery = z
  .object({
    /** One placement. */
    id: optional(ZId),
    studentId: optional(ZId),
    isCurrentYear: optional(z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')),
    academicYearId: optional(ZId),
  })
  .refine((q) => !!q.id || !!q.studentId, { message: 'សូមបញ្ជាក់ id ឬ studentId | Give id or studentId', path: ['studentId'] });

/** `POST /api/student/academic-info/reference-card-id`: the card number printed for the student that year. */
export const ZReferenceCardUpdate = z.strictObject({
  Id: ZId,
  Version: ZVersion,
  ReferenceCardId: optional(z.string().trim().max(50)),
});

/** `POST /api/student/deactivate`: a leaving status (inactive … traveled) and why. */
export const ZStudentDeactivate = z.strictObject({
  Id: ZId,
  Version: ZVersion,
  Status: zf.oneOfOr(
    values(STUDENT_STATUS).filter((s) => s !== STUDENT_STATUS.ACTIVE),
    STUDENT_STATUS.INACTIVE,
  ),
  Reason: z.string().trim().min(1, { message: 'required' }).max(500),
  /** The day it took effect; today when absent. */
  Date: optional(ZCalendarDate),
  /** The year whose placement takes the status too; the current year when absent. */
  AcademicYearId: optional(ZId),
});
export type TStudentDeactivate = z.output<typeof ZStudentDeactivate>;

/** `POST /api/student/activate`. */
export const ZStudentActivate = z.strictObject({
  Id: ZId,
  Version: ZVersion,
  Reason: optional(z.string().trim().max(500)),
  Date: optional(ZCalendarDate),
  AcademicYearId: optional(ZId),
});
export type TStudentActivate = z.output<typeof ZStudentActivate>;

/** `GET /api/student/get-possible-duplicate-students` (data-calls §5). */
export const ZDuplicateQuery = z.object({
  firstName: optional(z.string().trim().max(100)),
  firstNameEn: optional(z.string().trim().max(100)),
  lastName: optional(z.string().trim().max(100)),
  lastNameEn: optional(z.string().trim().max(100)),
  dateOfBirth: optional(ZCalendarDate),
});
export type TDuplicateQuery = z.output<typeof ZDuplicateQuery>;

export const ZDuplicateStudent = ZStudentListItem.omit({
  StudentAcademicClassId: true,
  AcademicYearId: true,
  AcademicClassId: true,
  AcademicClassDescription: true,
  AcademicClassDescriptionEn: true,
  CourseLevelId: true,
}).extend({
  AcademicClassId: ZId.nullable(),
  AcademicClassDescription: z.string().nullable(),
  AcademicClassDescriptionEn: z.string().nullable(),
  /** What matched: 'Name' (Khmer name), 'NameEn' (Latin name), 'DateOfBirth'. */
  Matches: z.array(z.enum(['Name', 'NameEn', 'DateOfBirth'])),
});

/** `POST /api/student/add-student-academic-class`: places the student in a class of another year. */
export const ZAddAcademicClass = z.strictObject({
  StudentId: ZId,
  AcademicYearId: ZId,
  AcademicClassId: ZId,
  ReferenceCardId: optional(z.string().trim().max(50)),
  AcademicCards: jsonList(ZCardInput, 10),
});
export type TAddAcademicClass = z.output<typeof ZAddAcademicClass>;

/** `POST /api/student/guardian-student`: links an existing guardian, or a new one, to a student. */
export const ZGuardianStudentCreate = z
  .strictObject({
    StudentId: ZId,
    GuardianId: optional(ZId),
    Guardian: optional(z.strictObject(ZGuardianFields)),
    RelationshipType: ZRelationshipType,
    IsPrimary: zf.bool(false),
  })
  .refine((g) => !!g.GuardianId !== !!g.Guardian, {
    message: 'សូមជ្រើសអាណាព្យាបាលដែលមានស្រាប់ ឬបញ្ចូលអាណាព្យាបាលថ្មី (មិនមែនទាំងពីរ) | Choose an existing guardian or enter a new one (not both)',
    path: ['GuardianId'],
  });
export type TGuardianStudentCreate = z.output<typeof ZGuardianStudentCreate>;

export const ZGuardianStudentUpdate = z.strictObject({ Id: ZId, Version: ZVersion, RelationshipType: ZRelationshipType, IsPrimary: zf.bool(false) });
export type TGuardianStudentUpdate = z.output<typeof ZGuardianStudentUpdate>;

/** `POST /api/student/academic-card`. */
export const ZAcademicCardCreate = z.strictObject({ StudentAcademicClassId: ZId, ...ZCardInput.shape });
export type TAcademicCardCreate = z.output<typeof ZAcademicCardCreate>;
export const ZAcademicCardUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...ZCardInput.shape });
export type TAcademicCardUpdate = z.output<typeof ZAcademicCardUpdate>;

/** `GET /api/student/student-by-academic-class?academicClassId&status`. */
export const ZByClassQuery = z.object({ academicClassId: ZId, status: optional(z.coerce.number().int().min(0).max(9)) });

// ---------------------------------------------------------------------------------------------------
// Change class and promotion (data-calls §3: change-class row, promotion row)

export const ZChangeClassQuery = z.object({ academicClassId: ZId });

/** A placed student on the change-class and promotion tables: the placement (student academic class) and who. */
const placedStudentFields = {
  /** The placement's id (on the promotion table, the placement of the ending year). */
  Id: ZId,
  StudentId: ZId,
  Code: z.string(),
  FullName: z.string(),
  FullNameEn: z.string(),
  Gender: z.number().int(),
  AcademicYearId: ZId,
};

export const ZChangeClassRow = z.object({
  ...placedStudentFields,
  AcademicClassId: ZId,
  AcademicClassDescription: z.string(),
  AcademicClassDescriptionEn: z.string(),
  Status: z.number().int(),
  ToAcademicClassId: ZId.nullable(),
  ToAcademicClassDescription: z.string().nullable(),
  ToAcademicClassDescriptionEn: z.string().nullable(),
  Version: z.number().int(),
});
export type TChangeClassRow = z.infer<typeof ZChangeClassRow>;

/** `POST /api/student/change-class` (JSON): rows to move; a row without ToAcademicClassId stays. */
export const ZChangeClassRequest = z
  .array(z.object({ Id: ZId, Version: ZVersion, ToAcademicClassId: z.preprocess(blank, ZId.nullable().optional()) }))
  .min(1)
  .max(1000);
export type TChangeClassRequest = z.output<typeof ZChangeClassRequest>;

/** `GET /api/academic-class/promotion/previous-class?academicYearId&courseLevelId`: the year that ends and its grade. */
export const ZPromotionQuery = z.object({ academicYearId: ZId, courseLevelId: ZId, academicClassId: optional(ZId) });

export const ZPromotionRow = z.object({
  ...placedStudentFields,
  PreviousAcademicClassId: ZId,
  PreviousAcademicClassDescription: z.string(),
  PreviousAcademicClassDescriptionEn: z.string(),
  Status: z.number().int(),
  AcademicResultStatus: z.number().int(),
  PromoteNextAcademicClassId: ZId.nullable(),
  PromoteNextAcademicClassDescription: z.string().nullable(),
  PromoteNextAcademicClassDescriptionEn: z.string().nullable(),
  /** The class of the next year that continues the student's class (its PreviousAcademicClassId), as a default. */
  SuggestedNextAcademicClassId: ZId.nullable(),
  /** The student's stored year result in the class (issue 13, the grading module's), null when none is computed yet. */
  YearResult: z
    .object({
      /** complete, incomplete (a score it needs is missing), exempt. */
      State: z.enum(['complete', 'incomplete', 'exempt']),
      Average: z.number().nullable(),
      Percent: z.number().nullable(),
      Rank: z.number().int().nullable(),
      Grade: z.string().nullable(),
      Mention: z.string().nullable(),
      MentionEn: z.string().nullable(),
      Passed: z.boolean().nullable(),
    })
    .nullable(),
  /**
   * The academic result status the year result proposes (ACADEMIC_RESULT_STATUS): pass 1 when the annual result
   * passes, failed 2 when it does not; null while it is incomplete or not computed (the office decides).
   */
  ProposedResultStatus: z.number().int().nullable(),
  Version: z.number().int(),
});
export type TPromotionRow = z.infer<typeof ZPromotionRow>;

/**
 * `POST /api/academic-class/promotion` (JSON): the result of each student and the class of a later year
 * she goes to (which places her there). All rows or none.
 */
export const ZPromotionRequest = z.strictObject({
  Students: z
    .array(
      z.strictObject({
        Id: ZId,
        Version: ZVersion,
        AcademicResultStatus: zf.oneOf(values(ACADEMIC_RESULT_STATUS)),
        PromoteNextAcademicClassId: z.preprocess(blank, ZId.nullable().optional()),
      }),
    )
    .min(1)
    .max(1000),
});
export type TPromotionRequest = z.output<typeof ZPromotionRequest>;

// ---------------------------------------------------------------------------------------------------
// Exports (report area): .xlsx files

/**
 * The export calls' file: Excel 1 unless PDF 0 is asked for (the student list's export button sends none and
 * keeps its workbook; the student-info report asks for either).
 */
const exportType = zf.oneOfOr(Object.values(EXPORT_FILE_TYPE), EXPORT_FILE_TYPE.EXCEL);
export const ZExportYearLevelQuery = z.object({ academicYearId: ZId, courseLevelId: ZId, academicClassId: optional(ZId), exportType });
export const ZExportYearClassQuery = z.object({ academicYearId: optional(ZId), academicClassId: ZId, exportType });
export const ZExportListQuery = ZStudentListQuery.omit({ pageIndex: true, pageSize: true }).extend({ exportType });
export const ZStudentInfoQuery = z.object({ id: ZId, academicYearId: optional(ZId) });
