import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_ROLES, MOBILE_ACTOR_TYPE, PERMISSION_KEYS } from '@school/contract';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { multipart } from '../../../test/multipart';

let t: TTestApp;
let campus: TTestCampus;
let other: TTestCampus;

beforeAll(async () => {
  t = await buildTestApp();
  campus = await t.createCampus();
  other = await t.createCampus();
});
afterAll(async () => t?.close());

const KHMER = /[\u1780-\u17FF]/;

type TRole = {
  Id: string;
  Code: string;
  Name: string;
  NameEn: string;
  IsSystem: boolean;
  Keys: string[];
  UserCount: number;
  Version: number;
  MobileActorType: number | null;
};

async function screen(c: TTestCampus) {
  const res = await t.call('GET', '/api/role', { token: c.adminToken });
  expect(res.statusCode).toBe(200);
  return res.data.Data as {
    Roles: TRole[];
    Groups: Array<{ Group: string; Code: string; Name: string; NameEn: string; Keys: Array<{ Key: string; Name: string; NameEn: string }> }>;
  };
}
const roleByCode = async (c: TTestCampus, code: string) => (await screen(c)).Roles.find((r) => r.Code === code)!;
const put = (c: TTestCampus, role: TRole, changes: Partial<TRole> = {}) =>
  t.call('PUT', '/api/role', {
    token: c.adminToken,
    json: { Id: role.Id, Code: role.Code, Name: role.Name, NameEn: role.NameEn, Keys: role.Keys, Version: role.Version, ...changes },
  });

describe('the roles × keys screen', () => {
  it('lists the default roles with their keys and the key catalogue grouped by menu', async () => {
    const data = await screen(campus);
    expect(data.Roles.map((r) => r.Code).sort()).toEqual(DEFAULT_ROLES.map((r) => r.code).sort());
    const admin = data.Roles.find((r) => r.Code === 'SCHOOL_ADMIN')!;
    expect(admin).toMatchObject({ IsSystem: true, MobileActorType: MOBILE_ACTOR_TYPE.SCHOOL_ADMIN, UserCount: 1, Version: 1 });
    expect(admin.Keys).toEqual(expect.arrayContaining(['MANAGE_ROLE', 'VIEW_NAV_ACADEMIC_YEAR']));
    expect(data.Groups.map((g) => [g.Group, g.Code])).toEqual([
      ['general', '001'],
      ['administration', '002'],
      ['setting', '004'],
      ['report', '005'],
      ['switch', ''],
    ]);
    expect(data.Groups.flatMap((g) => g.Keys.map((k) => k.Key)).sort()).toEqual([...PERMISSION_KEYS].sort());
    const children = data.Groups[0]!.Keys.find((k) => k.Key === 'VIEW_NAV_CHILDREN')!;
    expect(children).toEqual({ Key: 'VIEW_NAV_CHILDREN', Name: 'កូន', NameEn: 'Children' });
    for (const group of data.Groups) expect(group.Name).toMatch(KHMER);
  });

  it('is for holders of MANAGE_ROLE only', async () => {
    const office = await t.createUser(campus, { username: 'role.office', mobileActorType: MOBILE_ACTOR_TYPE.SCHOOL_OFFICE });
    expect((await t.call('GET', '/api/role', { token: office.token })).statusCode).toBe(403);
    const attempt = await t.call('POST', '/api/role', { token: office.token, json: { Code: 'SNEAKY', Name: 'ល', NameEn: 'S', Keys: ['MANAGE_ROLE'] } });
    expect(attempt.statusCode).toBe(403);
    expect((await t.call('GET', '/api/role')).statusCode).toBe(401);
  });
});

describe('creating, changing and deleting roles', () => {
  let librarian: TRole;

  it('creates a role with its keys, each once, in catalogue order', async () => {
    const res = await t.call('POST', '/api/role', {
      token: campus.adminToken,
      json: { Code: 'librarian', Name: 'បណ្ណារក្ស', NameEn: 'Librarian', Keys: ['VIEW_NAV_STUDENT', 'VIEW_NAV_ANNOUNCEMENT', 'VIEW_NAV_STUDENT'] },
    });
    expect(res.statusCode).toBe(200);
    librarian = res.data.Data;
    expect(librarian).toMatchObject({ Code: 'LIBRARIAN', IsSystem: false, MobileActorType: null, UserCount: 0, Version: 1 });
    expect(librarian.Keys).toEqual(['VIEW_NAV_ANNOUNCEMENT', 'VIEW_NAV_STUDENT']);
  });

  it('refuses unknown keys and unknown fields, naming them, and saves nothing', async () => {
    const res = await t.call('POST', '/api/role', {
      token: campus.adminToken,
      json: { Code: 'CLERK', Name: 'ស្មៀន', NameEn: 'Clerk', Keys: ['VIEW_NAV_STUDENT', 'DROP_DATABASE'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.Errors).toEqual([{ Field: 'Keys.1', Message: 'សិទ្ធិនេះមិនមានក្នុងប្រព័ន្ធទេ', MessageEn: 'This permission key does not exist' }]);
    const extra = await t.call('POST', '/api/role', {
      token: campus.adminToken,
      json: { Code: 'CLERK', Name: 'ស្មៀន', NameEn: 'Clerk', Keys: [], IsSystem: true },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.data.Errors[0]).toMatchObject({ Field: 'IsSystem', MessageEn: 'This field is not allowed' });
    const update = await put(campus, librarian, { Keys: ['NOT_A_KEY'] });
    expect(update.statusCode).toBe(400);
    expect((await screen(campus)).Roles.map((r) => r.Code)).not.toContain('CLERK');
    expect((await roleByCode(campus, 'LIBRARIAN')).Keys).toEqual(['VIEW_NAV_ANNOUNCEMENT', 'VIEW_NAV_STUDENT']);
  });

  it('refuses a code another role has', async () => {
    const res = await t.call('POST', '/api/role', { token: campus.adminToken, json: { Code: 'Teacher', Name: 'គ្រូ', NameEn: 'Teacher 2', Keys: [] } });
    expect(res.statusCode).toBe(409);
    expect(res.data.MessageEn).toBe('A role with the code TEACHER exists already');
    expect((await put(campus, librarian, { Code: 'GUARDIAN' })).statusCode).toBe(409);
  });

  it('updates names, code and keys with the version read, and refuses a stale version', async () => {
    const res = await put(campus, librarian, { Code: 'LIBRARY', NameEn: 'Library staff', Keys: ['VIEW_NAV_FEED'] });
    expect(res.statusCode).toBe(200);
    expect(res.data.Data).toMatchObject({ Code: 'LIBRARY', NameEn: 'Library staff', Keys: ['VIEW_NAV_FEED'], Version: 2 });
    const stale = await put(campus, librarian, { Keys: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.data.Message).toMatch(KHMER);
    expect((await roleByCode(campus, 'LIBRARY')).Keys).toEqual(['VIEW_NAV_FEED']);
    librarian = res.data.Data;
  });

  it('keeps the code of a default role but lets its names and keys change', async () => {
    const teacher = await roleByCode(campus, 'TEACHER');
    const renamed = await put(campus, teacher, { Code: 'INSTRUCTOR' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.data.Errors[0].Field).toBe('Code');
    const changed = await put(campus, teacher, { NameEn: 'Class teacher', Keys: [...teacher.Keys, 'VIEW_NAV_STUDENT_LIST'] });
    expect(changed.statusCode).toBe(200);
    expect(changed.data.Data.Keys).toContain('VIEW_NAV_STUDENT_LIST');
  });

  it('takes a removed key away on the holder’s very next call', async () => {
    const created = await t.call('POST', '/api/role', {
      token: campus.adminToken,
      json: { Code: 'YEAR_KEEPER', Name: 'អ្នកថែរក្សាឆ្នាំសិក្សា', NameEn: 'Year keeper', Keys: ['MANAGE_ACADEMIC_YEAR'] },
    });
    expect(created.statusCode).toBe(200);
    const keeper = await t.createUser(campus, { username: 'year.keeper', mobileActorType: MOBILE_ACTOR_TYPE.SCHOOL_OFFICE, roleCode: 'YEAR_KEEPER' });
    const year = (from: number) =>
      multipart({
        Description: `ឆ្នាំ ${from}`,
        DescriptionEn: `Year ${from}`,
        FromYear: from,
        ToYear: from + 1,
        StartDate: `${from}-11-01`,
        EndDate: `${from + 1}-09-30`,
      });
    expect((await t.call('POST', '/api/academic-year/token', { token: keeper.token, ...year(2040) })).statusCode).toBe(200);
    const removed = await put(campus, created.data.Data, { Keys: [] });
    expect(removed.statusCode).toBe(200);
    // Same access token: the keys are read per request, so no new sign-in is needed for the change to bite.
    expect((await t.call('POST', '/api/academic-year/token', { token: keeper.token, ...year(2041) })).statusCode).toBe(403);
    const permissions = await t.call('GET', '/api/permission', { token: keeper.token });
    expect(permissions.data.Data).toEqual([]);
  });

  it('refuses to delete a role users hold, or a default role, and deletes nothing', async () => {
    const held = await t.call('DELETE', '/api/role', { token: campus.adminToken, query: { id: (await roleByCode(campus, 'YEAR_KEEPER')).Id } });
    expect(held.statusCode).toBe(409);
    expect(held.data.MessageEn).toBe('This role cannot be deleted because users still hold it');
    expect(held.data.Message).toMatch(KHMER);
    const system = await t.call('DELETE', '/api/role', { token: campus.adminToken, query: { id: (await roleByCode(campus, 'BUS_DRIVER')).Id } });
    expect(system.statusCode).toBe(409);
    expect(system.data.MessageEn).toBe('A default role of the system cannot be deleted');
    const codes = (await screen(campus)).Roles.map((r) => r.Code);
    expect(codes).toEqual(expect.arrayContaining(['YEAR_KEEPER', 'BUS_DRIVER']));
    expect((await roleByCode(campus, 'YEAR_KEEPER')).UserCount).toBe(1);
  });

  it('deletes a role nobody holds, keys included', async () => {
    const res = await t.call('DELETE', '/api/role', { token: campus.adminToken, query: { id: librarian.Id } });
    expect(res.statusCode).toBe(200);
    expect((await screen(campus)).Roles.map((r) => r.Id)).not.toContain(librarian.Id);
    const keys = await t.database.system((tx) => tx.execute(sql`select count(*)::int as n from role_permission where role_id = ${librarian.Id}`));
    expect(keys.rows[0]).toEqual({ n: 0 });
    expect((await t.call('DELETE', '/api/role', { token: campus.adminToken, query: { id: librarian.Id } })).statusCode).toBe(404);
  });

  it('refuses a change that leaves nobody able to manage roles', async () => {
    const admin = await roleByCode(campus, 'SCHOOL_ADMIN');
    const res = await put(campus, admin, { Keys: admin.Keys.filter((k) => k !== 'MANAGE_ROLE') });
    expect(res.statusCode).toBe(409);
    expect(res.data.MessageEn).toMatch(/manage roles/);
    expect((await roleByCode(campus, 'SCHOOL_ADMIN')).Keys).toContain('MANAGE_ROLE');
  });
});

describe('roles across campuses', () => {
  it("never lists, changes or deletes another campus's roles", async () => {
    const mine = await screen(campus);
    const theirs = await screen(other);
    const theirTeacher = theirs.Roles.find((r) => r.Code === 'TEACHER')!;
    expect(mine.Roles.map((r) => r.Id)).not.toContain(theirTeacher.Id);
    const res = await put(campus, theirTeacher, { Keys: ['MANAGE_ROLE'] });
    expect(res.statusCode).toBe(404);
    const created = await t.call('POST', '/api/role', { token: other.adminToken, json: { Code: 'THEIRS', Name: 'របស់គេ', NameEn: 'Theirs', Keys: [] } });
    const remove = await t.call('DELETE', '/api/role', { token: campus.adminToken, query: { id: created.data.Data.Id } });
    expect(remove.statusCode).toBe(404);
    const after = await screen(other);
    expect(after.Roles.find((r) => r.Code === 'TEACHER')!.Keys).toEqual(theirTeacher.Keys);
    expect(after.Roles.map((r) => r.Code)).toContain('THEIRS');
    // The same code may exist in two campuses.
    expect(
      (await t.call('POST', '/api/role', { token: campus.adminToken, json: { Code: 'THEIRS', Name: 'របស់យើង', NameEn: 'Ours', Keys: [] } })).statusCode,
    ).toBe(200);
  });
});
