import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { makePng, multipart } from '../../../test/multipart';
import { expectOk } from '../../../test/setup-fixtures';
import { addGuardianAccount, addStudent, addStudentAccount, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';

let t: TTestApp;
let s: TSchool;
let other: TSchool;
beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await createSchool(t);
});
afterAll(async () => t?.close());

const KHMER = /[\u1780-\u17FF]/;
const guardianForm = (extra: Record<string, string> = {}) => ({
  FirstName: 'សុភ័ក្រ',
  LastName: 'ទេព',
  FirstNameEn: 'Sopheak',
  LastNameEn: 'Tep',
  Gender: '0',
  MobilePhone: '017 888 999',
  Occupation: 'កសិករ',
  ProvinceId: '3',
  Address: 'ភូមិថ្មី',
  ...extra,
});

describe('guardians', () => {
  it('answers the relationship types in both languages', async () => {
    const res = expectOk(await t.call('GET', '/api/guardian/relationship-type', { token: s.campus.adminToken })).data.Data;
    expect(res[0]).toEqual({ Value: 0, Name: 'ឪពុក', NameEn: 'Father' });
    expect(res.length).toBeGreaterThanOrEqual(6);
  });

  it('creates with a picture and linked students, finds, updates with Version, and refuses bad input', async () => {
    const a = await addStudent(t, s, s.classA);
    const b = await addStudent(t, s, s.classB);
    const token = s.campus.adminToken;
    const wrongPicture = await t.call('POST', '/api/guardian', {
      token,
      ...multipart(guardianForm(), { Profile: { fileName: 'g.jpg', contentType: 'image/jpeg', data: makePng() } }),
    });
    expect(wrongPicture.statusCode).toBe(415);
    const created = expectOk(
      await t.call('POST', '/api/guardian', {
        token,
        ...multipart(
          guardianForm({
            Students: JSON.stringify([
              { StudentId: a.studentId, RelationshipType: 0, IsPrimary: true },
              { StudentId: b.studentId, RelationshipType: 0 },
            ]),
          }),
          { Profile: { fileName: 'g.png', contentType: 'image/png', data: makePng() } },
        ),
      }),
    ).data.Data;
    expect(created).toMatchObject({ FullName: 'ទេព សុភ័ក្រ', FullNameEn: 'Tep Sopheak', Occupation: 'កសិករ', ProvinceId: 3, Version: 1 });
    expect(created.Profile).toMatch(/\/api\/actor\/profile\/picture\?Id=[0-9a-f-]{36}&v=/);
    expect(created.Students.map((x: { StudentId: string }) => x.StudentId).sort()).toEqual([a.studentId, b.studentId].sort());
    expect(expectOk(await t.call('GET', '/api/guardian/find', { token, query: { id: created.Id } })).data.Data).toEqual(created);

    const bad = await t.call('POST', '/api/guardian', { token, form: guardianForm({ FirstNameEn: '', Gender: '3', MobilePhone: 'abc' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.Errors.map((e: { Field: string }) => e.Field).sort()).toEqual(['FirstNameEn', 'Gender', 'MobilePhone']);
    expect(bad.data.Errors.every((e: { Message: string }) => KHMER.test(e.Message))).toBe(true);

    const form = { ...guardianForm({ Occupation: 'គ្រូបង្រៀន' }), Id: created.Id, Version: '1' };
    const updated = expectOk(await t.call('PUT', '/api/guardian', { token, form })).data.Data;
    expect(updated).toMatchObject({ Occupation: 'គ្រូបង្រៀន', Version: 2, Profile: created.Profile });
    expect((await t.call('PUT', '/api/guardian', { token, form })).statusCode).toBe(409);
    const removed = expectOk(await t.call('PUT', '/api/guardian', { token, form: { ...form, Version: '2', RemoveProfile: 'true' } })).data.Data;
    expect(removed.Profile).toBeNull();
  });

  it('lists by class, by student and by search, paged', async () => {
    const school = await createSchool(t);
    const token = school.campus.adminToken;
    const x = await addStudent(t, school, school.classA, {
      guardians: [
        {
          relationshipType: 1,
          guardian: { firstName: 'ចរិយា', lastName: 'ឡុង', firstNameEn: 'Chariya', lastNameEn: 'Long', gender: 1, mobilePhone: '012999888' },
        },
      ],
    });
    const y = await addStudent(t, school, school.classB, {
      guardians: [{ relationshipType: 0, guardian: { firstName: 'សំណាង', lastName: 'អ៊ុំ', firstNameEn: 'Samnang', lastNameEn: 'Um', gender: 0 } }],
    });
    const list = async (query: Record<string, string>) => {
      const res = expectOk(await t.call('GET', '/api/guardian', { token, query }));
      return { ids: res.data.Data.map((g: { Id: string }) => g.Id), total: res.data.Total };
    };
    expect((await list({ classId: school.classA })).ids).toEqual(x.guardianIds);
    expect((await list({ studentId: y.studentId })).ids).toEqual(y.guardianIds);
    expect((await list({ search: 'chariya' })).ids).toEqual(x.guardianIds);
    expect((await list({ search: '012999' })).ids).toEqual(x.guardianIds);
    expect((await list({ search: 'អ៊ុំ' })).ids).toEqual(y.guardianIds);
    const page = await list({ pageSize: '1' });
    expect(page.total).toBe(2);
    expect(page.ids).toHaveLength(1);
  });

  it('refuses to delete a guardian still linked to students or owning an account, then deletes', async () => {
    const st = await addStudent(t, s, s.classA, {
      guardians: [{ relationshipType: 0, guardian: { firstName: 'ក', lastName: 'ខ', firstNameEn: 'Ka', lastNameEn: 'Kha', gender: 0 } }],
    });
    const guardianId = st.guardianIds[0]!;
    const token = s.campus.adminToken;
    const inUse = await t.call('DELETE', '/api/guardian', { token, query: { id: guardianId } });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.data.Message).toMatch(KHMER);
    const link = expectOk(await t.call('GET', '/api/student/find', { token, query: { id: st.studentId } })).data.Data.Guardians[0];
    expectOk(await t.call('DELETE', '/api/student/guardian-student', { token, query: { id: link.Id } }));
    await addGuardianAccount(t, s.campus, guardianId);
    expect((await t.call('DELETE', '/api/guardian', { token, query: { id: guardianId } })).statusCode).toBe(409);
    const lone = expectOk(await t.call('POST', '/api/guardian', { token, form: guardianForm() })).data.Data;
    expectOk(await t.call('DELETE', '/api/guardian', { token, query: { id: lone.Id } }));
    expect((await t.call('GET', '/api/guardian/find', { token, query: { id: lone.Id } })).statusCode).toBe(404);
  });
});

describe('who reads which guardians', () => {
  it('office: the campus; teacher: guardians of her students; guardian: himself; student: her own; other campus: nothing', async () => {
    const school = await createSchool(t);
    const mine = await addStudent(t, school, school.classA, {
      guardians: [{ relationshipType: 1, guardian: { firstName: 'ម៉ាលី', lastName: 'សៅ', firstNameEn: 'Maly', lastNameEn: 'Sao', gender: 1 } }],
    });
    const theirs = await addStudent(t, school, school.classB, {
      guardians: [{ relationshipType: 0, guardian: { firstName: 'រិទ្ធ', lastName: 'ជា', firstNameEn: 'Rith', lastNameEn: 'Chea', gender: 0 } }],
    });
    const ids = async (token: string, query: Record<string, string> = {}) => {
      const res = await t.call('GET', '/api/guardian', { token, query });
      expect(res.statusCode).toBe(200);
      return res.data.Data.map((g: { Id: string }) => g.Id).sort();
    };
    expect(await ids(school.campus.adminToken)).toEqual([...mine.guardianIds, ...theirs.guardianIds].sort());
    const teacher = await addTeacher(t, school, [school.classA]);
    expect(await ids(teacher.token)).toEqual(mine.guardianIds);
    expect((await t.call('GET', '/api/guardian/find', { token: teacher.token, query: { id: theirs.guardianIds[0]! } })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/guardian', { token: teacher.token, query: { classId: school.classB } })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/guardian', { token: teacher.token, form: guardianForm() })).statusCode).toBe(403);
    const guardian = await addGuardianAccount(t, school.campus, mine.guardianIds[0]!);
    expect(await ids(guardian.token)).toEqual(mine.guardianIds);
    expect((await t.call('GET', '/api/guardian/find', { token: guardian.token, query: { id: theirs.guardianIds[0]! } })).statusCode).toBe(404);
    const student = await addStudentAccount(t, school.campus, theirs.studentId);
    expect(await ids(student.token)).toEqual(theirs.guardianIds);
    const b = other.campus.adminToken;
    expect((await t.call('GET', '/api/guardian/find', { token: b, query: { id: mine.guardianIds[0]! } })).statusCode).toBe(404);
    expect(await ids(b, { search: 'Maly' })).toEqual([]);
    const found = expectOk(await t.call('GET', '/api/guardian/find', { token: school.campus.adminToken, query: { id: mine.guardianIds[0]! } })).data.Data;
    expect((await t.call('PUT', '/api/guardian', { token: b, form: { ...guardianForm(), Id: found.Id, Version: '1' } })).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/guardian', { token: b, query: { id: found.Id } })).statusCode).toBe(404);
    expect(expectOk(await t.call('GET', '/api/guardian/find', { token: school.campus.adminToken, query: { id: found.Id } })).data.Data).toEqual(found);
  });
});

describe('possible duplicates of a guardian being entered (issue 10, item 11)', () => {
  it('finds the same name with the same phone, or both names, in the campus only, for those who manage guardians', async () => {
    const token = s.campus.adminToken;
    const form = { FirstName: 'ចន្ធី', LastName: 'ឈុន', FirstNameEn: 'Chanthy', LastNameEn: 'Chhun', Gender: '1', MobilePhone: '+855 12 345 777' };
    const g = expectOk(await t.call('POST', '/api/guardian', { token, form })).data.Data;
    expectOk(await t.call('POST', '/api/guardian', { token: other.campus.adminToken, form }));
    const duplicates = async (query: Record<string, string>) =>
      expectOk(await t.call('GET', '/api/guardian/possible-duplicates', { token, query })).data.Data as Array<{ Id: string; Matches: string[] }>;
    // The Khmer name, the phone written the local way.
    expect(await duplicates({ firstName: 'ចន្ធី', lastName: 'ឈុន', mobilePhone: '012345777' })).toEqual([
      expect.objectContaining({ Id: g.Id, FullNameEn: 'Chhun Chanthy', MobilePhone: '+855 12 345 777', Matches: ['Name', 'MobilePhone'] }),
    ]);
    // The Latin name in other letter case and spaces, the same phone.
    expect((await duplicates({ firstNameEn: 'chanthy', lastNameEn: ' CHHUN ', mobilePhone: '012 345 777' })).map((d) => d.Matches)).toEqual([
      ['NameEn', 'MobilePhone'],
    ]);
    // Both names, another phone (or none): still offered.
    expect(
      (await duplicates({ firstName: 'ចន្ធី', lastName: 'ឈុន', firstNameEn: 'Chanthy', lastNameEn: 'Chhun', mobilePhone: '099 000 000' })).map((d) => d.Matches),
    ).toEqual([['Name', 'NameEn']]);
    // One name with another phone, or no name at all: nothing.
    expect(await duplicates({ firstName: 'ចន្ធី', lastName: 'ឈុន', mobilePhone: '099 000 000' })).toEqual([]);
    expect(await duplicates({ mobilePhone: '012345777' })).toEqual([]);
    const teacher = await addTeacher(t, s, [s.classA]);
    expect((await t.call('GET', '/api/guardian/possible-duplicates', { token: teacher.token, query: { firstName: 'ចន្ធី', lastName: 'ឈុន' } })).statusCode).toBe(
      403,
    );
  });
});
