import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MOBILE_ACTOR_TYPE } from '@school/contract';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { multipart } from '../../../test/multipart';

let t: TTestApp;
let campus: TTestCampus;
let other: TTestCampus;

beforeAll(async () => {
  t = await buildTestApp();
  campus = await t.createCampus();
  other = await t.createCampus();
});
afterAll(async () => t?.close());

const KHMER = /[\u1780-\u17FF]/;

type TYear = {
  Id: string;
  Description: string;
  FromYear: number;
  ToYear: number;
  IsCurrent: boolean;
  CurrentYear: boolean;
  IsActive: boolean;
  Version: number;
  StartDate: string;
  EndDate: string;
};

const fields = (from: number, extra: Record<string, string> = {}) => ({
  Description: `ឆ្នាំសិក្សា ${from}-${from + 1}`,
  DescriptionEn: `Academic year ${from}-${from + 1}`,
  FromYear: String(from),
  ToYear: String(from + 1),
  StartDate: `${from}-11-01`,
  EndDate: `${from + 1}-09-30`,
  ...extra,
});

const create = (c: TTestCampus, from: number, extra: Record<string, string> = {}) =>
  t.call('POST', '/api/academic-year/token', { token: c.adminToken, ...multipart(fields(from, extra)) });
const update = (c: TTestCampus, year: TYear, extra: Record<string, string> = {}) =>
  t.call('PUT', '/api/academic-year/token', {
    token: c.adminToken,
    ...multipart({ ...fields(year.FromYear), IsCurrent: String(year.IsCurrent), Id: year.Id, Version: String(year.Version), ...extra }),
  });
const listYears = async (c: TTestCampus, query?: Record<string, string>): Promise<TYear[]> => {
  const res = await t.call('GET', '/api/academic-year/by-token', { token: c.adminToken, query });
  expect(res.statusCode).toBe(200);
  return res.data.Data;
};

describe('academic years of the token campus', () => {
  let first: TYear;
  let second: TYear;

  it('makes the first year of a campus its current year', async () => {
    expect(await listYears(campus)).toEqual([]);
    const res = await create(campus, 2024);
    expect(res.statusCode).toBe(200);
    first = res.data.Data;
    expect(first).toMatchObject({
      FromYear: 2024,
      ToYear: 2025,
      StartDate: '2024-11-01',
      EndDate: '2025-09-30',
      IsCurrent: true,
      CurrentYear: true,
      IsActive: true,
      Version: 1,
    });
  });

  it('switches the current year in one step: the new current one unmarks the old', async () => {
    const res = await create(campus, 2025, { IsCurrent: 'true' });
    expect(res.statusCode).toBe(200);
    second = res.data.Data;
    expect(second.IsCurrent).toBe(true);
    const years = await listYears(campus);
    expect(years.map((y) => [y.FromYear, y.IsCurrent])).toEqual([
      [2025, true],
      [2024, false],
    ]);
    first = years[1]!;
    expect(first.Version).toBe(2);
  });

  it('accepts a form-encoded body as well as multipart, and filters by active', async () => {
    const res = await t.call('POST', '/api/academic-year/token', { token: campus.adminToken, form: fields(2023, { IsActive: 'false' }) });
    expect(res.statusCode).toBe(200);
    expect(res.data.Data).toMatchObject({ FromYear: 2023, IsCurrent: false, IsActive: false });
    expect((await listYears(campus)).map((y) => y.FromYear)).toEqual([2025, 2024, 2023]);
    expect((await listYears(campus, { active: 'true' })).map((y) => y.FromYear)).toEqual([2025, 2024]);
    expect((await listYears(campus, { active: 'false' })).map((y) => y.FromYear)).toEqual([2023]);
  });

  it('updates with the version read, then refuses the same stale version', async () => {
    const res = await update(campus, first, { Description: 'ឆ្នាំសិក្សាចាស់', IsStartYear: 'true' });
    expect(res.statusCode).toBe(200);
    expect(res.data.Data).toMatchObject({ Description: 'ឆ្នាំសិក្សាចាស់', IsStartYear: true, Version: first.Version + 1 });
    const again = await update(campus, first, { Description: 'lost update' });
    expect(again.statusCode).toBe(409);
    expect(again.data.Message).toMatch(KHMER);
    expect(again.data.MessageEn).toMatch(/Someone else changed/);
    first = res.data.Data;
  });

  it('makes an older year current again by update, unmarking the other', async () => {
    const res = await update(campus, first, { IsCurrent: 'true' });
    expect(res.statusCode).toBe(200);
    expect(res.data.Data.IsCurrent).toBe(true);
    const years = await listYears(campus);
    expect(years.filter((y) => y.IsCurrent).map((y) => y.FromYear)).toEqual([2024]);
    first = res.data.Data;
    second = years.find((y) => y.FromYear === 2025)!;
  });

  it('refuses to unmark the current year without naming another', async () => {
    const res = await update(campus, first, { IsCurrent: 'false' });
    expect(res.statusCode).toBe(400);
    expect(res.data.Errors[0].Field).toBe('IsCurrent');
  });

  it('refuses bad years and dates with field messages in Khmer and English', async () => {
    const wrongSpan = await create(campus, 2030, { ToYear: '2032' });
    expect(wrongSpan.statusCode).toBe(400);
    expect(wrongSpan.data.Errors).toContainEqual(expect.objectContaining({ Field: 'ToYear', MessageEn: 'The end year must be the year after the start year' }));
    const backwards = await create(campus, 2030, { StartDate: '2031-06-01', EndDate: '2030-12-01' });
    expect(backwards.statusCode).toBe(400);
    const endError = backwards.data.Errors.find((e: { Field: string }) => e.Field === 'EndDate');
    expect(endError.MessageEn).toBe('The end date must be after the start date');
    expect(endError.Message).toMatch(KHMER);
    const notADay = await create(campus, 2030, { StartDate: '2030-02-30' });
    expect(notADay.statusCode).toBe(400);
    expect(notADay.data.Errors[0].Field).toBe('StartDate');
    const outside = await create(campus, 2030, { EndDate: '2033-01-01' });
    expect(outside.statusCode).toBe(400);
    const missing = await t.call('POST', '/api/academic-year/token', { token: campus.adminToken, ...multipart({ Description: 'x' }) });
    expect(missing.statusCode).toBe(400);
    expect(missing.data.Errors.map((e: { Field: string }) => e.Field)).toEqual(expect.arrayContaining(['DescriptionEn', 'FromYear', 'StartDate']));
    const unknown = await create(campus, 2030, { CampusId: other.id });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.Errors).toContainEqual({ Field: 'CampusId', Message: 'វាលនេះមិនត្រូវបានអនុញ្ញាតទេ', MessageEn: 'This field is not allowed' });
    expect((await listYears(campus)).map((y) => y.FromYear)).toEqual([2025, 2024, 2023]);
  });

  it('refuses a second year with the same span', async () => {
    const res = await create(campus, 2025);
    expect(res.statusCode).toBe(409);
    expect(res.data.MessageEn).toBe('The academic year 2025-2026 exists already');
  });

  it('lets anyone signed in read the years but only a holder of MANAGE_ACADEMIC_YEAR change them', async () => {
    const teacher = await t.createUser(campus, { username: 'year.teacher', mobileActorType: MOBILE_ACTOR_TYPE.TEACHER });
    const read = await t.call('GET', '/api/academic-year/by-token', { token: teacher.token });
    expect(read.statusCode).toBe(200);
    expect(read.data.Data).toHaveLength(3);
    const write = await t.call('POST', '/api/academic-year/token', { token: teacher.token, ...multipart(fields(2031)) });
    expect(write.statusCode).toBe(403);
    const remove = await t.call('DELETE', '/api/academic-year', { token: teacher.token, query: { id: second.Id } });
    expect(remove.statusCode).toBe(403);
    expect((await t.call('GET', '/api/academic-year/by-token')).statusCode).toBe(401);
  });

  it('refuses to delete the current year', async () => {
    const res = await t.call('DELETE', '/api/academic-year', { token: campus.adminToken, query: { id: first.Id } });
    expect(res.statusCode).toBe(409);
    expect(res.data.Message).toMatch(KHMER);
    expect(res.data.MessageEn).toMatch(/current academic year cannot be deleted/);
  });

  it('refuses to delete a year another table refers to, found from the foreign keys, and loses nothing', async () => {
    // A table of a later area (here made by the test) with a cascading key to academic_year.
    await t.database.system(async (tx) => {
      await tx.execute(sql`create table if not exists test_year_user (
        campus_id uuid not null, id uuid not null, academic_year_id uuid not null, primary key (campus_id, id),
        foreign key (campus_id, academic_year_id) references academic_year (campus_id, id) on delete cascade)`);
      await tx.execute(sql.raw(`grant select, insert, update, delete on test_year_user to school_app`));
      await tx.execute(sql`insert into test_year_user values (${campus.id}, gen_random_uuid(), ${second.Id})`);
    });
    const res = await t.call('DELETE', '/api/academic-year', { token: campus.adminToken, query: { id: second.Id } });
    expect(res.statusCode).toBe(409);
    expect(res.data.MessageEn).toMatch(/other records use it/);
    expect(res.data.Message).toMatch(KHMER);
    expect((await listYears(campus)).map((y) => y.Id)).toContain(second.Id);
    const kept = await t.database.system((tx) => tx.execute(sql`select count(*)::int as n from test_year_user where academic_year_id = ${second.Id}`));
    expect(kept.rows[0]).toEqual({ n: 1 });
  });

  it('deletes a year nothing uses', async () => {
    const year = (await listYears(campus)).find((y) => y.FromYear === 2023)!;
    const res = await t.call('DELETE', '/api/academic-year', { token: campus.adminToken, query: { id: year.Id } });
    expect(res.statusCode).toBe(200);
    expect((await listYears(campus)).map((y) => y.FromYear)).toEqual([2025, 2024]);
    const gone = await t.call('DELETE', '/api/academic-year', { token: campus.adminToken, query: { id: year.Id } });
    expect(gone.statusCode).toBe(404);
  });
});

describe('academic years across campuses', () => {
  let theirs: TYear;

  beforeAll(async () => {
    theirs = (await create(other, 2025)).data.Data;
    await create(other, 2026, { IsCurrent: 'true' });
  });

  it('lists only the years of the token campus, by token or by campus id', async () => {
    const mine = await listYears(campus);
    expect(mine.map((y) => y.Id)).not.toContain(theirs.Id);
    const byOwn = await t.call('GET', '/api/academic-year/by-campus', { token: campus.adminToken, query: { campusId: campus.id } });
    expect(byOwn.statusCode).toBe(200);
    expect(byOwn.data.Data.map((y: TYear) => y.Id)).toEqual(mine.map((y) => y.Id));
    const byOther = await t.call('GET', '/api/academic-year/by-campus', { token: campus.adminToken, query: { campusId: other.id } });
    expect(byOther.statusCode).toBe(200);
    expect(byOther.data.Data).toEqual([]);
  });

  it("never updates or deletes another campus's year", async () => {
    const res = await update(campus, theirs, { Description: 'taken over' });
    expect(res.statusCode).toBe(404);
    const remove = await t.call('DELETE', '/api/academic-year', { token: campus.adminToken, query: { id: theirs.Id } });
    expect(remove.statusCode).toBe(404);
    const still = await listYears(other);
    expect(still.find((y) => y.Id === theirs.Id)).toMatchObject({ Description: theirs.Description, Version: theirs.Version + 1 });
    // Switching the current year in one campus leaves the other campus's current year alone.
    expect(still.filter((y) => y.IsCurrent).map((y) => y.FromYear)).toEqual([2026]);
    expect((await listYears(campus)).filter((y) => y.IsCurrent).map((y) => y.FromYear)).toEqual([2024]);
  });
});
