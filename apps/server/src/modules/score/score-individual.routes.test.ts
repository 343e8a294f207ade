import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACADEMIC_SCORE_STATUS } from '@school/contract';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import type { TSchool } from '../../../test/people-fixtures';
import { scoreSchool } from '../../../test/score-fixtures';

type TTeacher = Awaited<ReturnType<typeof scoreSchool>>['dara'];

/**
 * The score calls beyond one sheet (issue 13): v1 `batch-save` (PUT JSON, POST form), `by-class` (students ×
 * subjects), `individual` and its designed one-transaction save (`/score/form`), and `individual-report`.
 */

const { NORMAL, ABSENT } = ACADEMIC_SCORE_STATUS;

let t: TTestApp;
let s: TSchool;
let other: TSchool;
let dara: TTeacher; // teaches maths in 7A
let vanna: TTeacher; // teaches maths in 7B only
let maths: string; // maximum 50
let khmer: string; // maximum 100
let exam: string;
let pupils: string[];
let inB: string;
let studentToken: string; // pupils[0]
let otherStudentToken: string; // pupils[1]
let guardianToken: string; // pupils[0]'s guardian

beforeAll(async () => {
  t = await buildTestApp();
  ({ s, other, dara, vanna, maths, khmer, exam, pupils, inB, studentToken, otherStudentToken, guardianToken } = await scoreSchool(t, 'individual'));
}, 120_000);
afterAll(async () => t?.close());

const office = () => s.campus.adminToken;
const stored = async () =>
  (
    await t.database.system((tx) =>
      tx.execute<{ subject: string; student_id: string; score: string | null; status: number; version: number }>(
        sql`select h.course_level_subject_id as subject, s.student_id, s.score, s.status, h.version from score s
            join score_sheet h on h.campus_id = s.campus_id and h.id = s.score_sheet_id
            where s.campus_id = ${s.campus.id} order by h.course_level_subject_id, s.student_id`,
      ),
    )
  ).rows;
const sheetBody = (version: number | null, items: Array<[string, number | null, number]>, subject = maths) => ({
  AcademicClassId: s.classA,
  ExamTypeId: exam,
  CourseLevelSubjectId: subject,
  Version: version,
  Items: items.map(([StudentId, Score, Status]) => ({ StudentId, Score, Status })),
});
const putV1 = (token: string, body: unknown) => t.call('PUT', '/api/score/entry/batch-save', { token, json: body });
const postV1Form = (token: string, body: ReturnType<typeof sheetBody>) =>
  t.call('POST', '/api/score/entry/batch-save', {
    token,
    form: {
      AcademicClassId: body.AcademicClassId,
      ExamTypeId: body.ExamTypeId,
      CourseLevelSubjectId: body.CourseLevelSubjectId,
      Version: body.Version == null ? '' : String(body.Version),
      Items: JSON.stringify(body.Items),
    },
  });
const byClass = (token: string, q = `academicClassId=${s.classA}&examTypeId=${exam}`) => t.call('GET', `/api/score/entry/by-class?${q}`, { token });
const individual = (token: string, studentId = pupils[0]!, cls = s.classA) =>
  t.call('GET', `/api/score/entry/individual?studentId=${studentId}&academicClassId=${cls}&examTypeId=${exam}`, { token });
const individualSave = (token: string, items: Array<[string, number | null, number | null, number]>, studentId = pupils[0]!) =>
  t.call('POST', '/api/score/entry/individual/batch-save', {
    token,
    json: {
      AcademicClassId: s.classA,
      ExamTypeId: exam,
      StudentId: studentId,
      Items: items.map(([CourseLevelSubjectId, Version, Score, Status]) => ({ CourseLevelSubjectId, Version, Score, Status })),
    },
  });
const report = (token: string, q: string) => t.call('GET', `/api/score/entry/individual-report?academicClassId=${s.classA}&${q}`, { token });

describe('v1 batch-save (PUT JSON, POST form): the same rules as v2', () => {
  it('saves through PUT, then through the form at the version read; both answer the refreshed sheet', async () => {
    const put = await putV1(dara.token, sheetBody(null, [[pupils[0]!, 40, NORMAL]]));
    expect(put.statusCode).toBe(200);
    expect(put.data.Data).toMatchObject({ Version: 1, MaxScore: 50 });
    const form = await postV1Form(
      dara.token,
      sheetBody(1, [
        [pupils[0]!, 41.5, NORMAL],
        [pupils[1]!, null, ABSENT],
      ]),
    );
    expect(form.statusCode).toBe(200);
    expect(form.data.Data.Version).toBe(2);
    expect((await stored()).map((r) => [r.student_id, r.score, r.status, r.version])).toEqual(
      [
        [pupils[0], '41.50', NORMAL, 2],
        [pupils[1], null, ABSENT, 2],
      ].sort((a, b) => (a[0]! < b[0]! ? -1 : 1)),
    );
  });

  it('names every bad cell (400) and refuses a stale version (409 naming the changed cell); nothing is written', async () => {
    const before = await stored();
    const bad = await putV1(
      dara.token,
      sheetBody(2, [
        [pupils[0]!, 51, NORMAL],
        [pupils[1]!, 3, ABSENT],
        [inB, 1, NORMAL],
      ]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.data.Errors.map((e: { Field: string }) => e.Field).sort()).toEqual(['Items.0.Score', 'Items.1.Score', 'Items.2.StudentId']);
    expect(bad.data.Errors[0].Message).toMatch(/[\u1780-\u17FF]/);
    const badForm = await postV1Form(dara.token, { ...sheetBody(2, [[pupils[0]!, -2, NORMAL]]) });
    expect(badForm.statusCode).toBe(400);
    expect(badForm.data.Errors.map((e: { Field: string }) => e.Field)).toEqual(['Items.0.Score']);
    const stale = await postV1Form(office(), sheetBody(1, [[pupils[0]!, 10, NORMAL]]));
    expect(stale.statusCode).toBe(409);
    expect(stale.data.Data).toEqual([expect.objectContaining({ StudentId: pupils[0], CourseLevelSubjectId: maths, Score: 41.5 })]);
    expect((await putV1(office(), sheetBody(1, [[pupils[0]!, 10, NORMAL]]))).statusCode).toBe(409);
    expect(await stored()).toEqual(before);
  });

  it('keeps reach: a teacher of another class 404, a student 403, another school 404', async () => {
    const before = await stored();
    expect((await putV1(vanna.token, sheetBody(2, [[pupils[0]!, 1, NORMAL]]))).statusCode).toBe(404);
    expect((await postV1Form(dara.token, sheetBody(null, [[pupils[0]!, 1, NORMAL]], khmer))).statusCode).toBe(404);
    expect((await putV1(studentToken, sheetBody(2, [[pupils[0]!, 1, NORMAL]]))).statusCode).toBe(403);
    expect((await postV1Form(other.campus.adminToken, sheetBody(2, [[pupils[0]!, 1, NORMAL]]))).statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });
});

describe('by-class: students × subjects of an exam type', () => {
  it('gives the office every scoring subject with its maximum and version, a teacher hers only', async () => {
    const res = await byClass(office());
    expect(res.statusCode).toBe(200);
    const sheet = res.data.Data;
    expect(
      sheet.Subjects.map((c: { CourseLevelSubjectId: string; MaxScore: number; Version: number | null }) => [c.CourseLevelSubjectId, c.MaxScore, c.Version]),
    ).toEqual([
      [maths, 50, 2],
      [khmer, 100, null],
    ]);
    expect(sheet.Students).toHaveLength(2);
    const first = sheet.Students.find((p: { StudentId: string }) => p.StudentId === pupils[0]);
    expect(first.Scores).toEqual([
      { CourseLevelSubjectId: maths, Score: 41.5, Status: NORMAL },
      { CourseLevelSubjectId: khmer, Score: null, Status: NORMAL },
    ]);
    const mine = await byClass(dara.token);
    expect(mine.data.Data.Subjects.map((c: { CourseLevelSubjectId: string }) => c.CourseLevelSubjectId)).toEqual([maths]);
    expect(mine.data.Data.Students[0].Scores).toHaveLength(1);
    const one = await byClass(office(), `academicClassId=${s.classA}&examTypeId=${exam}&courseLevelSubjectId=${khmer}`);
    expect(one.data.Data.Subjects.map((c: { CourseLevelSubjectId: string }) => c.CourseLevelSubjectId)).toEqual([khmer]);
  });

  it('refuses bad input, another teacher, a student and another school', async () => {
    expect((await byClass(office(), `academicClassId=${s.classA}`)).statusCode).toBe(400);
    expect((await byClass(office(), `academicClassId=nope&examTypeId=${exam}`)).statusCode).toBe(400);
    expect((await byClass(vanna.token)).statusCode).toBe(404);
    expect((await byClass(dara.token, `academicClassId=${s.classA}&examTypeId=${exam}&courseLevelSubjectId=${khmer}`)).statusCode).toBe(404);
    expect((await byClass(studentToken)).statusCode).toBe(403);
    expect((await byClass(other.campus.adminToken)).statusCode).toBe(404);
  });
});

describe('individual: one student across subjects, saved in one transaction', () => {
  it('shows a teacher every subject, hers editable and the others read-only; the office may edit all', async () => {
    const res = await individual(dara.token);
    expect(res.statusCode).toBe(200);
    expect(res.data.Data.Student.StudentId).toBe(pupils[0]);
    expect(
      res.data.Data.Subjects.map((c: { CourseLevelSubjectId: string; CanEdit: boolean; Score: number | null }) => [c.CourseLevelSubjectId, c.CanEdit, c.Score]),
    ).toEqual([
      [maths, true, 41.5],
      [khmer, false, null],
    ]);
    const all = await individual(office());
    expect(all.data.Data.Subjects.every((c: { CanEdit: boolean }) => c.CanEdit)).toBe(true);
  });

  it('refuses bad input, a student not in the class, another teacher, a student and another school', async () => {
    expect((await t.call('GET', `/api/score/entry/individual?studentId=${pupils[0]}&academicClassId=${s.classA}`, { token: office() })).statusCode).toBe(400);
    expect((await individual(office(), inB)).statusCode).toBe(404);
    expect((await individual(vanna.token)).statusCode).toBe(404);
    expect((await individual(studentToken)).statusCode).toBe(403);
    expect((await individual(other.campus.adminToken)).statusCode).toBe(404);
  });

  it('saves every subject of the student at once and answers the refreshed form', async () => {
    const res = await individualSave(office(), [
      [maths, 2, 45, NORMAL],
      [khmer, null, 88.25, NORMAL],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.data.Data.Subjects.map((c: { Score: number | null; Version: number | null }) => [c.Score, c.Version])).toEqual([
      [45, 3],
      [88.25, 1],
    ]);
    const mine = (await stored()).filter((r) => r.student_id === pupils[0]);
    expect(mine.map((r) => [r.subject, r.score])).toEqual(
      [
        [maths, '45.00'],
        [khmer, '88.25'],
      ].sort((a, b) => (a[0]! < b[0]! ? -1 : 1)),
    );
  });

  it('is all or nothing: every bad cell named (400), one stale subject refuses all (409), a subject not hers 404', async () => {
    const before = await stored();
    const bad = await individualSave(office(), [
      [maths, 3, 50.5, NORMAL],
      [khmer, 1, -1, NORMAL],
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.data.Errors.map((e: { Field: string }) => e.Field)).toEqual(['Items.0.Score', 'Items.1.Score']);
    expect(bad.data.Errors[0].MessageEn).toContain('maximum of 50');
    const stale = await individualSave(office(), [
      [maths, 3, 30, NORMAL],
      [khmer, null, 70, NORMAL],
    ]);
    expect(stale.statusCode).toBe(409);
    expect(stale.data.Data).toEqual([expect.objectContaining({ StudentId: pupils[0], CourseLevelSubjectId: khmer, Score: 88.25 })]);
    expect(stale.data.MessageEn).toContain('Nothing was saved');
    expect(
      (
        await individualSave(dara.token, [
          [maths, 3, 30, NORMAL],
          [khmer, 1, 70, NORMAL],
        ])
      ).statusCode,
    ).toBe(404);
    expect((await individualSave(dara.token, [[maths, 3, 30, NORMAL]], inB)).statusCode).toBe(400);
    expect((await individualSave(studentToken, [[maths, 3, 30, NORMAL]])).statusCode).toBe(403);
    expect((await individualSave(other.campus.adminToken, [[maths, 3, 30, NORMAL]])).statusCode).toBe(404);
    expect(await stored()).toEqual(before);
    const hers = await individualSave(dara.token, [[maths, 3, 30, NORMAL]]);
    expect(hers.statusCode).toBe(200);
    expect(hers.data.Data.Subjects[0]).toMatchObject({ Score: 30, Version: 4 });
  });
});

describe("individual-report: one student's scores and result of a period", () => {
  const examQuery = () => `kind=exam&examTypeId=${exam}`;

  it("gives the office and the class's teacher the computed exam result, released or not", async () => {
    await individualSave(
      office(),
      [
        [maths, 4, 20, NORMAL],
        [khmer, null, 60, NORMAL],
      ],
      pupils[1]!,
    );
    const res = await report(office(), `studentId=${pupils[0]}&${examQuery()}`);
    expect(res.statusCode).toBe(200);
    expect(res.data.Data.Periods).toHaveLength(1);
    // maths 30 of 50 (c 1), khmer 88.25 of 100 (c 2): total 118.25, average 118.25 ÷ 3.
    expect(res.data.Data.Periods[0]).toMatchObject({ Kind: 'exam', ExamTypeId: exam, Released: false, Total: 118.25, Average: 39.42, Rank: 1 });
    const teacher = await report(dara.token, `studentId=${pupils[0]}&${examQuery()}`);
    expect(teacher.data.Data.Periods).toHaveLength(1);
    expect((await report(office(), `studentId=${pupils[0]}&kind=semester&semester=1`)).data.Data.Periods).toEqual([]);
  });

  it('shows a student herself and her guardian nothing until every sheet of the exam is LIVE', async () => {
    expect((await report(studentToken, examQuery())).data.Data.Periods).toEqual([]);
    await t.database.system((tx) => tx.execute(sql`update score_sheet set visibility = 2 where campus_id = ${s.campus.id} and exam_type_id = ${exam}`));
    const mine = await report(studentToken, examQuery());
    expect(mine.statusCode).toBe(200);
    expect(mine.data.Data.Periods).toEqual([expect.objectContaining({ Released: true, Total: 118.25 })]);
    const child = await report(guardianToken, `studentId=${pupils[0]}&${examQuery()}`);
    expect(child.data.Data.Periods).toHaveLength(1);
  });

  it('refuses another student, a guardian of another child, another teacher, another school and bad input', async () => {
    expect((await report(otherStudentToken, `studentId=${pupils[0]}&${examQuery()}`)).statusCode).toBe(404);
    expect((await report(guardianToken, `studentId=${pupils[1]}&${examQuery()}`)).statusCode).toBe(404);
    expect((await report(vanna.token, `studentId=${pupils[0]}&${examQuery()}`)).statusCode).toBe(404);
    expect((await report(other.campus.adminToken, `studentId=${pupils[0]}&${examQuery()}`)).statusCode).toBe(404);
    expect((await report(office(), `studentId=${inB}&${examQuery()}`)).statusCode).toBe(404);
    expect((await report(office(), `studentId=${pupils[0]}&kind=semester`)).statusCode).toBe(400);
    expect((await report(office(), `studentId=${pupils[0]}&kind=exam`)).statusCode).toBe(400);
    expect((await report(office(), `kind=exam&examTypeId=${exam}`)).statusCode).toBe(400);
  });
});
