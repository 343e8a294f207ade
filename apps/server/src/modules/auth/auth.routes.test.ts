import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MOBILE_ACTOR_TYPE } from '@school/contract';
import { buildTestApp, TEST_PASSWORD, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { SIGN_IN_LIMITS } from './auth.service';

let t: TTestApp;
let campus: TTestCampus;

beforeAll(async () => {
  t = await buildTestApp();
  campus = await t.createCampus();
});
afterAll(async () => t?.close());

const password = (basic: string, username: string, pass: string, headers?: Record<string, string>) =>
  t.call('POST', '/api/token', { basic, form: { grant_type: 'password', username, password: pass }, headers });
const refresh = (basic: string, token: string) => t.call('POST', '/api/token', { basic, form: { grant_type: 'refresh_token', refresh_token: token } });

describe('sign-in', () => {
  it('answers an access token, a refresh token, its lifetime and type', async () => {
    const res = await password(campus.basic, 'admin', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ token_type: 'bearer', expires_in: 900, StatusCode: 200 });
    expect(res.data.access_token.split('.')).toHaveLength(3);
    expect(res.data.refresh_token.length).toBeGreaterThanOrEqual(43);
    expect(res.headers['cache-control']).toBe('no-store');
    const me = await t.call('GET', '/api/permission', { token: res.data.access_token });
    expect(me.statusCode).toBe(200);
    expect(me.data.Data.map((p: { Value: string }) => p.Value)).toContain('MANAGE_ROLE');
  });

  it('gives the same message for a wrong password and an unknown user', async () => {
    const wrong = await password(campus.basic, 'admin', 'not-the-password', { 'x-forwarded-for': '10.0.0.1' });
    const unknown = await password(campus.basic, 'nobody', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.data.MessageEn).toBe('Incorrect username or password');
    expect(unknown.data.Message).toBe(wrong.data.Message);
    expect(wrong.data.Message).toMatch(/[\u1780-\u17FF]/);
  });

  it('refuses an unknown school code or a wrong client key', async () => {
    const badKey = Buffer.from(`${campus.code}:wrong-key`).toString('base64');
    const badCode = Buffer.from(`NOPE:${campus.clientKey}`).toString('base64');
    expect((await password(badKey, 'admin', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await password(badCode, 'admin', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await t.call('POST', '/api/token', { form: { grant_type: 'password', username: 'admin', password: TEST_PASSWORD } })).statusCode).toBe(401);
  });

  it('locks an account after repeated failures, with a clear message, even for the right password', async () => {
    await t.createUser(campus, { username: 'locked.teacher' });
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
      expect((await password(campus.basic, 'locked.teacher', 'wrong-password')).statusCode).toBe(401);
    }
    const locked = await password(campus.basic, 'locked.teacher', TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.data.MessageEn).toMatch(/Too many sign-in attempts/);
    expect(locked.data.Message).toMatch(/នាទី/);
    // Another account of the same school is not affected.
    expect((await password(campus.basic, 'admin', TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('refresh rotation', () => {
  it('rotates: the new pair works, the old refresh token is spent', async () => {
    const first = await t.signIn(campus, 'admin');
    const second = await refresh(campus.basic, first.refresh_token);
    expect(second.statusCode).toBe(200);
    expect(second.data.refresh_token).not.toBe(first.refresh_token);
    expect((await t.call('GET', '/api/permission', { token: second.data.access_token })).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is replayed', async () => {
    const first = await t.signIn(campus, 'admin');
    const second = await refresh(campus.basic, first.refresh_token);
    expect(second.statusCode).toBe(200);
    const replay = await refresh(campus.basic, first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.data.MessageEn).toBe('Session Expired!');
    // The legitimate holder's newer tokens die with the family.
    expect((await refresh(campus.basic, second.data.refresh_token)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/permission', { token: second.data.access_token })).statusCode).toBe(401);
  });

  it('refuses a refresh token presented for another school', async () => {
    const other = await t.createCampus();
    const tokens = await t.signIn(campus, 'admin');
    expect((await refresh(other.basic, tokens.refresh_token)).statusCode).toBe(401);
    // ...and that attempt did not spend it.
    expect((await refresh(campus.basic, tokens.refresh_token)).statusCode).toBe(200);
  });
});

describe('logout and disabled users', () => {
  it('logout revokes the session: access and refresh stop working', async () => {
    const tokens = await t.signIn(campus, 'admin');
    const out = await t.call('POST', '/api/logout', { token: tokens.access_token, form: { refresh_token: tokens.refresh_token } });
    expect(out.statusCode).toBe(200);
    expect((await t.call('GET', '/api/permission', { token: tokens.access_token })).statusCode).toBe(401);
    expect((await refresh(campus.basic, tokens.refresh_token)).statusCode).toBe(401);
  });

  it('a disabled user loses every session at once', async () => {
    const user = await t.createUser(campus, { username: 'to.disable', mobileActorType: MOBILE_ACTOR_TYPE.SCHOOL_OFFICE });
    expect((await t.call('GET', '/api/permission', { token: user.token })).statusCode).toBe(200);
    await t.database.system((tx) => tx.execute(`update app_user set is_active = false where username = 'to.disable'` as never));
    expect((await t.call('GET', '/api/permission', { token: user.token })).statusCode).toBe(401);
    expect((await refresh(campus.basic, user.refreshToken)).statusCode).toBe(401);
    const again = await password(campus.basic, 'to.disable', TEST_PASSWORD);
    const wrong = await password(campus.basic, 'to.disable', 'not-the-password');
    // A disabled account with its correct password answers exactly like a wrong password (issue 11).
    expect(again.statusCode).toBe(401);
    expect(again.data).toEqual(wrong.data);
    expect(again.data.MessageEn).not.toMatch(/disabled/);
  });

  it('refuses a forged or tampered token', async () => {
    const tokens = await t.signIn(campus, 'admin');
    const [h, p] = tokens.access_token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    expect((await t.call('GET', '/api/permission', { token: none })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/permission', { token: `${h}.${p}.AAAA` })).statusCode).toBe(401);
  });
});

// Issue 17: a session's check is kept for a few seconds per process, and any change to what it answers, whoever
// writes it, ends the kept one before the change's own call answers (migration 0024's notifications).
describe('the session check kept per process', () => {
  it('asks the database once for the calls of one session', async () => {
    const user = await t.createUser(campus, { username: 'kept.check', mobileActorType: MOBILE_ACTOR_TYPE.SCHOOL_OFFICE });
    const reads = vi.spyOn(t.database, 'tenantRead');
    try {
      for (let i = 0; i < 3; i++) expect((await t.call('GET', '/api/permission', { token: user.token })).statusCode).toBe(200);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });

  it("applies a role's keys taken away to the next call", async () => {
    const user = await t.createUser(campus, { username: 'keys.taken', mobileActorType: MOBILE_ACTOR_TYPE.SCHOOL_OFFICE });
    const keys = async () => ((await t.call('GET', '/api/permission', { token: user.token })).data.Data as Array<{ Value: string }>).map((k) => k.Value);
    expect(await keys()).toContain('VIEW_NAV_EMPLOYEE');
    expect((await t.call('GET', '/api/employee/list', { token: user.token, query: { pageIndex: '1', pageSize: '10' } })).statusCode).toBe(200);
    await t.database.system((tx) =>
      tx.execute(
        `delete from role_permission where permission_key = 'VIEW_NAV_EMPLOYEE' and role_id = (select role_id from app_user where username = 'keys.taken' and campus_id = '${campus.id}')` as never,
      ),
    );
    expect((await t.call('GET', '/api/employee/list', { token: user.token, query: { pageIndex: '1', pageSize: '10' } })).statusCode).toBe(403);
    expect(await keys()).not.toContain('VIEW_NAV_EMPLOYEE');
  });

  it('ends a kept session revoked straight in the database at once', async () => {
    const user = await t.createUser(campus, { username: 'revoked.by.hand', mobileActorType: MOBILE_ACTOR_TYPE.SCHOOL_OFFICE });
    expect((await t.call('GET', '/api/academic-year/by-token', { token: user.token })).statusCode).toBe(200);
    await t.database.system((tx) =>
      tx.execute(`update auth_session set revoked_at = now() where user_id = '${user.userId}' and campus_id = '${campus.id}'` as never),
    );
    expect((await t.call('GET', '/api/academic-year/by-token', { token: user.token })).statusCode).toBe(401);
  });
});
