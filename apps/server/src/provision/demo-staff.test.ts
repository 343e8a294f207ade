import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/test-app';
import { todayInCambodia } from '@school/contract';
import { DEMO_CLIENT_KEY, DEMO_PASSWORD, demoYears, seedDemo } from './demo-seed';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database);
});
afterAll(async () => t?.close());

describe('demo staff', () => {
  it('links the demo teacher to an employee who is main teacher of a class of the current year, with its subjects', async () => {
    const basic = Buffer.from(`DEMO:${DEMO_CLIENT_KEY}`).toString('base64');
    const teacher = (await t.signIn({ basic }, 'teacher', DEMO_PASSWORD)).access_token;
    const classes = await t.call('GET', '/api/employee/teacher-teaching-class', { token: teacher });
    expect(classes.statusCode, classes.body).toBe(200);
    expect(classes.data.Data).toHaveLength(1);
    const from = demoYears(todayInCambodia()).find((y) => y.isCurrent)!.from;
    expect(classes.data.Data[0]).toMatchObject({ IsMain: true, IsReserve: false, AcademicYear: { DescriptionEn: `Academic year ${from}-${from + 1}` } });
    expect(classes.data.Data[0].Subjects.length).toBeGreaterThan(3);
    const main = await t.call('GET', '/api/employee/is-main-teacher', { token: teacher, query: { id: classes.data.Data[0].AcademicClassId } });
    expect(main.data.Data).toBe(true);
    const me = await t.call('POST', '/api/user/me', { token: teacher });
    const admin = (await t.signIn({ basic }, 'admin', DEMO_PASSWORD)).access_token;
    const record = await t.call('GET', '/api/employee/find-by-id', { token: admin, query: { id: me.data.Data.Id } });
    expect(record.data.Data).toMatchObject({ FullNameEn: 'Heng Sovannara', Username: 'teacher', Position: { DescriptionEn: 'Teacher' } });
    const staff = await t.call('GET', '/api/employee/list', { token: admin });
    // The three staff accounts and the three staff without one of the employee attendance demo.
    expect(staff.data.Total).toBe(6);
  });
});
