import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { DEFAULT_REPORT_FOOTER, DEFAULT_REPORT_HEADER, DEFAULT_REPORT_SETTING, MOBILE_ACTOR_TYPE } from '@school/contract';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { addStudent, createSchool, type TSchool } from '../../../test/people-fixtures';
import { pdfPageSize, pdfText } from '../../../test/pdf-text';

let t: TTestApp;
let s: TSchool;
let other: TTestCampus;
let token: string;
let teacherToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  token = s.campus.adminToken;
  other = await t.createCampus();
  teacherToken = (await t.createUser(s.campus, { username: 'report.teacher', mobileActorType: MOBILE_ACTOR_TYPE.TEACHER })).token;
  await addStudent(t, s, s.classA, {
    firstName: 'សុវណ្ណារី',
    lastName: 'ឈិន',
    firstNameEn: 'Sovannary',
    lastNameEn: 'Chhin',
    dateOfBirth: '2013-05-09',
    guardians: [
      {
        relationshipType: 1,
        guardian: { firstName: 'ស្រីមុំ', lastName: 'ឈិន', firstNameEn: 'Sreymom', lastNameEn: 'Chhin', gender: 1, mobilePhone: '012345678' },
      },
    ],
  });
  await addStudent(t, s, s.classB, { firstName: 'ពិសិដ្ឋ', lastName: 'កែវ', firstNameEn: 'Piseth', lastNameEn: 'Keo' });
  // The other school's student: never in this school's reports.
  const theirs = await createSchool(t);
  await addStudent(t, theirs, theirs.classA, { firstName: 'ផ្សេង', lastName: 'សាលា', firstNameEn: 'Foreign', lastNameEn: 'Pupil' });
  other = theirs.campus;
}, 120_000);
afterAll(async () => t?.close());

async function workbook(res: { rawPayload: Buffer }) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book;
}
const cells = (sheet: ExcelJS.Worksheet) => (sheet.getSheetValues().filter(Boolean) as unknown[][]).flat().filter((v) => v !== undefined && v !== null);

const body = (patch: { setting?: object; header?: object; footer?: object; version: number | null }) => ({
  ReportSetting: { ...DEFAULT_REPORT_SETTING, ...patch.setting },
  ReportHeader: { ...DEFAULT_REPORT_HEADER, ...patch.header },
  ReportFooter: { ...DEFAULT_REPORT_FOOTER, ...patch.footer },
  Version: patch.version,
});

describe('report settings', () => {
  it('answers the defaults of portal §3 until the school saves, then its own, versioned', async () => {
    const first = await t.call('GET', '/api/report/setting', { token: other.adminToken });
    expect(first.statusCode).toBe(200);
    expect(first.data.Data).toMatchObject({
      ReportSetting: { Orientation: 0, PaperSize: 9, DateFormat: 'DD-MM-YYYY', NumberFormat: '#,##0.00', MarginTop: 50, MarginLeft: 50, ExchangeRate: null },
      ReportHeader: { SchoolName: true },
      Version: null,
      IsDefault: true,
    });
    const saved = await t.call('PUT', '/api/report/setting', {
      token: other.adminToken,
      json: body({ setting: { Orientation: 1, ExchangeRate: 4100 }, footer: { PoweredBy: false }, version: null }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.data.Data).toMatchObject({
      ReportSetting: { Orientation: 1, ExchangeRate: 4100 },
      ReportFooter: { PoweredBy: false },
      Version: 1,
      IsDefault: false,
    });
    // Another school still reads the defaults.
    expect((await t.call('GET', '/api/report/setting', { token })).data.Data.Version).toBeNull();
  });

  it('refuses a save made on settings someone else changed meanwhile (409), and a second first save', async () => {
    const campus = await t.createCampus();
    const a = await t.call('PUT', '/api/report/setting', { token: campus.adminToken, json: body({ version: null }) });
    expect(a.data.Data.Version).toBe(1);
    expect((await t.call('PUT', '/api/report/setting', { token: campus.adminToken, json: body({ version: null }) })).statusCode).toBe(409);
    const b = await t.call('PUT', '/api/report/setting', { token: campus.adminToken, json: body({ setting: { MarginTop: 30 }, version: 1 }) });
    expect(b.data.Data.Version).toBe(2);
    const stale = await t.call('PUT', '/api/report/setting', { token: campus.adminToken, json: body({ setting: { MarginTop: 70 }, version: 1 }) });
    expect(stale.statusCode).toBe(409);
    expect((await t.call('GET', '/api/report/setting', { token: campus.adminToken })).data.Data.ReportSetting.MarginTop).toBe(30);
  });

  it('checks the values and the keys', async () => {
    const bad = await t.call('PUT', '/api/report/setting', { token, json: body({ setting: { MarginTop: 500, DateFormat: 'YY' }, version: null }) });
    expect(bad.statusCode).toBe(400);
    expect((await t.call('GET', '/api/report/setting', { token: teacherToken })).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/report/setting', { token: teacherToken, json: body({ version: null }) })).statusCode).toBe(403);
  });
});

describe('student-info report', () => {
  it('runs: the students of the year by class with the primary guardian, this school only', async () => {
    const res = await t.call('GET', '/api/report/student-info', { token, query: { academicYearId: s.yearId } });
    expect(res.statusCode).toBe(200);
    const rows = res.data.Data as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.FullNameEn)).toEqual(['Chhin Sovannary', 'Keo Piseth']);
    expect(rows[0]).toMatchObject({ FullName: 'ឈិន សុវណ្ណារី', ClassDescription: 'ថ្នាក់ 7A', GuardianName: 'ឈិន ស្រីមុំ', GuardianPhone: '012345678' });
    const oneClass = await t.call('GET', '/api/report/student-info', { token, query: { academicYearId: s.yearId, academicClassId: s.classB } });
    expect(oneClass.data.Data.map((r: { FullNameEn: string }) => r.FullNameEn)).toEqual(['Keo Piseth']);
    expect((await t.call('GET', '/api/report/student-info', { token, query: { academicClassId: await otherClass() } })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/report/student-info', { token: teacherToken })).statusCode).toBe(403);
  });

  it('exports a class as a PDF with Khmer names, laid out by the report settings', async () => {
    const campus = await createSchool(t);
    await addStudent(t, campus, campus.classA, {
      firstName: 'សុវណ្ណារី',
      lastName: 'ឈិន',
      firstNameEn: 'Sovannary',
      lastNameEn: 'Chhin',
      dateOfBirth: '2013-05-09',
    });
    const get = () =>
      t.call('GET', '/api/student/export/year-class', { token: campus.campus.adminToken, query: { academicClassId: campus.classA, exportType: '0' } });
    const before = await get();
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('application/pdf');
    const text = pdfText(before.rawPayload);
    expect(text).toContain('ឈិន សុវណ្ណារី');
    expect(text).toContain('បញ្ជីឈ្មោះសិស្ស');
    expect(text).toContain('09-05-2013');
    expect(text).toContain('Powered by');
    const [w, h] = pdfPageSize(before.rawPayload);
    expect(w).toBeLessThan(h);
    await t.call('PUT', '/api/report/setting', {
      token: campus.campus.adminToken,
      json: body({ setting: { Orientation: 1, PaperSize: 8, DateFormat: 'YYYY-MM-DD' }, footer: { PoweredBy: false }, version: null }),
    });
    const after = await get();
    const [aw, ah] = pdfPageSize(after.rawPayload);
    expect(Math.round(aw)).toBe(1191); // A3 across
    expect(Math.round(ah)).toBe(842);
    const afterText = pdfText(after.rawPayload);
    expect(afterText).toContain('2013-05-09');
    expect(afterText).not.toContain('Powered by');
    // The student list's workbook is still the default of these calls.
    const xlsx = await t.call('GET', '/api/student/export/year-class', { token: campus.campus.adminToken, query: { academicClassId: campus.classA } });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});

async function otherClass() {
  const rows = await t.database.system((tx) => tx.execute<{ id: string }>(sql`select id from academic_class where campus_id = ${other.id} limit 1`));
  return rows.rows[0]!.id;
}

describe('guardian-info report', () => {
  it('runs: each student of the class with each guardian', async () => {
    const res = await t.call('GET', '/api/report/guardian-info', { token, query: { academicYearId: s.yearId, academicClassId: s.classA } });
    expect(res.statusCode).toBe(200);
    expect(res.data.Data).toHaveLength(1);
    expect(res.data.Data[0]).toMatchObject({ StudentName: 'ឈិន សុវណ្ណារី', FullName: 'ឈិន ស្រីមុំ', RelationshipName: 'ម្តាយ', RelationshipNameEn: 'Mother' });
    expect((await t.call('GET', '/api/report/guardian-info', { token: teacherToken })).statusCode).toBe(403);
  });

  it('exports PDF and Excel (spec: /report/office/guardian)', async () => {
    const pdf = await t.call('GET', '/report/office/guardian', { token, query: { academicClassId: s.classA, exportType: '0' } });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('ព័ត៌មានអាណាព្យាបាល');
    expect(text).toContain('ឈិន ស្រីមុំ');
    expect(text).toContain('012345678');
    const xlsx = await t.call('GET', '/report/office/guardian', { token, query: { academicClassId: s.classA, exportType: '1' } });
    expect(xlsx.headers['content-disposition']).toContain('.xlsx');
    const all = cells((await workbook(xlsx)).worksheets[0]!);
    expect(all).toContain('ឈិន ស្រីមុំ / Chhin Sreymom');
    expect(all).toContain('ម្តាយ');
    expect(all.join(' ')).not.toContain('Foreign');
  });
});

describe('user-account report', () => {
  it('lists the school’s accounts with role, status and last sign-in; PDF and Excel', async () => {
    const res = await t.call('GET', '/api/report/user-account', { token });
    expect(res.statusCode).toBe(200);
    const rows = res.data.Data as Array<{ Username: string; RoleNameEn: string; LastSignInAt: string | null; IsActive: boolean }>;
    expect(rows.map((r) => r.Username).sort()).toEqual(['admin', 'report.teacher']);
    expect(rows.find((r) => r.Username === 'admin')).toMatchObject({ RoleNameEn: 'School administrator', IsActive: true });
    expect(rows.find((r) => r.Username === 'admin')!.LastSignInAt).not.toBeNull();
    const teachers = await t.call('GET', '/api/report/user-account', { token, query: { mobileActorType: String(MOBILE_ACTOR_TYPE.TEACHER) } });
    expect(teachers.data.Data.map((r: { Username: string }) => r.Username)).toEqual(['report.teacher']);
    const pdf = await t.call('GET', '/api/report/user-account/export', { token, query: { exportType: '0' } });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('របាយការណ៍គណនីអ្នកប្រើប្រាស់');
    expect(text).toContain('report.teacher');
    expect(text).toContain('អ្នកគ្រប់គ្រងសាលា');
    const xlsx = await workbook(await t.call('GET', '/api/report/user-account/export', { token, query: { exportType: '1' } }));
    const all = cells(xlsx.worksheets[0]!);
    expect(all).toContain('admin');
    expect(all).toContain('សកម្ម / Active');
    expect(all.some((v) => v instanceof Date)).toBe(true);
    expect((await t.call('GET', '/api/report/user-account', { token: teacherToken })).statusCode).toBe(403);
    const theirs = await t.call('GET', '/api/report/user-account', { token: other.adminToken });
    expect(theirs.data.Data.map((r: { Username: string }) => r.Username)).toEqual(['admin']);
  });
});
