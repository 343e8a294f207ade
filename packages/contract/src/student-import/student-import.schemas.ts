import { z } from 'zod';
import { ZEnumItem, ZFieldError, ZId, ZPageQuery } from '../common/envelope.schemas';
import { ZUploadFile } from '../common/form.schemas';

/**
 * Student import from a spreadsheet (portal §2 /administration/student/import, /import/{id},
 * /import/constant; data-calls §5 'Import: StatusCode 400 means invalid data; returned data stored as
 * invalid rows'). Upload → every row checked → the batch is kept with its rows → a valid batch is
 * submitted in one transaction. Columns are named by their key, their Khmer or their English label.
 */
const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

/** Batch status: some rows invalid 0 (fix and upload again), valid 1 (ready to submit), imported 2. */
export const STUDENT_IMPORT_STATUS = { INVALID: 0, VALID: 1, IMPORTED: 2 } as const;
export const STUDENT_IMPORT_STATUS_ITEMS = [
  { Value: 0, Name: 'មានទិន្នន័យមិនត្រឹមត្រូវ', NameEn: 'Has invalid rows' },
  { Value: 1, Name: 'រួចរាល់សម្រាប់នាំចូល', NameEn: 'Ready to import' },
  { Value: 2, Name: 'បាននាំចូលរួច', NameEn: 'Imported' },
] as const;

/** The sheet's columns, in template order. */
export const STUDENT_IMPORT_COLUMNS = [
  { Key: 'Code', Name: 'អត្តលេខ', NameEn: 'Student code', Required: false },
  { Key: 'LastName', Name: 'នាមត្រកូល', NameEn: 'Last name (Khmer)', Required: true },
  { Key: 'FirstName', Name: 'នាមខ្លួន', NameEn: 'First name (Khmer)', Required: true },
  { Key: 'LastNameEn', Name: 'នាមត្រកូល (ឡាតាំង)', NameEn: 'Last name (Latin)', Required: true },
  { Key: 'FirstNameEn', Name: 'នាមខ្លួន (ឡាតាំង)', NameEn: 'First name (Latin)', Required: true },
  { Key: 'Gender', Name: 'ភេទ', NameEn: 'Gender', Required: true },
  { Key: 'DateOfBirth', Name: 'ថ្ងៃខែឆ្នាំកំណើត', NameEn: 'Date of birth', Required: true },
  { Key: 'PlaceOfBirth', Name: 'ទីកន្លែងកំណើត', NameEn: 'Place of birth', Required: false },
  { Key: 'Nationality', Name: 'សញ្ជាតិ', NameEn: 'Nationality', Required: false },
  { Key: 'MobilePhone', Name: 'លេខទូរស័ព្ទ', NameEn: 'Phone', Required: false },
  { Key: 'Email', Name: 'អ៊ីមែល', NameEn: 'Email', Required: false },
  { Key: 'Province', Name: 'ខេត្ត/រាជធានី', NameEn: 'Province', Required: false },
  { Key: 'Address', Name: 'អាសយដ្ឋាន', NameEn: 'Address', Required: false },
  { Key: 'ClassCode', Name: 'លេខកូដថ្នាក់', NameEn: 'Class code', Required: true },
  { Key: 'GuardianLastName', Name: 'នាមត្រកូលអាណាព្យាបាល', NameEn: 'Guardian last name (Khmer)', Required: false },
  { Key: 'GuardianFirstName', Name: 'នាមខ្លួនអាណាព្យាបាល', NameEn: 'Guardian first name (Khmer)', Required: false },
  { Key: 'GuardianLastNameEn', Name: 'នាមត្រកូលអាណាព្យាបាល (ឡាតាំង)', NameEn: 'Guardian last name (Latin)', Required: false },
  { Key: 'GuardianFirstNameEn', Name: 'នាមខ្លួនអាណាព្យាបាល (ឡាតាំង)', NameEn: 'Guardian first name (Latin)', Required: false },
  { Key: 'GuardianGender', Name: 'ភេទអាណាព្យាបាល', NameEn: 'Guardian gender', Required: false },
  { Key: 'GuardianRelationship', Name: 'ត្រូវជា', NameEn: 'Guardian relationship', Required: false },
  { Key: 'GuardianPhone', Name: 'លេខទូរស័ព្ទអាណាព្យាបាល', NameEn: 'Guardian phone', Required: false },
] as const;
export type TStudentImportColumnKey = (typeof STUDENT_IMPORT_COLUMNS)[number]['Key'];

export const ZStudentImportRow = z.object({
  Id: ZId,
  StudentImportId: ZId,
  /** The row's number in the sheet (the header is row 1). */
  RowNumber: z.number().int(),
  /** The cells as read, by column key (dates as YYYY-MM-DD). */
  Values: z.record(z.string(), z.string().nullable()),
  /** One message per bad cell: Field is the column key. */
  Errors: z.array(ZFieldError),
  IsValid: z.boolean(),
  StudentId: ZId.nullable(),
});
export type TStudentImportRow = z.infer<typeof ZStudentImportRow>;

export const ZStudentImportBatch = z.object({
  Id: ZId,
  FileName: z.string(),
  AcademicYearId: ZId,
  AcademicYearDescription: z.string(),
  AcademicYearDescriptionEn: z.string(),
  Status: z.number().int(),
  StatusName: z.string(),
  StatusNameEn: z.string(),
  TotalRows: z.number().int(),
  InvalidRows: z.number().int(),
  ImportedRows: z.number().int(),
  CreatedBy: z.string().nullable(),
  CreatedAt: z.string(),
  ImportedAt: z.string().nullable(),
  Version: z.number().int(),
  /** Present on the batch's own call and after upload or submit. */
  Rows: z.array(ZStudentImportRow).optional(),
});
export type TStudentImportBatch = z.infer<typeof ZStudentImportBatch>;

export const ZStudentImportListQuery = ZPageQuery;

/** `POST /api/student/import` (multipart): the file and the year the students are placed in (current when absent). */
export const ZStudentImportUpload = z.strictObject({ File: ZUploadFile, AcademicYearId: optional(ZId) });
export type TStudentImportUpload = z.output<typeof ZStudentImportUpload>;

export const ZStudentImportParams = z.object({ id: ZId });

export const ZStudentImportConstantQuery = z.object({ academicYearId: optional(ZId) });
export const ZStudentImportConstants = z.object({
  Columns: z.array(z.object({ Key: z.string(), Name: z.string(), NameEn: z.string(), Required: z.boolean() })),
  Genders: z.array(ZEnumItem.extend({ Codes: z.array(z.string()) })),
  RelationshipTypes: z.array(ZEnumItem.extend({ Codes: z.array(z.string()) })),
  Provinces: z.array(z.object({ Code: z.string(), Name: z.string(), NameEn: z.string() })),
  AcademicYearId: ZId.nullable(),
  AcademicClasses: z.array(
    z.object({ Code: z.string(), Description: z.string(), DescriptionEn: z.string(), CourseLevel: z.string(), CourseLevelEn: z.string() }),
  ),
  DateFormats: z.array(z.string()),
  MaxRows: z.number().int(),
});
export type TStudentImportConstants = z.infer<typeof ZStudentImportConstants>;
