import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZUploadFile } from '../common/form.schemas';
import { ZRecordCount, ZRef, ZVersion, codedFields, zf } from '../common/fields.schemas';
import { ACADEMIC_TIME_SHIFT, PROGRAM_TYPE, enumValues } from '../enum/enum.setup';
import { ZCourseLevel } from '../course-level/course-level.schemas';
import { PERSON_NAME, personNameInput } from '../common/person.schemas';

/**
 * Initial school setup (`/setup/initial-setup`, data-calls §7 'Initial setup'). While the campus's
 * `IsInitialSetup` is true every user is sent to the wizard; `POST /api/initial-setup/complete` (or an
 * import submitted with CompleteSetup) sets it false and the web app sends users to the dashboard.
 *
 * The academic records the wizard makes (years, level classified, grades, classes, subject group roots,
 * level subjects, session times) are the real setup records the settings screens edit. Positions,
 * employees, their teaching classes and subjects, and students are kept in the initial-setup roster
 * until the people modules take them over.
 */

const GENDER_VALUES = [0, 1];

export const ZInitialProgress = z.object({
  AcademicYears: z.number().int(),
  ClassifiedLevels: z.number().int(),
  CourseLevels: z.number().int(),
  Classes: z.number().int(),
  SubjectGroupRoots: z.number().int(),
  LevelSubjects: z.number().int(),
  SessionTimes: z.number().int(),
  Positions: z.number().int(),
  Employees: z.number().int(),
  TeachingClasses: z.number().int(),
  Students: z.number().int(),
});

/** `GET/PUT /api/initial-setup/basic-info`: the school's own information. */
export const ZBasicInfo = z.object({
  Code: z.string(),
  Name: z.string(),
  NameEn: z.string(),
  Address: z.string().nullable(),
  AddressEn: z.string().nullable(),
  Phone: z.string().nullable(),
  Email: z.string().nullable(),
  Website: z.string().nullable(),
  Motto: z.string().nullable(),
  MottoEn: z.string().nullable(),
  MinistryName: z.string().nullable(),
  MinistryNameEn: z.string().nullable(),
  ProvinceId: z.number().int().nullable(),
  IsInitialSetup: z.boolean(),
  Progress: ZInitialProgress,
  Version: z.number().int(),
});
export type TBasicInfo = z.infer<typeof ZBasicInfo>;
export const ZBasicInfoUpdate = z.strictObject({
  Version: ZVersion,
  Name: zf.text(200),
  NameEn: zf.text(200),
  Address: zf.optText(500),
  AddressEn: zf.optText(500),
  Phone: zf.optText(50),
  Email: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.email({ message: 'អ៊ីមែលមិនត្រឹមត្រូវ | The email is not valid' }).max(200).optional()),
  Website: zf.optText(200),
  Motto: zf.optText(300),
  MottoEn: zf.optText(300),
  MinistryName: zf.optText(200),
  MinistryNameEn: zf.optText(200),
  ProvinceId: zf.optInt(1, 99),
});
export type TBasicInfoUpdate = z.infer<typeof ZBasicInfoUpdate>;

/** The academic year as the initial setup edits it (the same record `/api/academic-year/*` serves). */
export const ZInitialAcademicYear = z.object({
  Id: ZId,
  Description: z.string(),
  DescriptionEn: z.string(),
  FromYear: z.number().int(),
  ToYear: z.number().int(),
  StartDate: z.string(),
  EndDate: z.string(),
  IsCurrent: z.boolean(),
  Version: z.number().int(),
});
export type TInitialAcademicYear = z.infer<typeof ZInitialAcademicYear>;
const yearFields = {
  Description: zf.text(),
  DescriptionEn: zf.text(),
  FromYear: zf.int(2000, 2100),
  ToYear: zf.int(2000, 2101),
  StartDate: zf.date(),
  EndDate: zf.date(),
  IsCurrent: zf.bool(false),
};
type TYearRule = { FromYear: number; ToYear: number; StartDate: string; EndDate: string };
const yearRules = (v: TYearRule, ctx: z.RefinementCtx) => {
  if (v.ToYear < v.FromYear || v.ToYear > v.FromYear + 1)
    ctx.addIssue({ code: 'custom', path: ['ToYear'], message: 'ឆ្នាំបញ្ចប់ត្រូវស្មើ ឬក្រោយឆ្នាំចាប់ផ្តើមមួយឆ្នាំ | The end year must be the start year or the one after' });
  if (v.EndDate <= v.StartDate)
    ctx.addIssue({ code: 'custom', path: ['EndDate'], message: 'ថ្ងៃបញ្ចប់ត្រូវនៅក្រោយថ្ងៃចាប់ផ្តើម | The end date must be after the start date' });
};
export const ZInitialAcademicYearCreate = z.strictObject(yearFields).superRefine(yearRules);
export type TInitialAcademicYearCreate = z.infer<typeof ZInitialAcademicYearCreate>;
export const ZInitialAcademicYearUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...yearFields }).superRefine(yearRules);
export type TInitialAcademicYearUpdate = z.infer<typeof ZInitialAcademicYearUpdate>;

/** Grades as the initial setup makes them: the grade and the years that offer it. */
export const ZInitialCourseLevel = ZCourseLevel.extend({ AcademicYearIds: z.array(ZId) });
export type TInitialCourseLevel = z.infer<typeof ZInitialCourseLevel>;
const initialCourseLevelFields = {
  ...codedFields,
  LevelClassifiedId: zf.id(),
  SortIndex: zf.intOr(0),
  /** The years that offer the grade; every year of the campus when absent. */
  AcademicYearIds: zf.ids(),
};
export const ZInitialCourseLevelCreate = z.strictObject(initialCourseLevelFields);
export type TInitialCourseLevelCreate = z.infer<typeof ZInitialCourseLevelCreate>;
export const ZInitialCourseLevelUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...initialCourseLevelFields });
export type TInitialCourseLevelUpdate = z.infer<typeof ZInitialCourseLevelUpdate>;
export const ZInitialCourseLevelQuery = z.object({ levelClassifiedId: ZId.optional() });

/**
 * A level subject: a subject taught in a grade of a year, made in one step. The subject is found by its
 * code or made in the root's general group; MaxScore and Coefficient, when given, set its standard score.
 */
export const ZLevelSubject = z.object({
  Id: ZId,
  AcademicYearId: ZId,
  CourseLevelId: ZId,
  CourseLevel: ZRef,
  SubjectGroupRootId: ZId,
  SubjectId: ZId,
  SubjectCode: z.string(),
  Description: z.string(),
  DescriptionEn: z.string(),
  IsScoring: z.boolean(),
  ProgramType: z.number().int(),
  MaxScore: z.number().nullable(),
  Coefficient: z.number().nullable(),
  SortIndex: z.number().int(),
  Version: z.number().int(),
});
export type TLevelSubject = z.infer<typeof ZLevelSubject>;
const levelSubjectFields = {
  AcademicYearId: zf.id(),
  CourseLevelId: zf.id(),
  SubjectGroupRootId: zf.id(),
  SubjectCode: zf.code(),
  Description: zf.text(),
  DescriptionEn: zf.text(),
  IsScoring: zf.bool(true),
  ProgramType: zf.oneOfOr(enumValues(PROGRAM_TYPE), PROGRAM_TYPE.GENERAL),
  MaxScore: zf.optNumber(0.01, 1000),
  Coefficient: zf.optNumber(0.01, 100),
  SortIndex: zf.intOr(0),
};
const scorePair = (v: { MaxScore?: number; Coefficient?: number }) => (v.MaxScore === undefined) === (v.Coefficient === undefined);
const scorePairMessage = { message: 'សូមបំពេញពិន្ទុអតិបរមា និងមេគុណ ទាំងពីរ | Give both the maximum score and the coefficient, or neither', path: ['Coefficient'] };
export const ZLevelSubjectCreate = z.strictObject(levelSubjectFields).refine(scorePair, scorePairMessage);
export type TLevelSubjectCreate = z.infer<typeof ZLevelSubjectCreate>;
export const ZLevelSubjectUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...levelSubjectFields }).refine(scorePair, scorePairMessage);
export type TLevelSubjectUpdate = z.infer<typeof ZLevelSubjectUpdate>;
export const ZLevelSubjectQuery = z.object({ courseLevelId: ZId.optional(), academicYearId: ZId.optional() });

/** One period, as the initial setup adds them one at a time. */
export const ZInitialSessionTimeCreate = z
  .strictObject({
    AcademicSessionTimeLevelClassifiedId: zf.id(),
    AcademicTimeShift: zf.oneOf(enumValues(ACADEMIC_TIME_SHIFT)),
    From: zf.time(),
    To: zf.time(),
    Description: zf.text(100),
    DescriptionEn: zf.text(100),
    SortIndex: zf.intOr(0),
  })
  .refine((v) => v.To > v.From, { message: 'ម៉ោងបញ្ចប់ត្រូវនៅក្រោយម៉ោងចាប់ផ្តើម | The To time must be after the From time', path: ['To'] });
export type TInitialSessionTimeCreate = z.infer<typeof ZInitialSessionTimeCreate>;
export const ZInitialSessionTimeQuery = z.object({ levelClassifiedId: ZId.optional() });

// ---- The roster: positions, employees, teaching classes and subjects, students.

export const ZInitialPosition = z.object({
  Id: ZId,
  Description: z.string(),
  DescriptionEn: z.string(),
  SortIndex: z.number().int(),
  Version: z.number().int(),
});
export type TInitialPosition = z.infer<typeof ZInitialPosition>;
const positionFields = { Description: zf.text(), DescriptionEn: zf.text(), SortIndex: zf.intOr(0) };
export const ZInitialPositionCreate = z.strictObject(positionFields);
export type TInitialPositionCreate = z.infer<typeof ZInitialPositionCreate>;
export const ZInitialPositionUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...positionFields });
export type TInitialPositionUpdate = z.infer<typeof ZInitialPositionUpdate>;

const personFields = {
  Code: zf.code(),
  ...personNameInput(() => zf.text(100)),
  Gender: zf.oneOf(GENDER_VALUES),
  DateOfBirth: zf.optDate(),
};
export const ZInitialEmployee = z.object({
  Id: ZId,
  Code: z.string(),
  ...PERSON_NAME,
  Gender: z.number().int(),
  DateOfBirth: z.string().nullable(),
  Phone: z.string().nullable(),
  Email: z.string().nullable(),
  PositionId: ZId.nullable(),
  Position: ZRef.nullable(),
  Version: z.number().int(),
});
export type TInitialEmployee = z.infer<typeof ZInitialEmployee>;
const employeeFields = { ...personFields, Phone: zf.optText(50), Email: zf.optText(200), PositionId: zf.optId() };
export const ZInitialEmployeeCreate = z.strictObject(employeeFields);
export type TInitialEmployeeCreate = z.infer<typeof ZInitialEmployeeCreate>;
export const ZInitialEmployeeUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...employeeFields });
export type TInitialEmployeeUpdate = z.infer<typeof ZInitialEmployeeUpdate>;

/** An employee teaching a class; `IsMain` marks the main (homeroom) teacher, one per class. */
export const ZTeachingClass = z.object({
  Id: ZId,
  EmployeeId: ZId,
  Employee: z.object({ Id: ZId, Code: z.string(), FullName: z.string(), FullNameEn: z.string() }),
  AcademicClassId: ZId,
  AcademicClass: ZRef,
  AcademicYearId: ZId,
  IsMain: z.boolean(),
  Version: z.number().int(),
});
export type TTeachingClass = z.infer<typeof ZTeachingClass>;
const teachingFields = { EmployeeId: zf.id(), AcademicClassId: zf.id(), IsMain: zf.bool(false) };
export const ZTeachingClassCreate = z.strictObject(teachingFields);
export type TTeachingClassCreate = z.infer<typeof ZTeachingClassCreate>;
export const ZTeachingClassUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...teachingFields });
export type TTeachingClassUpdate = z.infer<typeof ZTeachingClassUpdate>;
export const ZTeachingClassQuery = z.object({ employeeId: ZId.optional(), academicClassId: ZId.optional(), academicYearId: ZId.optional() });

/** A subject a teaching class covers: a course level subject of the class's grade and year. */
export const ZTeachingClassSubject = z.object({
  Id: ZId,
  TeachingClassId: ZId,
  CourseLevelSubjectId: ZId,
  CourseLevelSubject: ZRef,
  Version: z.number().int(),
});
export type TTeachingClassSubject = z.infer<typeof ZTeachingClassSubject>;
const teachingSubjectFields = { TeachingClassId: zf.id(), CourseLevelSubjectId: zf.id() };
export const ZTeachingClassSubjectCreate = z.strictObject(teachingSubjectFields);
export type TTeachingClassSubjectCreate = z.infer<typeof ZTeachingClassSubjectCreate>;
export const ZTeachingClassSubjectUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...teachingSubjectFields });
export type TTeachingClassSubjectUpdate = z.infer<typeof ZTeachingClassSubjectUpdate>;
export const ZTeachingClassSubjectQuery = z.object({ teachingClassId: ZId.optional(), employeeId: ZId.optional() });

export const ZInitialStudent = z.object({
  Id: ZId,
  Code: z.string(),
  ...PERSON_NAME,
  Gender: z.number().int(),
  DateOfBirth: z.string().nullable(),
  AcademicClassId: ZId,
  AcademicClass: ZRef,
  GuardianName: z.string().nullable(),
  GuardianPhone: z.string().nullable(),
  Version: z.number().int(),
});
export type TInitialStudent = z.infer<typeof ZInitialStudent>;
const studentFields = { ...personFields, AcademicClassId: zf.id(), GuardianName: zf.optText(200), GuardianPhone: zf.optText(50) };
export const ZInitialStudentCreate = z.strictObject(studentFields);
export type TInitialStudentCreate = z.infer<typeof ZInitialStudentCreate>;
export const ZInitialStudentUpdate = z.strictObject({ Id: ZId, Version: ZVersion, ...studentFields });
export type TInitialStudentUpdate = z.infer<typeof ZInitialStudentUpdate>;
export const ZInitialStudentQuery = z.object({ academicClassId: ZId.optional() });

// ---- Spreadsheet import of the whole setup (.xlsx, .xls, .ods).

export const ZImportUpload = z.strictObject({ File: ZUploadFile });
/** A refused cell or row: sheet name, spreadsheet row number (header is row 1), column. */
export const ZImportError = z.object({ Sheet: z.string(), Row: z.number().int(), Field: z.string(), Message: z.string(), MessageEn: z.string() });
export type TImportError = z.infer<typeof ZImportError>;
/** Data of a 400 answer to an import: every reason, and nothing was kept. */
export const ZImportRefusal = z.object({ Errors: z.array(ZImportError), RecordSummary: z.array(ZRecordCount) });
export const ZImportInfo = z.object({
  FileName: z.string(),
  UploadedAt: z.string(),
  RecordSummary: z.array(ZRecordCount),
  Sheets: z.array(
    z.object({
      Sheet: z.string(),
      Name: z.string(),
      NameEn: z.string(),
      Rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
    }),
  ),
});
export type TImportInfo = z.infer<typeof ZImportInfo>;
export const ZImportDeleteQuery = z.object({ campusId: ZId.optional() });
export const ZImportSubmit = z.strictObject({ CompleteSetup: zf.bool(false) });
export const ZImportSummary = z.object({ RecordSummary: z.array(ZRecordCount) });
export const ZImportSubmitResult = z.object({ RecordSummary: z.array(ZRecordCount), IsInitialSetup: z.boolean() });

// ---- The Cambodian public-school template.

export const ZTemplateApply = z.strictObject({
  AcademicYearId: ZId,
  /** Classes made in each grade (ក, ខ, គ …); none when 0. */
  ClassesPerGrade: zf.intOr(0, 0, 10),
  /** Only these levels of the template (PRI, LSE, USE); all when absent. */
  LevelCodes: z
    .array(z.enum(['PRI', 'LSE', 'USE']))
    .max(3)
    .optional(),
});
export type TTemplateApply = z.infer<typeof ZTemplateApply>;
export const ZTemplateSubject = z.object({
  Code: z.string(),
  Description: z.string(),
  DescriptionEn: z.string(),
  GroupCode: z.string(),
  MaxScore: z.number(),
  Coefficient: z.number(),
});
export const ZTemplate = z.object({
  Levels: z.array(
    z.object({
      Code: z.string(),
      Description: z.string(),
      DescriptionEn: z.string(),
      Grades: z.array(z.object({ Code: z.string(), Description: z.string(), DescriptionEn: z.string(), Subjects: z.array(ZTemplateSubject) })),
    }),
  ),
  GradeMatrix: z.array(
    z.object({ Grade: z.string(), Mention: z.string(), MentionEn: z.string(), MinScore: z.number(), MaxScore: z.number(), IsPass: z.boolean() }),
  ),
  Exams: z.array(z.object({ Description: z.string(), DescriptionEn: z.string(), ExamType: z.number().int(), Month: z.number().int().nullable() })),
});
export type TTemplate = z.infer<typeof ZTemplate>;
export const ZTemplateQuery = z.object({ academicYearId: ZId.optional() });
export const ZTemplateResult = z.object({ RecordSummary: z.array(ZRecordCount) });
