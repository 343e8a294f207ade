import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { zf } from '../common/fields.schemas';
import { PERSON_FULL_NAME } from '../common/person.schemas';
import { EXPORT_FILE_TYPE, ORIENTATION, PAPER_SIZE } from '../enum/enum.values';

/**
 * Reports (portal §2 'Reports', §3 'Report options'; data-calls §7 'Reports'): the campus's report settings
 * (`/api/report/setting`, designed) and the first reports of the report menu (student, guardian and user-account
 * lists). A report payload has ReportSetting, ReportHeader and ReportFooter (PascalCase, as the spec answers
 * the defaults); a campus that saved none reads the defaults of portal §3.
 */

const blank = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

/** Date formats a report may print (portal §3: day-month-year by default). */
export const REPORT_DATE_FORMATS = ['DD-MM-YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'MM/DD/YYYY'] as const;
/** Number formats (portal §3: thousands separator and 2 decimals by default), in Excel's notation. */
export const REPORT_NUMBER_FORMATS = ['#,##0.00', '#,##0', '0.00', '0'] as const;
/** Largest margin, in points (2 inches). */
export const REPORT_MAX_MARGIN = 144;

/** The header switches of portal §3 'Report options', in the spec's order. */
export const REPORT_HEADER_PARTS = ['AcademicInfo', 'MinistryName', 'SchoolName', 'ClassName', 'Motto'] as const;
/** The footer switches of portal §3 'Report options', in the spec's order. */
export const REPORT_FOOTER_PARTS = [
  'Summary',
  'PrincipalSignature',
  'PrincipalTitle',
  'VicePrincipalTitle',
  'DateAndMainTeacherSignature',
  'PoweredBy',
  'ExportDate',
  'LunarDate',
  'Date',
  'MainTeacher',
  'MainTeacherSignature',
  'LocalAuthorityAgreed',
  'LocalAuthorityTitle',
  'LocalAuthoritySignature',
  'DecimalPlace',
] as const;
export type TReportHeaderPart = (typeof REPORT_HEADER_PARTS)[number];
export type TReportFooterPart = (typeof REPORT_FOOTER_PARTS)[number];

const switches = <K extends string>(keys: readonly K[]) => z.object(Object.fromEntries(keys.map((k) => [k, z.boolean()])) as Record<K, z.ZodBoolean>);

// Plain schemas (no preprocessing): the same object is the JSON body of the save and part of the answer.
const ZMargin = z.number().int().min(0).max(REPORT_MAX_MARGIN);
const oneOf = (values: readonly number[]) =>
  z
    .number()
    .int()
    .refine((v) => values.includes(v), { message: 'តម្លៃនេះមិនមែនជាជម្រើសដែលអនុញ្ញាតទេ | This value is not one of the allowed choices' });

export const ZReportSetting = z.object({
  /** The file a report is exported to unless the screen says otherwise: PDF 0, Excel 1. */
  ExportType: oneOf(Object.values(EXPORT_FILE_TYPE)),
  Orientation: oneOf(Object.values(ORIENTATION)),
  /** The report engine's paper codes: A3 8, A4 9, A5 11. */
  PaperSize: oneOf(Object.values(PAPER_SIZE)),
  DateFormat: z.enum(REPORT_DATE_FORMATS),
  NumberFormat: z.enum(REPORT_NUMBER_FORMATS),
  /** Points (1/72 inch) on each side. */
  MarginTop: ZMargin,
  MarginRight: ZMargin,
  MarginBottom: ZMargin,
  MarginLeft: ZMargin,
  /** Riel per US dollar; empty by default. */
  ExchangeRate: z.number().positive().max(1_000_000).nullable(),
});
export type TReportSetting = z.infer<typeof ZReportSetting>;

export const ZReportHeader = switches(REPORT_HEADER_PARTS);
export type TReportHeader = z.infer<typeof ZReportHeader>;
export const ZReportFooter = switches(REPORT_FOOTER_PARTS);
export type TReportFooter = z.infer<typeof ZReportFooter>;

/** Portal §3 'Report options' defaults. */
export const DEFAULT_REPORT_SETTING: TReportSetting = {
  ExportType: EXPORT_FILE_TYPE.PDF,
  Orientation: ORIENTATION.PORTRAIT,
  PaperSize: PAPER_SIZE.A4,
  DateFormat: 'DD-MM-YYYY',
  NumberFormat: '#,##0.00',
  MarginTop: 50,
  MarginRight: 50,
  MarginBottom: 50,
  MarginLeft: 50,
  ExchangeRate: null,
};
/** The spec names the switches but not their defaults: everything a plain list prints is on (designed). */
export const DEFAULT_REPORT_HEADER: TReportHeader = { AcademicInfo: true, MinistryName: true, SchoolName: true, ClassName: true, Motto: true };
const FOOTER_OFF: readonly TReportFooterPart[] = ['VicePrincipalTitle', 'LunarDate', 'LocalAuthorityAgreed', 'LocalAuthorityTitle', 'LocalAuthoritySignature'];
export const DEFAULT_REPORT_FOOTER = Object.fromEntries(REPORT_FOOTER_PARTS.map((k) => [k, !FOOTER_OFF.includes(k)])) as TReportFooter;

/** `GET /api/report/setting`: the saved settings, or the defaults with Version null when none were saved. */
export const ZReportPayload = z.object({
  ReportSetting: ZReportSetting,
  ReportHeader: ZReportHeader,
  ReportFooter: ZReportFooter,
  /** Null until the campus saves its settings. */
  Version: z.number().int().nullable(),
  IsDefault: z.boolean(),
});
export type TReportPayload = z.infer<typeof ZReportPayload>;

/** `PUT /api/report/setting`: the three parts and the Version read (null: none was saved yet). */
export const ZReportSettingUpdate = z.strictObject({
  ReportSetting: ZReportSetting,
  ReportHeader: ZReportHeader,
  ReportFooter: ZReportFooter,
  Version: z.number().int().min(1).nullable(),
});
export type TReportSettingUpdate = z.infer<typeof ZReportSettingUpdate>;

const exportType = () => zf.oneOfOr(Object.values(EXPORT_FILE_TYPE), EXPORT_FILE_TYPE.PDF);

/** The students' filters of the student and guardian reports: a year (the current one when absent), a grade, a class. */
export const ZReportStudentFilter = z.object({
  academicYearId: optional(ZId),
  courseLevelId: optional(ZId),
  academicClassId: optional(ZId),
});
export type TReportStudentFilter = z.output<typeof ZReportStudentFilter>;

/** `GET /report/office/guardian` (spec: `academicClassId`; year and grade designed beside it) as PDF 0 or Excel 1. */
export const ZGuardianReportQuery = ZReportStudentFilter.extend({ exportType: exportType() });

/** One student of the student-info report. */
export const ZStudentReportRow = z.object({
  StudentId: ZId,
  Code: z.string(),
  ...PERSON_FULL_NAME,
  Gender: z.number().int(),
  DateOfBirth: z.string().nullable(),
  AcademicClassId: ZId,
  ClassDescription: z.string(),
  ClassDescriptionEn: z.string(),
  Status: z.number().int(),
  MobilePhone: z.string().nullable(),
  GuardianName: z.string().nullable(),
  GuardianPhone: z.string().nullable(),
});
export type TStudentReportRow = z.infer<typeof ZStudentReportRow>;

/** One guardian of one student (a student with two guardians is two rows). */
export const ZGuardianReportRow = z.object({
  StudentId: ZId,
  StudentCode: z.string(),
  StudentName: z.string(),
  StudentNameEn: z.string(),
  ClassDescription: z.string(),
  ClassDescriptionEn: z.string(),
  GuardianId: ZId,
  ...PERSON_FULL_NAME,
  RelationshipName: z.string(),
  RelationshipNameEn: z.string(),
  MobilePhone: z.string().nullable(),
  Occupation: z.string().nullable(),
  IsPrimary: z.boolean(),
});
export type TGuardianReportRow = z.infer<typeof ZGuardianReportRow>;

/** The user-account report's filters: the kind of account (mobile actor type) and active or not. */
export const ZUserAccountReportFilter = z.object({
  mobileActorType: optional(z.coerce.number().int().min(0).max(20)),
  isActive: optional(z.enum(['true', 'false']).transform((v) => v === 'true')),
});
export const ZUserAccountReportQuery = ZUserAccountReportFilter.extend({ exportType: exportType() });

export const ZUserAccountReportRow = z.object({
  Id: ZId,
  Username: z.string(),
  ...PERSON_FULL_NAME,
  MobileActorType: z.number().int(),
  RoleName: z.string(),
  RoleNameEn: z.string(),
  IsActive: z.boolean(),
  MustChangePassword: z.boolean(),
  /** ISO time of the last sign-in; null when the account never signed in. */
  LastSignInAt: z.string().nullable(),
});
export type TUserAccountReportRow = z.infer<typeof ZUserAccountReportRow>;
