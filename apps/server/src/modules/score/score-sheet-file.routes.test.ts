import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { multipart } from '../../../test/multipart';
import { scoreSchool } from '../../../test/score-fixtures';

/** The class × exam sheet as .xlsx and back (issue 13, `/score`): read and written with exceljs, as a teacher's Excel would. */

let t: TTestApp;
let f: Awaited<ReturnType<typeof scoreSchool>>;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  t = await buildTestApp();
  f = await scoreSchool(t, 'sheetfile');
}, 120_000);
afterAll(async () => t?.close());

const office = () => f.s.campus.adminToken;
const download = (token: string, cls = f.s.classA) => t.call('GET', `/api/score/entry/by-class/export?academicClassId=${cls}&examTypeId=${f.exam}`, { token });
const upload = (token: string, data: Buffer, cls = f.s.classA) =>
  t.call('POST', '/api/score/entry/by-class/import', {
    token,
    ...multipart({ AcademicClassId: cls, ExamTypeId: f.exam }, { File: { fileName: 'scores.xlsx', contentType: XLSX, data } }),
  });
const open = async (data: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  return book;
};
const save = async (book: ExcelJS.Workbook) => Buffer.from((await book.xlsx.writeBuffer()) as ArrayBuffer);
const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};
const stored = async () =>
  (
    await t.database.system((tx) =>
      tx.execute<{ subject: string; student_id: string; score: string | null; status: number; version: number }>(
        sql`select h.course_level_subject_id as subject, s.student_id, s.score, s.status, h.version from score s
            join score_sheet h on h.campus_id = s.campus_id and h.id = s.score_sheet_id
            where s.campus_id = ${f.s.campus.id} order by h.course_level_subject_id, s.student_id`,
      ),
    )
  ).rows;

describe('the class sheet as Excel', () => {
  it('downloads the subjects the reader may edit with bilingual headers, codes and both names', async () => {
    const res = await download(office());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = await open(res.rawPayload);
    const rows = rowsOf(book.worksheets[0]!);
    expect(rows[0]).toEqual([
      'ល.រ / No',
      'លេខកូដ / Code',
      'ឈ្មោះ / Name',
      'ឈ្មោះឡាតាំង / Latin name',
      'គណិតវិទ្យា (៥០) / Mathematics (50)',
      'ភាសាខ្មែរ (១០០) / Khmer (100)',
    ]);
    expect(rows).toHaveLength(3);
    const sheet = (await t.call('GET', `/api/score/entry/by-class?academicClassId=${f.s.classA}&examTypeId=${f.exam}`, { token: office() })).data.Data;
    expect(rows.slice(1).map((r) => [r[1], r[2], r[3]])).toEqual(
      sheet.Students.map((p: { Code: string; FullName: string; FullNameEn: string }) => [p.Code, p.FullName, p.FullNameEn]),
    );
    const teacher = rowsOf((await open((await download(f.dara.token)).rawPayload)).worksheets[0]!);
    expect(teacher[0]).toEqual(['ល.រ / No', 'លេខកូដ / Code', 'ឈ្មោះ / Name', 'ឈ្មោះឡាតាំង / Latin name', 'គណិតវិទ្យា (៥០) / Mathematics (50)']);
    expect((await download(f.vanna.token)).statusCode).toBe(404);
    expect((await download(f.studentToken)).statusCode).toBe(403);
    expect((await download(f.other.campus.adminToken)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/score/entry/by-class/export?academicClassId=${f.s.classA}`, { token: office() })).statusCode).toBe(400);
  });

  it('uploads the filled sheet: every subject saved in one transaction, statuses read by name', async () => {
    const book = await open((await download(office())).rawPayload);
    const sheet = book.worksheets[0]!;
    sheet.getRow(2).getCell(5).value = 42.5;
    sheet.getRow(2).getCell(6).value = '៨០';
    sheet.getRow(3).getCell(5).value = 'Absent';
    sheet.getRow(3).getCell(6).value = 91;
    const res = await upload(office(), await save(book));
    expect(res.statusCode).toBe(200);
    expect(res.data.Data.Subjects.map((s: { Version: number }) => s.Version)).toEqual([1, 1]);
    // The same file again changes nothing: no subject is saved, no version moves.
    const same = await upload(office(), await save(book));
    expect(same.data.Data.Subjects.map((s: { Version: number }) => s.Version)).toEqual([1, 1]);
    const first = res.data.Data.Students[0];
    expect(first.Scores.map((c: { Score: number | null }) => c.Score)).toEqual([42.5, 80]);
    expect(res.data.Data.Students[1].Scores[0]).toMatchObject({ Score: null, Status: 1 });
    expect(await stored()).toHaveLength(4);
    // The downloaded file shows what was saved, the status by its names.
    const again = rowsOf((await open((await download(office())).rawPayload)).worksheets[0]!);
    expect(again[2]!.slice(4)).toEqual(['អវត្តមាន / Absent', 91]);
  });

  it('names every bad cell by row and column in Khmer and English; nothing is saved', async () => {
    const before = await stored();
    const book = await open((await download(office())).rawPayload);
    const sheet = book.worksheets[0]!;
    sheet.getRow(2).getCell(5).value = 51;
    sheet.getRow(2).getCell(6).value = 'abc';
    sheet.getRow(3).getCell(6).value = 1.005;
    sheet.getRow(3).getCell(2).value = 'NOBODY';
    const res = await upload(office(), await save(book));
    expect(res.statusCode).toBe(400);
    expect(res.data.Errors.map((e: { MessageEn: string }) => e.MessageEn)).toEqual([
      'Row 2, Mathematics: A score cannot be above the maximum of 50',
      'Row 2, Khmer: Not a number or a status (Absent, Excused, Exempted)',
      'Row 3, Khmer: A score has at most two decimals',
      'Row 3, Code: No student of this class has the code NOBODY',
    ]);
    expect(res.data.Errors[0].Message).toBe('ជួរទី ២ គណិតវិទ្យា៖ ពិន្ទុមិនអាចលើសពិន្ទុអតិបរមា ៥០ បានទេ');
    expect(res.data.Errors[0].Field).toBe(`Rows.2.${f.maths}`);
    expect(await stored()).toEqual(before);
  });

  it('refuses a file downloaded before someone else saved (409), a file of another class, and other readers', async () => {
    const old = await open((await download(office())).rawPayload);
    const fresh = await open((await download(office())).rawPayload);
    fresh.worksheets[0]!.getRow(2).getCell(5).value = 40;
    expect((await upload(office(), await save(fresh))).statusCode).toBe(200);
    const before = await stored();
    old.worksheets[0]!.getRow(2).getCell(6).value = 10;
    const stale = await upload(office(), await save(old));
    expect(stale.statusCode).toBe(409);
    expect(stale.data.MessageEn).toContain('Nothing was saved');
    expect(stale.data.Data).toEqual(expect.arrayContaining([expect.objectContaining({ CourseLevelSubjectId: f.maths, Score: 40 })]));
    expect((await upload(office(), await save(old), f.s.classB)).statusCode).toBe(400);
    const teacherFile = await open((await download(f.dara.token)).rawPayload);
    expect((await upload(f.vanna.token, await save(teacherFile))).statusCode).toBe(404);
    expect((await upload(f.studentToken, await save(teacherFile))).statusCode).toBe(403);
    expect((await upload(f.other.campus.adminToken, await save(teacherFile))).statusCode).toBe(404);
    expect(await stored()).toEqual(before);
    // A teacher's own file saves her subject only.
    teacherFile.worksheets[0]!.getRow(2).getCell(5).value = 33;
    const hers = await upload(f.dara.token, await save(teacherFile));
    expect(hers.statusCode).toBe(200);
    expect(hers.data.Data.Subjects).toEqual([expect.objectContaining({ CourseLevelSubjectId: f.maths, Version: 3 })]);
    // A released sheet stays out of the file (corrected on its sheet, with a reason).
    await t.database.system((tx) =>
      tx.execute(sql`update score_sheet set visibility = 2 where campus_id = ${f.s.campus.id} and course_level_subject_id = ${f.khmer}`),
    );
    const released = rowsOf((await open((await download(office())).rawPayload)).worksheets[0]!);
    expect(released[0]!.slice(4)).toEqual(['គណិតវិទ្យា (៥០) / Mathematics (50)']);
  });
});
