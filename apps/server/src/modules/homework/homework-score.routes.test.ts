import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SCORE_VISIBILITY_STATUS } from '@school/contract';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { expectOk } from '../../../test/setup-fixtures';
import { multipart } from '../../../test/multipart';
import { scoreSchool } from '../../../test/score-fixtures';
import { courseLevelSubject, examType, score, scoreHistory, scoreSheet } from '../../db/schema/index';

/**
 * A scored homework into an exam's score sheet (issue 15): the teacher chooses the exam and subject; the returned
 * scores, scaled to the subject's maximum, are written into the draft sheet in one transaction, each cell marked
 * with the homework; a submitted or released sheet refuses them.
 */
let t: TTestApp;
let x: Awaited<ReturnType<typeof scoreSchool>>;
let mathsSubjectId: string;
let homeworkId: string;

const NORMAL = 0;
const option = (token: string, query: Record<string, string> = {}) =>
  t.call('GET', '/api/student/homework-score-option', { token, query: { id: homeworkId, ...query } });
const transfer = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/student/homework-score', {
    token,
    json: { HomeworkId: homeworkId, AcademicClassId: x.s.classA, ExamTypeId: x.exam, CourseLevelSubjectId: x.maths, ...body },
  });
const sheet = async (token: string, courseLevelSubjectId = x.maths) =>
  expectOk(
    await t.call('GET', '/api/score/entry/by-class-and-exam-type', {
      token,
      query: { academicClassId: x.s.classA, examTypeId: x.exam, courseLevelSubjectId },
    }),
  ).data.Data;
const saveSheet = (token: string, version: number | null, items: Array<{ StudentId: string; Score: number | null }>) =>
  t.call('POST', '/api/score/entry/v2/batch-save', {
    token,
    json: {
      AcademicClassId: x.s.classA,
      ExamTypeId: x.exam,
      CourseLevelSubjectId: x.maths,
      Version: version,
      Items: items.map((i) => ({ ...i, Status: NORMAL })),
    },
  });
const setVisibility = (visibility: number) =>
  t.database.system((tx) =>
    tx
      .update(scoreSheet)
      .set({ visibility })
      .where(and(eq(scoreSheet.campusId, x.s.campus.id), eq(scoreSheet.academicClassId, x.s.classA), eq(scoreSheet.courseLevelSubjectId, x.maths))),
  );

beforeAll(async () => {
  t = await buildTestApp();
  x = await scoreSchool(t, 'hwscore');
  mathsSubjectId = (
    await t.database.system((tx) => tx.select({ subjectId: courseLevelSubject.subjectId }).from(courseLevelSubject).where(eq(courseLevelSubject.id, x.maths)))
  )[0]!.subjectId;
  // Dara gives 7A a homework out of 20 in maths; the first pupil hands it in and gets 17 back; the second has none.
  homeworkId = expectOk(
    await t.call('POST', '/api/student/v2/assign-homework', {
      token: x.dara.token,
      ...multipart({
        AcademicClassIds: JSON.stringify([x.s.classA]),
        SubjectId: mathsSubjectId,
        Title: 'ប្រភាគ',
        IsScored: true,
        MaxScore: 20,
        DueDate: '2999-12-31',
        DueTime: '17:00',
      }),
    }),
  ).data.Data.Id;
  expectOk(
    await t.call('POST', '/api/student/v2/submit-homework', { token: x.studentToken, ...multipart({ HomeworkId: homeworkId, Version: 0, Text: 'ok' }) }),
  );
  expectOk(
    await t.call('POST', '/api/student/homework-result-comment', {
      token: x.dara.token,
      ...multipart({ HomeworkId: homeworkId, StudentId: x.pupils[0]!, Version: 1, Score: 17, ResultComment: 'ល្អ' }),
    }),
  );
}, 120_000);
afterAll(async () => t?.close());

describe('a scored homework into a score sheet', () => {
  it('offers the teacher her subjects of the class for the current exam, the returned scores and where its marks are', async () => {
    // The second pupil already has a mark typed on the sheet.
    expectOk(await saveSheet(x.dara.token, null, [{ StudentId: x.pupils[1]!, Score: 30 }]));
    const o = expectOk(await option(x.dara.token)).data.Data;
    expect(o).toMatchObject({ HomeworkId: homeworkId, MaxScore: 20, AcademicClassId: x.s.classA, ExamTypeId: x.exam, Unmarked: 1, Sheets: [] });
    expect(o.ExamTypes.map((e: { DescriptionEn: string }) => e.DescriptionEn)).toEqual(['November']);
    // Dara enters maths only in 7A: her subject, the homework's own, with the sheet's maximum, version and state.
    expect(o.Subjects).toEqual([
      expect.objectContaining({ CourseLevelSubjectId: x.maths, SubjectEn: 'Mathematics', MaxScore: 50, Version: 1, Visibility: 0, IsHomeworkSubject: true }),
    ]);
    expect(o.Marks).toEqual([expect.objectContaining({ StudentId: x.pupils[0], Score: 17 })]);
    // The office enters every subject of the class.
    const office = expectOk(await option(x.s.campus.adminToken)).data.Data;
    expect(office.Subjects.map((s: { SubjectEn: string }) => s.SubjectEn)).toEqual(['Mathematics', 'Khmer']);
  });

  it('refuses those who may not: a student, a guardian, another teacher, another school; a class not of the homework', async () => {
    expect((await option(x.studentToken)).statusCode).toBe(403);
    expect((await option(x.guardianToken)).statusCode).toBe(403);
    expect((await transfer(x.studentToken, { Version: 1 })).statusCode).toBe(403);
    // Vanna teaches maths in 7B: this homework (7A) is out of her reach.
    expect((await option(x.vanna.token)).statusCode).toBe(404);
    expect((await transfer(x.vanna.token, { Version: 1 })).statusCode).toBe(404);
    expect((await option(x.other.campus.adminToken)).statusCode).toBe(404);
    expect((await transfer(x.other.campus.adminToken, { Version: 1 })).statusCode).toBe(404);
    const notItsClass = await transfer(x.dara.token, { AcademicClassId: x.s.classB, Version: 1 });
    expect(notItsClass.statusCode).toBe(400);
    expect(notItsClass.data.Errors[0].Field).toBe('AcademicClassId');
    expect(notItsClass.data.Message).toMatch(/ថ្នាក់/);
    // Dara does not teach Khmer in 7A: that sheet is not hers.
    expect((await transfer(x.dara.token, { CourseLevelSubjectId: x.khmer, Version: null })).statusCode).toBe(404);
    // An exam type of another school, or none at all.
    expect((await option(x.dara.token, { examTypeId: '0190a000-0000-7000-8000-000000000001' })).statusCode).toBe(404);
    // Nothing was written by any of these.
    expect((await sheet(x.dara.token)).Students.find((s: { StudentId: string }) => s.StudentId === x.pupils[0]).Score).toBeNull();
  });

  it('writes the returned scores scaled to the subject maximum in one save at the version read, each marked with the homework', async () => {
    // A stale version (the sheet was saved meanwhile) is refused and writes nothing.
    const stale = await transfer(x.dara.token, { Version: null });
    expect(stale.statusCode).toBe(409);
    expect(stale.data.MessageEn).toMatch(/Nothing was saved/);
    const done = expectOk(await transfer(x.dara.token, { Version: 1 })).data.Data;
    expect(done).toMatchObject({ Written: 1, Version: 2 });
    expect(done.Sheets).toEqual([
      expect.objectContaining({ AcademicClassId: x.s.classA, ExamTypeId: x.exam, ExamTypeEn: 'November', CourseLevelSubjectId: x.maths, Marks: 1 }),
    ]);
    // 17 of 20 is 42.5 of maths' 50; the second pupil's typed mark stays as it was, with no source.
    const read = await sheet(x.dara.token);
    const first = read.Students.find((s: { StudentId: string }) => s.StudentId === x.pupils[0]);
    const second = read.Students.find((s: { StudentId: string }) => s.StudentId === x.pupils[1]);
    expect(first).toMatchObject({ Score: 42.5, Status: NORMAL, Source: { HomeworkId: homeworkId, Title: 'ប្រភាគ' } });
    expect(second).toMatchObject({ Score: 30, Source: null });
    const stored = await t.database.system((tx) => tx.select().from(score).where(eq(score.studentId, x.pupils[0]!)));
    expect(stored).toEqual([expect.objectContaining({ score: 42.5, sourceHomeworkId: homeworkId })]);
    // The option now says where its marks are.
    expect(expectOk(await option(x.dara.token)).data.Data.Sheets[0]).toMatchObject({ SubjectEn: 'Mathematics', Marks: 1 });

    // A save of the sheet that leaves the mark as it is keeps its source; a mark changed on the sheet loses it.
    expectOk(
      await saveSheet(x.dara.token, 2, [
        { StudentId: x.pupils[0]!, Score: 42.5 },
        { StudentId: x.pupils[1]!, Score: 31 },
      ]),
    );
    expect((await sheet(x.dara.token)).Students.find((s: { StudentId: string }) => s.StudentId === x.pupils[0]).Source).toMatchObject({
      HomeworkId: homeworkId,
    });
    expectOk(await saveSheet(x.dara.token, 3, [{ StudentId: x.pupils[0]!, Score: 40 }]));
    expect((await sheet(x.dara.token)).Students.find((s: { StudentId: string }) => s.StudentId === x.pupils[0])).toMatchObject({ Score: 40, Source: null });
    // Put in again, the homework's mark replaces it and is marked again.
    expectOk(await transfer(x.dara.token, { Version: 4 }));
    expect((await sheet(x.dara.token)).Students.find((s: { StudentId: string }) => s.StudentId === x.pupils[0])).toMatchObject({
      Score: 42.5,
      Source: { Title: 'ប្រភាគ' },
    });
  });

  it('lets the office put it into another subject, scaled to that subject’s maximum', async () => {
    const done = expectOk(await transfer(x.s.campus.adminToken, { CourseLevelSubjectId: x.khmer, Version: null })).data.Data;
    expect(done).toMatchObject({ Written: 1, Version: 1 });
    const read = await sheet(x.s.campus.adminToken, x.khmer);
    expect(read.Students.find((s: { StudentId: string }) => s.StudentId === x.pupils[0])).toMatchObject({ Score: 85, Source: { HomeworkId: homeworkId } });
    expect(done.Sheets.map((s: { SubjectEn: string }) => s.SubjectEn).sort()).toEqual(['Khmer', 'Mathematics']);
  });

  it('keeps one of two simultaneous transfers at the same version', async () => {
    const version = (await sheet(x.dara.token)).Version as number;
    const both = await Promise.all([transfer(x.dara.token, { Version: version }), transfer(x.s.campus.adminToken, { Version: version })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await sheet(x.dara.token)).Version).toBe(version + 1);
  });

  it('is refused once the sheet is submitted or released, even to the office, and when entry is closed for the teacher', async () => {
    const version = (await sheet(x.dara.token)).Version as number;
    await setVisibility(SCORE_VISIBILITY_STATUS.REQUIRED_CONFIRMATION);
    const submitted = await transfer(x.dara.token, { Version: version });
    expect(submitted.statusCode).toBe(409);
    expect(submitted.data.MessageEn).toMatch(/only into a draft sheet/);
    expect(submitted.data.Message).toMatch(/សន្លឹកព្រាង/);
    await setVisibility(SCORE_VISIBILITY_STATUS.LIVE);
    expect((await transfer(x.s.campus.adminToken, { Version: version })).statusCode).toBe(409);
    expect(expectOk(await option(x.dara.token)).data.Data.Subjects[0]).toMatchObject({ Visibility: SCORE_VISIBILITY_STATUS.LIVE, CanEdit: false });
    await setVisibility(SCORE_VISIBILITY_STATUS.DRAFT);
    await t.database.system((tx) => tx.update(examType).set({ scoreEntryEndDate: '2000-01-01' }).where(eq(examType.id, x.exam)));
    expect((await transfer(x.dara.token, { Version: version })).statusCode).toBe(403);
    await t.database.system((tx) => tx.update(examType).set({ scoreEntryEndDate: '2999-12-31' }).where(eq(examType.id, x.exam)));
    // The history of the sheet (submitted once) names the homework as the reason of its changes.
    await t.database.system((tx) => tx.update(scoreSheet).set({ submittedOnce: true }).where(eq(scoreSheet.academicClassId, x.s.classA)));
    await saveSheet(x.dara.token, version, [{ StudentId: x.pupils[0]!, Score: 10 }]);
    expectOk(await transfer(x.dara.token, { Version: version + 1 }));
    const history = await t.database.system((tx) => tx.select().from(scoreHistory).where(eq(scoreHistory.studentId, x.pupils[0]!)));
    expect(history.at(-1)).toMatchObject({ newScore: 42.5, reason: 'កិច្ចការផ្ទះ «ប្រភាគ» / Homework "ប្រភាគ"' });
  });

  it('refuses a homework that is not scored, and one with no returned score in the class', async () => {
    const plain = expectOk(
      await t.call('POST', '/api/student/v2/assign-homework', {
        token: x.dara.token,
        ...multipart({ AcademicClassIds: JSON.stringify([x.s.classA]), SubjectId: mathsSubjectId, Title: 'Read', DueDate: '2999-12-31' }),
      }),
    ).data.Data;
    const notScored = await t.call('GET', '/api/student/homework-score-option', { token: x.dara.token, query: { id: plain.Id } });
    expect(notScored.statusCode).toBe(400);
    expect(notScored.data.MessageEn).toMatch(/not scored/);
    const empty = expectOk(
      await t.call('POST', '/api/student/v2/assign-homework', {
        token: x.dara.token,
        ...multipart({
          AcademicClassIds: JSON.stringify([x.s.classA]),
          SubjectId: mathsSubjectId,
          Title: 'None',
          IsScored: true,
          MaxScore: 10,
          DueDate: '2999-12-31',
        }),
      }),
    ).data.Data;
    const nothing = await t.call('POST', '/api/student/homework-score', {
      token: x.dara.token,
      json: { HomeworkId: empty.Id, AcademicClassId: x.s.classA, ExamTypeId: x.exam, CourseLevelSubjectId: x.maths, Version: 1 },
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.data.MessageEn).toMatch(/No returned homework score/);
  });
});
