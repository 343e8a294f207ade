import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_ACTOR_TYPE } from '@school/contract';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { academicYear } from '../../db/schema/index';

let t: TTestApp;
let campus: TTestCampus;
let other: TTestCampus;
let teacher: string;
let yearId: string;

beforeAll(async () => {
  t = await buildTestApp();
  campus = await t.createCampus();
  other = await t.createCampus();
  teacher = (await t.createUser(campus, { username: 'holiday.teacher', mobileActorType: MOBILE_ACTOR_TYPE.TEACHER })).token;
  yearId = await t.database.system(async (tx) => {
    const [row] = await tx
      .insert(academicYear)
      .values({
        campusId: campus.id,
        description: 'ឆ្នាំសិក្សា ២០៣០-២០៣១',
        descriptionEn: 'Academic year 2030-2031',
        fromYear: 2030,
        toYear: 2031,
        startDate: '2030-11-01',
        endDate: '2031-08-31',
      })
      .returning({ id: academicYear.id });
    return row!.id;
  });
});
afterAll(async () => t?.close());

const LIST = '/api/holiday/v1/current-campus';
const create = (token: string, body: unknown) => t.call('POST', '/api/holiday', { token, json: body });
const countHolidays = async (campusId: string) =>
  Number((await t.database.system((tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from holiday where campus_id = ${campusId}`))).rows[0]!.n);

describe('holidays', () => {
  it('creates one-day and several-day holidays and lists them by date', async () => {
    const newYear = await create(campus.adminToken, {
      Description: 'ពិធីបុណ្យចូលឆ្នាំថ្មីប្រពៃណីជាតិខ្មែរ',
      DescriptionEn: 'Khmer New Year',
      Date: '2031-04-14',
      ToDate: '2031-04-16',
    });
    expect(newYear.statusCode).toBe(200);
    expect(newYear.data.Data).toMatchObject({ Date: '2031-04-14', ToDate: '2031-04-16', Days: 3, Version: 1 });
    const independence = await create(campus.adminToken, { Description: 'ទិវាបុណ្យឯករាជ្យជាតិ', DescriptionEn: 'Independence Day', Date: '2030-11-09' });
    expect(independence.data.Data).toMatchObject({ ToDate: null, Days: 1 });
    await create(campus.adminToken, { Description: 'ទិវាពលកម្មអន្តរជាតិ', DescriptionEn: 'International Labour Day', Date: '2031-05-01', ToDate: null });
    await create(campus.adminToken, { Description: 'ទិវាសិទ្ធិនារីអន្តរជាតិ', DescriptionEn: "International Women's Day", Date: '2029-03-08' });
    const all = await t.call('GET', LIST, { token: campus.adminToken });
    expect(all.statusCode).toBe(200);
    expect(all.data.Data.map((h: { Date: string }) => h.Date)).toEqual(['2029-03-08', '2030-11-09', '2031-04-14', '2031-05-01']);
    // Everyone may read the holidays screen.
    expect((await t.call('GET', LIST, { token: teacher })).data.Data).toHaveLength(4);
  });

  it('filters by academic year and by from/to, a range touching a long holiday included', async () => {
    const year = await t.call('GET', LIST, { token: campus.adminToken, query: { academicYearId: yearId } });
    expect(year.data.Data.map((h: { DescriptionEn: string }) => h.DescriptionEn)).toEqual(['Independence Day', 'Khmer New Year', 'International Labour Day']);
    const range = await t.call('GET', LIST, { token: campus.adminToken, query: { from: '2031-04-15', to: '2031-04-30' } });
    expect(range.data.Data.map((h: { DescriptionEn: string }) => h.DescriptionEn)).toEqual(['Khmer New Year']);
    const both = await t.call('GET', LIST, { token: campus.adminToken, query: { academicYearId: yearId, from: '2031-01-01' } });
    expect(both.data.Data).toHaveLength(2);
    const backwards = await t.call('GET', LIST, { token: campus.adminToken, query: { from: '2031-05-01', to: '2031-04-01' } });
    expect(backwards.statusCode).toBe(400);
    const badDate = await t.call('GET', LIST, { token: campus.adminToken, query: { from: '2031-02-30' } });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.data.Errors[0]).toMatchObject({ Field: 'from', MessageEn: 'The date is not valid (YYYY-MM-DD)' });
  });

  it("answers 404 for another campus's academic year", async () => {
    const res = await t.call('GET', LIST, { token: other.adminToken, query: { academicYearId: yearId } });
    expect(res.statusCode).toBe(404);
    expect(res.data.Message).toBe('រកមិនឃើញឆ្នាំសិក្សានេះទេ');
  });

  it('refuses an end before the start, wrong types and unknown fields with 400, storing nothing', async () => {
    const before = await countHolidays(campus.id);
    const backwards = await create(campus.adminToken, { Description: 'ភ្ជុំបិណ្ឌ', DescriptionEn: 'Pchum Ben', Date: '2031-09-20', ToDate: '2031-09-18' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.data.Errors[0]).toMatchObject({ Field: 'ToDate', Message: 'ថ្ងៃបញ្ចប់មិនអាចនៅមុនថ្ងៃចាប់ផ្តើមទេ' });
    const wrongType = await create(campus.adminToken, { Description: 'ភ្ជុំបិណ្ឌ', DescriptionEn: 'Pchum Ben', Date: 20310920 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.data.Errors[0].Field).toBe('Date');
    const unknown = await create(campus.adminToken, { Description: 'ភ្ជុំបិណ្ឌ', DescriptionEn: 'Pchum Ben', Date: '2031-09-20', CampusId: other.id });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.Errors[0]).toMatchObject({ Field: 'CampusId' });
    const noEnglish = await create(campus.adminToken, { Description: 'ភ្ជុំបិណ្ឌ', Date: '2031-09-20' });
    expect(noEnglish.statusCode).toBe(400);
    const tooLong = await create(campus.adminToken, { Description: 'វិស្សមកាល', DescriptionEn: 'Break', Date: '2031-01-01', ToDate: '2032-06-01' });
    expect(tooLong.statusCode).toBe(400);
    expect(await countHolidays(campus.id)).toBe(before);
  });

  it('updates with Version (JSON) and refuses a stale one with 409', async () => {
    const made = (await create(campus.adminToken, { Description: 'ព្រះរាជពិធីច្រត់ព្រះនង្គ័ល', DescriptionEn: 'Royal Ploughing Ceremony', Date: '2031-05-20' })).data
      .Data;
    const saved = await t.call('PUT', '/api/holiday', {
      token: campus.adminToken,
      json: { Id: made.Id, Version: 1, Description: 'ព្រះរាជពិធីច្រត់ព្រះនង្គ័ល', DescriptionEn: 'Royal Ploughing Ceremony', Date: '2031-05-21', ToDate: '2031-05-22' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.data.Data).toMatchObject({ Date: '2031-05-21', Days: 2, Version: 2 });
    const stale = await t.call('PUT', '/api/holiday', {
      token: campus.adminToken,
      json: { Id: made.Id, Version: 1, Description: 'ចាស់', DescriptionEn: 'Old', Date: '2031-05-20' },
    });
    expect(stale.statusCode).toBe(409);
    const now = await t.call('GET', LIST, { token: campus.adminToken, query: { from: '2031-05-20', to: '2031-05-25' } });
    expect(now.data.Data[0]).toMatchObject({ Date: '2031-05-21', Version: 2 });
  });

  it('refuses writes to a teacher with 403', async () => {
    const made = (await create(campus.adminToken, { Description: 'ទិវាកុមារអន្តរជាតិ', DescriptionEn: "International Children's Day", Date: '2031-06-01' })).data
      .Data;
    const before = await countHolidays(campus.id);
    expect((await create(teacher, { Description: 'ថ្ងៃឈប់', DescriptionEn: 'Day off', Date: '2031-06-02' })).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/holiday', { token: teacher, json: { ...made, Days: undefined, ToDate: null } })).statusCode).toBe(403);
    expect((await t.call('DELETE', '/api/holiday', { token: teacher, query: { id: made.Id } })).statusCode).toBe(403);
    expect(await countHolidays(campus.id)).toBe(before);
  });

  it('deletes a holiday; deleting it again is 404', async () => {
    const made = (await create(campus.adminToken, { Description: 'ថ្ងៃឈប់សម្រាកបន្ថែម', DescriptionEn: 'Extra day off', Date: '2031-07-01' })).data.Data;
    expect((await t.call('DELETE', '/api/holiday', { token: campus.adminToken, query: { id: made.Id } })).statusCode).toBe(200);
    expect((await t.call('DELETE', '/api/holiday', { token: campus.adminToken, query: { id: made.Id } })).statusCode).toBe(404);
  });

  it("never lets another campus's token read, change or delete a holiday", async () => {
    const mine = (await create(campus.adminToken, { Description: 'ទិវាគ្រូបង្រៀន', DescriptionEn: "Teachers' Day", Date: '2031-10-05' })).data.Data;
    const list = await t.call('GET', LIST, { token: other.adminToken });
    expect(list.data.Data).toEqual([]);
    const put = await t.call('PUT', '/api/holiday', {
      token: other.adminToken,
      json: { Id: mine.Id, Version: 1, Description: 'លួច', DescriptionEn: 'Stolen', Date: '2031-10-06' },
    });
    expect(put.statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/holiday', { token: other.adminToken, query: { id: mine.Id } })).statusCode).toBe(404);
    const after = await t.call('GET', LIST, { token: campus.adminToken, query: { from: '2031-10-05', to: '2031-10-05' } });
    expect(after.data.Data).toEqual([mine]);
  });
});
