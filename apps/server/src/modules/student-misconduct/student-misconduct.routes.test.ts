import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { expectOk } from '../../../test/setup-fixtures';
import { addGuardianAccount, addStudent, addStudentAccount, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';

let t: TTestApp;
let s: TSchool;
beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
});
afterAll(async () => t?.close());

describe('student misconduct', () => {
  it('is recorded by the office and the teacher of the class, and read by the student and her guardian', async () => {
    const mine = await addStudent(t, s, s.classA, {
      guardians: [{ relationshipType: 1, guardian: { firstName: 'ក', lastName: 'ខ', firstNameEn: 'Ka', lastNameEn: 'Kha', gender: 1 } }],
    });
    const theirs = await addStudent(t, s, s.classB);
    const office = expectOk(
      await t.call('POST', '/api/student-misconduct', {
        token: s.campus.adminToken,
        json: { StudentId: mine.studentId, Date: '2025-12-01', Description: 'មកយឺតបីដងក្នុងមួយសប្តាហ៍', ActionTaken: 'ជូនដំណឹងអាណាព្យាបាល' },
      }),
    ).data.Data;
    expect(office).toMatchObject({
      StudentId: mine.studentId,
      Date: '2025-12-01',
      Description: 'មកយឺតបីដងក្នុងមួយសប្តាហ៍',
      RecordedBy: 'admin',
      AcademicYearId: s.yearId,
    });

    const teacher = await addTeacher(t, s, [s.classA]);
    const byTeacher = expectOk(
      await t.call('POST', '/api/student-misconduct', { token: teacher.token, form: { StudentId: mine.studentId, Description: 'និយាយលេងក្នុងថ្នាក់' } }),
    ).data.Data;
    expect(byTeacher.Date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      (await t.call('POST', '/api/student-misconduct', { token: teacher.token, form: { StudentId: theirs.studentId, Description: 'x' } })).statusCode,
    ).toBe(404);
    const empty = await t.call('POST', '/api/student-misconduct', {
      token: teacher.token,
      form: { StudentId: mine.studentId, Description: ' ', Date: '2999-01-01' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.data.Errors.map((e: { Field: string }) => e.Field).sort()).toEqual(['Date', 'Description']);

    const list = async (token: string, studentId = mine.studentId) =>
      t.call('GET', '/api/student-misconduct/get-list', { token, query: { StudentId: studentId } });
    const all = expectOk(await list(s.campus.adminToken)).data.Data;
    expect(all.map((m: { Id: string }) => m.Id)).toEqual([byTeacher.Id, office.Id]);
    const student = await addStudentAccount(t, s.campus, mine.studentId);
    expect(expectOk(await list(student.token)).data.Total).toBe(2);
    const guardian = await addGuardianAccount(t, s.campus, mine.guardianIds[0]!);
    expect(expectOk(await list(guardian.token)).data.Total).toBe(2);
    expect((await list(guardian.token, theirs.studentId)).statusCode).toBe(404);
    expect((await t.call('POST', '/api/student-misconduct', { token: guardian.token, form: { StudentId: mine.studentId, Description: 'x' } })).statusCode).toBe(
      403,
    );
    const other = await createSchool(t);
    expect((await list(other.campus.adminToken)).statusCode).toBe(404);
    expect(
      (await t.call('POST', '/api/student-misconduct', { token: other.campus.adminToken, form: { StudentId: mine.studentId, Description: 'x' } })).statusCode,
    ).toBe(404);
  });

  it('is corrected with its version and deleted by the office or the teacher of the class, not by others', async () => {
    const mine = await addStudent(t, s, s.classA);
    const theirs = await addStudent(t, s, s.classB);
    const teacher = await addTeacher(t, s, [s.classA]);
    const otherTeacher = await addTeacher(t, s, [s.classB]);
    const record = expectOk(
      await t.call('POST', '/api/student-misconduct', { token: teacher.token, form: { StudentId: mine.studentId, Date: '2025-11-03', Description: 'មកយឺត' } }),
    ).data.Data;

    const corrected = expectOk(
      await t.call('PUT', '/api/student-misconduct', {
        token: teacher.token,
        form: { Id: record.Id, Version: String(record.Version), Description: 'មកយឺតពីរដង', DescriptionEn: 'Late twice', ActionTaken: 'ណែនាំ' },
      }),
    ).data.Data;
    expect(corrected).toMatchObject({
      Id: record.Id,
      Date: '2025-11-03',
      Description: 'មកយឺតពីរដង',
      DescriptionEn: 'Late twice',
      ActionTaken: 'ណែនាំ',
      Version: record.Version + 1,
    });
    // The version read before is stale now; a future date and an empty text are refused with field messages.
    const stale = await t.call('PUT', '/api/student-misconduct', {
      token: s.campus.adminToken,
      form: { Id: record.Id, Version: String(record.Version), Description: 'x' },
    });
    expect(stale.statusCode).toBe(409);
    const bad = await t.call('PUT', '/api/student-misconduct', {
      token: s.campus.adminToken,
      form: { Id: record.Id, Version: String(corrected.Version), Description: ' ', Date: '2999-01-01' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.Errors.map((e: { Field: string }) => e.Field).sort()).toEqual(['Date', 'Description']);

    // Another class's teacher, and another campus, do not reach it; a student account may not change it.
    expect(
      (
        await t.call('PUT', '/api/student-misconduct', {
          token: otherTeacher.token,
          form: { Id: record.Id, Version: String(corrected.Version), Description: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.call('DELETE', '/api/student-misconduct', { token: otherTeacher.token, query: { id: record.Id } })).statusCode).toBe(404);
    const other = await createSchool(t);
    expect((await t.call('DELETE', '/api/student-misconduct', { token: other.campus.adminToken, query: { id: record.Id } })).statusCode).toBe(404);
    const student = await addStudentAccount(t, s.campus, mine.studentId);
    expect((await t.call('DELETE', '/api/student-misconduct', { token: student.token, query: { id: record.Id } })).statusCode).toBe(403);

    const byOffice = expectOk(
      await t.call('POST', '/api/student-misconduct', { token: s.campus.adminToken, form: { StudentId: theirs.studentId, Description: 'បំពានច្បាប់' } }),
    ).data.Data;
    expect((await t.call('DELETE', '/api/student-misconduct', { token: teacher.token, query: { id: byOffice.Id } })).statusCode).toBe(404);
    expectOk(await t.call('DELETE', '/api/student-misconduct', { token: s.campus.adminToken, query: { id: byOffice.Id } }));
    expectOk(await t.call('DELETE', '/api/student-misconduct', { token: teacher.token, query: { id: record.Id } }));
    const left = async (studentId: string) =>
      expectOk(await t.call('GET', '/api/student-misconduct/get-list', { token: s.campus.adminToken, query: { StudentId: studentId } })).data.Data;
    expect(await left(mine.studentId)).toEqual([]);
    expect(await left(theirs.studentId)).toEqual([]);
    expect((await t.call('DELETE', '/api/student-misconduct', { token: s.campus.adminToken, query: { id: record.Id } })).statusCode).toBe(404);
  });
});
