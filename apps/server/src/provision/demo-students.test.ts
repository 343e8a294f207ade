import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/test-app';
import { DEMO_CLIENT_KEY, DEMO_PASSWORD, seedDemo } from './demo-seed';

let t: TTestApp;
let seconds = 0;
beforeAll(async () => {
  t = await buildTestApp();
  const started = performance.now();
  await seedDemo(t.database);
  seconds = (performance.now() - started) / 1000;
}, 120_000);
afterAll(async () => t?.close());

const basic = Buffer.from(`DEMO:${DEMO_CLIENT_KEY}`).toString('base64');

describe('demo students', () => {
  it('places students with guardians in the demo classes of the current year and links the student and guardian accounts', async () => {
    const admin = (await t.signIn({ basic }, 'admin', DEMO_PASSWORD)).access_token;
    const list = await t.call('GET', '/api/student', { token: admin, query: { pageSize: '100' } });
    expect(list.data.Total).toBe(48);
    expect(list.data.Data.every((s: { FullName: string }) => /[\u1780-\u17FF]/.test(s.FullName))).toBe(true);
    const student = (await t.signIn({ basic }, 'student', DEMO_PASSWORD)).access_token;
    const own = await t.call('GET', '/api/student', { token: student });
    expect(own.data.Data).toEqual([
      expect.objectContaining({ FullName: 'លី ស្រីនាង', FullNameEn: 'Ly Sreyneang', AcademicClassDescriptionEn: expect.stringContaining('7') }),
    ]);
    const guardian = (await t.signIn({ basic }, 'guardian', DEMO_PASSWORD)).access_token;
    const children = await t.call('GET', '/api/student', { token: guardian });
    expect(children.data.Data.map((s: { Id: string }) => s.Id)).toEqual([own.data.Data[0].Id]);
    const me = await t.call('GET', '/api/guardian', { token: guardian });
    expect(me.data.Data).toEqual([expect.objectContaining({ FullName: 'លី វណ្ណា', FullNameEn: 'Ly Vanna' })]);
    // The seed runs at every browser-test start: students add one batch to it.
    expect(seconds).toBeLessThan(60);
  });
});
