import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/test-app';
import { DEMO_CLIENT_KEY, DEMO_PASSWORD, seedDemo } from './demo-seed';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database);
});
afterAll(async () => t?.close());

describe('demo online registration', () => {
  it('opens registration in the DEMO school with registrations in both statuses', async () => {
    const current = await t.call('GET', '/api/rg/configuration/current', { query: { schoolCode: 'DEMO' } });
    expect(current.statusCode, current.body).toBe(200);
    expect(current.data.Data.CourseLevels.length).toBeGreaterThan(0);
    expect(current.data.Data.Questions).toHaveLength(2);
    const basic = Buffer.from(`DEMO:${DEMO_CLIENT_KEY}`).toString('base64');
    const token = (await t.signIn({ basic }, 'office', DEMO_PASSWORD)).access_token;
    const list = await t.call('GET', '/api/pre-applicant', { token, query: { pageSize: '50' } });
    expect(list.data.Total).toBe(6);
    expect(new Set(list.data.Data.map((p: { RegistrationStatus: number }) => p.RegistrationStatus))).toEqual(new Set([0, 1]));
    expect(list.data.Data.map((p: { LastName: string }) => p.LastName)).toContain('សុខ');
    // The confirmed ones fit the demo's rooms, and DEMO2 stays closed.
    expect((await t.call('POST', '/report/generate-room', { token })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/rg/configuration/current', { query: { schoolCode: 'DEMO2' } })).statusCode).toBe(404);
  });
});
