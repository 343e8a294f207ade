import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../test/test-app';

let t: TTestApp;
let campus: TTestCampus;
beforeAll(async () => {
  t = await buildTestApp();
  campus = await t.createCampus();
});
afterAll(async () => t?.close());

describe('bad input', () => {
  it('answers 400 with field messages in both languages for a wrong type', async () => {
    const res = await t.call('POST', '/api/token', { basic: campus.basic, form: { grant_type: 'magic', username: 'admin' } });
    expect(res.statusCode).toBe(400);
    expect(res.data.StatusCode).toBe(400);
    expect(res.data.Errors.length).toBeGreaterThan(0);
    expect(res.data.Errors[0]).toEqual({ Field: expect.any(String), Message: expect.stringMatching(/[\u1780-\u17FF]/), MessageEn: expect.any(String) });
  });

  it('answers 400 for a body that is not JSON, and changes nothing', async () => {
    const before = await t.database.system((tx) => tx.execute(sql`select count(*)::int as n from auth_session`));
    const res = await t.call('POST', '/api/logout', { token: campus.adminToken, headers: { 'content-type': 'application/json' }, payload: '{not json' });
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({ StatusCode: 400, MessageEn: expect.any(String) });
    const after = await t.database.system((tx) => tx.execute(sql`select count(*)::int as n, count(revoked_at)::int as revoked from auth_session`));
    expect(after.rows[0]).toMatchObject({ n: before.rows[0]!.n, revoked: 0 });
  });

  it('refuses a call that needs a user without a token: 401 envelope', async () => {
    const res = await t.call('GET', '/api/permission');
    expect(res.statusCode).toBe(401);
    expect(res.data).toMatchObject({ StatusCode: 401, MessageEn: 'Please sign in again' });
  });

  it('never sends the details of a server error', async () => {
    const app = await buildApp({ deps: t.app.deps, logger: false });
    app.get('/boom', { config: { access: 'public' } }, async () => {
      throw new Error('secret database detail');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/secret/);
    expect(res.json()).toEqual({ StatusCode: 500, Message: expect.stringMatching(/[\u1780-\u17FF]/), MessageEn: 'Oops...Something went wrong' });
  });
});
