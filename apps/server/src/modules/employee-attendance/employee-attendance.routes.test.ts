import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { ACTOR_TYPE, MOBILE_ACTOR_TYPE } from '@school/contract';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import { addCardKind } from '../../../test/employee-fixtures';
import { pdfText } from '../../../test/pdf-text';
import { employee, employeeCard } from '../../db/schema/index';
import { slotFor } from './employee-attendance.service';

const BASE = '/api/employee-attendance';

let t: TTestApp;
let s: TSchool;
let other: TTestCampus;
let officeToken: string;
let studentToken: string;
let teacher: { token: string; employeeId: string };
let otherTeacherToken: string;
let clerk: string;
let guard: string;
let retired: string;
let foreign: string;

async function addEmployee(campusId: string, names: [string, string, string, string], extra: { status?: number; code?: string } = {}) {
  const [row] = await t.database.system((tx) =>
    tx
      .insert(employee)
      .values({
        campusId,
        code: extra.code ?? `E${crypto.randomBytes(3).toString('hex')}`,
        lastName: names[0],
        firstName: names[1],
        lastNameEn: names[2],
        firstNameEn: names[3],
        gender: 1,
        status: extra.status ?? 0,
      })
      .returning({ id: employee.id }),
  );
  return row!.id;
}

const countRows = async (campusId: string) =>
  Number(
    (await t.database.system((tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from employee_attendance where campus_id = ${campusId}`))).rows[0]!
      .n,
  );

beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await t.createCampus();
  officeToken = (await t.createUser(s.campus, { username: 'office.ea', mobileActorType: MOBILE_ACTOR_TYPE.SCHOOL_OFFICE })).token;
  studentToken = (await t.createUser(s.campus, { username: 'student.ea', mobileActorType: MOBILE_ACTOR_TYPE.STUDENT, actorType: ACTOR_TYPE.STUDENT })).token;
  teacher = await addTeacher(t, s, [s.classA], 'teacher.ea');
  otherTeacherToken = (await addTeacher(t, s, [s.classB], 'teacher2.ea')).token;
  clerk = await addEmployee(s.campus.id, ['ចាន់', 'សុភាព', 'Chan', 'Sopheap'], { code: 'EMP-CLERK' });
  guard = await addEmployee(s.campus.id, ['កែវ', 'វណ្ណា', 'Keo', 'Vanna']);
  retired = await addEmployee(s.campus.id, ['ម៉ៅ', 'សំណាង', 'Mao', 'Samnang'], { status: 1 });
  foreign = await addEmployee(other.id, ['លី', 'ស្រីពៅ', 'Ly', 'Sreypov']);
  const staffCard = await addCardKind(t, s.campus.id, 1, ['កាតបុគ្គលិក', 'Staff card']);
  await t.database.system((tx) =>
    tx.insert(employeeCard).values([
      { campusId: s.campus.id, employeeId: clerk, cardId: staffCard, cardNumber: 'QR-0042', expiryDate: '2040-12-31' },
      { campusId: s.campus.id, employeeId: guard, cardId: staffCard, cardNumber: 'OLD-7', expiryDate: '2020-01-31' },
    ]),
  );
});
afterAll(async () => t?.close());

type TDay = { EmployeeId: string; FullNameEn: string; AttendanceType: number | null; Version: number | null; MorningIn: string | null; IsTeacher: boolean };

const byDate = async (date: string, token = officeToken) => t.call('GET', `${BASE}/employee-by-date`, { token, query: { date } });
const save = (items: unknown[], token = officeToken) => t.call('POST', `${BASE}/batch-save`, { token, json: { Items: items } });

describe('the daily sheet and its batch save', () => {
  it('lists every active employee of the day with nulls until something is recorded; teachers are marked', async () => {
    const res = await byDate('2031-03-10');
    expect(res.statusCode).toBe(200);
    const days: TDay[] = res.data.Data;
    expect(days.map((d) => d.FullNameEn).sort()).toEqual(['Chan Sopheap', 'Keo Vanna', 'Sok Dara', 'Sok Dara']);
    expect(days.every((d) => d.AttendanceType === null && d.Version === null)).toBe(true);
    expect(days.find((d) => d.EmployeeId === teacher.employeeId)!.IsTeacher).toBe(true);
    expect(days.find((d) => d.EmployeeId === clerk)!.IsTeacher).toBe(false);
  });

  it('saves the whole sheet in one call, upserting one row per employee and date', async () => {
    const first = await save([
      {
        EmployeeId: clerk,
        Date: '2031-03-10',
        AttendanceType: 1,
        MorningIn: '07:00',
        MorningOut: '11:00',
        AfternoonIn: '14:00',
        AfternoonOut: '17:00',
        Version: null,
      },
      { EmployeeId: guard, Date: '2031-03-10', AttendanceType: 2, MorningIn: '07:40', Version: null },
      { EmployeeId: teacher.employeeId, Date: '2031-03-10', AttendanceType: 0, Version: null },
    ]);
    expect(first.statusCode).toBe(200);
    expect(await countRows(s.campus.id)).toBe(3);
    const days: TDay[] = (await byDate('2031-03-10')).data.Data;
    const clerkDay = days.find((d) => d.EmployeeId === clerk)!;
    expect(clerkDay).toMatchObject({ AttendanceType: 1, MorningIn: '07:00', AfternoonOut: '17:00', Version: 1 });
    expect(days.find((d) => d.EmployeeId === guard)).toMatchObject({ AttendanceType: 2, MorningIn: '07:40' });

    // Saving again at the versions read updates in place (no second row); an unchanged row keeps its version.
    const again = await save([
      { EmployeeId: clerk, Date: '2031-03-10', AttendanceType: 3, Version: 1 },
      { EmployeeId: guard, Date: '2031-03-10', AttendanceType: 2, MorningIn: '07:40', Version: 1 },
    ]);
    expect(again.statusCode).toBe(200);
    expect(await countRows(s.campus.id)).toBe(3);
    const after: TDay[] = (await byDate('2031-03-10')).data.Data;
    expect(after.find((d) => d.EmployeeId === clerk)).toMatchObject({ AttendanceType: 3, MorningIn: null, Version: 2 });
    expect(after.find((d) => d.EmployeeId === guard)).toMatchObject({ Version: 1 });
  });

  it('answers 409 naming whose day someone else changed, and saves nothing of the batch', async () => {
    // Two office users read the sheet of 2031-03-11; the first saves the guard's day.
    expect((await save([{ EmployeeId: guard, Date: '2031-03-11', AttendanceType: 1, MorningIn: '07:00', Version: null }])).statusCode).toBe(200);
    const before = await countRows(s.campus.id);
    const stale = await save([
      { EmployeeId: clerk, Date: '2031-03-11', AttendanceType: 1, MorningIn: '07:05', Version: null },
      { EmployeeId: guard, Date: '2031-03-11', AttendanceType: 0, Version: null },
    ]);
    expect(stale.statusCode).toBe(409);
    expect(stale.data.MessageEn).toContain('Keo Vanna');
    expect(stale.data.Message).toContain('កែវ វណ្ណា');
    expect(stale.data.Data).toEqual([{ EmployeeId: guard, Date: '2031-03-11', FullName: 'កែវ វណ្ណា', FullNameEn: 'Keo Vanna' }]);
    // Nothing half-saved: the clerk's new row is not there and the guard's row is unchanged.
    expect(await countRows(s.campus.id)).toBe(before);
    const days: TDay[] = (await byDate('2031-03-11')).data.Data;
    expect(days.find((d) => d.EmployeeId === clerk)!.AttendanceType).toBeNull();
    expect(days.find((d) => d.EmployeeId === guard)).toMatchObject({ AttendanceType: 1, Version: 1 });
    // An old version of an existing row is stale too.
    const old = await save([{ EmployeeId: clerk, Date: '2031-03-10', AttendanceType: 1, Version: 1 }]);
    expect(old.statusCode).toBe(409);
    expect(old.data.MessageEn).toContain('Chan Sopheap');
  });

  it('refuses bad input with 400 in Khmer and English, storing nothing', async () => {
    const before = await countRows(s.campus.id);
    const backwards = await save([{ EmployeeId: clerk, Date: '2031-03-12', AttendanceType: 1, MorningIn: '11:00', MorningOut: '07:00' }]);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.data.Errors[0]).toMatchObject({ Field: 'Items.0.MorningOut', Message: 'ម៉ោងចេញមិនអាចនៅមុនម៉ោងចូលទេ' });
    const absentWithTime = await save([{ EmployeeId: clerk, Date: '2031-03-12', AttendanceType: 0, MorningIn: '07:00' }]);
    expect(absentWithTime.statusCode).toBe(400);
    expect(absentWithTime.data.MessageEn).toBe('An absent employee has no clock-in or clock-out time');
    const twice = await save([
      { EmployeeId: clerk, Date: '2031-03-12', AttendanceType: 1 },
      { EmployeeId: clerk, Date: '2031-03-12', AttendanceType: 2 },
    ]);
    expect(twice.statusCode).toBe(400);
    const badStatus = await save([{ EmployeeId: clerk, Date: '2031-03-12', AttendanceType: 4 }]);
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.data.Errors[0].Field).toBe('Items.0.AttendanceType');
    const badTime = await save([{ EmployeeId: clerk, Date: '2031-03-12', AttendanceType: 1, MorningIn: '7h' }]);
    expect(badTime.statusCode).toBe(400);
    expect(badTime.data.Errors[0].MessageEn).toBe('The time is not valid (HH:mm)');
    const badDate = await save([{ EmployeeId: clerk, Date: '2031-02-30', AttendanceType: 1 }]);
    expect(badDate.statusCode).toBe(400);
    expect((await save([])).statusCode).toBe(400);
    expect((await byDate('2031-13-01')).statusCode).toBe(400);
    expect(await countRows(s.campus.id)).toBe(before);
  });

  it("refuses another campus's employee (400, nothing written) and never shows or changes rows across campuses", async () => {
    const before = await countRows(other.id);
    const res = await save([{ EmployeeId: foreign, Date: '2031-03-10', AttendanceType: 1 }]);
    expect(res.statusCode).toBe(400);
    expect(await countRows(other.id)).toBe(before);
    expect(await countRows(s.campus.id)).toBeGreaterThan(0);
    // The other school's office sees its own employee only, with nothing recorded.
    const theirs: TDay[] = (await byDate('2031-03-10', other.adminToken)).data.Data;
    expect(theirs.map((d) => d.EmployeeId)).toEqual([foreign]);
    expect(theirs[0]!.AttendanceType).toBeNull();
    const cross = await save([{ EmployeeId: clerk, Date: '2031-03-10', AttendanceType: 0, Version: 2 }], other.adminToken);
    expect(cross.statusCode).toBe(400);
    const individual = await t.call('GET', `${BASE}/individual`, {
      token: other.adminToken,
      query: { id: clerk, fromDate: '2031-03-01', toDate: '2031-03-31' },
    });
    expect(individual.statusCode).toBe(404);
    expect((await byDate('2031-03-10')).data.Data.find((d: TDay) => d.EmployeeId === clerk)).toMatchObject({ AttendanceType: 3, Version: 2 });
  });

  it('lets the office read and save, and refuses teachers and students (403)', async () => {
    expect((await byDate('2031-03-10', s.campus.adminToken)).statusCode).toBe(200);
    expect((await byDate('2031-03-10', teacher.token)).statusCode).toBe(403);
    expect((await byDate('2031-03-10', studentToken)).statusCode).toBe(403);
    const before = await countRows(s.campus.id);
    expect((await save([{ EmployeeId: teacher.employeeId, Date: '2031-03-13', AttendanceType: 1 }], teacher.token)).statusCode).toBe(403);
    expect((await save([{ EmployeeId: clerk, Date: '2031-03-13', AttendanceType: 1 }], studentToken)).statusCode).toBe(403);
    expect(await countRows(s.campus.id)).toBe(before);
    const monthly = (token: string) => t.call('GET', `${BASE}/monthly`, { token, query: { fromDate: '2031-03-01', toDate: '2031-03-31' } });
    expect((await monthly(officeToken)).statusCode).toBe(200);
    expect((await monthly(teacher.token)).statusCode).toBe(403);
    expect((await monthly(studentToken)).statusCode).toBe(403);
  });
});

describe('the monthly grid and one employee’s record', () => {
  it('answers a day per date and the counts of each employee', async () => {
    const res = await t.call('GET', `${BASE}/monthly`, { token: officeToken, query: { fromDate: '2031-03-01', toDate: '2031-03-31' } });
    expect(res.statusCode).toBe(200);
    expect(res.data.Data.Days).toHaveLength(31);
    const guardRow = res.data.Data.Employees.find((e: { EmployeeId: string }) => e.EmployeeId === guard);
    expect(guardRow.Counts).toEqual({ Absence: 0, Present: 1, Late: 1, Permission: 0, Mission: 0 });
    expect(guardRow.Days[9]).toMatchObject({ Date: '2031-03-10', AttendanceType: 2 });
    expect(guardRow.Days[0]).toBeNull();
    // An inactive employee without rows is not on the grid.
    expect(res.data.Data.Employees.some((e: { EmployeeId: string }) => e.EmployeeId === retired)).toBe(false);
    const long = await t.call('GET', `${BASE}/monthly`, { token: officeToken, query: { fromDate: '2031-03-01', toDate: '2031-04-05' } });
    expect(long.statusCode).toBe(400);
    expect(long.data.MessageEn).toBe('The date range cannot be longer than 31 days');
    const backwards = await t.call('GET', `${BASE}/monthly`, { token: officeToken, query: { fromDate: '2031-03-10', toDate: '2031-03-01' } });
    expect(backwards.statusCode).toBe(400);
  });

  it("answers one employee's days in Detail: the office anyone's, a teacher only her own, a student none", async () => {
    const q = (id: string) => ({ id, fromDate: '2031-03-01', toDate: '2031-03-31' });
    const office = await t.call('GET', `${BASE}/individual`, { token: officeToken, query: q(guard) });
    expect(office.statusCode).toBe(200);
    expect(office.data.Data.Employee.FullNameEn).toBe('Keo Vanna');
    expect(office.data.Data.Detail.map((d: { Date: string }) => d.Date)).toEqual(['2031-03-10', '2031-03-11']);
    expect(office.data.Data.Counts).toMatchObject({ Present: 1, Late: 1 });
    const own = await t.call('GET', `${BASE}/individual`, { token: teacher.token, query: q(teacher.employeeId) });
    expect(own.statusCode).toBe(200);
    expect(own.data.Data.Detail).toEqual([expect.objectContaining({ Date: '2031-03-10', AttendanceType: 0 })]);
    expect((await t.call('GET', `${BASE}/individual`, { token: otherTeacherToken, query: q(teacher.employeeId) })).statusCode).toBe(404);
    expect((await t.call('GET', `${BASE}/individual`, { token: studentToken, query: q(guard) })).statusCode).toBe(404);
  });
});

describe('scan entry', () => {
  let token: string;
  /** The school's clock at `local` (Phnom Penh, UTC+7); the office signs in again at that time. */
  const at = async (local: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${local}+07:00`));
    token = (await t.signIn(s.campus, 'office.ea')).access_token;
  };
  const scan = (code: string) => t.call('POST', `${BASE}/scan`, { token, form: { Code: code } });
  afterEach(() => vi.useRealTimers());

  it('records the current school time in the next slot of the day of the card holder', async () => {
    await at('2031-03-17T06:55:00');
    const first = await scan(' qr-0042 ');
    expect(first.statusCode).toBe(200);
    expect(first.data.Data).toMatchObject({ Date: '2031-03-17', Slot: 'MorningIn', Time: '06:55', Repeated: false });
    expect(first.data.Data.Employee.FullNameEn).toBe('Chan Sopheap');
    expect(first.data.Data.Record).toMatchObject({ AttendanceType: 1, MorningIn: '06:55', MorningOut: null });
    // A second read of the same card within a minute is the same scan.
    await at('2031-03-17T06:56:00');
    expect((await scan('QR-0042')).data.Data).toMatchObject({ Slot: 'MorningIn', Time: '06:55', Repeated: true });
    await at('2031-03-17T11:02:00');
    expect((await scan('QR-0042')).data.Data).toMatchObject({ Slot: 'MorningOut', Time: '11:02' });
    await at('2031-03-17T13:50:00');
    expect((await scan('QR-0042')).data.Data).toMatchObject({ Slot: 'AfternoonIn', Time: '13:50' });
    await at('2031-03-17T17:05:00');
    // The employee code (the QR of the card) reaches the same person.
    const last = await scan('emp-clerk');
    expect(last.data.Data).toMatchObject({ Slot: 'AfternoonOut', Time: '17:05' });
    expect(last.data.Data.Record).toMatchObject({ MorningIn: '06:55', MorningOut: '11:02', AfternoonIn: '13:50', AfternoonOut: '17:05', Version: 4 });
  });

  it("uses the school's date, not the server's UTC day", async () => {
    // 23:30 UTC on the 17th is 06:30 on the 18th in Phnom Penh.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-17T23:30:00Z'));
    token = (await t.signIn(s.campus, 'office.ea')).access_token;
    const res = await scan('QR-0042');
    expect(res.data.Data).toMatchObject({ Date: '2031-03-18', Slot: 'MorningIn', Time: '06:30' });
  });

  it('refuses an unknown card, an expired card, an inactive employee and other roles', async () => {
    await at('2031-03-17T07:10:00');
    const before = await countRows(s.campus.id);
    const unknown = await scan('NOPE-1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.data.Message).toBe('រកមិនឃើញបុគ្គលិកដែលមានកាត ឬលេខកូដ «NOPE-1» ទេ');
    expect(unknown.data.MessageEn).toBe("No employee of this school has the card or code 'NOPE-1'");
    const expired = await scan('OLD-7');
    expect(expired.statusCode).toBe(400);
    expect(expired.data.MessageEn).toBe('The card of Keo Vanna expired on 31-01-2020');
    const code = (
      await t.database.system((tx) =>
        tx
          .select({ code: employee.code })
          .from(employee)
          .where(sql`${employee.id} = ${retired}`),
      )
    )[0]!.code;
    expect((await scan(code)).statusCode).toBe(400);
    expect((await scan('')).statusCode).toBe(400);
    // Another school's office cannot scan this school's card.
    const otherToken = (await t.signIn(other, 'admin')).access_token;
    expect((await t.call('POST', `${BASE}/scan`, { token: otherToken, form: { Code: 'QR-0042' } })).statusCode).toBe(404);
    const teacherNow = (await t.signIn(s.campus, 'teacher.ea')).access_token;
    expect((await t.call('POST', `${BASE}/scan`, { token: teacherNow, form: { Code: 'QR-0042' } })).statusCode).toBe(403);
    expect(await countRows(s.campus.id)).toBe(before);
  });

  it('fills the slots in the order of a school day', () => {
    const row = (m: Partial<Record<'morningIn' | 'morningOut' | 'afternoonIn', string>>) => ({ morningIn: null, morningOut: null, afternoonIn: null, ...m });
    expect(slotFor(undefined, '06:40')).toBe('MorningIn');
    expect(slotFor(undefined, '13:40')).toBe('AfternoonIn');
    expect(slotFor(row({ morningIn: '07:00' }), '10:30')).toBe('MorningOut');
    expect(slotFor(row({ morningIn: '07:00' }), '12:10')).toBe('MorningOut');
    expect(slotFor(row({ morningIn: '07:00', morningOut: '11:00' }), '12:50')).toBe('AfternoonIn');
    expect(slotFor(row({ morningIn: '07:00' }), '13:30')).toBe('AfternoonIn');
    expect(slotFor(row({ morningIn: '07:00', morningOut: '11:00', afternoonIn: '14:00' }), '17:00')).toBe('AfternoonOut');
  });
});

describe('reports', () => {
  const get = (name: string, query: Record<string, string>, token = officeToken) => t.call('GET', `${BASE}/${name}`, { token, query });
  const RANGE = { fromDate: '2031-03-10', toDate: '2031-03-11' };

  it('writes the daily report as a PDF with Khmer names, times and statuses', async () => {
    const res = await get('employee-daily-report', { ...RANGE, exportType: '0' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('employee-daily-attendance-2031-03-10-2031-03-11.pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('របាយការណ៍វត្តមានបុគ្គលិកប្រចាំថ្ងៃ');
    expect(text).toContain('កែវ វណ្ណា');
    expect(text).toContain('Keo Vanna');
    expect(text).toContain('07:40');
    expect(text).toContain('យឺត');
    expect(text).toContain('១០-០៣-២០៣១');
  });

  it('writes the monthly report as Excel: one line per employee with a mark per day and the counts', async () => {
    const res = await get('employee-monthly-report', { fromDate: '2031-03-01', toDate: '2031-03-31', exportType: '1' });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const header = rows.find((r) => r.includes('គោត្តនាម និងនាម / Name'))!;
    const guardLine = rows.find((r) => r.includes('កែវ វណ្ណា'))!;
    expect(guardLine).toBeTruthy();
    const col = (name: string) => header.indexOf(name);
    expect(guardLine[col('១០ / 10')]).toBe('L');
    expect(guardLine[col('១១ / 11')]).toBe('•');
    expect(guardLine[col('យឺត / Late')]).toBe(1);
    expect(guardLine[col('វត្តមាន / Present')]).toBe(1);
    expect(rows.some((r) => r.includes('Sok Dara'))).toBe(true);
  });

  it('limits the teacher reports to the teachers', async () => {
    const pdf = pdfText((await get('teacher-daily-report', { ...RANGE, exportType: '0' })).rawPayload);
    expect(pdf).toContain('របាយការណ៍វត្តមានគ្រូបង្រៀនប្រចាំថ្ងៃ');
    expect(pdf).toContain('សុខ ដារ៉ា');
    expect(pdf).toContain('អវត្តមាន');
    expect(pdf).not.toContain('កែវ វណ្ណា');
    const xlsx = await get('teacher-monthly-report', { fromDate: '2031-03-01', toDate: '2031-03-31', exportType: '1' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const values = JSON.stringify(book.worksheets[0]!.getSheetValues());
    expect(values).toContain('របាយការណ៍វត្តមានគ្រូបង្រៀនប្រចាំខែ');
    expect(values).toContain('Sok Dara');
    expect(values).not.toContain('Keo Vanna');
  });

  it("answers the rows a report shows when run: every employee's days and counts, or the teachers' only", async () => {
    type TLine = { EmployeeId: string; FullNameEn: string; Days: Array<{ AttendanceType: number; MorningIn: string | null } | null>; Counts: { Late: number } };
    const all = await get('report', { ...RANGE, people: 'employee' });
    expect(all.statusCode).toBe(200);
    expect(all.data.Data.Days).toEqual(['2031-03-10', '2031-03-11']);
    const guardLine = (all.data.Data.Employees as TLine[]).find((e) => e.EmployeeId === guard)!;
    expect(guardLine.Days[0]).toMatchObject({ AttendanceType: 2, MorningIn: '07:40' });
    expect(guardLine.Counts.Late).toBe(1);
    const teachers = await get('report', { ...RANGE, people: 'teacher' });
    const names = (teachers.data.Data.Employees as TLine[]).map((e) => e.FullNameEn);
    expect(names).toContain('Sok Dara');
    expect(names).not.toContain('Keo Vanna');
    expect((await get('report', RANGE, teacher.token)).statusCode).toBe(403);
    expect((await get('report', { fromDate: '2031-01-01', toDate: '2031-03-01' })).statusCode).toBe(400);
    const theirs = await get('report', RANGE, other.adminToken);
    expect((theirs.data.Data.Employees as TLine[]).map((e) => e.EmployeeId)).not.toContain(guard);
  });

  it('refuses other roles, a bad export type and a range over 31 days', async () => {
    expect((await get('employee-daily-report', RANGE, teacher.token)).statusCode).toBe(403);
    expect((await get('employee-monthly-report', RANGE, studentToken)).statusCode).toBe(403);
    expect((await get('employee-daily-report', { ...RANGE, exportType: '2' })).statusCode).toBe(400);
    expect((await get('employee-monthly-report', { fromDate: '2031-01-01', toDate: '2031-03-01' })).statusCode).toBe(400);
    // Another school's report holds none of this school's people.
    const theirs = pdfText((await get('employee-daily-report', RANGE, other.adminToken)).rawPayload);
    expect(theirs).not.toContain('កែវ វណ្ណា');
  });
});
