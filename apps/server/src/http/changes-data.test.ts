import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../test/test-app';

let t: TTestApp;
let campus: TTestCampus;
beforeAll(async () => {
  t = await buildTestApp();
  campus = await t.createCampus();
});
afterAll(async () => t?.close());

const users = async () =>
  Number((await t.database.system((tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from app_user where campus_id = ${campus.id}`))).rows[0]!.n);

describe('GET calls that change data (issue 11, finding 5)', () => {
  it('every GET the contract marks as changing data has a POST twin on the same path', () => {
    const routes = t.app.registeredRoutes;
    const marked = routes.filter((r) => r.method === 'GET' && r.definition?.changesData);
    expect(marked.map((r) => r.url.slice(t.config.apiBase.length)).sort()).toEqual(
      ['/api/employee/activate', '/api/employee/deactivate', '/api/generate/teacher/users', '/api/pre-applicant/approve', '/report/generate-room'].sort(),
    );
    for (const get of marked)
      expect(
        routes.some((r) => r.method === 'POST' && r.url === get.url),
        get.url,
      ).toBe(true);
  });

  it('refuses the GET form without X-Requested-With and changes nothing; answers it with the header and as POST', async () => {
    await t.call('POST', '/api/repo/hrm/position', { token: campus.adminToken, form: { Description: 'គ្រូ', DescriptionEn: 'Teacher', SortIndex: '1' } });
    const before = await users();
    const bare = await t.call('GET', '/api/generate/teacher/users', { token: campus.adminToken });
    expect(bare.statusCode).toBe(400);
    expect(bare.data).toMatchObject({ StatusCode: 400, Message: expect.stringMatching(/[\u1780-\u17FF]/), MessageEn: expect.stringMatching(/POST/) });
    expect(await users()).toBe(before);
    const anonymous = await t.call('GET', '/api/employee/deactivate', { query: { employeeId: '00000000-0000-7000-8000-000000000000' } });
    expect(anonymous.statusCode).toBe(400);
    const withHeader = await t.call('GET', '/api/generate/teacher/users', { token: campus.adminToken, headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(withHeader.statusCode).toBe(200);
    const post = await t.call('POST', '/api/generate/teacher/users', { token: campus.adminToken });
    expect(post.statusCode).toBe(200);
    expect(post.headers['content-type']).toMatch(/spreadsheetml/);
  });
});
