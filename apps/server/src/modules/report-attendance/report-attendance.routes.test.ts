import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { addStudent, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import { addGradeSubjects } from '../../../test/employee-fixtures';
import { addSessionTimes, addTeachingSubjects } from '../../../test/routine-fixtures';
import { pdfText } from '../../../test/pdf-text';
import { eq } from 'drizzle-orm';
import { campus, examType, holiday } from '../../db/schema/index';

const BASE = '/api/report/attendance/student';

/**
 * Class 7A of the 2025-2026 year (1 November 2025 – 31 August 2026): maths 07:00 and Khmer 08:00 on Mondays,
 * maths 07:00 on Wednesdays; Wednesday 12 November is a holiday. November has 11 sessions (Mondays 3, 10, 17,
 * 24 twice; Wednesdays 5, 19, 26), of which 4 were taken:
 *   Mon 3 maths  [present, absent, late]      Mon 3 Khmer  [present, permission, permission]
 *   Wed 5 maths  [absent, present, present]   Mon 17 maths [present, present, present] (Khmer not taken)
 * Monday 10 was not taken at all. December: Mon 1 maths [absent, absent, mission], one of 15 sessions.
 */
let t: TTestApp;
let s: TSchool;
let other: TSchool;
let pupils: string[]; // Khmer name order: កែវ បុប្ផា, ចាន់ ដារ៉ា, សុខ ចាន់ណា
let inB: string;
let mondayMaths: string;
let mondayKhmer: string;
let wednesdayMaths: string;
let november: string;
let nextYearExam: string;
let teacherToken: string;

const counts = (Absence: number, Present: number, Late: number, Permission: number, Mission = 0) => ({ Absence, Present, Late, Permission, Mission });

beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await createSchool(t);
  const periods = await addSessionTimes(t, s.campus.id, s.gradeId, 0, [
    ['07:00', '08:00'],
    ['08:00', '09:00'],
  ]);
  const [maths, khmer] = await addGradeSubjects(t, s.campus.id, {
    yearId: s.yearId,
    gradeId: s.gradeId,
    names: [
      ['គណិតវិទ្យា', 'Mathematics'],
      ['ភាសាខ្មែរ', 'Khmer'],
    ],
  });
  const teacher = await addTeacher(t, s, [s.classA], 'dara.report');
  teacherToken = teacher.token;
  await addTeachingSubjects(t, s.campus.id, { employeeId: teacher.employeeId, academicClassId: s.classA, subjectIds: [maths!, khmer!] });
  const routine = async (DayOfWeek: number, period: string, subject: string) => {
    const res = await t.call('POST', '/api/routine', {
      token: s.campus.adminToken,
      json: { AcademicClassId: s.classA, DayOfWeek, AcademicSessionTimeId: period, CourseLevelSubjectId: subject, EmployeeId: teacher.employeeId },
    });
    expect(res.statusCode).toBe(200);
    return res.data.Data.Id as string;
  };
  mondayKhmer = await routine(1, periods[1]!, khmer!);
  mondayMaths = await routine(1, periods[0]!, maths!);
  wednesdayMaths = await routine(3, periods[0]!, maths!);
  pupils = [];
  for (const [lastName, firstName] of [
    ['សុខ', 'ចាន់ណា'],
    ['កែវ', 'បុប្ផា'],
    ['ចាន់', 'ដារ៉ា'],
  ] as const)
    pupils.push((await addStudent(t, s, s.classA, { lastName, firstName })).studentId);
  pupils = [pupils[1]!, pupils[2]!, pupils[0]!];
  inB = (await addStudent(t, s, s.classB, { lastName: 'លី', firstName: 'សុភាព' })).studentId;
  await addStudent(t, other, other.classA, { lastName: 'ហេង', firstName: 'វិចិត្រ' });
  const save = async (RoutineId: string, date: string, types: number[]) => {
    const res = await t.call('POST', '/api/student-attendance/batch-save', {
      token: s.campus.adminToken,
      json: types.map((AttendanceType, i) => ({ RoutineId, Date: date, Version: null, StudentId: pupils[i], AttendanceType })),
    });
    expect(res.statusCode).toBe(200);
  };
  await save(mondayMaths, '2025-11-03', [1, 0, 2]);
  await save(mondayKhmer, '2025-11-03', [1, 3, 3]);
  await save(wednesdayMaths, '2025-11-05', [0, 1, 1]);
  await save(mondayMaths, '2025-11-17', [1, 1, 1]);
  await save(mondayMaths, '2025-12-01', [0, 0, 6]);
  await t.database.system(async (tx) => {
    await tx.insert(holiday).values({ campusId: s.campus.id, description: 'ថ្ងៃឈប់សម្រាក', descriptionEn: 'Holiday', date: '2025-11-12' });
    const exam = (values: Partial<typeof examType.$inferInsert>) =>
      tx
        .insert(examType)
        .values({ campusId: s.campus.id, academicYearId: s.yearId, description: 'ប្រឡងខែវិច្ឆិកា', descriptionEn: 'November exam', examType: 0, ...values })
        .returning({ id: examType.id });
    november = (await exam({ month: 11, semesterType: 1 }))[0]!.id;
    nextYearExam = (await exam({ academicYearId: s.nextYearId, month: 11 }))[0]!.id;
  });
}, 120_000);
afterAll(async () => t?.close());

const get = (path: string, query: Record<string, string>, token = s.campus.adminToken) =>
  t.call('GET', `${path.startsWith('/') ? '' : `${BASE}/`}${path}?${new URLSearchParams(query).toString()}`, { token });
const book = async (data: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  return wb;
};
/** A worksheet's rows as arrays of cell texts (a header cell "Khmer / English" by its Khmer name). */
const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const out: string[][] = [];
  sheet.eachRow((row) => out.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v).split(' / ')[0]!))));
  return out;
};

describe('the daily report', () => {
  it("counts a class's marks of a day per student, sessions held and taken", async () => {
    const res = await get('daily', { date: '2025-11-03', academicClassId: s.classA });
    expect(res.statusCode).toBe(200);
    expect(
      res.data.Data.map((r: { StudentId: string; Sessions: number; Taken: number; Counts: unknown }) => [r.StudentId, r.Sessions, r.Taken, r.Counts]),
    ).toEqual([
      [pupils[0], 2, 2, counts(0, 2, 0, 0)],
      [pupils[1], 2, 2, counts(1, 0, 0, 1)],
      [pupils[2], 2, 2, counts(0, 0, 1, 1)],
    ]);
  });

  it('shows a day not taken as not taken, nobody present', async () => {
    const res = await get('daily', { date: '2025-11-10', academicClassId: s.classA });
    expect(res.data.Data.map((r: { Sessions: number; Taken: number; Counts: unknown }) => [r.Sessions, r.Taken, r.Counts])).toEqual([
      [2, 0, counts(0, 0, 0, 0)],
      [2, 0, counts(0, 0, 0, 0)],
      [2, 0, counts(0, 0, 0, 0)],
    ]);
  });

  it('covers every class of the current year without a class, and the file names the students in Khmer', async () => {
    const res = await get('daily', { date: '2025-11-03' });
    expect(res.data.Data.map((r: { StudentId: string }) => r.StudentId)).toEqual([...pupils, inB]);
    expect(res.data.Data.at(-1)).toMatchObject({ ClassNameEn: 'Class 7B', Sessions: 0, Taken: 0 });
    const pdf = await get('daily/export', { date: '2025-11-03', exportType: '0' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('របាយការណ៍វត្តមានសិស្សប្រចាំថ្ងៃ');
    expect(text).toContain('កែវ បុប្ផា');
    expect(text).toContain('លី សុភាព');
    expect(text).toContain('០៣-១១-២០២៥');
  });
});

describe('the by-session report', () => {
  it("lists a day's sessions in order, a session not taken as such, and each student's mark", async () => {
    const res = await get('by-session', { date: '2025-11-17', academicClassId: s.classA });
    expect(res.statusCode).toBe(200);
    const d = res.data.Data;
    expect(
      d.Sessions.map((x: { RoutineId: string; From: string; SubjectEn: string; Taken: boolean; Counts: unknown }) => [
        x.RoutineId,
        x.From,
        x.SubjectEn,
        x.Taken,
        x.Counts,
      ]),
    ).toEqual([
      [mondayMaths, '07:00', 'Mathematics', true, counts(0, 3, 0, 0)],
      [mondayKhmer, '08:00', 'Khmer', false, counts(0, 0, 0, 0)],
    ]);
    expect(d.Students.map((x: { Marks: unknown }) => x.Marks)).toEqual([
      [1, null],
      [1, null],
      [1, null],
    ]);
  });

  it('writes the sessions as columns in the workbook, a session not taken as —', async () => {
    const res = await get('by-session/export', { date: '2025-11-17', academicClassId: s.classA, exportType: '1' });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = rowsOf((await book(res.rawPayload)).worksheets[0]!);
    const line = rows.find((r) => r.includes('កែវ បុប្ផា'))!;
    expect(line).toContain('•');
    expect(line).toContain('—');
  });
});

describe('the monthly register', () => {
  it("answers a month's days, holidays and days not taken, each student's marks per day and her counts", async () => {
    const res = await get('monthly', { academicClassId: s.classA, month: '2025-11' });
    expect(res.statusCode).toBe(200);
    const d = res.data.Data;
    expect([d.FromDate, d.ToDate, d.Sessions, d.Taken, d.Dates.length]).toEqual(['2025-11-01', '2025-11-30', 11, 4, 30]);
    const day = (date: string) => d.Dates.find((x: { Date: string }) => x.Date === date);
    expect(day('2025-11-03')).toEqual({ Date: '2025-11-03', Holiday: false, Sessions: 2, Taken: 2 });
    expect(day('2025-11-10')).toEqual({ Date: '2025-11-10', Holiday: false, Sessions: 2, Taken: 0 });
    expect(day('2025-11-12')).toEqual({ Date: '2025-11-12', Holiday: true, Sessions: 0, Taken: 0 });
    expect(day('2025-11-17')).toEqual({ Date: '2025-11-17', Holiday: false, Sessions: 2, Taken: 1 });
    expect(d.Students.map((x: { Days: number[][] }) => x.Days[2])).toEqual([
      [1, 1],
      [0, 3],
      [2, 3],
    ]);
    expect(d.Students.map((x: { Counts: unknown }) => x.Counts)).toEqual([counts(1, 3, 0, 0), counts(1, 2, 0, 1), counts(0, 2, 1, 1)]);
  });

  it("counts over an exam's month; an exam of another year is refused", async () => {
    const res = await get('monthly', { academicClassId: s.classA, examTypeId: november });
    expect(res.data.Data).toMatchObject({ FromDate: '2025-11-01', ToDate: '2025-11-30', Sessions: 11, Taken: 4, ExamType: { Id: november } });
    expect((await get('monthly', { academicClassId: s.classA, examTypeId: nextYearExam })).statusCode).toBe(400);
    expect((await get('monthly', { academicClassId: s.classA })).statusCode).toBe(400);
  });

  it("is the spec's file call per exam: the PDF names the students, the workbook holds the register", async () => {
    const pdf = await get('/report/attendance/student-monthly', { examTypeId: november, academicClassId: s.classA });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('student-attendance-monthly-2025-11.pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('បញ្ជីស្រង់វត្តមានសិស្សប្រចាំខែ');
    expect(text).toContain('ចាន់ ដារ៉ា');
    expect(text).toContain('ប្រឡងខែវិច្ឆិកា');
    const xlsx = await get('/report/attendance/student-monthly', { examTypeId: november, academicClassId: s.classA, exportType: '1' });
    const rows = rowsOf((await book(xlsx.rawPayload)).worksheets[0]!);
    const header = rows.find((r) => r.includes('ឥតច្បាប់'))!;
    const dara = rows.find((r) => r.includes('ចាន់ ដារ៉ា'))!;
    const col = (name: string) => header.indexOf(name);
    // Days 3 (absent, permission), 10 (not taken), 12 (holiday: blank); totals 1 without, 1 with permission, 2 absent, 0 late.
    expect([dara[col('៣')], dara[col('១០')], dara[col('១២')]]).toEqual(['អច', '—', '']);
    expect([dara[col('ឥតច្បាប់')], dara[col('មានច្បាប់')], dara[col('សរុបអវត្តមាន')], dara[col('យឺត')]]).toEqual(['1', '1', '2', '0']);
  });
});

describe('the per-subject report', () => {
  it('counts each subject of the timetable apart, with its sessions held and taken', async () => {
    const res = await get('subject-schedule', { academicClassId: s.classA, fromDate: '2025-11-01', toDate: '2025-11-30' });
    expect(res.statusCode).toBe(200);
    const d = res.data.Data;
    expect(d.Subjects.map((x: { SubjectEn: string; Sessions: number; Taken: number }) => [x.SubjectEn, x.Sessions, x.Taken])).toEqual([
      ['Mathematics', 7, 3],
      ['Khmer', 4, 1],
    ]);
    expect(d.Students[1].Subjects).toEqual([counts(1, 2, 0, 0), counts(0, 0, 0, 1)]);
    expect(d.Students[2].Subjects).toEqual([counts(0, 2, 1, 0), counts(0, 0, 0, 1)]);
    expect((await get('subject-schedule', { academicClassId: s.classA, fromDate: '2025-11-30', toDate: '2025-11-01' })).statusCode).toBe(400);
  });

  it('writes per subject counts in the PDF', async () => {
    const text = pdfText((await get('subject-schedule/export', { academicClassId: s.classA, fromDate: '2025-11-01', toDate: '2025-11-30' })).rawPayload);
    expect(text).toContain('របាយការណ៍វត្តមានសិស្សតាមមុខវិជ្ជា');
    expect(text).toContain('គណិតវិទ្យា');
    expect(text).toContain('សុខ ចាន់ណា');
  });
});

describe('the yearly report', () => {
  it('counts per month of the academic year', async () => {
    const res = await get('yearly', { academicClassId: s.classA });
    expect(res.statusCode).toBe(200);
    const d = res.data.Data;
    expect(d.Months.map((m: { Month: string }) => m.Month)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
    ]);
    expect(d.Months.slice(0, 2)).toEqual([
      { Month: '2025-11', Sessions: 11, Taken: 4 },
      { Month: '2025-12', Sessions: 15, Taken: 1 },
    ]);
    expect(d.Students[2].Months.slice(0, 2)).toEqual([counts(0, 2, 1, 1), counts(0, 0, 0, 0, 1)]);
    expect(d.Students[0].Counts).toEqual(counts(2, 3, 0, 0));
    const xlsx = await get('yearly/export', { academicClassId: s.classA, exportType: '1' });
    const rows = rowsOf((await book(xlsx.rawPayload)).worksheets[0]!);
    const header = rows.find((r) => r.includes('ឥតច្បាប់'))!;
    const bopha = rows.find((r) => r.includes('កែវ បុប្ផា'))!;
    expect(bopha[header.indexOf('ធ្នូ ២០២៥ ឥតច្បាប់')]).toBe('1');
    expect(bopha[header.indexOf('ឥតច្បាប់')]).toBe('2');
  });
});

describe('who reads the reports', () => {
  it("answers another school's class as unknown, and another school's daily report without these students", async () => {
    const theirs = other.campus.adminToken;
    expect((await get('by-session', { date: '2025-11-03', academicClassId: s.classA }, theirs)).statusCode).toBe(404);
    expect((await get('monthly', { academicClassId: s.classA, month: '2025-11' }, theirs)).statusCode).toBe(404);
    expect((await get('yearly', { academicClassId: s.classA }, theirs)).statusCode).toBe(404);
    expect((await get('/report/attendance/student-monthly', { academicClassId: s.classA, examTypeId: november }, theirs)).statusCode).toBe(404);
    const daily = await get('daily', { date: '2025-11-03' }, theirs);
    expect(daily.statusCode).toBe(200);
    expect(daily.data.Data.map((r: { FullName: string }) => r.FullName)).toEqual(['ហេង វិចិត្រ']);
    const pdf = pdfText((await get('daily/export', { date: '2025-11-03' }, theirs)).rawPayload);
    expect(pdf).not.toContain('កែវ បុប្ផា');
  });

  it('refuses a teacher, who does not hold the report key', async () => {
    expect((await get('daily', { date: '2025-11-03', academicClassId: s.classA }, teacherToken)).statusCode).toBe(403);
    expect((await get('/report/attendance/student-monthly', { academicClassId: s.classA, month: '2025-11' }, teacherToken)).statusCode).toBe(403);
  });
});

describe('a school that takes attendance by day', () => {
  it("counts a class's day as one session, taken once for all its routines; per subject is refused", async () => {
    const d = await createSchool(t);
    await t.database.system((tx) => tx.update(campus).set({ studentAttendanceType: 1 }).where(eq(campus.id, d.campus.id)));
    const periods = await addSessionTimes(t, d.campus.id, d.gradeId, 0, [
      ['07:00', '08:00'],
      ['08:00', '09:00'],
    ]);
    const [maths] = await addGradeSubjects(t, d.campus.id, { yearId: d.yearId, gradeId: d.gradeId, names: [['គណិតវិទ្យា', 'Mathematics']] });
    const teacher = await addTeacher(t, d, [d.classA], 'sok.bydate');
    await addTeachingSubjects(t, d.campus.id, { employeeId: teacher.employeeId, academicClassId: d.classA, subjectIds: [maths!] });
    const ids: string[] = [];
    for (const period of periods) {
      const res = await t.call('POST', '/api/routine', {
        token: d.campus.adminToken,
        json: { AcademicClassId: d.classA, DayOfWeek: 1, AcademicSessionTimeId: period, CourseLevelSubjectId: maths, EmployeeId: teacher.employeeId },
      });
      ids.push(res.data.Data.Id);
    }
    const pupil = (await addStudent(t, d, d.classA, { lastName: 'ពៅ', firstName: 'ស្រីនាង' })).studentId;
    const saved = await t.call('POST', '/api/student-attendance/batch-save', {
      token: d.campus.adminToken,
      json: [{ RoutineId: ids[1], Date: '2025-11-03', Version: null, StudentId: pupil, AttendanceType: 0 }],
    });
    expect(saved.statusCode).toBe(200);
    const get2 = (path: string, query: Record<string, string>) => get(path, query, d.campus.adminToken);
    const daily = await get2('daily', { date: '2025-11-03', academicClassId: d.classA });
    expect(daily.data.Data.map((r: { Sessions: number; Taken: number; Counts: unknown }) => [r.Sessions, r.Taken, r.Counts])).toEqual([
      [1, 1, counts(1, 0, 0, 0)],
    ]);
    const bySession = await get2('by-session', { date: '2025-11-03', academicClassId: d.classA });
    expect(
      bySession.data.Data.Sessions.map((x: { From: string; To: string; SubjectEn: string; Taken: boolean }) => [x.From, x.To, x.SubjectEn, x.Taken]),
    ).toEqual([['07:00', '09:00', 'Daily attendance', true]]);
    const month = await get2('monthly', { academicClassId: d.classA, month: '2025-11' });
    expect([month.data.Data.Sessions, month.data.Data.Taken]).toEqual([4, 1]);
    expect((await get2('subject-schedule', { academicClassId: d.classA, fromDate: '2025-11-01', toDate: '2025-11-30' })).statusCode).toBe(400);
  });
});
