import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_ACTOR_TYPE } from '@school/contract';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { academicYear } from '../../db/schema/index';
import { schoolToday } from '../../lib/school-date';
import { notify } from '../notification/notification.service';

let t: TTestApp;
let campus: TTestCampus;
let other: TTestCampus;
let teacher: { userId: string; token: string };
let currentYearId: string;
let pastYearId: string;

const day = (offset: number) => {
  const d = new Date(`${schoolToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const addYear = (campusId: string, from: number, isCurrent: boolean) =>
  t.database.system(async (tx) => {
    const [row] = await tx
      .insert(academicYear)
      .values({
        campusId,
        description: `ឆ្នាំសិក្សា ${from}`,
        descriptionEn: `Academic year ${from}-${from + 1}`,
        fromYear: from,
        toYear: from + 1,
        startDate: `${from}-11-01`,
        endDate: `${from + 1}-08-31`,
        isCurrent,
      })
      .returning({ id: academicYear.id });
    return row!.id;
  });

beforeAll(async () => {
  t = await buildTestApp();
  campus = await t.createCampus();
  other = await t.createCampus();
  teacher = await t.createUser(campus, { username: 'dash.teacher', mobileActorType: MOBILE_ACTOR_TYPE.TEACHER });
  await t.createUser(campus, { username: 'dash.teacher2', mobileActorType: MOBILE_ACTOR_TYPE.TEACHER });
  await t.createUser(campus, { username: 'dash.guardian', mobileActorType: MOBILE_ACTOR_TYPE.GUARDIAN });
  currentYearId = await addYear(campus.id, 2030, true);
  pastYearId = await addYear(campus.id, 2029, false);
  const holiday = (Description: string, DescriptionEn: string, Date: string, ToDate?: string) =>
    t.call('POST', '/api/holiday', { token: campus.adminToken, json: { Description, DescriptionEn, Date, ToDate } });
  await holiday('ថ្ងៃឈប់កន្លងទៅ', 'Past holiday', day(-10));
  await holiday('ថ្ងៃឈប់កំពុងដំណើរការ', 'Holiday under way', day(-1), day(1));
  await holiday('ថ្ងៃឈប់ទីពីរ', 'Second', day(5));
  await holiday('ថ្ងៃឈប់ទីបី', 'Third', day(20));
  await holiday('ថ្ងៃឈប់ទីបួន', 'Fourth', day(40));
  await t.call('POST', '/api/user-feedback', { token: teacher.token, json: { feedback: 'ល្អណាស់', sentiment: 4 } });
  await t.database.tenant(campus.id, (tx) =>
    notify(tx, {
      campusId: campus.id,
      userIds: [teacher.userId],
      topic: 'GENERAL',
      title: 'សួស្តី',
      titleEn: 'Hello',
      description: 'សាកល្បង',
      descriptionEn: 'Test',
    }),
  );
});
afterAll(async () => t?.close());

describe('dashboard', () => {
  it('gives staff the current year, the next 3 holidays, accounts by type and the feedback count', async () => {
    const res = await t.call('GET', '/api/dashboard', { token: campus.adminToken });
    expect(res.statusCode).toBe(200);
    const data = res.data.Data;
    expect(data.AcademicYear).toMatchObject({ Id: currentYearId, DescriptionEn: 'Academic year 2030-2031', IsCurrent: true, StartDate: '2030-11-01' });
    expect(data.UpcomingHolidays.map((h: { DescriptionEn: string }) => h.DescriptionEn)).toEqual(['Holiday under way', 'Second', 'Third']);
    expect(data.Accounts).toEqual([
      { MobileActorType: MOBILE_ACTOR_TYPE.GUARDIAN, Name: 'អាណាព្យាបាល', NameEn: 'Guardian', Count: 1 },
      { MobileActorType: MOBILE_ACTOR_TYPE.TEACHER, Name: 'គ្រូបង្រៀន', NameEn: 'Teacher', Count: 2 },
      { MobileActorType: MOBILE_ACTOR_TYPE.SCHOOL_ADMIN, Name: 'អ្នកគ្រប់គ្រងសាលា', NameEn: 'School administrator', Count: 1 },
    ]);
    expect(data.Feedback).toEqual({ Total: 1, Recent: 1, RecentDays: 30 });
    expect(data.UnreadNotifications).toBe(0);
  });

  it('gives a teacher only the parts of her role: no account or feedback figures', async () => {
    const res = await t.call('GET', '/api/dashboard', { token: teacher.token });
    expect(res.statusCode).toBe(200);
    expect(res.data.Data).toMatchObject({ Accounts: null, Feedback: null, UnreadNotifications: 1 });
    expect(res.data.Data.UpcomingHolidays).toHaveLength(3);
  });

  it('answers the asked academic year, and 404 for one of another campus', async () => {
    const past = await t.call('GET', '/api/dashboard', { token: campus.adminToken, query: { academicYearId: pastYearId } });
    expect(past.data.Data.AcademicYear).toMatchObject({ Id: pastYearId, IsCurrent: false });
    const foreign = await t.call('GET', '/api/dashboard', { token: other.adminToken, query: { academicYearId: currentYearId } });
    expect(foreign.statusCode).toBe(404);
    const bad = await t.call('GET', '/api/dashboard', { token: campus.adminToken, query: { academicYearId: 'x' } });
    expect(bad.statusCode).toBe(400);
  });

  it("shows another campus nothing of this one's", async () => {
    const res = await t.call('GET', '/api/dashboard', { token: other.adminToken });
    expect(res.data.Data).toMatchObject({ AcademicYear: null, UpcomingHolidays: [], Feedback: { Total: 0, Recent: 0, RecentDays: 30 } });
    expect(res.data.Data.Accounts).toEqual([
      { MobileActorType: MOBILE_ACTOR_TYPE.SCHOOL_ADMIN, Name: 'អ្នកគ្រប់គ្រងសាលា', NameEn: 'School administrator', Count: 1 },
    ]);
  });
});

describe('fee summary', () => {
  it('answers zero invoices and no totals for a period without invoices', async () => {
    const res = await t.call('POST', '/api/campus-statistics/fee-summary', {
      token: campus.adminToken,
      form: { FromDate: '2030-11-01', ToDate: '2030-11-30' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.Data).toEqual({ FromDate: '2030-11-01', ToDate: '2030-11-30', InvoiceCount: 0, Totals: [], Months: [] });
  });

  it('takes the period from an academic year of the campus', async () => {
    const res = await t.call('POST', '/api/campus-statistics/fee-summary', { token: campus.adminToken, form: { AcademicYearId: currentYearId } });
    expect(res.data.Data).toMatchObject({ FromDate: '2030-11-01', ToDate: '2031-08-31' });
    const foreign = await t.call('POST', '/api/campus-statistics/fee-summary', { token: other.adminToken, form: { AcademicYearId: currentYearId } });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a teacher (403), a backwards period and unknown fields (400)', async () => {
    expect((await t.call('POST', '/api/campus-statistics/fee-summary', { token: teacher.token, form: { FromDate: '2030-11-01' } })).statusCode).toBe(403);
    const backwards = await t.call('POST', '/api/campus-statistics/fee-summary', {
      token: campus.adminToken,
      form: { FromDate: '2030-12-01', ToDate: '2030-11-01' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.data.Errors[0].Field).toBe('ToDate');
    const unknown = await t.call('POST', '/api/campus-statistics/fee-summary', { token: campus.adminToken, form: { Currency: 'USD' } });
    expect(unknown.statusCode).toBe(400);
  });
});
