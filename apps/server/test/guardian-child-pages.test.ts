import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PASSWORD, type TTestApp } from './test-app';
import { addGuardianAccount, addStudent, addStudentAccount, addTeacher, createSchool, type TSchool } from './people-fixtures';

// The guardian's child pages /children/healthCheck and /children/changePassword (portal 'Guardian view of a
// child'): a guardian reaches his own children only; another family's child, another school's, answers 404.

let t: TTestApp;
let s: TSchool;
let other: TSchool;
let child: string;
let childUsername: string;
let classmate: string;
let guardian: { token: string };
const guardianUsername = `parent${Date.now()}`;
let otherGuardian: { token: string };
let foreignChild: string;
let teacherToken: string;

const guardianOf = (firstNameEn: string) => [{ relationshipType: 1, guardian: { firstName: 'ក', lastName: 'ខ', firstNameEn, lastNameEn: 'Kha', gender: 1 } }];

beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await createSchool(t);
  const mine = await addStudent(t, s, s.classA, { guardians: guardianOf('Ka') });
  const theirs = await addStudent(t, s, s.classA, { guardians: guardianOf('Kb') });
  child = mine.studentId;
  classmate = theirs.studentId;
  childUsername = `child${Date.now()}`;
  await addStudentAccount(t, s.campus, child, childUsername);
  await addStudentAccount(t, s.campus, classmate);
  guardian = await addGuardianAccount(t, s.campus, mine.guardianIds[0]!, guardianUsername);
  otherGuardian = await addGuardianAccount(t, s.campus, theirs.guardianIds[0]!);
  foreignChild = (await addStudent(t, other, other.classA)).studentId;
  teacherToken = (await addTeacher(t, s, [s.classA], 'teacher.child')).token;
  for (const [studentId, temperature] of [
    [child, 38.4],
    [classmate, 36.6],
  ] as const) {
    const saved = await t.call('POST', '/api/actor-health/medical-health-check', {
      token: s.campus.adminToken,
      json: { ActorType: 0, ActorId: studentId, Temperature: temperature, Symptoms: temperature > 38 ? ['FEVER'] : [] },
    });
    expect(saved.statusCode).toBe(200);
  }
}, 120_000);
afterAll(async () => t?.close());

describe("a guardian's child's health checks (/children/healthCheck)", () => {
  it("answers his child's checks and month, read only", async () => {
    const list = await t.call('GET', '/api/actor-health/medical-health-check', { token: guardian.token, query: { actorId: child } });
    expect(list.statusCode).toBe(200);
    expect(list.data.Data.Details).toEqual([expect.objectContaining({ ActorId: child, Temperature: 38.4, Symptoms: ['FEVER'] })]);
    const month = await t.call('GET', '/api/actor-health/monthly', { token: guardian.token, query: { actorId: child } });
    expect(month.statusCode).toBe(200);
    expect(month.data.Data.MedicalHealthTypes.find((m: { Code: string }) => m.Code === 'FEVER').Count).toBe(1);
    // Read only: recording needs MANAGE_HEALTH_CHECK.
    const record = await t.call('POST', '/api/actor-health/medical-health-check', {
      token: guardian.token,
      json: { ActorType: 0, ActorId: child, Temperature: 37 },
    });
    expect(record.statusCode).toBe(403);
  });

  it("answers 404 for another family's child, another school's and an unknown id, in Khmer and English", async () => {
    for (const actorId of [classmate, foreignChild, '01900000-0000-7000-8000-000000000000']) {
      const list = await t.call('GET', '/api/actor-health/medical-health-check', { token: guardian.token, query: { actorId } });
      expect(list.statusCode).toBe(404);
      expect(list.data.MessageEn).toBe('The person was not found');
      expect(list.data.Message).toMatch(/[\u1780-\u17FF]/);
      expect((await t.call('GET', '/api/actor-health/monthly', { token: guardian.token, query: { actorId } })).statusCode).toBe(404);
    }
    // The other family reads its own child only; the office and the class's teacher read both.
    expect((await t.call('GET', '/api/actor-health/medical-health-check', { token: otherGuardian.token, query: { actorId: child } })).statusCode).toBe(404);
    for (const token of [s.campus.adminToken, teacherToken]) {
      const read = await t.call('GET', '/api/actor-health/medical-health-check', { token, query: { actorId: child } });
      expect(read.statusCode).toBe(200);
      expect(read.data.Data.Details).toHaveLength(1);
    }
    expect((await t.call('GET', '/api/actor-health/medical-health-check', { token: other.campus.adminToken, query: { actorId: child } })).statusCode).toBe(404);
  });
});

describe("a guardian sets his child's password (/children/changePassword)", () => {
  const account = (token: string, studentId: string) => t.call('GET', '/api/user/child-password', { token, query: { studentId } });
  const setPassword = (token: string, json: Record<string, unknown>) => t.call('POST', '/api/user/child-password', { token, json });

  it("answers his child's account, 404 for any other child, 403 to anyone but a guardian", async () => {
    const mine = await account(guardian.token, child);
    expect(mine.statusCode).toBe(200);
    expect(mine.data.Data).toEqual({ StudentId: child, HasAccount: true, Username: childUsername, IsActive: true });
    for (const studentId of [classmate, foreignChild]) expect((await account(guardian.token, studentId)).statusCode).toBe(404);
    expect((await account(otherGuardian.token, child)).statusCode).toBe(404);
    // Not a guardian's call (the office resets passwords on its own screen): the children's key is missing.
    expect((await account(s.campus.adminToken, child)).statusCode).toBe(403);
  });

  it('sets the password with his own: the child signs in with the new one, her sessions end; refusals change nothing', async () => {
    const childSession = await t.signIn(s.campus, childUsername);
    const body = { StudentId: child, CurrentPassword: TEST_PASSWORD, NewPassword: 'Mango-Tree-2026', ConfirmPassword: 'Mango-Tree-2026' };
    // Another family's child, another school's: 404; a teacher: 403; nothing changed.
    expect((await setPassword(otherGuardian.token, body)).statusCode).toBe(404);
    expect((await setPassword(guardian.token, { ...body, StudentId: foreignChild })).statusCode).toBe(404);
    expect((await setPassword(teacherToken, body)).statusCode).toBe(403);
    // His own password wrong, a weak one, a mismatch: 400 in both languages.
    const wrong = await setPassword(guardian.token, { ...body, CurrentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data.MessageEn).toContain('Your password is not correct');
    expect(wrong.data.Message).toMatch(/[\u1780-\u17FF]/);
    expect((await setPassword(guardian.token, { ...body, NewPassword: '123', ConfirmPassword: '123' })).statusCode).toBe(400);
    expect((await setPassword(guardian.token, { ...body, ConfirmPassword: 'Other-Tree-2026' })).statusCode).toBe(400);
    expect(
      (await t.call('POST', '/api/token', { basic: s.campus.basic, form: { grant_type: 'password', username: childUsername, password: TEST_PASSWORD } }))
        .statusCode,
    ).toBe(200);

    const done = await setPassword(guardian.token, body);
    expect(done.statusCode).toBe(200);
    const signIn = (password: string) =>
      t.call('POST', '/api/token', { basic: s.campus.basic, form: { grant_type: 'password', username: childUsername, password } });
    expect((await signIn('Mango-Tree-2026')).statusCode).toBe(200);
    expect((await signIn(TEST_PASSWORD)).statusCode).not.toBe(200);
    // The child's earlier session is over: its refresh token is refused.
    const refresh = await t.call('POST', '/api/token', {
      basic: s.campus.basic,
      form: { grant_type: 'refresh_token', refresh_token: childSession.refresh_token },
    });
    expect(refresh.statusCode).not.toBe(200);
    // The guardian's own password did not change.
    expect(
      (await t.call('POST', '/api/token', { basic: s.campus.basic, form: { grant_type: 'password', username: guardianUsername, password: TEST_PASSWORD } }))
        .statusCode,
    ).toBe(200);
  });
});
