import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { expectOk } from '../../../test/setup-fixtures';
import { addGuardianAccount, addStudent, addStudentAccount, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import { schoolToday } from '../../lib/school-date';

let t: TTestApp;
let s: TSchool;
beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
});
afterAll(async () => t?.close());

const save = (token: string, json: Record<string, unknown>) => t.call('POST', '/api/actor-health/medical-health-check', { token, json });
const get = async (token: string, path: string, query: Record<string, string> = {}) =>
  expectOk(await t.call('GET', `/api/actor-health/${path}`, { token, query })).data.Data;
const dayBefore = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

describe('health checks', () => {
  it('answers the medical health types with their points', async () => {
    const types = await get(s.campus.adminToken, 'medical-health-type');
    expect(types.find((x: { Code: string }) => x.Code === 'FEVER')).toMatchObject({ Name: 'គ្រុនក្តៅ', NameEn: 'Fever', Point: 2 });
    expect(types.every((x: { Point: number }) => x.Point >= 0 && x.Point <= 3)).toBe(true);
  });

  it('are recorded once a day per person by the office and the teacher of the class, and read by whom they concern', async () => {
    const today = schoolToday();
    const mine = await addStudent(t, s, s.classA, {
      guardians: [{ relationshipType: 1, guardian: { firstName: 'ក', lastName: 'ខ', firstNameEn: 'Ka', lastNameEn: 'Kha', gender: 1 } }],
    });
    const theirs = await addStudent(t, s, s.classB);
    const teacher = await addTeacher(t, s, [s.classA]);
    const other = await addTeacher(t, s, [s.classB]);

    const check = expectOk(
      await save(teacher.token, { ActorType: 0, ActorId: mine.studentId, Temperature: 38.4, Symptoms: ['FEVER', 'COUGH'], Note: 'ឲ្យសម្រាក' }),
    ).data.Data;
    expect(check).toMatchObject({
      ActorId: mine.studentId,
      Date: today,
      Temperature: 38.4,
      TemperatureBand: 3,
      Point: 2,
      Symptoms: ['FEVER', 'COUGH'],
      Version: 1,
    });
    expect(check.AcademicClass).toBeTruthy();
    // One check per person and day; a correction names the check and its version.
    expect((await save(teacher.token, { ActorType: 0, ActorId: mine.studentId, Temperature: 37 })).statusCode).toBe(409);
    const corrected = expectOk(
      await save(teacher.token, { Id: check.Id, Version: 1, ActorType: 0, ActorId: mine.studentId, Temperature: 39.5, Symptoms: ['VOMITING'] }),
    ).data.Data;
    expect(corrected).toMatchObject({ Temperature: 39.5, TemperatureBand: 4, Point: 3, Version: 2 });
    expect((await save(teacher.token, { Id: check.Id, Version: 1, ActorType: 0, ActorId: mine.studentId, Temperature: 36 })).statusCode).toBe(409);

    // Bad input: temperature out of range, unknown symptom, a future day.
    const bad = await save(teacher.token, { ActorType: 0, ActorId: theirs.studentId, Temperature: 50, Symptoms: ['MEASLES'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.Errors.map((e: { Field: string }) => e.Field).sort()).toEqual(['Symptoms.0', 'Temperature']);
    const future = await save(s.campus.adminToken, { ActorType: 0, ActorId: theirs.studentId, Temperature: 36.5, Date: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.data.MessageEn).toMatch(/future/);

    // Another class's student, and another teacher, are out of this teacher's reach.
    expect((await save(teacher.token, { ActorType: 0, ActorId: theirs.studentId, Temperature: 36.5 })).statusCode).toBe(404);
    expect((await save(teacher.token, { ActorType: 1, ActorId: other.employeeId, Temperature: 36.5 })).statusCode).toBe(403);
    const self = expectOk(await save(teacher.token, { ActorType: 1, ActorId: teacher.employeeId, Temperature: 36.2 })).data.Data;
    expect(self).toMatchObject({ ActorType: 1, TemperatureBand: 1, Point: 0 });
    const officeCheck = expectOk(
      await save(s.campus.adminToken, { ActorType: 0, ActorId: theirs.studentId, Temperature: 35.8, Date: dayBefore(today, 1), Symptoms: ['HEADACHE'] }),
    ).data.Data;
    expect(officeCheck).toMatchObject({ TemperatureBand: 0, Point: 1 });

    const detailIds = (data: { Details: { Id: string }[] }) => data.Details.map((d) => d.Id).sort();
    expect(detailIds(await get(teacher.token, 'medical-health-check', { actorType: '4' }))).toEqual([check.Id, self.Id].sort());
    expect(detailIds(await get(other.token, 'medical-health-check', { actorType: '4' }))).toEqual([officeCheck.Id]);
    expect(detailIds(await get(s.campus.adminToken, 'medical-health-check', { actorType: '0' }))).toEqual([check.Id, officeCheck.Id].sort());
    const student = await addStudentAccount(t, s.campus, mine.studentId);
    const guardian = await addGuardianAccount(t, s.campus, mine.guardianIds[0]!);
    expect(detailIds(await get(student.token, 'medical-health-check', { actorId: mine.studentId }))).toEqual([check.Id]);
    expect(detailIds(await get(guardian.token, 'medical-health-check', { actorType: '4' }))).toEqual([check.Id]);
    // Another family's child is out of reach: not found, as her other pages answer (the guardian's /children/healthCheck).
    expect((await t.call('GET', '/api/actor-health/medical-health-check', { token: guardian.token, query: { actorId: theirs.studentId } })).statusCode).toBe(
      404,
    );
    // A student cannot record checks.
    expect((await save(student.token, { ActorType: 0, ActorId: mine.studentId, Temperature: 36.5 })).statusCode).toBe(403);

    // Daily: today's checks with counts per temperature band and point.
    const daily = await get(s.campus.adminToken, 'daily');
    expect(daily.Date).toBe(today);
    expect(detailIds(daily)).toEqual([check.Id, self.Id].sort());
    expect(daily.Bands).toEqual([0, 1, 0, 0, 1]);
    expect(daily.Points).toEqual([1, 0, 0, 1]);
    // Weekly: the 7 days up to today by default.
    const weekly = await get(s.campus.adminToken, 'weekly');
    expect(weekly.Weekend).toHaveLength(7);
    expect(weekly.Weekend.at(-1)).toEqual({ DateStr: today, Count: 2, Unwell: 1 });
    expect(weekly.Weekend.at(-2)).toEqual({ DateStr: dayBefore(today, 1), Count: 1, Unwell: 0 });
    expect(
      (await t.call('GET', '/api/actor-health/weekly', { token: s.campus.adminToken, query: { startDate: today, endDate: dayBefore(today, 2) } })).statusCode,
    ).toBe(400);
    // Monthly: symptoms counted by type, checks per temperature band; of one person with actorId.
    const month = today.slice(0, 7);
    const monthly = await get(s.campus.adminToken, 'monthly', { month });
    const count = (m: { MedicalHealthTypes: { Code: string; Count: number }[] }, code: string) => m.MedicalHealthTypes.find((x) => x.Code === code)?.Count;
    expect(count(monthly, 'VOMITING')).toBe(1);
    expect(count(monthly, 'FEVER')).toBe(0);
    const mineMonthly = await get(student.token, 'monthly', { actorId: mine.studentId, month });
    expect(mineMonthly.Temperatures).toEqual([0, 0, 0, 0, 1]);

    // Another school reads none of it and records nothing for these people.
    const elsewhere = await createSchool(t);
    expect((await get(elsewhere.campus.adminToken, 'medical-health-check', { actorType: '4' })).Details).toEqual([]);
    expect((await get(elsewhere.campus.adminToken, 'daily')).Details).toEqual([]);
    expect((await save(elsewhere.campus.adminToken, { ActorType: 0, ActorId: mine.studentId, Temperature: 36.5 })).statusCode).toBe(404);
    expect((await save(elsewhere.campus.adminToken, { ActorType: 1, ActorId: teacher.employeeId, Temperature: 36.5 })).statusCode).toBe(404);
  });
});
