import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_ACTOR_TYPE, RELATIONSHIP_TYPE, REGISTRATION_STATUS } from '@school/contract';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { addStudent, createSchool, type TSchool } from '../../../test/people-fixtures';

let t: TTestApp;
let a: TSchool;
let b: TSchool;
let teacher: string;
let frontOffice: string;

const guardian = (extra: Record<string, unknown> = {}) => ({
  FirstName: 'វណ្ណា',
  LastName: 'លី',
  FirstNameEn: 'Vanna',
  LastNameEn: 'Ly',
  Gender: 0,
  RelatationshipType: RELATIONSHIP_TYPE.FATHER,
  MobilePhone: '012 777 888',
  ...extra,
});

const applicantBody = (s: TSchool, extra: Record<string, unknown> = {}) => ({
  AcademicYearId: s.yearId,
  CourseLevelId: s.gradeId,
  FirstName: 'ស្រីនាង',
  LastName: 'លី',
  FirstNameEn: 'Sreyneang',
  LastNameEn: 'Ly',
  Gender: 1,
  DateOfBirth: '2013-04-12',
  PlaceOfBirth: 'ខេត្តសៀមរាប',
  MobilePhone: '012 345 678',
  ProvinceId: 17,
  Address: 'ភូមិវត្តបូព៌ ក្រុងសៀមរាប',
  Guardians: [
    guardian(),
    guardian({ FirstName: 'សុភា', FirstNameEn: 'Sophea', Gender: 1, RelatationshipType: RELATIONSHIP_TYPE.MOTHER, MobilePhone: '017 111 222' }),
  ],
  ...extra,
});

const count = async (table: string, campusId: string) =>
  Number(
    (await t.database.system((tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where campus_id = ${campusId}`)))
      .rows[0]!.n,
  );

async function created(s: TSchool, extra: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/applicant/add', { token: s.campus.adminToken, json: applicantBody(s, extra) });
  expect(res.statusCode, res.body).toBe(200);
  return res.data.Data as { Id: string; Version: number; Guardians: Array<{ Id: string; Version: number }> };
}

beforeAll(async () => {
  t = await buildTestApp();
  a = await createSchool(t);
  b = await createSchool(t);
  teacher = (await t.createUser(a.campus, { username: 'app.teacher', mobileActorType: MOBILE_ACTOR_TYPE.TEACHER })).token;
  frontOffice = (await t.createUser(a.campus, { username: 'app.front', mobileActorType: MOBILE_ACTOR_TYPE.FRONT_OFFICE })).token;
});
afterAll(async () => t?.close());

describe('applicants', () => {
  it('adds an applicant with her guardians, finds, lists by year, grade and status, and updates (Version)', async () => {
    const row = await created(a);
    expect(row).toMatchObject({ Status: REGISTRATION_STATUS.PENDING, Version: 1, CourseLevel: { Id: a.gradeId } });
    expect(row.Guardians).toHaveLength(2);
    expect(row.Guardians[0]).toMatchObject({ FirstNameEn: 'Vanna', RelatationshipType: RELATIONSHIP_TYPE.FATHER });
    const found = await t.call('GET', '/api/applicant/find', { token: a.campus.adminToken, query: { id: row.Id } });
    expect(found.data.Data.Id).toBe(row.Id);
    const list = await t.call('GET', '/api/applicant', {
      token: a.campus.adminToken,
      query: { academicYearId: a.yearId, courseLevelId: a.gradeId, status: '0' },
    });
    expect(list.data.Data.map((x: { Id: string }) => x.Id)).toContain(row.Id);
    expect(list.data.Total).toBeGreaterThanOrEqual(1);
    const none = await t.call('GET', '/api/applicant', { token: a.campus.adminToken, query: { academicYearId: a.yearId, status: '2' } });
    expect(none.data.Data.map((x: { Id: string }) => x.Id)).not.toContain(row.Id);
    const { Guardians: _g, ...rest } = applicantBody(a);
    const updated = await t.call('PUT', '/api/applicant', { token: a.campus.adminToken, json: { ...rest, Id: row.Id, Version: 1, FirstNameEn: 'Sreyneath' } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.data.Data).toMatchObject({ FirstNameEn: 'Sreyneath', Version: 2 });
    const stale = await t.call('PUT', '/api/applicant', { token: a.campus.adminToken, json: { ...rest, Id: row.Id, Version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.data.MessageEn).toMatch(/Someone else changed this record/);
  });

  it('adds, edits (Version) and removes guardians', async () => {
    const row = await created(a, { Guardians: [] });
    const added = await t.call('POST', '/api/applicant/guardian', { token: a.campus.adminToken, json: { ApplicantId: row.Id, ...guardian() } });
    expect(added.statusCode, added.body).toBe(200);
    const g = added.data.Data.Guardians[0];
    const edited = await t.call('PUT', '/api/applicant/guardian', {
      token: a.campus.adminToken,
      json: { Id: g.Id, Version: 1, ...guardian({ RelatationshipType: RELATIONSHIP_TYPE.UNCLE_AUNT }) },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.data.Data.Guardians[0]).toMatchObject({ RelatationshipType: RELATIONSHIP_TYPE.UNCLE_AUNT, Version: 2 });
    expect((await t.call('PUT', '/api/applicant/guardian', { token: a.campus.adminToken, json: { Id: g.Id, Version: 1, ...guardian() } })).statusCode).toBe(
      409,
    );
    const removed = await t.call('DELETE', '/api/applicant/guardian', { token: a.campus.adminToken, query: { id: g.Id } });
    expect(removed.data.Data.Guardians).toEqual([]);
  });

  it('refuses bad input with field messages in both languages and stores nothing', async () => {
    const before = await count('applicant', a.campus.id);
    const res = await t.call('POST', '/api/applicant/add', {
      token: a.campus.adminToken,
      json: applicantBody(a, {
        FirstNameEn: 'ស្រី',
        Gender: 7,
        DateOfBirth: '2013-02-30',
        Guardians: [guardian({ RelatationshipType: 42, MobilePhone: 'x' })],
        Extra: 1,
      }),
    });
    expect(res.statusCode).toBe(400);
    const fields = res.data.Errors.map((e: { Field: string }) => e.Field);
    expect(fields).toEqual(
      expect.arrayContaining(['FirstNameEn', 'Gender', 'DateOfBirth', 'Guardians.0.RelatationshipType', 'Guardians.0.MobilePhone', 'Extra']),
    );
    for (const e of res.data.Errors) {
      expect(e.Message).toMatch(/[\u1780-\u17FF]/);
      expect(e.MessageEn).toMatch(/[A-Za-z]/);
    }
    // A grade of another campus is not found either; nothing half-saved (the guardians neither).
    const foreign = await t.call('POST', '/api/applicant/add', { token: a.campus.adminToken, json: applicantBody(a, { CourseLevelId: b.gradeId }) });
    expect(foreign.statusCode).toBe(400);
    expect(await count('applicant', a.campus.id)).toBe(before);
  });

  it('refuses changes without MANAGE_APPLICANT and reading without the menu key', async () => {
    expect((await t.call('GET', '/api/applicant', { token: teacher })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/applicant/add', { token: teacher, json: applicantBody(a) })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/applicant', { token: frontOffice })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/applicant/add', { token: frontOffice, json: applicantBody(a) })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/applicant')).statusCode).toBe(401);
  });

  it("never reads or changes another campus's applicants", async () => {
    const other = await created(b);
    const list = await t.call('GET', '/api/applicant', { token: a.campus.adminToken, query: { pageSize: '500' } });
    expect(list.data.Data.map((x: { Id: string }) => x.Id)).not.toContain(other.Id);
    expect((await t.call('GET', '/api/applicant/find', { token: a.campus.adminToken, query: { id: other.Id } })).statusCode).toBe(404);
    const { Guardians: _g, ...rest } = applicantBody(a);
    expect((await t.call('PUT', '/api/applicant', { token: a.campus.adminToken, json: { ...rest, Id: other.Id, Version: 1 } })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/applicant/guardian', { token: a.campus.adminToken, json: { ApplicantId: other.Id, ...guardian() } })).statusCode).toBe(
      404,
    );
    expect((await t.call('PUT', '/api/applicant/reject', { token: a.campus.adminToken, json: { Id: other.Id, Version: 1, Reason: 'x' } })).statusCode).toBe(
      404,
    );
    expect(
      (await t.call('POST', '/api/applicant/approval', { token: a.campus.adminToken, json: { Id: other.Id, Version: 1, AcademicClassId: a.classA } }))
        .statusCode,
    ).toBe(404);
    const still = await t.call('GET', '/api/applicant/find', { token: b.campus.adminToken, query: { id: other.Id } });
    expect(still.data.Data).toMatchObject({ Status: 0, Version: 1 });
  });

  it('rejects a pending applicant with a reason, once', async () => {
    const row = await created(a);
    const noReason = await t.call('PUT', '/api/applicant/reject', { token: a.campus.adminToken, json: { Id: row.Id, Version: 1, Reason: '' } });
    expect(noReason.statusCode).toBe(400);
    const res = await t.call('PUT', '/api/applicant/reject', { token: a.campus.adminToken, json: { Id: row.Id, Version: 1, Reason: 'ថ្នាក់ពេញហើយ' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.Data).toMatchObject({ Status: REGISTRATION_STATUS.REJECTED, RejectReason: 'ថ្នាក់ពេញហើយ', Version: 2, StudentId: null });
    expect(res.data.Data.DecidedAt).toBeTruthy();
    const again = await t.call('PUT', '/api/applicant/reject', { token: a.campus.adminToken, json: { Id: row.Id, Version: 2, Reason: 'x' } });
    expect(again.statusCode).toBe(409);
    const approve = await t.call('POST', '/api/applicant/approval', {
      token: a.campus.adminToken,
      json: { Id: row.Id, Version: 2, AcademicClassId: a.classA },
    });
    expect(approve.statusCode).toBe(409);
    const { Guardians: _g, ...rest } = applicantBody(a);
    expect((await t.call('PUT', '/api/applicant', { token: a.campus.adminToken, json: { ...rest, Id: row.Id, Version: 2 } })).statusCode).toBe(409);
  });
});

describe('approval', () => {
  it('makes the student in the chosen class with her guardians, in one transaction', async () => {
    const row = await created(a);
    const res = await t.call('POST', '/api/applicant/approval', { token: a.campus.adminToken, json: { Id: row.Id, Version: 1, AcademicClassId: a.classB } });
    expect(res.statusCode, res.body).toBe(200);
    const approved = res.data.Data;
    expect(approved).toMatchObject({ Status: REGISTRATION_STATUS.CONFIRMED, Version: 2, AcademicClass: { Id: a.classB } });
    expect(approved.StudentId).toBeTruthy();
    expect(approved.Guardians.every((g: { GuardianId: string | null }) => g.GuardianId)).toBe(true);
    const student = await t.call('GET', '/api/student/find', { token: a.campus.adminToken, query: { id: approved.StudentId } });
    expect(student.statusCode, student.body).toBe(200);
    expect(student.data.Data).toMatchObject({ FirstName: 'ស្រីនាង', LastNameEn: 'Ly', DateOfBirth: '2013-04-12', AcademicClassId: a.classB });
    expect(
      student.data.Data.Guardians.map((g: { FirstNameEn: string; RelationshipType: number; IsPrimary: boolean }) => [
        g.FirstNameEn,
        g.RelationshipType,
        g.IsPrimary,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Vanna', RELATIONSHIP_TYPE.FATHER, true],
        ['Sophea', RELATIONSHIP_TYPE.MOTHER, false],
      ]),
    );
    expect(student.data.Data.Addresses[0]).toMatchObject({ Address: 'ភូមិវត្តបូព៌ ក្រុងសៀមរាប' });
    // Decided once: a second approval is refused and makes no second student.
    const students = await count('student', a.campus.id);
    expect(
      (await t.call('POST', '/api/applicant/approval', { token: a.campus.adminToken, json: { Id: row.Id, Version: 2, AcademicClassId: a.classA } })).statusCode,
    ).toBe(409);
    expect(await count('student', a.campus.id)).toBe(students);
  });

  it('links a guardian the school already has (same phone and Latin names) instead of copying her', async () => {
    const sibling = await addStudent(t, a, a.classA, {
      guardians: [
        {
          relationshipType: RELATIONSHIP_TYPE.MOTHER,
          isPrimary: true,
          guardian: { firstName: 'ធីតា', lastName: 'ហេង', firstNameEn: 'Thida', lastNameEn: 'Heng', gender: 1, mobilePhone: '+855 89 555 444' },
        },
      ],
    });
    const guardians = await count('guardian', a.campus.id);
    const row = await created(a, {
      Guardians: [
        guardian({
          FirstName: 'ធីតា',
          LastName: 'ហេង',
          FirstNameEn: 'thida',
          LastNameEn: 'HENG',
          Gender: 1,
          RelatationshipType: RELATIONSHIP_TYPE.MOTHER,
          MobilePhone: '089-555-444',
        }),
      ],
    });
    const res = await t.call('POST', '/api/applicant/approval', { token: a.campus.adminToken, json: { Id: row.Id, Version: 1, AcademicClassId: a.classA } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await count('guardian', a.campus.id)).toBe(guardians);
    expect(res.data.Data.Guardians[0].GuardianId).toBe(sibling.guardianIds[0]);
  });

  it('refuses a class of another year or campus, and changes nothing', async () => {
    const row = await created(a);
    const students = await count('student', a.campus.id);
    const guardians = await count('guardian', a.campus.id);
    const nextYear = await t.call('POST', '/api/applicant/approval', {
      token: a.campus.adminToken,
      json: { Id: row.Id, Version: 1, AcademicClassId: a.nextClassA },
    });
    expect(nextYear.statusCode).toBe(400);
    expect(nextYear.data.Errors[0].Field).toBe('AcademicClassId');
    const foreign = await t.call('POST', '/api/applicant/approval', {
      token: a.campus.adminToken,
      json: { Id: row.Id, Version: 1, AcademicClassId: b.classA },
    });
    expect(foreign.statusCode).toBe(400);
    const stale = await t.call('POST', '/api/applicant/approval', { token: a.campus.adminToken, json: { Id: row.Id, Version: 7, AcademicClassId: a.classA } });
    expect(stale.statusCode).toBe(409);
    expect(await count('student', a.campus.id)).toBe(students);
    expect(await count('guardian', a.campus.id)).toBe(guardians);
    const still = await t.call('GET', '/api/applicant/find', { token: a.campus.adminToken, query: { id: row.Id } });
    expect(still.data.Data).toMatchObject({ Status: 0, Version: 1, StudentId: null });
  });

  it('is refused to a reader without MANAGE_APPLICANT', async () => {
    const row = await created(a);
    expect(
      (await t.call('POST', '/api/applicant/approval', { token: frontOffice, json: { Id: row.Id, Version: 1, AcademicClassId: a.classA } })).statusCode,
    ).toBe(403);
  });
});
