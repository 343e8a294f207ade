import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { ACTOR_TYPE, MOBILE_ACTOR_TYPE } from '@school/contract';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import { addCardKind, addGradeSubjects } from '../../../test/employee-fixtures';
import { makePng, multipart } from '../../../test/multipart';

let t: TTestApp;
let s: TSchool;
let other: TTestCampus;
let teacherToken: string;
let employeeCard: string;
let studentCard: string;
let subjects: string[];
let otherPosition: string;

const KHMER = /[\u1780-\u17FF]/;

beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await t.createCampus();
  teacherToken = (await t.createUser(s.campus, { username: 'plain.teacher', mobileActorType: MOBILE_ACTOR_TYPE.TEACHER })).token;
  employeeCard = await addCardKind(t, s.campus.id, 1, ['កាតបុគ្គលិក', 'Staff card']);
  studentCard = await addCardKind(t, s.campus.id, 0, ['កាតសិស្ស', 'Student card']);
  subjects = await addGradeSubjects(t, s.campus.id, {
    yearId: s.yearId,
    gradeId: s.gradeId,
    names: [
      ['គណិតវិទ្យា', 'Mathematics'],
      ['ភាសាខ្មែរ', 'Khmer'],
      ['រូបវិទ្យា', 'Physics'],
    ],
  });
  otherPosition = (
    await t.call('POST', '/api/repo/hrm/position', { token: other.adminToken, form: { Description: 'គ្រូ', DescriptionEn: 'Teacher', SortIndex: '1' } })
  ).data.Data.Id;
});
afterAll(async () => t?.close());

const countEmployees = async (campusId: string) =>
  Number((await t.database.system((tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from employee where campus_id = ${campusId}`))).rows[0]!.n);

let seq = 0;
const employeeFields = (extra: Record<string, string> = {}) => ({
  FirstName: 'សុវណ្ណ',
  LastName: 'ហេង',
  FirstNameEn: 'Sovann',
  LastNameEn: `Heng${++seq}`,
  Gender: '0',
  DateOfBirth: '1988-03-14',
  MobilePhone: '012 345 678',
  Email: `sovann${seq}@school.edu.kh`,
  ...extra,
});

async function createEmployee(token: string, extra: Record<string, string> = {}, files = {}) {
  const body = multipart(employeeFields(extra), files);
  return t.call('POST', '/api/employee', { token, payload: body.payload, headers: body.headers });
}

async function newEmployee(extra: Record<string, string> = {}) {
  const res = await createEmployee(s.campus.adminToken, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.data.Data as { Id: string; Code: string; Version: number; FullNameEn: string };
}

describe('employee records', () => {
  it('creates an employee in Khmer with a position, cards, addresses and a picture, and reads it back', async () => {
    const position = (
      await t.call('POST', '/api/repo/hrm/position', { token: s.campus.adminToken, form: { Description: 'គ្រូបង្រៀន', DescriptionEn: 'Teacher', SortIndex: '1' } })
    ).data.Data;
    const res = await createEmployee(
      s.campus.adminToken,
      {
        PositionId: position.Id,
        PlaceOfBirth: 'ខេត្តសៀមរាប',
        Cards: JSON.stringify([{ CardId: employeeCard, CardNumber: 'ST-001', IssueDate: '2025-01-01', ExpiryDate: '2026-01-01' }]),
        Addresses: JSON.stringify([
          { ProvinceId: null, Address: 'ផ្ទះលេខ ៥', IsPrimary: false },
          { ProvinceId: 17, Address: 'ភូមិវត្តបូព៌', IsPrimary: true },
        ]),
      },
      { Profile: { fileName: 'face.png', contentType: 'image/png', data: makePng(8) } },
    );
    expect(res.statusCode, res.body).toBe(200);
    const e = res.data.Data;
    expect(e).toMatchObject({
      Code: expect.stringMatching(/^E\d{4}$/),
      FullName: 'ហេង សុវណ្ណ',
      Gender: 0,
      Status: 0,
      Position: { Id: position.Id, Description: 'គ្រូបង្រៀន', DescriptionEn: 'Teacher' },
      PlaceOfBirth: 'ខេត្តសៀមរាប',
      Cards: [{ CardId: employeeCard, CardNumber: 'ST-001', IssueDate: '2025-01-01', ExpiryDate: '2026-01-01', Card: { DescriptionEn: 'Staff card' } }],
      // The primary address first (the record's cards and addresses come in one query, issue 17).
      Addresses: [
        { ProvinceId: 17, Address: 'ភូមិវត្តបូព៌', IsPrimary: true, Province: { Id: 17 } },
        { ProvinceId: null, Address: 'ផ្ទះលេខ ៥', IsPrimary: false, Province: null },
      ],
      MobileUserId: null,
      Version: 1,
    });
    // The picture link works in an <img> (signed, no token) and serves the PNG.
    const picture = await t.app.inject({ method: 'GET', url: e.Profile });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    const found = await t.call('GET', '/api/employee/find-by-id', { token: s.campus.adminToken, query: { id: e.Id } });
    expect(found.data.Data).toEqual(e);
    const list = await t.call('GET', '/api/employee/list', { token: s.campus.adminToken, query: { search: e.LastNameEn } });
    expect(list.data.Total).toBe(1);
    expect(list.data.Data[0]).toMatchObject({ Id: e.Id, FullNameEn: e.FullNameEn });
    const byKhmer = await t.call('GET', '/api/employee/list', { token: s.campus.adminToken, query: { search: 'ហេង សុវណ្ណ', pageSize: '100' } });
    expect(byKhmer.data.Data.map((x: { Id: string }) => x.Id)).toContain(e.Id);
  });

  it('gives the next code when none is sent, and refuses a taken code with 409', async () => {
    const a = await newEmployee();
    const b = await newEmployee();
    expect(Number(b.Code.slice(1))).toBe(Number(a.Code.slice(1)) + 1);
    const taken = await createEmployee(s.campus.adminToken, { Code: a.Code.toLowerCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.data.Message).toMatch(KHMER);
  });

  it('updates at the Version read (cards replaced, addresses kept) and refuses a stale Version with 409', async () => {
    const made = (
      await createEmployee(s.campus.adminToken, {
        Cards: JSON.stringify([{ CardId: employeeCard, CardNumber: 'A-1' }]),
        Addresses: JSON.stringify([{ ProvinceId: 12, Address: 'ផ្ទះលេខ ១២' }]),
      })
    ).data.Data;
    const address = made.Addresses[0];
    const body = multipart({
      ...employeeFields({ FirstNameEn: 'Sokha', FirstName: 'សុខា' }),
      Id: made.Id,
      Version: String(made.Version),
      Code: made.Code,
      Addresses: JSON.stringify([{ Id: address.Id, ProvinceId: 12, Address: 'ផ្ទះលេខ ១៤' }]),
    });
    const saved = await t.call('PUT', '/api/employee', { token: s.campus.adminToken, payload: body.payload, headers: body.headers });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.data.Data).toMatchObject({
      FirstName: 'សុខា',
      FirstNameEn: 'Sokha',
      Version: 2,
      Cards: [],
      Addresses: [{ Id: address.Id, Address: 'ផ្ទះលេខ ១៤' }],
    });

    const again = multipart({ ...employeeFields(), Id: made.Id, Version: '1', Code: made.Code });
    const stale = await t.call('PUT', '/api/employee', { token: s.campus.adminToken, payload: again.payload, headers: again.headers });
    expect(stale.statusCode).toBe(409);
    expect((await t.call('GET', '/api/employee/find-by-id', { token: s.campus.adminToken, query: { id: made.Id } })).data.Data.FirstNameEn).toBe('Sokha');
  });

  it('answers 400 with Khmer and English field messages for bad input, storing nothing', async () => {
    const before = await countEmployees(s.campus.id);
    const res = await createEmployee(s.campus.adminToken, { FirstNameEn: ' ', Gender: '5', Email: 'not-an-email', MobilePhone: 'abc' });
    expect(res.statusCode).toBe(400);
    const fields = res.data.Errors.map((e: { Field: string }) => e.Field).sort();
    expect(fields).toEqual(['Email', 'FirstNameEn', 'Gender', 'MobilePhone']);
    for (const e of res.data.Errors) {
      expect(e.Message).toMatch(KHMER);
      expect(e.MessageEn).toMatch(/[a-z]/);
    }
    const wrongCard = await createEmployee(s.campus.adminToken, {
      Cards: JSON.stringify([{ CardId: studentCard }]),
      Addresses: JSON.stringify([{ ProvinceId: 99, Address: 'x' }]),
    });
    expect(wrongCard.statusCode).toBe(400);
    expect(wrongCard.data.Errors.map((e: { Field: string }) => e.Field).sort()).toEqual(['Addresses.0.ProvinceId', 'Cards.0.CardId']);
    const foreignPosition = await createEmployee(s.campus.adminToken, { PositionId: otherPosition });
    expect(foreignPosition.statusCode).toBe(400);
    expect(foreignPosition.data.Errors[0].Field).toBe('PositionId');
    const badStatus = await t.call('GET', '/api/employee/list', { token: s.campus.adminToken, query: { status: '7' } });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.data.Errors[0]).toMatchObject({
      Field: 'status',
      Message: expect.stringMatching(KHMER),
      MessageEn: 'This value is not one of the allowed choices',
    });
    const fake = await createEmployee(s.campus.adminToken, {}, { Profile: { fileName: 'face.png', contentType: 'image/png', data: Buffer.from('<svg/>') } });
    expect(fake.statusCode).toBe(415);
    expect(await countEmployees(s.campus.id)).toBe(before);
  });

  it('refuses every write to a teacher with 403, and the list too', async () => {
    const made = await newEmployee();
    const before = await countEmployees(s.campus.id);
    expect((await createEmployee(teacherToken)).statusCode).toBe(403);
    const body = multipart({ ...employeeFields(), Id: made.Id, Version: '1' });
    expect((await t.call('PUT', '/api/employee', { token: teacherToken, payload: body.payload, headers: body.headers })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/employee/deactivate', { token: teacherToken, query: { employeeId: made.Id } })).statusCode).toBe(403);
    expect(
      (await t.call('POST', '/api/employee/academic-class', { token: teacherToken, json: { EmployeeId: made.Id, AcademicClassId: s.classA } })).statusCode,
    ).toBe(403);
    expect((await t.call('GET', '/api/employee/list', { token: teacherToken })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/employee/export/list', { token: teacherToken })).statusCode).toBe(403);
    expect(await countEmployees(s.campus.id)).toBe(before);
  });

  it("never lets another campus's token read, change or (de)activate an employee", async () => {
    const mine = await newEmployee();
    expect((await t.call('GET', '/api/employee/find-by-id', { token: other.adminToken, query: { id: mine.Id } })).statusCode).toBe(404);
    const list = await t.call('GET', '/api/employee/list', { token: other.adminToken, query: { pageSize: '500' } });
    expect(list.data.Data.map((e: { Id: string }) => e.Id)).not.toContain(mine.Id);
    const body = multipart({ ...employeeFields({ FirstNameEn: 'Stolen' }), Id: mine.Id, Version: '1' });
    expect((await t.call('PUT', '/api/employee', { token: other.adminToken, payload: body.payload, headers: body.headers })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/employee/deactivate', { token: other.adminToken, query: { employeeId: mine.Id } })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/employee/academic-class', { token: other.adminToken, query: { id: mine.Id } })).statusCode).toBe(404);
    const assign = await t.call('POST', '/api/employee/academic-class', { token: other.adminToken, json: { EmployeeId: mine.Id, AcademicClassId: s.classA } });
    expect(assign.statusCode).toBe(400);
    const after = await t.call('GET', '/api/employee/find-by-id', { token: s.campus.adminToken, query: { id: mine.Id } });
    expect(after.data.Data).toMatchObject({ Status: 0, Version: 1 });
  });
});

describe('activation', () => {
  it("deactivation disables the employee's account and ends its sessions; activation lets it sign in again", async () => {
    const e = await newEmployee();
    const user = await t.createUser(s.campus, {
      username: `staff.${e.Code.toLowerCase()}`,
      mobileActorType: MOBILE_ACTOR_TYPE.TEACHER,
      actorType: ACTOR_TYPE.EMPLOYEE,
      actorId: e.Id,
    });
    expect((await t.call('POST', '/api/user/me', { token: user.token })).statusCode).toBe(200);

    const off = await t.call('POST', '/api/employee/deactivate', { token: s.campus.adminToken, query: { employeeId: e.Id, reason: 'ចូលនិវត្តន៍' } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.data.Data).toMatchObject({ Status: 1, StatusReason: 'ចូលនិវត្តន៍', Version: 2 });
    expect((await t.call('POST', '/api/user/me', { token: user.token })).statusCode).toBe(401);
    const refreshed = await t.call('POST', '/api/token', { basic: s.campus.basic, form: { grant_type: 'refresh_token', refresh_token: user.refreshToken } });
    expect(refreshed.statusCode).toBe(401);
    await expect(t.signIn(s.campus, `staff.${e.Code.toLowerCase()}`)).rejects.toThrow();

    const active = await t.call('GET', '/api/employee/list', { token: s.campus.adminToken, query: { pageSize: '500' } });
    expect(active.data.Data.map((x: { Id: string }) => x.Id)).not.toContain(e.Id);
    const inactive = await t.call('GET', '/api/employee/list', { token: s.campus.adminToken, query: { status: '1', pageSize: '500' } });
    expect(inactive.data.Data.map((x: { Id: string }) => x.Id)).toContain(e.Id);

    expect((await t.call('POST', '/api/employee/activate', { token: s.campus.adminToken, query: { employeeId: e.Id, version: '1' } })).statusCode).toBe(409);
    const on = await t.call('POST', '/api/employee/activate', { token: s.campus.adminToken, query: { employeeId: e.Id, version: '2' } });
    expect(on.data.Data).toMatchObject({ Status: 0, StatusReason: null, Version: 3 });
    await expect(t.signIn(s.campus, `staff.${e.Code.toLowerCase()}`)).resolves.toBeTruthy();
  });
});

describe('class assignments and subjects', () => {
  let main: { Id: string };
  let second: { Id: string };
  let mainAssignment: { Id: string; Version: number; Subjects: Array<{ Id: string; Version: number }> };

  it('assigns a main teacher with subjects; a second main teacher of the class is refused', async () => {
    main = await newEmployee();
    second = await newEmployee();
    const res = await t.call('POST', '/api/employee/academic-class', {
      token: s.campus.adminToken,
      json: { EmployeeId: main.Id, AcademicClassId: s.classA, CourseLevelSubjectIds: [subjects[0], subjects[1]] },
    });
    expect(res.statusCode, res.body).toBe(200);
    mainAssignment = res.data.Data;
    expect(res.data.Data).toMatchObject({
      EmployeeId: main.Id,
      AcademicYearId: s.yearId,
      AcademicClass: { Id: s.classA, Code: '7A' },
      IsMain: true,
      IsReserve: false,
      AcademicTimeShift: 0,
      AcademicTimeShiftNameEn: 'Morning',
      Subjects: [
        { CourseLevelSubjectId: subjects[0], DescriptionEn: 'Mathematics' },
        { CourseLevelSubjectId: subjects[1], DescriptionEn: 'Khmer' },
      ],
    });
    const twice = await t.call('POST', '/api/employee/academic-class', {
      token: s.campus.adminToken,
      json: { EmployeeId: second.Id, AcademicClassId: s.classA },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.data.MessageEn).toMatch(/already has a main teacher/);
  });

  it('refuses a subject another teacher teaches in the class, a subject of another grade, and lets a reserve teacher share', async () => {
    const taken = await t.call('POST', '/api/employee/academic-class', {
      token: s.campus.adminToken,
      json: { EmployeeId: second.Id, AcademicClassId: s.classA, IsMain: false, CourseLevelSubjectIds: [subjects[0]] },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.data.MessageEn).toMatch(/Mathematics/);
    const otherGrade = await t.call('POST', '/api/employee/academic-class', {
      token: s.campus.adminToken,
      json: { EmployeeId: second.Id, AcademicClassId: s.nextClassA, IsMain: false, CourseLevelSubjectIds: [subjects[2]] },
    });
    expect(otherGrade.statusCode).toBe(400);
    expect(otherGrade.data.Errors[0].Field).toBe('CourseLevelSubjectIds');
    const physics = await t.call('POST', '/api/employee/academic-class', {
      token: s.campus.adminToken,
      json: { EmployeeId: second.Id, AcademicClassId: s.classA, IsMain: 'false', CourseLevelSubjectIds: subjects[2] },
    });
    expect(physics.statusCode, physics.body).toBe(200);
    const reserve = await newEmployee();
    const standIn = await t.call('POST', '/api/employee/academic-class', {
      token: s.campus.adminToken,
      json: { EmployeeId: reserve.Id, AcademicClassId: s.classA, IsMain: true, IsReserve: true, AcademicTimeShift: 1, CourseLevelSubjectIds: [subjects[0]] },
    });
    expect(standIn.statusCode, standIn.body).toBe(200);
    expect(standIn.data.Data).toMatchObject({ IsMain: true, IsReserve: true, AcademicTimeShift: 1 });

    const bySubject = await t.call('GET', '/api/employee/academic-course-level/subject', {
      token: s.campus.adminToken,
      query: { academicClassId: s.classA, courseLevelId: s.gradeId },
    });
    expect(bySubject.statusCode).toBe(200);
    const maths = bySubject.data.Data.find((x: { Id: string }) => x.Id === subjects[0]);
    expect(maths.Teachers).toHaveLength(2);
    expect(maths.Teachers.map((x: { IsReserve: boolean }) => x.IsReserve).sort()).toEqual([false, true]);
    const wrongGrade = await t.call('GET', '/api/employee/academic-course-level/subject', {
      token: s.campus.adminToken,
      query: { academicClassId: s.classA, courseLevelId: s.nextGradeId },
    });
    expect(wrongGrade.statusCode).toBe(400);
  });

  it('edits the subjects of an assignment: POST, PUT, DELETE, with Version', async () => {
    const dropped = await t.call('DELETE', '/api/employee/academic-class/subject', {
      token: s.campus.adminToken,
      query: { id: mainAssignment.Subjects[1]!.Id },
    });
    expect(dropped.statusCode).toBe(200);
    const added = await t.call('POST', '/api/employee/academic-class/subject', {
      token: s.campus.adminToken,
      json: { EmployeeAcademicClassId: mainAssignment.Id, CourseLevelSubjectId: subjects[1] },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.data.Data.Subjects.map((x: { CourseLevelSubjectId: string }) => x.CourseLevelSubjectId).sort()).toEqual([subjects[0], subjects[1]].sort());
    const again = await t.call('POST', '/api/employee/academic-class/subject', {
      token: s.campus.adminToken,
      json: { EmployeeAcademicClassId: mainAssignment.Id, CourseLevelSubjectId: subjects[1] },
    });
    expect(again.statusCode).toBe(409);
    const khmer = added.data.Data.Subjects.find((x: { CourseLevelSubjectId: string }) => x.CourseLevelSubjectId === subjects[1]);
    const taken = await t.call('PUT', '/api/employee/academic-class/subject', {
      token: s.campus.adminToken,
      json: { Id: khmer.Id, Version: khmer.Version, CourseLevelSubjectId: subjects[2] },
    });
    expect(taken.statusCode).toBe(409);
    const stale = await t.call('PUT', '/api/employee/academic-class/subject', {
      token: s.campus.adminToken,
      json: { Id: khmer.Id, Version: khmer.Version + 1, CourseLevelSubjectId: subjects[1] },
    });
    expect(stale.statusCode).toBe(409);
    expect((await t.call('DELETE', '/api/employee/academic-class/subject', { token: s.campus.adminToken, query: { id: khmer.Id } })).statusCode).toBe(200);
    expect((await t.call('DELETE', '/api/employee/academic-class/subject', { token: s.campus.adminToken, query: { id: khmer.Id } })).statusCode).toBe(404);
  });

  it('updates an assignment at its Version, replacing the subjects, and deletes it', async () => {
    const list = await t.call('GET', '/api/employee/academic-class', { token: s.campus.adminToken, query: { id: main.Id } });
    const current = list.data.Data[0];
    const saved = await t.call('PUT', '/api/employee/academic-class', {
      token: s.campus.adminToken,
      json: {
        Id: current.Id,
        Version: current.Version,
        AcademicClassId: s.classA,
        IsMain: true,
        IsReserve: false,
        AcademicTimeShift: 3,
        CourseLevelSubjectIds: [subjects[1]],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.data.Data).toMatchObject({ AcademicTimeShift: 3, Version: current.Version + 1, Subjects: [{ CourseLevelSubjectId: subjects[1] }] });
    const stale = await t.call('PUT', '/api/employee/academic-class', {
      token: s.campus.adminToken,
      json: { Id: current.Id, Version: current.Version, AcademicClassId: s.classA, IsMain: false },
    });
    expect(stale.statusCode).toBe(409);
    const temp = await newEmployee();
    const made = (
      await t.call('POST', '/api/employee/academic-class', {
        token: s.campus.adminToken,
        json: { EmployeeId: temp.Id, AcademicClassId: s.classB, IsMain: false },
      })
    ).data.Data;
    expect((await t.call('DELETE', '/api/employee/academic-class', { token: s.campus.adminToken, query: { id: made.Id } })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/employee/academic-class', { token: s.campus.adminToken, query: { id: temp.Id } })).data.Data).toEqual([]);
  });

  it("answers a teacher's own classes, main-teacher check, week and the year's academic codes", async () => {
    const teacher = await addTeacher(t, s, []);
    const assigned = await t.call('POST', '/api/employee/academic-class', {
      token: s.campus.adminToken,
      json: { EmployeeId: teacher.employeeId, AcademicClassId: s.classB, CourseLevelSubjectIds: [subjects[0]] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await t.call('GET', '/api/employee/is-main-teacher', { token: teacher.token, query: { id: s.classB } })).data.Data).toBe(true);
    expect((await t.call('GET', '/api/employee/is-main-teacher', { token: teacher.token, query: { id: s.classA } })).data.Data).toBe(false);
    expect((await t.call('GET', '/api/employee/is-main-teacher', { token: s.campus.adminToken, query: { id: s.classB } })).data.Data).toBe(false);

    const own = await t.call('GET', '/api/employee/teacher-teaching-class', { token: teacher.token });
    expect(own.statusCode).toBe(200);
    expect(own.data.Data).toEqual([
      expect.objectContaining({ AcademicClassId: s.classB, IsMain: true, Subjects: [expect.objectContaining({ DescriptionEn: 'Mathematics' })] }),
    ]);
    expect((await t.call('GET', '/api/employee/teacher-teaching-class', { token: teacher.token, query: { id: main.Id } })).statusCode).toBe(403);
    const byOffice = await t.call('GET', '/api/employee/teacher-teaching-class', { token: s.campus.adminToken, query: { id: teacher.employeeId } });
    expect(byOffice.data.Data).toHaveLength(1);

    const week = await t.call('GET', '/api/employee/schedule', { token: teacher.token });
    expect(week.statusCode, week.body).toBe(200);
    // The level's study days are Monday to Saturday by default; every one lists class 7B and its subject.
    expect(week.data.Data.Days.map((d: { Day: number }) => d.Day)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(week.data.Data.Days[0]).toMatchObject({
      Name: 'ច័ន្ទ',
      NameEn: 'Monday',
      Classes: [{ AcademicClassId: s.classB, Subjects: [{ CourseLevelSubjectId: subjects[0] }] }],
    });
    expect((await t.call('GET', '/api/employee/schedule', { token: teacher.token, query: { id: main.Id } })).statusCode).toBe(403);

    const codes = await t.call('GET', '/api/employee/academic-code', { token: s.campus.adminToken, query: { academicYearId: s.yearId } });
    expect(codes.statusCode).toBe(200);
    const row = codes.data.Data.find((c: { EmployeeId: string }) => c.EmployeeId === teacher.employeeId);
    expect(row.AcademicClasses).toEqual([expect.objectContaining({ AcademicClassId: s.classB, Code: '7B', IsMain: true })]);
    expect((await t.call('GET', '/api/employee/academic-code', { token: s.campus.adminToken, query: { academicYearId: s.nextYearId } })).data.Data).toEqual([]);
  });

  it('lists the teachers of a level classified with the status filter', async () => {
    const level = (await t.call('GET', '/api/employee/academic-class', { token: s.campus.adminToken, query: { id: main.Id } })).data.Data[0];
    expect(level).toBeTruthy();
    const classes = await t.call('GET', '/api/academic-class/v2/by-year', { token: s.campus.adminToken, query: { academicYearId: s.yearId } });
    const levelId = classes.data.Data[0].LevelClassifiedId;
    const teachers = await t.call('GET', '/api/employee/list', { token: s.campus.adminToken, query: { academicLevelClassifiedId: levelId, pageSize: '100' } });
    const ids = teachers.data.Data.map((e: { Id: string }) => e.Id);
    expect(ids).toContain(main.Id);
    const unassigned = await newEmployee();
    expect(ids).not.toContain(unassigned.Id);
  });
});

describe('employee list file and positions', () => {
  it('exports the list as .xlsx with Khmer names in the cells', async () => {
    const e = await newEmployee({ FirstName: 'ចន្ទ្រា', LastName: 'ពេជ្រ' });
    const res = await t.call('GET', '/api/employee/export/list', { token: s.campus.adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="employees-\d{8}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values: string[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => values.push(String(cell.value))));
    expect(values).toContain('ពេជ្រ ចន្ទ្រា');
    expect(values).toContain(e.Code);
    expect(values.some((v) => v.includes('គោត្តនាម និងនាម'))).toBe(true);
    const header = sheet.getRow(2).values as unknown[];
    expect(header.filter(Boolean)).toHaveLength(11);
  });

  it('lists the positions for the form, and not those of another school', async () => {
    const res = await t.call('GET', '/api/employee/position', { token: s.campus.adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.data.Data.map((p: { DescriptionEn: string }) => p.DescriptionEn)).toContain('Teacher');
    expect(res.data.Data.map((p: { Id: string }) => p.Id)).not.toContain(otherPosition);
    expect((await t.call('GET', '/api/employee/position', { token: teacherToken })).statusCode).toBe(403);
  });
});

describe('the employee list in pages (issue 17: a prepared page)', () => {
  const list = async (query: Record<string, string>) => {
    const res = await t.call('GET', '/api/employee/list', { token: s.campus.adminToken, query });
    expect(res.statusCode, res.body).toBe(200);
    return res.data as { Data: Array<{ Id: string }>; Total: number };
  };

  it('gives pages of the whole list, with its total, for each filter', async () => {
    for (const filter of [{}, { status: '0' }, { search: 'a' }, { status: '0', search: 'a' }] as Array<Record<string, string>>) {
      const whole = await list({ ...filter, pageSize: '500' });
      expect(whole.Data.length).toBeGreaterThan(1);
      for (let i = 0; i < Math.min(whole.Data.length, 4); i++) {
        const one = await list({ ...filter, pageSize: '1', pageIndex: String(i + 1) });
        expect(one.Total).toBe(whole.Total);
        expect(one.Data).toStrictEqual([whole.Data[i]]);
      }
      const past = await list({ ...filter, pageSize: '1', pageIndex: String(whole.Total + 1) });
      expect(past).toMatchObject({ Data: [], Total: whole.Total });
    }
  });
});
