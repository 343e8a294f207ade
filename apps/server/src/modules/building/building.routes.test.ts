import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_ACTOR_TYPE } from '@school/contract';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';

let t: TTestApp;
let campus: TTestCampus;
let other: TTestCampus;
let teacher: string;

beforeAll(async () => {
  t = await buildTestApp();
  campus = await t.createCampus();
  other = await t.createCampus();
  teacher = (await t.createUser(campus, { username: 'building.teacher', mobileActorType: MOBILE_ACTOR_TYPE.TEACHER })).token;
});
afterAll(async () => t?.close());

const form = (values: Record<string, string | number>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
const create = (token: string, values: Record<string, string | number>) => t.call('POST', '/api/building', { token, form: form(values) });
const countBuildings = async (campusId: string) =>
  Number((await t.database.system((tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from building where campus_id = ${campusId}`))).rows[0]!.n);

describe('buildings', () => {
  it('creates a building from a form and finds it again', async () => {
    const res = await create(campus.adminToken, { Code: 'A', Description: 'អគារ ក', DescriptionEn: 'Building A', Floors: 3, Note: 'ខាងមុខសាលា' });
    expect(res.statusCode).toBe(200);
    expect(res.data.Data).toMatchObject({
      Code: 'A',
      Description: 'អគារ ក',
      DescriptionEn: 'Building A',
      Floors: 3,
      Note: 'ខាងមុខសាលា',
      RoomCount: 0,
      Version: 1,
    });
    const found = await t.call('GET', '/api/building/find', { token: campus.adminToken, query: { id: res.data.Data.Id } });
    expect(found.statusCode).toBe(200);
    expect(found.data.Data).toEqual(res.data.Data);
  });

  it('lists buildings paged, with Total and a search on code and descriptions', async () => {
    await create(campus.adminToken, { Code: 'B', Description: 'អគារ ខ', DescriptionEn: 'Building B', Floors: 2 });
    await create(campus.adminToken, { Code: 'LIB', Description: 'អគារបណ្ណាល័យ', DescriptionEn: 'Library block', Floors: 1 });
    const page = await t.call('GET', '/api/building', { token: campus.adminToken, query: { pageIndex: '1', pageSize: '2' } });
    expect(page.statusCode).toBe(200);
    expect(page.data.Total).toBe(3);
    expect(page.data.Data.map((b: { Code: string }) => b.Code)).toEqual(['A', 'B']);
    const second = await t.call('GET', '/api/building', { token: campus.adminToken, query: { pageIndex: '2', pageSize: '2' } });
    expect(second.data.Data.map((b: { Code: string }) => b.Code)).toEqual(['LIB']);
    const khmer = await t.call('GET', '/api/building', { token: campus.adminToken, query: { search: 'បណ្ណាល័យ' } });
    expect(khmer.data.Data.map((b: { Code: string }) => b.Code)).toEqual(['LIB']);
    const english = await t.call('GET', '/api/building', { token: campus.adminToken, query: { search: 'library' } });
    expect(english.data.Total).toBe(1);
    const literal = await t.call('GET', '/api/building', { token: campus.adminToken, query: { search: '%' } });
    expect(literal.data.Total).toBe(0);
  });

  it('refuses a code already used in the campus, whatever its case, naming the code in both languages', async () => {
    const before = await countBuildings(campus.id);
    const res = await create(campus.adminToken, { Code: 'a', Description: 'អគារស្ទួន', DescriptionEn: 'Duplicate', Floors: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.data.Message).toContain('«a»');
    expect(res.data.Message).toMatch(/អគារ/);
    expect(res.data.MessageEn).toContain('"a"');
    expect(await countBuildings(campus.id)).toBe(before);
    // Another school may use the same code.
    expect((await create(other.adminToken, { Code: 'A', Description: 'អគារ ក', DescriptionEn: 'Building A', Floors: 1 })).statusCode).toBe(200);
  });

  it('updates with the version read, bumps it, and refuses a stale version with 409', async () => {
    const made = (await create(campus.adminToken, { Code: 'UPD', Description: 'អគារកែ', DescriptionEn: 'To update', Floors: 2 })).data.Data;
    const saved = await t.call('PUT', '/api/building', {
      token: campus.adminToken,
      form: form({ Id: made.Id, Version: made.Version, Code: 'UPD2', Description: 'អគារថ្មី', DescriptionEn: 'Updated', Floors: 4 }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.data.Data).toMatchObject({ Code: 'UPD2', Description: 'អគារថ្មី', Floors: 4, Version: 2 });
    const stale = await t.call('PUT', '/api/building', {
      token: campus.adminToken,
      form: form({ Id: made.Id, Version: made.Version, Code: 'UPD3', Description: 'ចាស់', DescriptionEn: 'Stale', Floors: 1 }),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.data.MessageEn).toMatch(/Someone else changed this record/);
    const now = await t.call('GET', '/api/building/find', { token: campus.adminToken, query: { id: made.Id } });
    expect(now.data.Data).toMatchObject({ Code: 'UPD2', Version: 2 });
  });

  it('refuses taking the code of another building on update', async () => {
    const made = (await create(campus.adminToken, { Code: 'X1', Description: 'អគារ X1', DescriptionEn: 'X1', Floors: 1 })).data.Data;
    const res = await t.call('PUT', '/api/building', {
      token: campus.adminToken,
      form: form({ Id: made.Id, Version: 1, Code: 'b', Description: 'អគារ X1', DescriptionEn: 'X1', Floors: 1 }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.data.MessageEn).toContain('"b"');
  });

  it('answers 400 with field messages for bad input and stores nothing', async () => {
    const before = await countBuildings(campus.id);
    const wrongType = await create(campus.adminToken, { Code: 'BAD', Description: 'អគារ', DescriptionEn: 'Bad', Floors: 'three' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.data.Errors).toEqual([expect.objectContaining({ Field: 'Floors', MessageEn: 'Wrong type of value (expected number)' })]);
    const missing = await create(campus.adminToken, { Code: 'BAD', Description: 'អគារ', Floors: 1 });
    expect(missing.statusCode).toBe(400);
    const field = missing.data.Errors.find((e: { Field: string }) => e.Field === 'DescriptionEn');
    expect(field).toMatchObject({ Message: 'សូមបំពេញវាលនេះ', MessageEn: 'This field is required' });
    const unknown = await create(campus.adminToken, { Code: 'BAD', Description: 'អគារ', DescriptionEn: 'Bad', Floors: 1, CampusId: other.id });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.Errors).toContainEqual(expect.objectContaining({ Field: 'CampusId', MessageEn: 'This field is not allowed' }));
    const blank = await create(campus.adminToken, { Code: '  ', Description: 'អគារ', DescriptionEn: 'Bad', Floors: 0 });
    expect(blank.statusCode).toBe(400);
    expect(blank.data.Errors.map((e: { Field: string }) => e.Field).sort()).toEqual(['Code', 'Floors']);
    const json = await t.call('POST', '/api/building', {
      token: campus.adminToken,
      json: { Code: 'J', Description: 'អគារ', DescriptionEn: 'J', Floors: '2x' },
    });
    expect(json.statusCode).toBe(400);
    expect(await countBuildings(campus.id)).toBe(before);
  });

  it('refuses writes to a teacher with 403 and lets nothing through', async () => {
    const target = (await create(campus.adminToken, { Code: 'T403', Description: 'អគារ', DescriptionEn: 'T403', Floors: 1 })).data.Data;
    const before = await countBuildings(campus.id);
    expect((await create(teacher, { Code: 'TCH', Description: 'អគារ', DescriptionEn: 'Teacher', Floors: 1 })).statusCode).toBe(403);
    const put = await t.call('PUT', '/api/building', {
      token: teacher,
      form: form({ Id: target.Id, Version: 1, Code: 'T403', Description: 'កែ', DescriptionEn: 'Edited', Floors: 1 }),
    });
    expect(put.statusCode).toBe(403);
    expect((await t.call('DELETE', '/api/building', { token: teacher, query: { id: target.Id } })).statusCode).toBe(403);
    // Teachers do not see the settings screen either.
    expect((await t.call('GET', '/api/building', { token: teacher })).statusCode).toBe(403);
    expect(await countBuildings(campus.id)).toBe(before);
    expect((await t.call('GET', '/api/building', {})).statusCode).toBe(401);
  });

  it('refuses to delete a building with rooms (409, nothing deleted), then deletes it once empty', async () => {
    const made = (await create(campus.adminToken, { Code: 'DEL', Description: 'អគារលុប', DescriptionEn: 'To delete', Floors: 2 })).data.Data;
    const roomRes = await t.call('POST', '/api/room', {
      token: campus.adminToken,
      form: form({ Code: 'DEL-101', Description: 'បន្ទប់ ១០១', DescriptionEn: 'Room 101', BuildingId: made.Id, Floor: 1, Capacity: 40, RoomType: 0 }),
    });
    expect(roomRes.statusCode).toBe(200);
    const refused = await t.call('DELETE', '/api/building', { token: campus.adminToken, query: { id: made.Id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.data.Message).toMatch(/មិនអាចលុបអគារ «DEL» បានទេ/);
    expect(refused.data.Message).toContain('១');
    expect(refused.data.MessageEn).toBe('Building DEL cannot be deleted: 1 room belong to it');
    expect((await t.call('GET', '/api/building/find', { token: campus.adminToken, query: { id: made.Id } })).data.Data.RoomCount).toBe(1);
    // Fewer floors than the rooms use is refused too.
    const shrink = await t.call('PUT', '/api/building', {
      token: campus.adminToken,
      form: form({ Id: made.Id, Version: 1, Code: 'DEL', Description: 'អគារលុប', DescriptionEn: 'To delete', Floors: 1 }),
    });
    expect(shrink.statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/room/${roomRes.data.Data.Id}`, { token: campus.adminToken })).statusCode).toBe(200);
    const deleted = await t.call('DELETE', '/api/building', { token: campus.adminToken, query: { id: made.Id } });
    expect(deleted.statusCode).toBe(200);
    expect((await t.call('GET', '/api/building/find', { token: campus.adminToken, query: { id: made.Id } })).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/building', { token: campus.adminToken, query: { id: made.Id } })).statusCode).toBe(404);
  });

  it('refuses fewer floors than a room of the building is on', async () => {
    const made = (await create(campus.adminToken, { Code: 'TALL', Description: 'អគារខ្ពស់', DescriptionEn: 'Tall', Floors: 5 })).data.Data;
    await t.call('POST', '/api/room', {
      token: campus.adminToken,
      form: form({ Code: 'TALL-401', Description: 'បន្ទប់ ៤០១', DescriptionEn: 'Room 401', BuildingId: made.Id, Floor: 4, Capacity: 30, RoomType: 0 }),
    });
    const res = await t.call('PUT', '/api/building', {
      token: campus.adminToken,
      form: form({ Id: made.Id, Version: 1, Code: 'TALL', Description: 'អគារខ្ពស់', DescriptionEn: 'Tall', Floors: 3 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.Errors[0]).toMatchObject({ Field: 'Floors' });
    expect(res.data.Message).toContain('៤');
  });

  it("never lets another campus's token read, change or delete a building", async () => {
    const mine = (await create(campus.adminToken, { Code: 'SEALED', Description: 'អគារបិទ', DescriptionEn: 'Sealed', Floors: 2 })).data.Data;
    const find = await t.call('GET', '/api/building/find', { token: other.adminToken, query: { id: mine.Id } });
    expect(find.statusCode).toBe(404);
    const list = await t.call('GET', '/api/building', { token: other.adminToken, query: { search: 'SEALED' } });
    expect(list.data.Data).toEqual([]);
    const put = await t.call('PUT', '/api/building', {
      token: other.adminToken,
      form: form({ Id: mine.Id, Version: 1, Code: 'HACK', Description: 'លួច', DescriptionEn: 'Hacked', Floors: 9 }),
    });
    expect(put.statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/building', { token: other.adminToken, query: { id: mine.Id } })).statusCode).toBe(404);
    const after = await t.call('GET', '/api/building/find', { token: campus.adminToken, query: { id: mine.Id } });
    expect(after.data.Data).toEqual(mine);
  });
});
