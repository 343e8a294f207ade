import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { GENDER, MOBILE_ACTOR_TYPE } from '@school/contract';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { seedGradingExample } from '../../../test/grading-example';
import { pdfPageCount, pdfText } from '../../../test/pdf-text';
import { type TSchool } from '../../../test/people-fixtures';
import { studentAcademicClass } from '../../db/schema/index';

/**
 * The result reports on the worked example of docs/spec/grading.md: a grade-7 class, Khmer (M 100, c 2),
 * Mathematics (100, 2), Physics (50, 1); November, December and the semester-1 exam; Chenda has no
 * semester-exam score (semester 1 incomplete). Hand-computed semester-1 subject scores:
 * Dara Khmer (85 + (80 + 70) ÷ 2) ÷ 2 = 80 (B), Maths 75 (C), Physics 35 of 50 = 70% (C), average 38.00 (C);
 * Bopha Khmer 62.50 (D), Maths 50 (E), Physics 26.25 = 52.5% (E), average 27.75 (E).
 */
let t: TTestApp;
let s: TSchool;
let other: TSchool;
let khmer: string;
let maths: string;
let physics: string;
let november: string;
let december: string;
let semesterExam: string;
let dara: string;
let bopha: string;

const office = () => s.campus.adminToken;
beforeAll(async () => {
  t = await buildTestApp();
  ({ s, other, khmer, maths, physics, november, december, semesterExam, dara, bopha } = await seedGradingExample(t, { dara: { gender: GENDER.MALE } }));
  // Dara's next year (no results yet): the transcript's second year.
  await t.database.system((tx) =>
    tx.insert(studentAcademicClass).values({ campusId: s.campus.id, studentId: dara, academicYearId: s.nextYearId, academicClassId: s.nextClassA }),
  );
}, 180_000);
afterAll(async () => t?.close());

type TRow = Record<string, unknown>;
const run = async (query: Record<string, string>, token = office()) => {
  const res = await t.call('GET', '/api/report/student-result', { token, query });
  expect(res.statusCode, JSON.stringify(res.data)).toBe(200);
  return res.data.Data as {
    Title: string;
    Subtitle: string;
    SubtitleEn: string;
    Sections: Array<{ Caption: string | null; Columns: Array<{ Key: string }>; Rows: TRow[] }>;
  };
};
const en = (v: unknown) => (v && typeof v === 'object' ? (v as { En: string }).En : v);
const pick = (rows: TRow[], keys: string[]) => rows.map((r) => keys.map((k) => en(r[k])));

async function workbook(data: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  return book;
}
const cells = (sheet: ExcelJS.Worksheet) => (sheet.getSheetValues().filter(Boolean) as unknown[][]).map((r) => r.filter((v) => v !== undefined && v !== null));

describe('record books', () => {
  it("the student record book's table: the exam's figures, ranks with the tie, mentions and absences", async () => {
    const d = await run({ report: 'student-record-book', academicClassId: s.classA, examTypeId: december });
    expect(d.SubtitleEn).toContain('December');
    expect(pick(d.Sections[0]!.Rows, ['Name', 'Total', 'Average', 'Percent', 'Rank', 'Mention', 'Result'])).toEqual([
      ['Duong Dara', 160, 32, 64, 1, 'D Fairly good', 'Pass'],
      ['Keo Bopha', 135, 27, 54, 2, 'E Average', 'Pass'],
      ['Chan Chenda', 100, 20, 40, 3, 'F Weak', 'Fail'],
    ]);
    const one = await run({ report: 'student-record-book', academicClassId: s.classA, examTypeId: december, studentId: bopha });
    expect(pick(one.Sections[0]!.Rows, ['Name', 'Rank'])).toEqual([['Keo Bopha', 2]]);
  });

  it("the annual record book: each semester's average (incomplete named), the year's", async () => {
    const d = await run({ report: 'student-annual-record-book', academicClassId: s.classA });
    const rows = Object.fromEntries(d.Sections[0]!.Rows.map((r) => [en(r.Name), r]));
    expect(rows['Duong Dara']).toMatchObject({ Semester1: 38, Gender: { Km: 'ប្រុស', En: 'Male' } });
    expect(rows['Keo Bopha']).toMatchObject({ Semester1: 27.75 });
    expect(rows['Chan Chenda']!.Semester1).toEqual({ Km: 'មិនទាន់គ្រប់', En: 'Incomplete' });
  });

  it('prints the class record books, one student a page, through the exam (the spec call), and their table as Excel', async () => {
    const res = await t.call('GET', '/report/school/record/book', { token: office(), query: { classId: s.classA, examTypeId: november } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = pdfText(res.rawPayload);
    for (const name of ['ដួង ដារា', 'កែវ បុប្ផា', 'ចាន់ ចិន្តា']) expect(text).toContain(name);
    expect(text).toContain('វិច្ឆិកា');
    expect(text).not.toContain('ធ្នូ'); // through November only
    expect(pdfPageCount(res.rawPayload)).toBeGreaterThanOrEqual(3);
    const single = await t.call('GET', '/report/school/record/book', { token: office(), query: { classId: s.classA, studentId: dara } });
    expect(pdfText(single.rawPayload)).toContain('ដួង ដារា');
    expect(pdfText(single.rawPayload)).not.toContain('កែវ បុប្ផា');
    const xlsx = await t.call('GET', '/report/school/record/book', { token: office(), query: { classId: s.classA, examTypeId: november, exportType: '1' } });
    expect(xlsx.statusCode).toBe(200);
    const rows = cells((await workbook(xlsx.rawPayload)).worksheets[0]!);
    expect(rows.find((r) => r.includes('ដួង ដារា / Duong Dara'))).toEqual(expect.arrayContaining([210, 42, 84, 1, 'B ល្អណាស់ / B Very good']));
    expect(rows.find((r) => r.includes('កែវ បុប្ផា / Keo Bopha'))).toEqual(expect.arrayContaining([110, 22, 44, 3, 'F ខ្សោយ / F Weak']));
  });
});

describe('transcript and honour roll', () => {
  it("a student's transcript: each year she was placed, then each year's subjects", async () => {
    const d = await run({ report: 'student-transcript', studentId: dara });
    expect(d.SubtitleEn).toContain('Duong Dara');
    const [years, first, second] = d.Sections;
    expect(pick(years!.Rows, ['Year', 'Semester1', 'Annual'])).toEqual([
      [expect.stringContaining('2025'), 38, expect.anything()],
      [expect.stringContaining('2026'), null, null],
    ]);
    expect(pick(first!.Rows, ['Subject', 'MaxScore', 'Semester1'])).toEqual([
      ['Khmer', 100, 80],
      ['Mathematics', 100, 75],
      ['Physics', 50, 35],
    ]);
    expect(second!.Rows).toEqual([]);
  });

  it('the honour roll: ranks up to top in the class or in each class of the grade', async () => {
    const d = await run({ report: 'student-honorary', academicClassId: s.classA, kind: 'exam', examTypeId: november, top: '1' });
    expect(pick(d.Sections[0]!.Rows, ['Rank', 'Name', 'Average', 'Mention'])).toEqual([
      [1, 'Chan Chenda', 42, 'B Very good'],
      [1, 'Duong Dara', 42, 'B Very good'],
    ]);
    const grade = await run({ report: 'student-honorary', academicYearId: s.yearId, courseLevelId: s.gradeId, kind: 'semester', semester: '1' });
    expect(pick(grade.Sections[0]!.Rows, ['Class', 'Rank', 'Name', 'Average'])).toEqual([
      [expect.stringContaining('7A'), 1, 'Duong Dara', 38],
      [expect.stringContaining('7A'), 2, 'Keo Bopha', 27.75],
    ]);
  });
});

describe('subject grades', () => {
  it('grades by subject: how many students and girls earned each grade, the ungraded, passed and failed', async () => {
    const d = await run({ report: 'grade-by-subject', academicClassId: s.classA, kind: 'semester', semester: '1' });
    const bySubject = Object.fromEntries(d.Sections[0]!.Rows.map((r) => [en(r.Subject), r]));
    expect(bySubject.Khmer).toMatchObject({ Students: 3, 'A:all': 0, 'B:all': 1, 'B:female': 0, 'D:all': 1, 'D:female': 1, Ungraded: 1, Passed: 2, Failed: 0 });
    expect(bySubject.Mathematics).toMatchObject({ 'C:all': 1, 'E:all': 1, 'E:female': 1, Passed: 2 });
    const nov = await run({ report: 'grade-by-subject', academicClassId: s.classA, kind: 'exam', examTypeId: november });
    const maths = nov.Sections[0]!.Rows.find((r) => en(r.Subject) === 'Mathematics')!;
    expect(maths).toMatchObject({ 'A:all': 2, 'A:female': 1, 'F:all': 1, Ungraded: 0, Passed: 2, Failed: 1 });
  });

  it("the semester's grade evaluation: each student's subject grades, average, mention and rank", async () => {
    const d = await run({ report: 'grade-evaluation-semester', academicClassId: s.classA, semester: '1' });
    const keys = [`s:${khmer}`, `s:${maths}`, `s:${physics}`];
    expect(pick(d.Sections[0]!.Rows, ['Name', ...keys, 'Average', 'Mention', 'Rank'])).toEqual([
      ['Duong Dara', 'B', 'C', 'C', 38, 'C Good', 1],
      ['Keo Bopha', 'D', 'E', 'E', 27.75, 'E Average', 2],
      ['Chan Chenda', null, null, null, 'Incomplete', null, null],
    ]);
  });

  it("a subject's semester: the scores of each exam of the semester, the semester score and grade", async () => {
    const d = await run({ report: 'subject-grade-semester', academicClassId: s.classA, semester: '1', courseLevelSubjectId: maths });
    expect(d.Sections).toHaveLength(1);
    expect(d.Sections[0]!.Caption).toContain('គណិតវិទ្យា');
    expect(pick(d.Sections[0]!.Rows, ['Name', `e:${november}`, `e:${december}`, `e:${semesterExam}`, 'Semester', 'Grade', 'Result'])).toEqual([
      ['Duong Dara', 90, 60, 75, 75, 'C', 'Pass'],
      ['Keo Bopha', 40, 50, 55, 50, 'E', 'Pass'],
      ['Chan Chenda', 90, '0 (absent)', null, null, null, null],
    ]);
    const all = await run({ report: 'subject-grade-semester', academicClassId: s.classA, semester: '1' });
    expect(all.Sections.map((x) => x.Caption)).toHaveLength(3);
  });

  it('exports the grade evaluation as a Khmer PDF (Khmer digits) and a workbook', async () => {
    const pdf = await t.call('GET', '/api/report/student-result/export', {
      token: office(),
      query: { report: 'grade-evaluation-semester', academicClassId: s.classA, semester: '1' },
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    for (const x of ['ការវាយតម្លៃនិទ្ទេសប្រចាំឆមាស', 'ដួង ដារា', 'កែវ បុប្ផា', '៣៨.០០', '២៧.៧៥', 'E មធ្យម', 'មិនទាន់គ្រប់']) expect(text).toContain(x);
    const xlsx = await t.call('GET', '/api/report/student-result/export', {
      token: office(),
      query: { report: 'grade-by-subject', academicClassId: s.classA, kind: 'semester', semester: '1', exportType: '1' },
    });
    const rows = cells((await workbook(xlsx.rawPayload)).worksheets[0]!);
    // No., subject, students, A (all, girls), B, C, D, E, F, ungraded, passed, failed.
    expect(rows.find((r) => r.includes('ភាសាខ្មែរ / Khmer'))).toEqual([1, 'ភាសាខ្មែរ / Khmer', 3, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 1, 2, 0]);
  });
});

describe('access', () => {
  it("another school's token reads nothing of this school's classes and students (404)", async () => {
    const theirs = other.campus.adminToken;
    const q: Array<Record<string, string>> = [
      { report: 'student-record-book', academicClassId: s.classA, examTypeId: november },
      { report: 'grade-by-subject', academicClassId: s.classA, kind: 'semester', semester: '1' },
      { report: 'student-transcript', studentId: dara },
    ];
    for (const query of q) expect((await t.call('GET', '/api/report/student-result', { token: theirs, query })).statusCode).toBe(404);
    expect((await t.call('GET', '/report/school/record/book', { token: theirs, query: { classId: s.classA } })).statusCode).toBe(404);
    const honour = await t.call('GET', '/api/report/student-result', {
      token: theirs,
      query: { report: 'student-honorary', academicYearId: s.yearId, courseLevelId: s.gradeId, kind: 'year' },
    });
    expect(honour.data.Data?.Sections?.[0]?.Rows ?? []).toEqual([]);
  });

  it('needs the report keys, and names the missing filter', async () => {
    const teacher = (await t.createUser(s.campus, { username: 'result.report.teacher', mobileActorType: MOBILE_ACTOR_TYPE.TEACHER })).token;
    expect(
      (await t.call('GET', '/api/report/student-result', { token: teacher, query: { report: 'grade-by-subject', academicClassId: s.classA } })).statusCode,
    ).toBe(403);
    expect((await t.call('GET', '/report/school/record/book', { token: teacher, query: { classId: s.classA } })).statusCode).toBe(403);
    const missing = await t.call('GET', '/api/report/student-result', {
      token: office(),
      query: { report: 'grade-evaluation-semester', academicClassId: s.classA },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.data.Errors?.[0]?.Field ?? missing.data.MessageEn).toMatch(/semester/i);
  });
});
