import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { EXAM_PERIOD_TYPE } from '@school/contract';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { seedGradingExample, type TGradingExample } from '../../../test/grading-example';
import { pdfPageSize, pdfText } from '../../../test/pdf-text';
import { addTeacher, type TSchool } from '../../../test/people-fixtures';
import { addGradeSubjects } from '../../../test/employee-fixtures';
import { courseLevelSubject, examType, subjectStandardScore } from '../../db/schema/index';

/**
 * The class result reports on the worked example of docs/spec/grading.md: a grade-7 class, Khmer (M 100, c 2),
 * Mathematics (100, 2), Physics (50, 1); November, December and the semester-1 exam. Every figure asserted is
 * the example's (hand-computed there), read through the reports.
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
let example: TGradingExample;
let teacherB: Awaited<ReturnType<typeof addTeacher>>;

const office = () => s.campus.adminToken;
beforeAll(async () => {
  t = await buildTestApp();
  example = await seedGradingExample(t);
  ({ s, other, khmer, maths, physics, november, december, semesterExam } = example);
  teacherB = await addTeacher(t, s, [s.classB], 'report.result.b');
}, 180_000);
afterAll(async () => t?.close());

type TCell = number | string | { Km: string; En: string } | null;
type TSection = { Caption: string; CaptionEn: string; Note: string; NoteEn: string; Columns: Array<{ Key: string }>; Rows: TCell[][] };

async function rows(report: string, query: Record<string, string>, token = office()) {
  const res = await t.call('GET', `/api/report/result/${report}`, { token, query });
  expect(res.statusCode, JSON.stringify(res.data)).toBe(200);
  return res.data.Data as { Title: string; Subtitle: string; SubtitleEn: string; Sections: TSection[] };
}

/** The named columns of a section's rows, a pair shown as its English. */
function pick(section: TSection, keys: string[]) {
  const at = keys.map((k) => section.Columns.findIndex((c) => c.Key === k));
  expect(at).not.toContain(-1);
  return section.Rows.map((r) => at.map((i) => (typeof r[i] === 'object' && r[i] !== null ? (r[i] as { En: string }).En : r[i])));
}

async function workbookCells(res: { rawPayload: Buffer; headers: Record<string, unknown> }) {
  expect(String(res.headers['content-type'])).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets.map((sheet) => (sheet.getSheetValues().filter(Boolean) as unknown[][]).flat().filter((v) => v !== undefined && v !== null));
}

const file = (path: string, query: Record<string, string>, token = office()) => t.call('GET', path, { token, query });

describe('exam result (/report/result)', () => {
  it("lists November's result by name or by rank, with the example's totals, averages, ranks and mentions", async () => {
    const byName = await rows('exam-result', { academicClassId: s.classA, examTypeId: november });
    expect(byName.Subtitle).toBe('វិច្ឆិកា');
    expect(pick(byName.Sections[0]!, ['name', 'nameEn', 'total', 'average', 'percent', 'rank', 'mention', 'result'])).toEqual([
      ['កែវ បុប្ផា', 'Keo Bopha', 110, 22, 44, 3, 'F Weak', 'Fail'],
      ['ចាន់ ចិន្តា', 'Chan Chenda', 210, 42, 84, 1, 'B Very good', 'Pass'],
      ['ដួង ដារា', 'Duong Dara', 210, 42, 84, 1, 'B Very good', 'Pass'],
    ]);
    expect(byName.Sections[0]!.NoteEn).toBe('Students 3 · passed 2 · failed 1 · incomplete 0');
    const byRank = await rows('exam-result', { academicClassId: s.classA, examTypeId: december, orderByRankingAndName: '1' });
    expect(pick(byRank.Sections[0]!, ['nameEn', 'total', 'average', 'rank', 'mention'])).toEqual([
      ['Duong Dara', 160, 32, 1, 'D Fairly good'],
      ['Keo Bopha', 135, 27, 2, 'E Average'],
      ['Chan Chenda', 100, 20, 3, 'F Weak'],
    ]);
  });

  it('writes the PDF in Khmer (names, Khmer digits, mentions) and the workbook with real numbers', async () => {
    const pdf = await file('/report/result', { academicClassId: s.classA, examTypeId: november, orderByRankingAndName: '1' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    for (const expected of ['លទ្ធផលប្រឡង', 'ដួង ដារា', 'កែវ បុប្ផា', '៤២.០០', '២២.០០', '៨៤.០០', 'B ល្អណាស់', 'ធ្លាក់']) expect(text).toContain(expected);
    const [cells] = await workbookCells(await file('/report/result', { academicClassId: s.classA, examTypeId: november, exportType: '1' }));
    expect(cells).toEqual(expect.arrayContaining(['ដួង ដារា', 'Duong Dara', 42, 22, 210, 'B ល្អណាស់ / B Very good', 'ធ្លាក់ / Fail']));
  });
});

describe('exam scoring sheets', () => {
  it("shows each subject's score of December (Chenda's absence as Absent, counted 0 in her total)", async () => {
    const r = await rows('exam-scoring-office', { academicClassId: s.classA, examTypeId: december, orderByRankingAndName: '1' });
    expect(pick(r.Sections[0]!, ['name', `subject:${khmer}`, `subject:${maths}`, `subject:${physics}`, 'total', 'average', 'rank'])).toEqual([
      ['ដួង ដារា', 70, 60, 30, 160, 32, 1],
      ['កែវ បុប្ផា', 60, 50, 25, 135, 27, 2],
      ['ចាន់ ចិន្តា', 70, 'Absent', 30, 100, 20, 3],
    ]);
  });

  it('/report/office/result with isClassifiedLevel writes every class of the grade', async () => {
    const res = await file('/report/office/result', { academicClassId: s.classA, examTypeId: november, isClassifiedLevel: 'true', exportType: '1' });
    expect(res.statusCode).toBe(200);
    const sheets = await workbookCells(res);
    expect(sheets).toHaveLength(2);
    expect(sheets[0]).toEqual(expect.arrayContaining(['ភាសាខ្មែរ (១០០) / Khmer (100)', 80, 90, 40, 210, 42]));
    const pdf = pdfText((await file('/report/office/result', { academicClassId: s.classA, examTypeId: november, isClassifiedLevel: 'true' })).rawPayload);
    expect(pdf).toContain('ថ្នាក់ 7A');
    expect(pdf).toContain('ថ្នាក់ 7B');
  });

  it('/report/score/check-course-level marks the semester-exam scores not entered', async () => {
    const r = await rows('exam-scoring-sheet', { academicClassId: s.classA, examTypeId: semesterExam });
    expect(pick(r.Sections[0]!, ['nameEn', `subject:${khmer}`, `subject:${maths}`, 'missing'])).toEqual([
      ['Keo Bopha', 70, 55, 0],
      ['Chan Chenda', 'Missing', 'Missing', 3],
      ['Duong Dara', 85, 75, 0],
    ]);
    expect(r.Sections[0]!.NoteEn).toBe('Scores not entered 3 · students incomplete 1');
    const text = pdfText((await file('/report/score/check-course-level', { academicClassId: s.classA, examTypeId: semesterExam })).rawPayload);
    expect(text).toContain('ចាន់ ចិន្តា');
    expect(text).toContain('ខ្វះ');
    expect(text).toContain('ពិន្ទុដែលមិនទាន់បញ្ចូល ៣');
  });
});

describe('the page', () => {
  it("prints a class's sheet across the page when its subjects' words do not fit a portrait one; the row count stays", async () => {
    const narrow = (await file('/report/office/result', { academicClassId: s.classA, examTypeId: november })).rawPayload;
    const [w, h] = pdfPageSize(narrow);
    expect(w).toBeLessThan(h);
    // Next year's grade 8 teaches ten subjects.
    const names: Array<[string, string]> = [
      ['ភាសាខ្មែរ', 'Khmer'],
      ['គណិតវិទ្យា', 'Mathematics'],
      ['រូបវិទ្យា', 'Physics'],
      ['គីមីវិទ្យា', 'Chemistry'],
      ['ជីវវិទ្យា', 'Biology'],
      ['ផែនដីវិទ្យា', 'Earth science'],
      ['ប្រវត្តិវិទ្យា', 'History'],
      ['ភូមិវិទ្យា', 'Geography'],
      ['សីលធម៌-ពលរដ្ឋវិជ្ជា', 'Civics'],
      ['ភាសាអង់គ្លេស', 'English'],
    ];
    await addGradeSubjects(t, s.campus.id, { yearId: s.nextYearId, gradeId: s.nextGradeId, names });
    const exam = await t.database.system(async (tx) => {
      const subjects = await tx
        .select({ id: courseLevelSubject.id, subjectId: courseLevelSubject.subjectId, rootId: courseLevelSubject.subjectGroupRootId })
        .from(courseLevelSubject)
        .where(eq(courseLevelSubject.campusId, s.campus.id));
      const known = new Set([khmer, maths, physics]);
      for (const x of subjects.filter((x) => !known.has(x.id)))
        await tx.insert(subjectStandardScore).values({
          campusId: s.campus.id,
          academicYearId: s.nextYearId,
          subjectGroupRootId: x.rootId,
          courseLevelId: s.nextGradeId,
          subjectId: x.subjectId,
          maxScore: 100,
          coefficient: 1,
          passScore: 50,
        });
      const [row] = await tx
        .insert(examType)
        .values({
          campusId: s.campus.id,
          academicYearId: s.nextYearId,
          description: 'វិច្ឆិកា',
          descriptionEn: 'November',
          examType: EXAM_PERIOD_TYPE.MONTH,
          month: 11,
        })
        .returning({ id: examType.id });
      return row!.id;
    });
    const wide = await rows('exam-scoring-sheet', { academicClassId: s.nextClassA, examTypeId: exam });
    expect(wide.Sections[0]!.Columns.filter((c) => c.Key.startsWith('subject:'))).toHaveLength(10);
    const [across, down] = pdfPageSize((await file('/report/score/check-course-level', { academicClassId: s.nextClassA, examTypeId: exam })).rawPayload);
    expect(across).toBeGreaterThan(down);
    // The layout's "Total n" line stays on for the result reports (only the statistics leave it out).
    expect(pdfText((await file('/report/score/check-course-level', { academicClassId: s.classA, examTypeId: november })).rawPayload)).toContain('Total 3');
  });
});

describe('semester reports', () => {
  it("semester scoring: each month's average, the semester exam's, then the semester's (38.00 and 27.75; Chenda incomplete)", async () => {
    const r = await rows('semester-scoring', { academicClassId: s.classA, semester: '1', orderByRankingAndName: '1' });
    expect(pick(r.Sections[0]!, ['nameEn', `exam:${november}`, `exam:${december}`, `exam:${semesterExam}`, 'average', 'rank', 'mention', 'result'])).toEqual([
      ['Duong Dara', 42, 32, 39, 38, 1, 'C Good', 'Pass'],
      ['Keo Bopha', 22, 27, 31, 27.75, 2, 'E Average', 'Pass'],
      ['Chan Chenda', 42, 20, 'Incomplete', 'Incomplete', null, null, null],
    ]);
  });

  it('semester ranking lists by rank, the incomplete last', async () => {
    const r = await rows('semester-ranking', { academicClassId: s.classA, semester: '1' });
    expect(pick(r.Sections[0]!, ['rank', 'nameEn', 'average', 'percent', 'mention'])).toEqual([
      [1, 'Duong Dara', 38, 76, 'C Good'],
      [2, 'Keo Bopha', 27.75, 55.5, 'E Average'],
      [null, 'Chan Chenda', 'Incomplete', null, null],
    ]);
    const text = pdfText((await file(`/api/report/result/semester-ranking/export`, { academicClassId: s.classA, semester: '1' })).rawPayload);
    expect(text).toContain('៣៨.០០');
    expect(text).toContain('២៧.៧៥');
    expect(text).toContain('មិនទាន់គ្រប់');
  });

  it('/report/score/semester-score-ngs finds the semester by its exam and writes every class of the year that has results', async () => {
    const res = await file('/report/score/semester-score-ngs', { academicYearId: s.yearId, examTypeId: semesterExam, exportType: '1' });
    expect(res.statusCode).toBe(200);
    const sheets = await workbookCells(res);
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toEqual(expect.arrayContaining(['ដួង ដារា', 38, 27.75, 'C ល្អ / C Good', 'មិនទាន់គ្រប់ / Incomplete']));
    const bad = await file('/report/score/semester-score-ngs', { academicYearId: s.yearId, examTypeId: november });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the year', () => {
  it('ranks the class and sums up the classes by the stored annual results once semester 2 is scored', async () => {
    const { dara, bopha, chenda, saveExam } = example;
    const s2 = await example.addSemester2Exam();
    // Semester 2 is its exam alone: Dara 210 ÷ 5 = 42, Bopha 160 ÷ 5 = 32; the year (38 + 42) ÷ 2 = 40 and
    // (27.75 + 32) ÷ 2 = 29.875; Chenda's semester 1 is incomplete, so is her year.
    await saveExam(s2, { [dara]: [90, 80, 40], [bopha]: [70, 60, 30], [chenda]: [60, 60, 30] });
    const r = await rows('semester-ranking', { academicClassId: s.classA, period: 'year' });
    expect(r.Title).toBe('ចំណាត់ថ្នាក់ប្រចាំឆ្នាំ');
    expect(pick(r.Sections[0]!, ['rank', 'nameEn', 'average', 'percent', 'mention', 'result'])).toEqual([
      [1, 'Duong Dara', 40, 80, 'B Very good', 'Pass'],
      [2, 'Keo Bopha', 29.88, 59.75, 'E Average', 'Pass'],
      [null, 'Chan Chenda', 'Incomplete', null, null, null],
    ]);
    const text = pdfText((await file('/api/report/result/semester-ranking/export', { academicClassId: s.classA, period: 'year' })).rawPayload);
    for (const expected of ['មធ្យមភាគប្រចាំឆ្នាំ', '៤០.០០', 'Annual average']) expect(text).toContain(expected);
    const summary = await rows('ranking-summary', { academicYearId: s.yearId, period: 'year' });
    expect(pick(summary.Sections[0]!, ['class', 'students', 'ranked', 'passed', 'incomplete', 'first', 'firstAverage'])[0]).toEqual([
      'Class 7A',
      3,
      2,
      2,
      1,
      'Duong Dara',
      40,
    ]);
  });
});

describe('ranking summary and score-entry sheet', () => {
  it("counts November's results per class: passes, mentions and the first-ranked students", async () => {
    const r = await rows('ranking-summary', { academicYearId: s.yearId, period: 'exam', examTypeId: november });
    expect(pick(r.Sections[0]!, ['class', 'students', 'ranked', 'passed', 'failed', 'incomplete', 'grade:B', 'grade:F', 'first', 'firstAverage'])).toEqual([
      ['Class 7A', 3, 3, 2, 1, 0, 2, 1, 'Chan Chenda, Duong Dara', 42],
      ['Class 7B', 0, 0, 0, 0, 0, 0, 0, null, null],
    ]);
    const [cells] = await workbookCells(
      await file('/api/report/result/ranking-summary/export', { academicYearId: s.yearId, period: 'exam', examTypeId: november, exportType: '1' }),
    );
    expect(cells).toEqual(expect.arrayContaining(['B ល្អណាស់ / B Very good', 'ចាន់ ចិន្តា, ដួង ដារា / Chan Chenda, Duong Dara']));
  });

  it('gives one sheet a subject, filled with the stored scores or blank', async () => {
    const filled = await rows('score-entry', { academicClassId: s.classA, examTypeId: december, courseLevelSubjectId: maths });
    expect(filled.Sections).toHaveLength(1);
    expect(filled.Sections[0]!.CaptionEn).toBe('Class 7A · Mathematics (maximum 100)');
    expect(pick(filled.Sections[0]!, ['nameEn', 'score'])).toEqual([
      ['Keo Bopha', 50],
      ['Chan Chenda', 'Absent'],
      ['Duong Dara', 60],
    ]);
    const blank = await rows('score-entry', { academicClassId: s.classA, examTypeId: december, blank: 'true' });
    expect(blank.Sections.map((x) => x.CaptionEn)).toEqual([
      'Class 7A · Khmer (maximum 100)',
      'Class 7A · Mathematics (maximum 100)',
      'Class 7A · Physics (maximum 50)',
    ]);
    expect(blank.Sections.every((x) => pick(x, ['score']).every(([v]) => v === null))).toBe(true);
    const text = pdfText((await file('/api/report/result/score-entry/export', { academicClassId: s.classA, examTypeId: december, blank: 'true' })).rawPayload);
    expect(text).toContain('សន្លឹកបញ្ចូលពិន្ទុ');
    expect(text).toContain('រូបវិទ្យា');
  });
});

describe('access', () => {
  it('answers another school nothing (404) and refuses a reader without the result-report key (403)', async () => {
    const theirs = { token: other.campus.adminToken };
    expect((await t.call('GET', '/api/report/result/exam-result', { ...theirs, query: { academicClassId: s.classA, examTypeId: november } })).statusCode).toBe(
      404,
    );
    expect((await file('/report/result', { academicClassId: s.classA, examTypeId: november }, other.campus.adminToken)).statusCode).toBe(404);
    const summary = await rows('ranking-summary', { period: 'semester', semester: '1' }, other.campus.adminToken);
    expect(summary.Sections[0]!.Rows.every((r) => r[2] === 0)).toBe(true);
    // A teacher holds the score-entry key but not the result reports' (the menu group's): refused.
    for (const report of ['exam-result', 'score-entry'])
      expect(
        (await t.call('GET', `/api/report/result/${report}`, { token: teacherB.token, query: { academicClassId: s.classA, examTypeId: november } })).statusCode,
      ).toBe(403);
    expect((await t.call('GET', '/api/report/result/exam-result', { token: office(), query: { academicClassId: s.classA } })).statusCode).toBe(400);
  });
});
