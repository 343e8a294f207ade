import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../test/test-app';

let t: TTestApp;
let campus: TTestCampus;
beforeAll(async () => {
  t = await buildTestApp();
  campus = await t.createCampus();
});
afterAll(async () => t?.close());

const status = (authorization?: string) =>
  t.call('GET', '/api/pre-applicant/status', {
    query: { schoolCode: campus.code, referenceCode: 'NOPE-1', dateOfBirth: '2015-01-01' },
    headers: authorization ? { authorization } : {},
  });

describe('request limits', () => {
  it('counts requests with made-up Bearer tokens against the address (issue 11, finding 1)', async () => {
    const answers: number[] = [];
    // GET /api/pre-applicant/status allows 20 per 10 minutes per address.
    for (let i = 0; i < 22; i++) answers.push((await status(`Bearer junk-${i}`)).statusCode);
    expect(answers.slice(0, 20).every((s) => s !== 429)).toBe(true);
    expect(answers.slice(20)).toEqual([429, 429]);
    // A valid session does not open a second allowance on a per-address public call either.
    const limited = await status(`Bearer ${campus.adminToken}`);
    expect(limited.statusCode).toBe(429);
    expect(limited.data).toMatchObject({ StatusCode: 429, Message: expect.stringMatching(/[\u1780-\u17FF]/), MessageEn: expect.any(String) });
  });

  it('a verified session keeps its own allowance on the global limit, apart from the address', async () => {
    // The address is exhausted on the route above; a signed-in call elsewhere still answers.
    const res = await t.call('GET', '/api/permission', { token: campus.adminToken });
    expect(res.statusCode).toBe(200);
  });
});
