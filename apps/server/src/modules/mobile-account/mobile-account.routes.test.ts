import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { ACCOUNT_ACTOR_TYPE, ACTOR_TYPE, MOBILE_ACTOR_TYPE, RELATIONSHIP_TYPE } from '@school/contract';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { addStudent, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import { employee } from '../../db/schema/index';
import { baseUsername, romanise } from './mobile-account.service';

let t: TTestApp;
let s: TSchool;
let other: TTestCampus;
let office: string;
let officeUserId: string;
let teacher: Awaited<ReturnType<typeof addTeacher>>;

const KHMER = /[\u1780-\u17FF]/;
const NEW_PASSWORD = 'Mekong-River-2025';

beforeAll(async () => {
  t = await buildTestApp();
  s = await createSchool(t);
  other = await t.createCampus();
  const officeUser = await t.createUser(s.campus, { username: 'account.office', mobileActorType: MOBILE_ACTOR_TYPE.SCHOOL_OFFICE });
  office = officeUser.token;
  officeUserId = officeUser.userId;
  teacher = await addTeacher(t, s, [s.classA], 'account.teacher');
});
afterAll(async () => t?.close());

const countAccounts = async (campusId: string) =>
  Number((await t.database.system((tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from app_user where campus_id = ${campusId}`))).rows[0]!.n);

async function addEmployee(campusId: string, first: string, last: string) {
  const [row] = await t.database.system((tx) =>
    tx
      .insert(employee)
      .values({
        campusId,
        code: `X${Math.random().toString(36).slice(2, 8)}`,
        firstName: 'ដារ៉ា',
        lastName: 'សុខ',
        firstNameEn: first,
        lastNameEn: last,
        gender: 0,
      })
      .returning({ id: employee.id }),
  );
  return row!.id;
}

async function openSheet(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}

describe('usernames', () => {
  it("romanises names and prefers a student's code", () => {
    expect(romanise('Sôk Chéa')).toBe('sokchea');
    const person = {
      id: 'x',
      code: 'ST/001',
      firstName: '',
      lastName: '',
      firstNameEn: 'Dara',
      lastNameEn: 'Sok',
      gender: 0,
      dateOfBirth: null,
      mobilePhone: null,
      email: null,
      isActive: true,
      position: null,
      positionEn: null,
    };
    expect(baseUsername(person, ACTOR_TYPE.STUDENT)).toBe('st001');
    expect(baseUsername(person, ACTOR_TYPE.GUARDIAN)).toBe('dara.sok');
    expect(baseUsername({ ...person, firstNameEn: 'ដារ៉ា', lastNameEn: '' }, ACTOR_TYPE.EMPLOYEE)).toBe('staff');
  });
});

describe('one account', () => {
  it('makes a student account with a first password that must be changed before anything else', async () => {
    const st = await addStudent(t, s, s.classA, { code: 'S-7001' });
    const res = await t.call('POST', '/api/sms/mobile-user', { token: office, form: { actorId: st.studentId, actorType: String(ACCOUNT_ACTOR_TYPE.STUDENT) } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const made = res.data.Data;
    expect(made).toMatchObject({
      Username: 's-7001',
      ActorType: ACCOUNT_ACTOR_TYPE.STUDENT,
      ActorId: st.studentId,
      Code: 'S-7001',
      MobileActorType: MOBILE_ACTOR_TYPE.STUDENT,
      MustChangePassword: true,
      IsActive: true,
    });
    expect(made.Role.NameEn).toBe('Student');
    expect(made.Password).toHaveLength(10);

    const signedIn = await t.call('POST', '/api/token', {
      basic: s.campus.basic,
      form: { grant_type: 'password', username: 'S-7001', password: made.Password },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.data.MustChangePassword).toBe(true);
    const token = signedIn.data.access_token;
    const me = await t.call('POST', '/api/user/me', { token });
    expect(me.data.Data).toMatchObject({ Id: st.studentId, ActorType: ACTOR_TYPE.STUDENT, MustChangePassword: true, FirstNameEn: 'Sophea' });
    // Nothing guarded by a permission key answers until the password is set.
    const guarded = await t.call('GET', '/api/employee/is-main-teacher', { token, query: { id: s.classA } });
    expect(guarded.statusCode).toBe(200);
    const keyed = await t.call('GET', '/api/sms/mobile-user', { token });
    expect(keyed.statusCode).toBe(403);
    expect(keyed.data.MessageEn).toBe('Set a new password first');

    const set = await t.call('POST', '/api/user/set-password', { token, json: { NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD } });
    expect(set.statusCode).toBe(200);
    const again = await t.signIn(s.campus, 's-7001', NEW_PASSWORD);
    expect((again as unknown as { MustChangePassword: boolean }).MustChangePassword).toBe(false);

    const twice = await t.call('POST', '/api/sms/mobile-user', { token: office, form: { actorId: st.studentId, actorType: '0' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.data.Message).toMatch(KHMER);
  });

  it('makes staff accounts only for the school administrator, with firstname.lastname usernames', async () => {
    const a = await addEmployee(s.campus.id, 'Vichet', 'Chhim');
    const b = await addEmployee(s.campus.id, 'Vichet', 'Chhim');
    const refused = await t.call('POST', '/api/sms/mobile-user', { token: office, form: { actorId: a, actorType: String(ACCOUNT_ACTOR_TYPE.EMPLOYEE) } });
    expect(refused.statusCode).toBe(403);
    expect(refused.data.MessageEn).toMatch(/school administrator/);
    const first = await t.call('POST', '/api/sms/mobile-user', { token: s.campus.adminToken, form: { actorId: a, actorType: '2' } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.data.Data).toMatchObject({ Username: 'vichet.chhim', MobileActorType: MOBILE_ACTOR_TYPE.TEACHER, Role: { NameEn: 'Teacher' } });
    const second = await t.call('POST', '/api/sms/mobile-user', {
      token: s.campus.adminToken,
      form: { actorId: b, actorType: '2', mobileActorType: String(MOBILE_ACTOR_TYPE.SCHOOL_OFFICE) },
    });
    expect(second.data.Data).toMatchObject({ Username: 'vichet.chhim2', MobileActorType: MOBILE_ACTOR_TYPE.SCHOOL_OFFICE, Role: { NameEn: 'School office' } });
  });

  it('refuses bad input with field messages, a person of another school, and a teacher', async () => {
    const before = await countAccounts(s.campus.id);
    const bad = await t.call('POST', '/api/sms/mobile-user', { token: office, form: { actorId: 'nope', actorType: '7' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.Errors.map((e: { Field: string }) => e.Field).sort()).toEqual(['actorId', 'actorType']);
    const theirs = await t.call('POST', '/api/sms/mobile-user', { token: other.adminToken, form: { actorId: teacher.employeeId, actorType: '2' } });
    expect(theirs.statusCode).toBe(400);
    const st = await addStudent(t, s, s.classB);
    expect((await t.call('POST', '/api/sms/mobile-user', { token: teacher.token, form: { actorId: st.studentId, actorType: '0' } })).statusCode).toBe(403);
    const wrongType = await t.call('POST', '/api/sms/mobile-user', { token: office, form: { actorId: st.studentId, actorType: '0', mobileActorType: '4' } });
    expect(wrongType.statusCode).toBe(400);
    expect(await countAccounts(s.campus.id)).toBe(before);
  });
});

describe('generated accounts', () => {
  let classSchool: TSchool;

  beforeAll(async () => {
    classSchool = await createSchool(t);
  });

  it("makes the class's missing student accounts at once; the sheet is the caller's, once, and each account signs in", async () => {
    const c = classSchool;
    const students = [];
    for (let i = 0; i < 4; i++) students.push(await addStudent(t, c, c.classA, { firstName: `ស្រី${i}`, firstNameEn: `Srey${i}` }));
    await addStudent(t, c, c.classB);
    const existing = await t.call('POST', '/api/sms/mobile-user', { token: c.campus.adminToken, form: { actorId: students[0]!.studentId, actorType: '0' } });
    expect(existing.statusCode).toBe(200);

    const res = await t.call('POST', '/api/sms/generate-mobile-user', {
      token: c.campus.adminToken,
      json: { ActorType: ACCOUNT_ACTOR_TYPE.STUDENT, AcademicClassId: c.classA },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.Total).toBe(3);
    const url: string = res.data.Data;
    expect(url).toMatch(/\/api\/sms\/generate-mobile-user\/[0-9a-f-]{36}$/);
    const path = url.slice(t.config.apiBase.length);

    // Another user of the school, and another school, cannot fetch it.
    const officeOfC = await t.createUser(c.campus, { username: 'gen.office', mobileActorType: MOBILE_ACTOR_TYPE.SCHOOL_OFFICE });
    expect((await t.call('GET', path, { token: officeOfC.token })).statusCode).toBe(404);
    expect((await t.call('GET', path, { token: other.adminToken })).statusCode).toBe(404);

    const file = await t.call('GET', path, { token: c.campus.adminToken });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/student-accounts-7A-\d{8}\.xlsx/);
    const rows = await openSheet(file.rawPayload);
    const header = rows[1]!;
    expect(header.some((h) => h.includes('ពាក្យសម្ងាត់ដំបូង'))).toBe(true);
    const body = rows.slice(2);
    expect(body).toHaveLength(4);
    const passwordColumn = header.findIndex((h) => h.includes('First password'));
    const usernameColumn = header.findIndex((h) => h.includes('Username'));
    const made = body.filter((r) => r[passwordColumn]);
    expect(made).toHaveLength(3);
    expect(body.some((r) => r.includes('ស្រី1') || r.some((v) => v.includes('ស្រី1')))).toBe(true);
    expect(body.find((r) => r[usernameColumn] === existing.data.Data.Username)![passwordColumn]).toBe('');
    // Once only.
    expect((await t.call('GET', path, { token: c.campus.adminToken })).statusCode).toBe(404);

    for (const row of made) {
      const signIn = await t.call('POST', '/api/token', {
        basic: c.campus.basic,
        form: { grant_type: 'password', username: row[usernameColumn]!, password: row[passwordColumn]! },
      });
      expect(signIn.statusCode, row.join(' ')).toBe(200);
      expect(signIn.data.MustChangePassword).toBe(true);
      const setPw = await t.call('POST', '/api/user/set-password', {
        token: signIn.data.access_token,
        json: { NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD },
      });
      expect(setPw.statusCode).toBe(200);
    }

    const again = await t.call('POST', '/api/sms/generate-mobile-user', { token: c.campus.adminToken, json: { ActorType: 0, AcademicClassId: c.classA } });
    expect(again.data.Total).toBe(0);
  });

  it("makes the guardians' accounts of a class, naming their children on the sheet", async () => {
    const c = classSchool;
    const st = await addStudent(t, c, c.classB, {
      firstName: 'វិចិត្រ',
      firstNameEn: 'Vichet',
      guardians: [
        {
          relationshipType: RELATIONSHIP_TYPE.FATHER,
          guardian: { firstName: 'សុផល', lastName: 'សំ', firstNameEn: 'Sophal', lastNameEn: 'Sam', gender: 0, mobilePhone: '012999888' },
        },
      ],
    });
    const res = await t.call('POST', '/api/sms/generate-mobile-user', {
      token: c.campus.adminToken,
      json: { ActorType: ACCOUNT_ACTOR_TYPE.GUARDIAN, AcademicClassId: c.classB },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.Total).toBe(1);
    const file = await t.call('GET', res.data.Data.slice(t.config.apiBase.length), { token: c.campus.adminToken });
    const rows = await openSheet(file.rawPayload);
    const header = rows[1]!;
    const guardianRow = rows[2]!;
    expect(guardianRow[header.findIndex((h) => h.includes('Students'))]).toContain('វិចិត្រ');
    expect(guardianRow[header.findIndex((h) => h.includes('Username'))]).toBe('sophal.sam');

    const list = await t.call('GET', '/api/sms/guardian-student', { token: c.campus.adminToken, query: { academicClassId: c.classB } });
    expect(list.statusCode).toBe(200);
    const entry = list.data.Data.find((x: { StudentId: string }) => x.StudentId === st.studentId);
    expect(entry).toMatchObject({
      Account: null,
      Guardians: [
        {
          FullNameEn: 'Sam Sophal',
          RelationshipType: RELATIONSHIP_TYPE.FATHER,
          RelationshipName: expect.stringMatching(KHMER),
          Account: { Username: 'sophal.sam' },
        },
      ],
    });

    const guardians = await t.call('GET', '/api/sms/mobile-user', { token: c.campus.adminToken, query: { actorType: String(ACCOUNT_ACTOR_TYPE.GUARDIAN) } });
    expect(guardians.data.Total).toBe(1);
    expect(guardians.data.Data[0]).toMatchObject({
      ActorType: ACCOUNT_ACTOR_TYPE.GUARDIAN,
      Username: 'sophal.sam',
      MobileActorType: MOBILE_ACTOR_TYPE.GUARDIAN,
    });
  });

  it('generates nothing when one account fails: the whole batch rolls back', async () => {
    const c = classSchool;
    for (let i = 0; i < 3; i++) await addStudent(t, c, c.nextClassA, { academicYearId: c.nextYearId, firstNameEn: i === 2 ? 'Boom' : `Ok${i}` });
    await t.database.system(async (tx) => {
      await tx.execute(sql`create function test_refuse_boom() returns trigger language plpgsql as $$
        begin if new.first_name_en = 'Boom' then raise exception 'refused'; end if; return new; end $$`);
      await tx.execute(sql`create trigger test_refuse_boom before insert on app_user for each row execute function test_refuse_boom()`);
    });
    const before = await countAccounts(c.campus.id);
    const res = await t.call('POST', '/api/sms/generate-mobile-user', { token: c.campus.adminToken, json: { ActorType: 0, AcademicClassId: c.nextClassA } });
    expect(res.statusCode).toBe(500);
    expect(await countAccounts(c.campus.id)).toBe(before);
    await t.database.system(async (tx) => {
      await tx.execute(sql`drop trigger test_refuse_boom on app_user`);
      await tx.execute(sql`drop function test_refuse_boom()`);
    });
    const retry = await t.call('POST', '/api/sms/generate-mobile-user', { token: c.campus.adminToken, json: { ActorType: 0, AcademicClassId: c.nextClassA } });
    expect(retry.data.Total).toBe(3);
  });

  it("makes teachers' accounts for the school administrator only, and answers their sheet directly", async () => {
    const c = classSchool;
    const t1 = await addTeacher(t, c, [c.classA], 'already.teacher');
    const fresh = await t.database.system((tx) =>
      tx
        .insert(employee)
        .values({ campusId: c.campus.id, code: 'T-NEW', firstName: 'ចន្ទា', lastName: 'កែវ', firstNameEn: 'Chanda', lastNameEn: 'Keo', gender: 1 })
        .returning({ id: employee.id }),
    );
    const assign = await t.call('POST', '/api/employee/academic-class', {
      token: c.campus.adminToken,
      json: { EmployeeId: fresh[0]!.id, AcademicClassId: c.classB, IsMain: false },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    const officeOfC = await t.createUser(c.campus, { username: 'gen.office2', mobileActorType: MOBILE_ACTOR_TYPE.SCHOOL_OFFICE });
    expect(
      (await t.call('POST', '/api/sms/generate-mobile-user', { token: officeOfC.token, json: { ActorType: ACCOUNT_ACTOR_TYPE.EMPLOYEE } })).statusCode,
    ).toBe(403);
    expect((await t.call('POST', '/api/generate/teacher/users', { token: officeOfC.token })).statusCode).toBe(403);

    const res = await t.call('POST', '/api/generate/teacher/users', { token: c.campus.adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/teacher-accounts-\d{8}\.xlsx/);
    const rows = await openSheet(res.rawPayload);
    const header = rows[1]!;
    const byCode = (code: string) => rows.find((r) => r.includes(code))!;
    expect(byCode('T-NEW')[header.findIndex((h) => h.includes('Username'))]).toBe('chanda.keo');
    expect(byCode('T-NEW')[header.findIndex((h) => h.includes('First password'))]).toHaveLength(10);
    expect(rows.some((r) => r.includes('already.teacher'))).toBe(true);
    expect(rows.some((r) => r.some((v) => v.includes('កែវ ចន្ទា')))).toBe(true);
    void t1;
    const employees = await t.call('GET', '/api/employee/mobile-user', { token: c.campus.adminToken, query: { hasAccount: 'true' } });
    expect(employees.statusCode).toBe(200);
    expect(employees.data.Data.map((e: { Code: string }) => e.Code)).toContain('T-NEW');
    expect(employees.data.Data.find((e: { Code: string }) => e.Code === 'T-NEW').Account).toMatchObject({ Username: 'chanda.keo', MustChangePassword: true });
  });

  it('lists accounts by actor type with paging, only of the campus', async () => {
    const c = classSchool;
    const page = await t.call('GET', '/api/sms/mobile-user', { token: c.campus.adminToken, query: { actorType: '0', pageSize: '2', pageIndex: '1' } });
    expect(page.statusCode).toBe(200);
    expect(page.data.Data).toHaveLength(2);
    expect(page.data.Total).toBeGreaterThanOrEqual(6);
    const page2 = await t.call('GET', '/api/sms/mobile-user', { token: c.campus.adminToken, query: { actorType: '0', pageSize: '2', pageIndex: '2' } });
    expect(page2.data.Data[0].Id).not.toBe(page.data.Data[0].Id);
    const staff = await t.call('GET', '/api/sms/mobile-user', { token: c.campus.adminToken, query: { actorType: '2', pageSize: '50' } });
    expect(staff.data.Data.every((a: { ActorType: number }) => a.ActorType === ACCOUNT_ACTOR_TYPE.EMPLOYEE)).toBe(true);
    const theirs = await t.call('GET', '/api/sms/mobile-user', { token: other.adminToken, query: { actorType: '0', pageSize: '500' } });
    expect(theirs.data.Total).toBe(0);
    expect((await t.call('GET', '/api/sms/mobile-user', { token: teacher.token })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/sms/guardian-student', { token: other.adminToken, query: { academicClassId: c.classA } })).statusCode).toBe(404);
  });

  it('refuses another school generating for this one, and bad bodies', async () => {
    const c = classSchool;
    const theirs = await t.call('POST', '/api/sms/generate-mobile-user', { token: other.adminToken, json: { ActorType: 0, AcademicClassId: c.classA } });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.data.Errors[0].Field).toBe('AcademicClassId');
    const noClass = await t.call('POST', '/api/sms/generate-mobile-user', { token: c.campus.adminToken, json: { ActorType: 1 } });
    expect(noClass.statusCode).toBe(400);
    expect(noClass.data.Errors[0]).toMatchObject({ Field: 'AcademicClassId', Message: expect.stringMatching(KHMER) });
    expect(
      (await t.call('POST', '/api/sms/generate-mobile-user', { token: teacher.token, json: { ActorType: 0, AcademicClassId: s.classA } })).statusCode,
    ).toBe(403);
  });
});

describe('actor search', () => {
  it('finds employees by name and leaves out those already selected', async () => {
    const a = await addEmployee(s.campus.id, 'Rithy', 'Pen');
    const b = await addEmployee(s.campus.id, 'Rith', 'Pen');
    const all = await t.call('POST', '/api/actor/search', { token: office, form: { searchType: 'employee', search: 'Pen' } });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.data.Data.map((e: { Id: string }) => e.Id).sort()).toEqual([a, b].sort());
    const rest = await t.call('POST', '/api/actor/search', { token: office, form: { searchType: 'employee', search: 'pen', excludeIds: a } });
    expect(rest.data.Data.map((e: { Id: string }) => e.Id)).toEqual([b]);
    expect(rest.data.Data[0]).toMatchObject({ ActorType: ACTOR_TYPE.EMPLOYEE, FullNameEn: 'Pen Rith', AcademicClassId: null });
    const theirs = await t.call('POST', '/api/actor/search', { token: other.adminToken, form: { searchType: 'employee', search: 'Pen' } });
    expect(theirs.data.Data).toEqual([]);
  });

  it('finds students with their class; a teacher only in the classes she teaches; others are refused', async () => {
    const mine = await addStudent(t, s, s.classA, { firstNameEn: 'Bopha', lastNameEn: 'Meas' });
    const notMine = await addStudent(t, s, s.classB, { firstNameEn: 'Bopha', lastNameEn: 'Meas' });
    const byOffice = await t.call('POST', '/api/actor/search', { token: office, form: { searchType: 'student', search: 'Meas Bopha' } });
    expect(byOffice.data.Data.map((x: { Id: string }) => x.Id).sort()).toEqual([mine.studentId, notMine.studentId].sort());
    const excluded = await t.call('POST', '/api/actor/search', {
      token: office,
      form: { searchType: 'student', search: 'bopha', excludeIds: JSON.stringify([mine.studentId]) },
    });
    expect(excluded.data.Data.map((x: { Id: string }) => x.Id)).toEqual([notMine.studentId]);
    expect(excluded.data.Data[0]).toMatchObject({ AcademicClassId: s.classB, AcademicClass: { Id: s.classB } });
    const byTeacher = await t.call('POST', '/api/actor/search', { token: teacher.token, form: { searchType: 'student', search: 'Bopha' } });
    expect(byTeacher.statusCode).toBe(200);
    expect(byTeacher.data.Data.map((x: { Id: string }) => x.Id)).toEqual([mine.studentId]);
    expect((await t.call('POST', '/api/actor/search', { token: teacher.token, form: { searchType: 'employee' } })).statusCode).toBe(403);
    const bad = await t.call('POST', '/api/actor/search', { token: office, form: { searchType: 'robot' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.Errors[0].Field).toBe('searchType');
    void officeUserId;
  });
});

describe('password reset and turning an account off', () => {
  async function studentAccount(code: string) {
    const st = await addStudent(t, s, s.classA, { code });
    const made = await t.call('POST', '/api/sms/mobile-user', {
      token: office,
      form: { actorId: st.studentId, actorType: String(ACCOUNT_ACTOR_TYPE.STUDENT) },
    });
    expect(made.statusCode, made.body).toBe(200);
    return made.data.Data as { Id: string; Username: string; Password: string };
  }
  const signIn = (username: string, password: string) =>
    t.call('POST', '/api/token', { basic: s.campus.basic, form: { grant_type: 'password', username, password } });

  it('gives a forgotten account a new first password: the old one fails, the new one must be changed, old sessions end', async () => {
    const account = await studentAccount('S-8101');
    const before = await signIn(account.Username, account.Password);
    expect(before.statusCode).toBe(200);

    const res = await t.call('POST', '/api/sms/mobile-user/reset-password', { token: office, json: { Id: account.Id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const reset = res.data.Data;
    expect(reset).toMatchObject({ Id: account.Id, MustChangePassword: true, IsActive: true });
    expect(reset.Password).toHaveLength(10);
    expect(reset.Password).not.toBe(account.Password);

    expect((await signIn(account.Username, account.Password)).statusCode).toBe(401);
    const after = await signIn(account.Username, reset.Password);
    expect(after.statusCode).toBe(200);
    expect(after.data.MustChangePassword).toBe(true);
    // The session made before the reset is over.
    const refreshed = await t.call('POST', '/api/token', {
      basic: s.campus.basic,
      form: { grant_type: 'refresh_token', refresh_token: before.data.refresh_token },
    });
    expect(refreshed.statusCode).not.toBe(200);
  });

  it('turns an account off (its token stops working, sign-in is refused) and on again', async () => {
    const account = await studentAccount('S-8102');
    const signedIn = await signIn(account.Username, account.Password);
    const token = signedIn.data.access_token;
    expect((await t.call('POST', '/api/user/me', { token })).statusCode).toBe(200);

    const off = await t.call('POST', '/api/sms/mobile-user/status', { token: office, json: { Id: account.Id, IsActive: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.data.Data.IsActive).toBe(false);
    expect((await t.call('POST', '/api/user/me', { token })).statusCode).toBe(401);
    expect((await signIn(account.Username, account.Password)).statusCode).not.toBe(200);
    const listed = await t.call('GET', '/api/sms/mobile-user', { token: office, query: { actorType: '0', search: 'S-8102', pageIndex: '1', pageSize: '10' } });
    expect(listed.data.Data.find((a: { Id: string }) => a.Id === account.Id)?.IsActive).toBe(false);

    const on = await t.call('POST', '/api/sms/mobile-user/status', { token: office, json: { Id: account.Id, IsActive: true } });
    expect(on.data.Data.IsActive).toBe(true);
    expect((await signIn(account.Username, account.Password)).statusCode).toBe(200);
  });

  it("refuses one's own account, staff accounts to the office, other schools' accounts, and users without the key", async () => {
    const self = await t.call('POST', '/api/sms/mobile-user/status', { token: office, json: { Id: officeUserId, IsActive: false } });
    expect(self.statusCode).toBe(400);
    expect(self.data.Message).toMatch(KHMER);
    expect(self.data.MessageEn).toBe('You cannot turn off your own account');

    const staff = await addEmployee(s.campus.id, 'Rithy', 'Keo');
    const made = await t.call('POST', '/api/sms/mobile-user', {
      token: s.campus.adminToken,
      form: { actorId: staff, actorType: String(ACCOUNT_ACTOR_TYPE.EMPLOYEE) },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect((await t.call('POST', '/api/sms/mobile-user/reset-password', { token: office, json: { Id: made.data.Data.Id } })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/sms/mobile-user/reset-password', { token: s.campus.adminToken, json: { Id: made.data.Data.Id } })).statusCode).toBe(200);

    const account = await studentAccount('S-8103');
    const elsewhere = await t.call('POST', '/api/sms/mobile-user/status', { token: other.adminToken, json: { Id: account.Id, IsActive: false } });
    expect(elsewhere.statusCode).toBe(404);
    expect((await signIn(account.Username, account.Password)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/sms/mobile-user/reset-password', { token: teacher.token, json: { Id: account.Id } })).statusCode).toBe(403);
    const bad = await t.call('POST', '/api/sms/mobile-user/status', { token: office, json: { Id: account.Id } });
    expect(bad.statusCode).toBe(400);
  });
});
