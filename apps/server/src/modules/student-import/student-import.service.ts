import {
  ENUM_ITEMS,
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_STATUS,
  STUDENT_IMPORT_STATUS_ITEMS,
  enumName,
  type TStudentImportBatch,
  type TStudentImportConstants,
  type TStudentImportRow,
  type TStudentImportUpload,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable, TTx } from '../../db/engine';
import { newId } from '../../lib/ids';
import { AppError, badRequest, conflict, missingReference, notFound } from '../../lib/app-error';
import { analyzeAfterBulkWrite } from '../../db/analyze';
import { inTenant } from '../../db/tenant';
import { XLSX_CONTENT_TYPE, XlsxWriter } from '../../lib/xlsx/xlsx-export';
import { khmerDigits } from '../../lib/khmer';
import { pageOffset } from '../../lib/paging';
import { readFirstSheet } from '../../lib/spreadsheet';
import { readSheetRows } from '../../lib/xlsx/sheet-reader';
import { SPREADSHEET_KINDS, checkUpload, saveUpload } from '../file/file.service';
import { yearOrCurrent } from '../academic-year/academic-year.service';
import { createStudents } from '../student/index';
import * as studentModule from '../student/index';
import {
  DATE_FORMATS,
  GENDER_CODES,
  RELATIONSHIP_CODES,
  checkRows,
  IMPORT_SHEET_COLUMNS,
  type TCheckedRow,
  type TImportLookups,
  type TRowValues,
} from './student-import.rows';
import * as repo from './student-import.repository';

/**
 * Student import (designed calls `/api/student/import*`; data-calls §5). Upload: the file is checked
 * (size, extension, type, content), read in a worker with row and time limits, every row checked; the
 * batch is kept with all its rows. Invalid rows answer StatusCode 400 with those rows as Data. A valid
 * batch is submitted in one transaction: rows are checked again against the data of that moment and
 * every student is created, or none.
 */
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
const IMPORT_TIMEOUT_MS = 30_000;

const batchNotFound = () => notFound('រកមិនឃើញការនាំចូលនេះទេ', 'The import was not found');

function toRow(r: repo.TImportRowRow): TStudentImportRow {
  return {
    Id: r.id,
    StudentImportId: r.studentImportId,
    RowNumber: r.rowNumber,
    Values: r.values as Record<string, string | null>,
    Errors: r.errors as TStudentImportRow['Errors'],
    IsValid: r.isValid,
    StudentId: r.studentId,
  };
}

function toBatch(b: repo.TBatchRow, rows?: repo.TImportRowRow[]): TStudentImportBatch {
  return {
    Id: b.id,
    FileName: b.fileName,
    AcademicYearId: b.academicYearId,
    AcademicYearDescription: b.yearDescription,
    AcademicYearDescriptionEn: b.yearDescriptionEn,
    Status: b.status,
    StatusName: enumName(STUDENT_IMPORT_STATUS_ITEMS, b.status, 'km'),
    StatusNameEn: enumName(STUDENT_IMPORT_STATUS_ITEMS, b.status, 'en'),
    TotalRows: b.totalRows,
    InvalidRows: b.invalidRows,
    ImportedRows: b.importedRows,
    CreatedBy: b.createdBy,
    CreatedAt: b.createdAt.toISOString(),
    ImportedAt: b.importedAt ? b.importedAt.toISOString() : null,
    Version: b.version,
    ...(rows ? { Rows: rows.map(toRow) } : {}),
  };
}

async function lookups(tx: TQueryable, campusId: string, academicYearId: string, codes: string[]): Promise<TImportLookups> {
  const classes = await studentModule.classesOfYear(tx, { campusId, academicYearId });
  const taken: string[] = [];
  for (let i = 0; i < codes.length; i += 1000) {
    taken.push(...(await studentModule.findStudentsByCodes(tx, { campusId, codes: codes.slice(i, i + 1000) })).map((s) => s.code.toUpperCase()));
  }
  return {
    academicYearId,
    classesByCode: new Map(classes.map((c) => [c.code.toUpperCase(), c.id])),
    takenCodes: new Set(taken),
    provinces: await studentModule.listProvinceIds(tx),
  };
}

const codesOf = (rows: Array<{ values: TRowValues }>) => [...new Set(rows.flatMap((r) => (r.values.Code ? [r.values.Code] : [])))];

/** The 400 of data-calls §5: Data holds the invalid rows, each with a message per bad cell. */
function invalidRows(rows: TStudentImportRow[], total: number) {
  const n = rows.length;
  return new AppError('BAD_REQUEST', {
    km: `មានជួរដេកមិនត្រឹមត្រូវចំនួន ${khmerDigits(n)} ក្នុងចំណោម ${khmerDigits(total)}។ សូមកែ ហើយផ្ទុកឡើងម្តងទៀត`,
    en: `${n} of ${total} rows are not valid. Fix them and upload the file again`,
    data: rows,
  });
}

/** Reads the sheet: header found, required columns there, not too many rows. */
async function readRows(data: Buffer) {
  const sheet = await readFirstSheet(data, { maxRows: IMPORT_MAX_ROWS + 1, timeoutMs: IMPORT_TIMEOUT_MS });
  const read = readSheetRows(sheet, IMPORT_SHEET_COLUMNS);
  if (read.headerRowNumber === null) throw badRequest('ឯកសារនេះគ្មានទិន្នន័យ', 'The sheet is empty');
  if (read.missing.length > 0) {
    const missing = STUDENT_IMPORT_COLUMNS.filter((c) => read.missing.some((m) => m.key === c.Key));
    throw badRequest(
      `ឯកសារខ្វះជួរឈរ៖ ${missing.map((c) => c.Name).join(', ')}`,
      `The sheet lacks the columns: ${missing.map((c) => c.NameEn).join(', ')}`,
      read.headerErrors,
    );
  }
  const rows: Array<{ rowNumber: number; values: TRowValues }> = read.rows.map((r) => ({ rowNumber: r.rowNumber, values: r.values }));
  const dataRows = Math.max(rows.length, sheet.total - read.headerRowNumber);
  if (rows.length > IMPORT_MAX_ROWS || dataRows > IMPORT_MAX_ROWS + 1) {
    throw badRequest(
      `ឯកសារមួយអាចមានសិស្សយ៉ាងច្រើន ${khmerDigits(IMPORT_MAX_ROWS)} នាក់។ សូមបំបែកជាឯកសារតូចៗ`,
      `A sheet may hold at most ${IMPORT_MAX_ROWS} students. Split it into smaller files`,
    );
  }
  if (rows.length === 0) throw badRequest('ឯកសារនេះគ្មានសិស្សទេ', 'The sheet holds no students');
  return rows;
}

export async function uploadImport(deps: TAppDeps, auth: TAuth, body: TStudentImportUpload): Promise<TStudentImportBatch> {
  const maxBytes = Math.min(IMPORT_MAX_BYTES, deps.config.maxUploadBytes);
  const checked = checkUpload(body.File, { accept: SPREADSHEET_KINDS, maxBytes });
  const rows = await readRows(checked.data);
  const saved = await inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const year = await yearOrCurrent(tx, campusId, body.AcademicYearId);
    if (!year) throw missingReference('ឆ្នាំសិក្សា', 'academic year');
    const checkedRows = checkRows(rows, await lookups(tx, campusId, year.id, codesOf(rows)));
    const file = await saveUpload(deps, tx as TTx, { campusId, purpose: 'student-import', file: body.File, accept: SPREADSHEET_KINDS, maxBytes });
    const id = newId();
    const invalid = checkedRows.filter((r) => r.errors.length > 0).length;
    await repo.insertBatch(tx, {
      campusId,
      values: {
        id,
        fileName: checked.fileName,
        fileId: file.id,
        academicYearId: year.id,
        status: invalid > 0 ? STUDENT_IMPORT_STATUS.INVALID : STUDENT_IMPORT_STATUS.VALID,
        totalRows: checkedRows.length,
        invalidRows: invalid,
        createdByUserId: auth.userId,
      },
    });
    await repo.insertRows(tx, {
      campusId,
      rows: checkedRows.map((r) => ({ studentImportId: id, rowNumber: r.rowNumber, values: r.values, errors: r.errors, isValid: r.errors.length === 0 })),
    });
    const batch = (await repo.getBatch(tx, { campusId, id }))!;
    return toBatch(batch, await repo.listRows(tx, { campusId, batchId: id }));
  });
  // The batch is kept (listed with its result) whatever the rows; the answer says 400 when some are bad.
  if (saved.InvalidRows > 0)
    throw invalidRows(
      saved.Rows!.filter((r) => !r.IsValid),
      saved.TotalRows,
    );
  return saved;
}

export const listImports = (deps: TAppDeps, auth: TAuth, q: { pageIndex: number; pageSize: number }) =>
  inTenant(deps, auth, async (tx) => {
    const { rows, total } = await repo.listBatches(tx, { campusId: auth.campusId, limit: q.pageSize, offset: pageOffset(q) });
    return { rows: rows.map((b) => toBatch(b)), total };
  });

export const getImport = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    const batch = await repo.getBatch(tx, { campusId: auth.campusId, id });
    if (!batch) throw batchNotFound();
    return toBatch(batch, await repo.listRows(tx, { campusId: auth.campusId, batchId: id }));
  });

/** Every student of a valid batch, or none (a row that went bad since the upload refuses the batch). */
const submitImportTx = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const batch = await repo.getBatch(tx, { campusId, id });
    if (!batch) throw batchNotFound();
    if (batch.status === STUDENT_IMPORT_STATUS.IMPORTED) throw conflict('ការនាំចូលនេះបាននាំចូលរួចហើយ', 'This import was already submitted');
    if (batch.status !== STUDENT_IMPORT_STATUS.VALID)
      throw badRequest('ការនាំចូលនេះមានជួរដេកមិនត្រឹមត្រូវ។ សូមកែឯកសារ ហើយផ្ទុកឡើងម្តងទៀត', 'This import has invalid rows. Fix the file and upload it again');
    if (!(await repo.markImported(tx, { campusId, id, from: STUDENT_IMPORT_STATUS.VALID, to: STUDENT_IMPORT_STATUS.IMPORTED, importedRows: batch.totalRows })))
      throw conflict('ការនាំចូលនេះបាននាំចូលរួចហើយ', 'This import was already submitted');
    const stored = await repo.listRows(tx, { campusId, batchId: id });
    const rows = stored.map((r) => ({ rowNumber: r.rowNumber, values: r.values as TRowValues }));
    const checked: TCheckedRow[] = checkRows(rows, await lookups(tx, campusId, batch.academicYearId, codesOf(rows)));
    const bad = checked.filter((r) => r.errors.length > 0);
    if (bad.length > 0) {
      throw invalidRows(
        bad.map((r) => {
          const row = stored.find((s) => s.rowNumber === r.rowNumber)!;
          return { ...toRow(row), Errors: r.errors, IsValid: false };
        }),
        checked.length,
      );
    }
    const created = await createStudents(
      tx,
      campusId,
      checked.map((r) => r.student!),
    );
    await repo.setRowStudents(tx, { campusId, rows: stored.map((r, i) => ({ id: r.id, studentId: created[i]!.studentId })) });
    const after = (await repo.getBatch(tx, { campusId, id }))!;
    return toBatch(after, await repo.listRows(tx, { campusId, batchId: id }));
  });

// ---------------------------------------------------------------------------------------------------
// Constants and template

export const importConstants = (deps: TAppDeps, auth: TAuth, q: { academicYearId?: string }): Promise<TStudentImportConstants> =>
  inTenant(deps, auth, async (tx) => {
    const year = await yearOrCurrent(tx, auth.campusId, q.academicYearId);
    const classes = year ? await studentModule.classesOfYear(tx, { campusId: auth.campusId, academicYearId: year.id }) : [];
    const provinces = await studentModule.listProvinceIds(tx);
    return {
      Columns: STUDENT_IMPORT_COLUMNS.map((c) => ({ Key: c.Key, Name: c.Name, NameEn: c.NameEn, Required: c.Required })),
      Genders: ENUM_ITEMS.gender.map((g) => ({ ...g, Codes: GENDER_CODES[g.Value as number] ?? [] })),
      RelationshipTypes: ENUM_ITEMS.relationshipType.map((g) => ({ ...g, Codes: RELATIONSHIP_CODES[g.Value as number] ?? [] })),
      Provinces: provinces.map((p) => ({ Code: p.code, Name: p.name, NameEn: p.nameEn })),
      AcademicYearId: year?.id ?? null,
      AcademicClasses: classes.map((c) => ({
        Code: c.code,
        Description: c.description,
        DescriptionEn: c.descriptionEn,
        CourseLevel: c.courseLevelDescription,
        CourseLevelEn: c.courseLevelDescriptionEn,
      })),
      DateFormats: DATE_FORMATS,
      MaxRows: IMPORT_MAX_ROWS,
    };
  });

const TEXT_COLUMNS = ['Code', 'MobilePhone', 'GuardianPhone', 'ClassCode', 'Province'];

/** The template: headers in Khmer and English on the first sheet, the codes on the second. */
export async function importTemplate(deps: TAppDeps, auth: TAuth, q: { academicYearId?: string }) {
  const constants = await importConstants(deps, auth, q);
  const book = new XlsxWriter();
  book.sheet('សិស្ស Students').table(
    STUDENT_IMPORT_COLUMNS.map((c) => ({
      header: `${c.Name}${c.Required ? ' *' : ''}`,
      headerEn: c.NameEn,
      width: Math.max(16, c.NameEn.length + 2),
      numFmt: TEXT_COLUMNS.includes(c.Key) ? '@' : c.Key === 'DateOfBirth' ? 'yyyy-mm-dd' : undefined,
      headerFill: c.Required ? 'FFFDE9D9' : 'FFF2F2F2',
      value: () => null,
    })),
    [],
    { freeze: true },
  );

  const codes = book.sheet('លេខកូដ Codes').widths([28, 30, 30]);
  const section = (title: string, rows: string[][]) => {
    codes.row([title], { bold: true, size: 12 });
    for (const r of rows) codes.row(r);
    codes.blank();
  };
  section(
    'ភេទ / Gender',
    constants.Genders.map((g) => [g.Codes.join(', '), g.Name, g.NameEn]),
  );
  section(
    'ត្រូវជា / Relationship',
    constants.RelationshipTypes.map((g) => [g.Codes.join(', '), g.Name, g.NameEn]),
  );
  section(
    'ថ្នាក់ / Class codes',
    constants.AcademicClasses.map((c) => [c.Code, c.Description, c.DescriptionEn]),
  );
  section(
    'ខេត្ត/រាជធានី / Provinces',
    constants.Provinces.map((p) => [p.Code, p.Name, p.NameEn]),
  );
  section('ថ្ងៃខែឆ្នាំ / Dates', [[constants.DateFormats.join(', ')]]);
  section('ឧទាហរណ៍ / Example', [
    STUDENT_IMPORT_COLUMNS.map((c) => c.NameEn),
    [
      '',
      'សុខ',
      'ស្រីនិច',
      'Sok',
      'Sreynich',
      'ស្រី',
      '2014-03-21',
      'ភ្នំពេញ',
      'ខ្មែរ',
      '012345678',
      '',
      '12',
      'ផ្ទះលេខ ១២ ផ្លូវ ២៧១',
      constants.AcademicClasses[0]?.Code ?? '7A',
      'សុខ',
      'សុភា',
      'Sok',
      'Sophea',
      'ស្រី',
      'ម្តាយ',
      '092334455',
    ],
  ]);
  return { data: await book.toBuffer(), fileName: 'student-import-template.xlsx', contentType: XLSX_CONTENT_TYPE };
}

/** submitImport, then the tables it filled analyzed (db/analyze.ts). */
export const submitImport = async (deps: TAppDeps, auth: TAuth, id: string) =>
  analyzeAfterBulkWrite(
    deps.database,
    ['student', 'student_address', 'student_academic_class', 'guardian', 'student_guardian', 'app_user'],
    await submitImportTx(deps, auth, id),
  );
