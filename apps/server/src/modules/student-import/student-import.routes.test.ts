import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { makePng, multipart } from '../../../test/multipart';
import { expectOk } from '../../../test/setup-fixtures';
import { addStudent, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';

let t: TTestApp;
let s: TSchool;
beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
});
afterAll(async () => t?.close());

const KHMER = /[\u1780-\u17FF]/;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type TRow = Record<string, string | Date | number>;
const good = (n: number, extra: TRow = {}): TRow => ({
  LastName: 'សុខ',
  FirstName: `ស្រីនិច${n}`,
  LastNameEn: 'Sok',
  FirstNameEn: `Sreynich${n}`,
  Gender: 'ស្រី',
  DateOfBirth: new Date(Date.UTC(2013, 2, 21)),
  ClassCode: '7A',
  Province: '12',
  Address: 'ផ្ទះលេខ ១២',
  GuardianLastName: 'សុខ',
  GuardianFirstName: 'សុភា',
  GuardianLastNameEn: 'Sok',
  GuardianFirstNameEn: 'Sophea',
  GuardianGender: 'F',
  GuardianRelationship: 'ម្តាយ',
  GuardianPhone: 12345678,
  ...extra,
});

/** The template as downloaded, filled with rows by column key (read from the header row). */
async function fillTemplate(rows: TRow[], token = s.campus.adminToken): Promise<Buffer> {
  const res = await t.call('GET', '/api/student/import/template', { token });
  expect(res.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const columns = new Map<string, number>();
  const constants = expectOk(await t.call('GET', '/api/student/import/constant', { token })).data.Data;
  sheet.getRow(1).eachCell((cell, col) => {
    const text = String(cell.value);
    const column = constants.Columns.find((c: { NameEn: string }) => text.endsWith(`\n${c.NameEn}`));
    if (column) columns.set(column.Key, col);
  });
  rows.forEach((r, i) => {
    const row = sheet.getRow(i + 2);
    for (const [key, value] of Object.entries(r)) row.getCell(columns.get(key)!).value = value;
    row.commit();
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const upload = (data: Buffer, fileName = 'students.xlsx', contentType = XLSX_TYPE, token = s.campus.adminToken) =>
  t.call('POST', '/api/student/import', { token, ...multipart({ AcademicYearId: s.yearId }, { File: { fileName, contentType, data } }) });

const studentsInClass = async (classId: string) =>
  expectOk(await t.call('GET', '/api/student', { token: s.campus.adminToken, query: { academicClassId: classId, pageSize: '500' } })).data.Total as number;

describe('template and constants', () => {
  it('offers a template with Khmer and English headers and a sheet of codes', async () => {
    const res = await t.call('GET', '/api/student/import/template', { token: s.campus.adminToken });
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(String(res.headers['content-disposition'])).toContain('student-import-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = (workbook.worksheets[0]!.getRow(1).values as unknown[]).filter(Boolean).map(String);
    expect(header).toContain('នាមត្រកូល *\nLast name (Khmer)');
    expect(header).toContain('លេខកូដថ្នាក់ *\nClass code');
    const codes: string[] = [];
    workbook.worksheets[1]!.eachRow((row) => row.eachCell((c) => codes.push(String(c.value))));
    expect(codes).toContain('7A');
    expect(codes).toContain('ម្តាយ');
    expect(codes.some((c) => KHMER.test(c) && c.includes('ភ្នំពេញ'))).toBe(true);
  });

  it('lists the codes a sheet may use', async () => {
    const data = expectOk(await t.call('GET', '/api/student/import/constant', { token: s.campus.adminToken })).data.Data;
    expect(data.AcademicYearId).toBe(s.yearId);
    expect(data.AcademicClasses.map((c: { Code: string }) => c.Code)).toEqual(['7A', '7B']);
    expect(data.Genders[1]).toMatchObject({ Value: 1, NameEn: 'Female', Codes: expect.arrayContaining(['F', 'ស្រី']) });
    expect(data.Provinces).toHaveLength(25);
    expect(data.MaxRows).toBe(5000);
  });
});

describe('upload, fix and submit', () => {
  it('reports two bad rows cell by cell (400), keeps the batch, then imports the fixed sheet in one go', async () => {
    const before = await studentsInClass(s.classA);
    const rows = [
      good(1),
      good(2, { Gender: 'X', DateOfBirth: '31/02/2013' }),
      good(3),
      good(4, { ClassCode: 'ZZ', FirstNameEn: '', GuardianRelationship: 'cousin' }),
      good(5),
    ];
    const bad = await upload(await fillTemplate(rows));
    expect(bad.statusCode).toBe(400);
    expect(bad.data.StatusCode).toBe(400);
    expect(bad.data.MessageEn).toBe('2 of 5 rows are not valid. Fix them and upload the file again');
    expect(bad.data.Message).toMatch(KHMER);
    const invalid = bad.data.Data as Array<{
      RowNumber: number;
      Errors: Array<{ Field: string; Message: string; MessageEn: string }>;
      StudentImportId: string;
      Values: Record<string, string>;
    }>;
    expect(invalid.map((r) => r.RowNumber)).toEqual([3, 5]);
    expect(invalid[0]!.Errors.map((e) => e.Field).sort()).toEqual(['DateOfBirth', 'Gender']);
    expect(invalid[1]!.Errors.map((e) => e.Field).sort()).toEqual(['ClassCode', 'FirstNameEn', 'GuardianRelationship']);
    for (const e of invalid.flatMap((r) => r.Errors)) expect(e.Message).toMatch(KHMER);
    expect(invalid[0]!.Values.FirstName).toBe('ស្រីនិច2');
    expect(await studentsInClass(s.classA)).toBe(before);

    const batchId = invalid[0]!.StudentImportId;
    const listed = expectOk(await t.call('GET', '/api/student/import', { token: s.campus.adminToken })).data.Data;
    expect(listed[0]).toMatchObject({ Id: batchId, Status: 0, TotalRows: 5, InvalidRows: 2, ImportedRows: 0, FileName: 'students.xlsx', CreatedBy: 'admin' });
    expect(listed[0].Rows).toBeUndefined();
    const kept = expectOk(await t.call('GET', `/api/student/import/${batchId}`, { token: s.campus.adminToken })).data.Data;
    expect(kept.Rows).toHaveLength(5);
    expect(kept.Rows[0]).toMatchObject({
      RowNumber: 2,
      IsValid: true,
      Values: expect.objectContaining({ DateOfBirth: '2013-03-21', GuardianPhone: '012345678', Province: '12' }),
    });
    expect((await t.call('POST', `/api/student/import/${batchId}/submit`, { token: s.campus.adminToken })).statusCode).toBe(400);

    const fixed = [good(1), good(2, { DateOfBirth: '28/02/2013' }), good(3), good(4, { ClassCode: '7b' }), good(5, { Code: 'IMP-5' })];
    const ok = expectOk(await upload(await fillTemplate(fixed))).data.Data;
    expect(ok).toMatchObject({ Status: 1, TotalRows: 5, InvalidRows: 0, StatusNameEn: 'Ready to import' });
    const submitted = expectOk(await t.call('POST', `/api/student/import/${ok.Id}/submit`, { token: s.campus.adminToken })).data.Data;
    expect(submitted).toMatchObject({ Status: 2, ImportedRows: 5, ImportedAt: expect.any(String) });
    expect(submitted.Rows.every((r: { StudentId: string | null }) => r.StudentId)).toBe(true);
    expect(await studentsInClass(s.classA)).toBe(before + 4);
    // A bulk write leaves fresh planner statistics: the student table is analyzed with what it now holds.
    const stats = await t.database.pool.query<{ reltuples: number; n: string }>(
      `select c.reltuples, (select count(*) from student) as n from pg_class c where c.relname = 'student' and c.relkind = 'r'`,
    );
    expect(Number(stats.rows[0]!.reltuples)).toBe(Number(stats.rows[0]!.n));
    const imported = expectOk(await t.call('GET', '/api/student/find', { token: s.campus.adminToken, query: { id: submitted.Rows[4].StudentId } })).data.Data;
    expect(imported).toMatchObject({ Code: 'IMP-5', FullName: 'សុខ ស្រីនិច5', DateOfBirth: '2013-03-21', Gender: 1 });
    expect(imported.Guardians).toEqual([expect.objectContaining({ FullName: 'សុខ សុភា', RelationshipType: 1, MobilePhone: '012345678', IsPrimary: true })]);
    expect(imported.Addresses).toEqual([expect.objectContaining({ ProvinceId: 12, Address: 'ផ្ទះលេខ ១២' })]);
    expect((await t.call('POST', `/api/student/import/${ok.Id}/submit`, { token: s.campus.adminToken })).statusCode).toBe(409);
  });

  it('imports nothing when a row went bad between upload and submit', async () => {
    const ok = expectOk(await upload(await fillTemplate([good(6, { Code: 'RACE-1' }), good(7, { Code: 'RACE-2' })]))).data.Data;
    await addStudent(t, s, s.classB, { code: 'RACE-2' });
    const before = await studentsInClass(s.classA);
    const res = await t.call('POST', `/api/student/import/${ok.Id}/submit`, { token: s.campus.adminToken });
    expect(res.statusCode).toBe(400);
    expect(res.data.Data).toEqual([
      expect.objectContaining({ RowNumber: 3, Errors: [expect.objectContaining({ Field: 'Code', MessageEn: 'This code is already used by a student' })] }),
    ]);
    expect(await studentsInClass(s.classA)).toBe(before);
    expect(expectOk(await t.call('GET', `/api/student/import/${ok.Id}`, { token: s.campus.adminToken })).data.Data.Status).toBe(1);
  });

  it('reads .xls and .ods too, and refuses other files and sheets without the required columns', async () => {
    const aoa = [
      ['LastName', 'FirstName', 'LastNameEn', 'FirstNameEn', 'Gender', 'DateOfBirth', 'ClassCode'],
      ['ចាន់', 'ដាលីន', 'Chan', 'Dalin', 'M', '2012-05-06', '7A'],
    ];
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), 'S');
    const xls = XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    expect(expectOk(await upload(xls, 'students.xls', 'application/vnd.ms-excel')).data.Data.Status).toBe(1);
    const ods = XLSX.write(book, { type: 'buffer', bookType: 'ods' }) as Buffer;
    expect(expectOk(await upload(ods, 'students.ods', 'application/vnd.oasis.opendocument.spreadsheet')).data.Data.Status).toBe(1);
    expect((await upload(makePng(), 'students.xlsx')).statusCode).toBe(415);
    const partial = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      partial,
      XLSX.utils.aoa_to_sheet([
        ['LastName', 'FirstName'],
        ['ក', 'ខ'],
      ]),
      'S',
    );
    const missing = await upload(XLSX.write(partial, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    expect(missing.statusCode).toBe(400);
    expect(missing.data.Errors.map((e: { Field: string }) => e.Field)).toEqual(['LastNameEn', 'FirstNameEn', 'Gender', 'DateOfBirth', 'ClassCode']);
  });

  it('is for import managers of the campus only', async () => {
    const teacher = await addTeacher(t, s, [s.classA]);
    const data = await fillTemplate([good(8)]);
    expect((await upload(data, 'students.xlsx', XLSX_TYPE, teacher.token)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/student/import', { token: teacher.token })).statusCode).toBe(403);
    const batch = expectOk(await upload(data)).data.Data;
    const other = await createSchool(t);
    expect((await t.call('GET', `/api/student/import/${batch.Id}`, { token: other.campus.adminToken })).statusCode).toBe(404);
    expect((await t.call('POST', `/api/student/import/${batch.Id}/submit`, { token: other.campus.adminToken })).statusCode).toBe(404);
    expect(expectOk(await t.call('GET', '/api/student/import', { token: other.campus.adminToken })).data.Total).toBe(0);
    expect(expectOk(await t.call('GET', `/api/student/import/${batch.Id}`, { token: s.campus.adminToken })).data.Data.Status).toBe(1);
  });
});
