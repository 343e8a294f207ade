import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACADEMIC_SCORE_STATUS, SCORE_VISIBILITY_STATUS } from '@school/contract';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { addGuardianAccount, addStudent, type TSchool } from '../../../test/people-fixtures';
import { scoreSchool } from '../../../test/score-fixtures';
import { expectOk } from '../../../test/setup-fixtures';
import { scoreSheet } from '../../db/schema/index';

/**
 * The guardian's child pages (/children …, portal 'Guardian view of a child') read through the calls the
 * student's own pages use: the student list (his children), released results, a month of attendance, the
 * class week, the record and misconduct. Each answers his own children only; another family's child, or a
 * child of another school, is out of reach (404, like a record that does not exist).
 */
let t: TTestApp;
let s: TSchool;
let other: TSchool;
let maths: string;
let khmer: string;
let exam: string;
let pupils: string[];
let inB: string;
let guardianToken: string; // pupils[0]'s guardian
let secondGuardianToken: string; // the guardian of a 7B child
let secondChild: string;
let otherSchoolGuardianToken: string;
let otherSchoolChild: string;

const kin = (firstNameEn: string) => [{ relationshipType: 1, guardian: { firstName: 'ក', lastName: 'ខ', firstNameEn, lastNameEn: 'Kha', gender: 1 } }];

beforeAll(async () => {
  t = await buildTestApp();
  ({ s, other, maths, khmer, exam, pupils, inB, guardianToken } = await scoreSchool(t, 'children'));
  const second = await addStudent(t, s, s.classB, { guardians: kin('Kb') });
  secondChild = second.studentId;
  secondGuardianToken = (await addGuardianAccount(t, s.campus, second.guardianIds[0]!)).token;
  const far = await addStudent(t, other, other.classA, { guardians: kin('Kc') });
  otherSchoolChild = far.studentId;
  otherSchoolGuardianToken = (await addGuardianAccount(t, other.campus, far.guardianIds[0]!)).token;
}, 120_000);
afterAll(async () => t?.close());

const ids = (rows: Array<{ Id: string }>) => rows.map((r) => r.Id).sort();

describe("a guardian's children", () => {
  it('are the Childrens of his current user (the dashboard cards and the own score and attendance pages choose among them)', async () => {
    const me = expectOk(await t.call('POST', '/api/user/me', { token: guardianToken })).data;
    expect(me.Data.Childrens.map((c: { Id: string }) => c.Id)).toEqual([pupils[0]]);
    const second = expectOk(await t.call('POST', '/api/user/me', { token: secondGuardianToken })).data;
    expect(second.Data.Childrens.map((c: { Id: string }) => c.Id)).toEqual([secondChild]);
    const far = expectOk(await t.call('POST', '/api/user/me', { token: otherSchoolGuardianToken })).data;
    expect(far.Data.Childrens.map((c: { Id: string }) => c.Id)).toEqual([otherSchoolChild]);
  });

  it('lists his own children only (the student list of /children), with class, year and picture fields', async () => {
    const mine = expectOk(await t.call('GET', '/api/student', { token: guardianToken, query: { pageIndex: '1', pageSize: '50' } })).data;
    expect(ids(mine.Data)).toEqual([pupils[0]]);
    expect(mine.Data[0]).toMatchObject({ AcademicClassId: s.classA, AcademicYearId: s.yearId, AcademicClassDescriptionEn: expect.any(String) });
    expect(mine.Data[0]).toHaveProperty('Profile');
    const second = expectOk(await t.call('GET', '/api/student', { token: secondGuardianToken, query: { pageIndex: '1', pageSize: '50' } })).data;
    expect(ids(second.Data)).toEqual([secondChild]);
    // A class filter never widens the reach: 7B holds inB and the second guardian's child, not his.
    const byClass = expectOk(await t.call('GET', '/api/student', { token: guardianToken, query: { academicClassId: s.classB } })).data;
    expect(byClass.Data).toEqual([]);
    // Another school's guardian sees his child there, nothing of this school.
    const far = expectOk(await t.call('GET', '/api/student', { token: otherSchoolGuardianToken, query: { pageIndex: '1', pageSize: '50' } })).data;
    expect(ids(far.Data)).toEqual([otherSchoolChild]);
    expect(ids(far.Data)).not.toContain(inB);
  });

  it("reads his child's released results, never a draft, and is refused another child's", async () => {
    const result = (token: string, studentId: string) => t.call('GET', '/api/score/result/student', { token, query: { studentId, academicYearId: s.yearId } });
    for (const [subject, scores] of [
      [maths, [40, 20]],
      [khmer, [80, 60]],
    ] as const) {
      const sheet = expectOk(
        await t.call('GET', '/api/score/entry/by-class-and-exam-type', {
          token: s.campus.adminToken,
          query: { academicClassId: s.classA, examTypeId: exam, courseLevelSubjectId: subject },
        }),
      );
      expectOk(
        await t.call('POST', '/api/score/entry/v2/batch-save', {
          token: s.campus.adminToken,
          json: {
            AcademicClassId: s.classA,
            ExamTypeId: exam,
            CourseLevelSubjectId: subject,
            Version: sheet.data.Data.Version,
            Items: pupils.map((StudentId, i) => ({ StudentId, Score: scores[i], Status: ACADEMIC_SCORE_STATUS.NORMAL })),
          },
        }),
      );
    }
    expect(expectOk(await result(guardianToken, pupils[0]!)).data.Data.Periods).toEqual([]);
    await t.database.system((tx) =>
      tx
        .update(scoreSheet)
        .set({ visibility: SCORE_VISIBILITY_STATUS.LIVE })
        .where(and(eq(scoreSheet.campusId, s.campus.id), eq(scoreSheet.examTypeId, exam))),
    );
    const released = expectOk(await result(guardianToken, pupils[0]!)).data.Data;
    expect(released.Periods).toHaveLength(1);
    expect(released.Periods[0].Released).toBe(true);
    expect(released.Periods[0].Subjects.map((c: { Score: number }) => c.Score).sort((a: number, b: number) => a - b)).toEqual([40, 80]);
    expect((await result(guardianToken, pupils[1]!)).statusCode).toBe(404);
    expect((await result(guardianToken, secondChild)).statusCode).toBe(404);
    expect((await result(secondGuardianToken, pupils[0]!)).statusCode).toBe(404);
    expect((await result(otherSchoolGuardianToken, pupils[0]!)).statusCode).toBe(404);
    expect((await result(guardianToken, otherSchoolChild)).statusCode).toBe(404);
  });

  it("reads his child's month of attendance, class week, record and misconduct; 404 for any other child", async () => {
    const month = (token: string, studentId: string) =>
      t.call('GET', '/api/student-attendance/student-monthly', { token, query: { studentId, month: '2025-11' } });
    const week = (token: string, id: string) => t.call('GET', '/api/student/schedule-class', { token, query: { id } });
    const record = (token: string, id: string) => t.call('GET', '/api/student/find', { token, query: { id } });
    const misconduct = (token: string, StudentId: string) => t.call('GET', '/api/student-misconduct/get-list', { token, query: { StudentId } });

    expect(expectOk(await month(guardianToken, pupils[0]!)).data.Data).toMatchObject({ StudentId: pupils[0], Month: '2025-11' });
    expect(expectOk(await week(guardianToken, pupils[0]!)).data.Data.AcademicClass.Id).toBe(s.classA);
    expect(expectOk(await record(guardianToken, pupils[0]!)).data.Data.Id).toBe(pupils[0]);
    expect(expectOk(await misconduct(guardianToken, pupils[0]!)).data.Data).toEqual([]);
    for (const call of [month, week, record, misconduct]) {
      expect((await call(guardianToken, pupils[1]!)).statusCode).toBe(404);
      expect((await call(guardianToken, secondChild)).statusCode).toBe(404);
      expect((await call(guardianToken, otherSchoolChild)).statusCode).toBe(404);
      expect((await call(otherSchoolGuardianToken, pupils[0]!)).statusCode).toBe(404);
    }
  });
});
