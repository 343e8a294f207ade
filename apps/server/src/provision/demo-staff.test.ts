import { sql } from 'drizzle-orm';
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
    // The three staff accounts, and one demo teacher for each other class of the year (its timetable's).
    const staff = await t.call('GET', '/api/employee/list', { token: admin });
    const classCount = await t.database.system((tx) =>
      tx.execute<{ n: number }>(
        sql`select count(*)::int as n from academic_class c join academic_year y on y.id = c.academic_year_id join campus s on s.id = c.campus_id where s.code = 'DEMO' and y.is_current`,
      ),
    );
    // The three staff accounts, one teacher for each other class (the timetable's) and three staff without an
    // account (the employee attendance demo's).
    expect(staff.data.Total).toBe(3 + classCount.rows[0]!.n - 1 + 3);
    // Every class of the year has a full week, and the demo teacher's week and day show her routines.
    const perClass = await t.database.system((tx) =>
      tx.execute<{ n: number }>(
        sql`select count(distinct r.academic_class_id)::int as n from class_routine r join campus s on s.id = r.campus_id where s.code = 'DEMO'`,
      ),
    );
    expect(perClass.rows[0]!.n).toBe(classCount.rows[0]!.n);
    const week = await t.call('GET', '/api/routine', { token: teacher });
    expect(week.data.Data.Routines.length).toBeGreaterThan(10);
  });
});
