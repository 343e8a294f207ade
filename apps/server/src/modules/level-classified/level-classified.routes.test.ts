import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { createLevel } from '../../../test/setup-fixtures';

let t: TTestApp;
let a: TTestCampus;
let b: TTestCampus;
let teacher: string;

beforeAll(async () => {
  t = await buildTestApp();
  a = await t.createCampus();
  b = await t.createCampus();
  teacher = (await t.createUser(a, { username: 'lc.teacher' })).token;
});
afterAll(async () => t?.close());

const body = (code: string) => ({ Code: code, Description: 'បឋមសិក្សា', DescriptionEn: 'Primary', LevelClassifyGroup: 1, Days: [1, 2, 3, 4, 5], SortIndex: 1 });

describe('level classified', () => {
  it('creates, lists, updates and deletes', async () => {
    const created = await t.call('POST', '/api/academic-level-classified', { token: a.adminToken, json: body('PRI') });
    expect(created.statusCode).toBe(200);
    expect(created.data.Data).toMatchObject({ Code: 'PRI', Description: 'បឋមសិក្សា', DescriptionEn: 'Primary', Days: [1, 2, 3, 4, 5], Version: 1 });
    const id = created.data.Data.Id;
    const list = await t.call('GET', '/api/academic-level-classified', { token: a.adminToken });
    expect(list.data.Data.map((x: { Id: string }) => x.Id)).toContain(id);
    const updated = await t.call('PUT', '/api/academic-level-classified', {
      token: a.adminToken,
      json: { ...body('PRI'), Id: id, Version: 1, DescriptionEn: 'Primary school', Days: [] },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.data.Data).toMatchObject({ DescriptionEn: 'Primary school', Version: 2, Days: [1, 2, 3, 4, 5, 6] });
    expect((await t.call('DELETE', `/api/academic-level-classified/${id}`, { token: a.adminToken })).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/academic-level-classified/${id}`, { token: a.adminToken })).statusCode).toBe(404);
  });

  it('refuses a code the campus already has, naming it in both languages', async () => {
    await createLevel(t, a, 'DUP');
    const res = await t.call('POST', '/api/academic-level-classified', { token: a.adminToken, json: body('dup') });
    expect(res.statusCode).toBe(409);
    expect(res.data.MessageEn).toBe("The code 'dup' is already used");
    expect(res.data.Message).toContain('«dup»');
    // Another campus may use the same code.
    expect((await t.call('POST', '/api/academic-level-classified', { token: b.adminToken, json: body('DUP') })).statusCode).toBe(200);
  });

  it('refuses a stale version and keeps the newer record', async () => {
    const level = await createLevel(t, a, 'STALE');
    expect(
      (
        await t.call('PUT', '/api/academic-level-classified', {
          token: a.adminToken,
          json: { ...body('STALE'), Id: level.Id, Version: 1, DescriptionEn: 'First' },
        })
      ).statusCode,
    ).toBe(200);
    const late = await t.call('PUT', '/api/academic-level-classified', {
      token: a.adminToken,
      json: { ...body('STALE'), Id: level.Id, Version: 1, DescriptionEn: 'Second' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.data.MessageEn).toMatch(/Someone else changed this record/);
    const list = await t.call('GET', '/api/academic-level-classified', { token: a.adminToken });
    expect(list.data.Data.find((x: { Id: string }) => x.Id === level.Id).DescriptionEn).toBe('First');
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const before = (await t.call('GET', '/api/academic-level-classified', { token: a.adminToken })).data.Data.length;
    const wrong = await t.call('POST', '/api/academic-level-classified', {
      token: a.adminToken,
      json: { ...body('BAD'), SortIndex: 1.5, Days: [0, 8], Extra: 1, DescriptionEn: '' },
    });
    expect(wrong.statusCode).toBe(400);
    const fields = wrong.data.Errors.map((e: { Field: string }) => e.Field);
    expect(fields).toEqual(expect.arrayContaining(['SortIndex', 'Days.0', 'Days.1', 'Extra', 'DescriptionEn']));
    expect(wrong.data.Errors[0].Message).toMatch(/[\u1780-\u17FF]/);
    expect((await t.call('GET', '/api/academic-level-classified', { token: a.adminToken })).data.Data.length).toBe(before);
  });

  it('lets any signed-in user read but only a manager write', async () => {
    expect((await t.call('GET', '/api/academic-level-classified', { token: teacher })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/academic-level-classified', { token: teacher, json: body('T1') })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/academic-level-classified')).statusCode).toBe(401);
  });

  it("never reads, updates or deletes another campus's rows", async () => {
    const theirs = await createLevel(t, b, 'THEIRS');
    const list = await t.call('GET', '/api/academic-level-classified', { token: a.adminToken });
    expect(list.data.Data.map((x: { Id: string }) => x.Id)).not.toContain(theirs.Id);
    expect(
      (await t.call('PUT', '/api/academic-level-classified', { token: a.adminToken, json: { ...body('THEIRS'), Id: theirs.Id, Version: 1 } })).statusCode,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/academic-level-classified/${theirs.Id}`, { token: a.adminToken })).statusCode).toBe(404);
    const mine = await t.call('GET', '/api/academic-level-classified', { token: b.adminToken });
    expect(mine.data.Data.find((x: { Id: string }) => x.Id === theirs.Id)).toMatchObject({ Version: 1, DescriptionEn: 'Level THEIRS' });
  });
});
