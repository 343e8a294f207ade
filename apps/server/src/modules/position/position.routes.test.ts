import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_ACTOR_TYPE } from '@school/contract';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';

let t: TTestApp;
let campus: TTestCampus;
let other: TTestCampus;
let teacher: string;

beforeAll(async () => {
  t = await buildTestApp();
  campus = await t.createCampus();
  other = await t.createCampus();
  teacher = (await t.createUser(campus, { username: 'position.teacher', mobileActorType: MOBILE_ACTOR_TYPE.TEACHER })).token;
});
afterAll(async () => t?.close());

const PATH = '/api/repo/hrm/position';
const create = (token: string, values: Record<string, string>) => t.call('POST', PATH, { token, form: values });
const countPositions = async (campusId: string) =>
  Number((await t.database.system((tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from position where campus_id = ${campusId}`))).rows[0]!.n);

describe('positions', () => {
  it('creates positions and lists them by SortIndex with Total', async () => {
    const principal = await create(campus.adminToken, { Description: 'នាយកសាលា', DescriptionEn: 'Principal', SortIndex: '1' });
    expect(principal.statusCode).toBe(200);
    expect(principal.data.Data).toMatchObject({ Description: 'នាយកសាលា', DescriptionEn: 'Principal', SortIndex: 1, Version: 1 });
    await create(campus.adminToken, { Description: 'គ្រូបង្រៀន', DescriptionEn: 'Teacher', SortIndex: '3' });
    await t.call('POST', PATH, { token: campus.adminToken, json: { Description: 'នាយករងសាលា', DescriptionEn: 'Vice principal', SortIndex: 2 } });
    const list = await t.call('GET', PATH, { token: campus.adminToken });
    expect(list.statusCode).toBe(200);
    expect(list.data.Total).toBe(3);
    expect(list.data.Data.map((p: { DescriptionEn: string }) => p.DescriptionEn)).toEqual(['Principal', 'Vice principal', 'Teacher']);
    const search = await t.call('GET', PATH, { token: campus.adminToken, query: { search: 'នាយក' } });
    expect(search.data.Total).toBe(2);
  });

  it('refuses a name already used, in Khmer or English, naming it (409)', async () => {
    const before = await countPositions(campus.id);
    const khmer = await create(campus.adminToken, { Description: 'នាយកសាលា', DescriptionEn: 'Head', SortIndex: '9' });
    expect(khmer.statusCode).toBe(409);
    expect(khmer.data.Message).toBe('តួនាទី «នាយកសាលា» មានរួចហើយ');
    const english = await create(campus.adminToken, { Description: 'ផ្សេង', DescriptionEn: 'PRINCIPAL', SortIndex: '9' });
    expect(english.statusCode).toBe(409);
    expect(english.data.MessageEn).toBe('The position "Principal" already exists');
    expect(await countPositions(campus.id)).toBe(before);
  });

  it('updates with Version and refuses a stale one with 409', async () => {
    const made = (await create(campus.adminToken, { Description: 'បណ្ណារក្ស', DescriptionEn: 'Librarian', SortIndex: '5' })).data.Data;
    const saved = await t.call('PUT', PATH, {
      token: campus.adminToken,
      form: { Id: made.Id, Version: '1', Description: 'បណ្ណារក្ស', DescriptionEn: 'Librarian', SortIndex: '4' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.data.Data).toMatchObject({ SortIndex: 4, Version: 2 });
    const stale = await t.call('PUT', PATH, {
      token: campus.adminToken,
      form: { Id: made.Id, Version: '1', Description: 'បណ្ណារក្សចាស់', DescriptionEn: 'Old librarian', SortIndex: '7' },
    });
    expect(stale.statusCode).toBe(409);
    const list = await t.call('GET', PATH, { token: campus.adminToken, query: { search: 'Librarian' } });
    expect(list.data.Data[0]).toMatchObject({ DescriptionEn: 'Librarian', SortIndex: 4, Version: 2 });
  });

  it('answers 400 for a fractional SortIndex, a missing English name or an unknown field, storing nothing', async () => {
    const before = await countPositions(campus.id);
    const fraction = await create(campus.adminToken, { Description: 'គណនេយ្យករ', DescriptionEn: 'Accountant', SortIndex: '1.5' });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.data.Errors[0].Field).toBe('SortIndex');
    const missing = await create(campus.adminToken, { Description: 'គណនេយ្យករ', DescriptionEn: ' ', SortIndex: '1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.data.Errors[0]).toMatchObject({ Field: 'DescriptionEn', Message: 'សូមបំពេញវាលនេះ' });
    const unknown = await create(campus.adminToken, { Description: 'គណនេយ្យករ', DescriptionEn: 'Accountant', SortIndex: '1', Salary: '100' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.Errors[0]).toMatchObject({ Field: 'Salary' });
    expect(await countPositions(campus.id)).toBe(before);
  });

  it('refuses writes to a teacher with 403', async () => {
    const made = (await create(campus.adminToken, { Description: 'អ្នកយាម', DescriptionEn: 'Guard', SortIndex: '8' })).data.Data;
    const before = await countPositions(campus.id);
    expect((await create(teacher, { Description: 'គ្រូពេទ្យ', DescriptionEn: 'Nurse', SortIndex: '1' })).statusCode).toBe(403);
    expect(
      (await t.call('PUT', PATH, { token: teacher, form: { Id: made.Id, Version: '1', Description: 'អ្នកយាម', DescriptionEn: 'Guard', SortIndex: '0' } }))
        .statusCode,
    ).toBe(403);
    expect((await t.call('DELETE', PATH, { token: teacher, query: { id: made.Id } })).statusCode).toBe(403);
    expect(await countPositions(campus.id)).toBe(before);
  });

  it('deletes a free position; one held by a record is refused with 409 and kept', async () => {
    const free = (await create(campus.adminToken, { Description: 'អ្នកបើកបរ', DescriptionEn: 'Driver', SortIndex: '10' })).data.Data;
    expect((await t.call('DELETE', PATH, { token: campus.adminToken, query: { id: free.Id } })).statusCode).toBe(200);
    expect((await t.call('DELETE', PATH, { token: campus.adminToken, query: { id: free.Id } })).statusCode).toBe(404);

    // Employees (people area) will hold positions through a tenant foreign key like this one.
    const held = (await create(campus.adminToken, { Description: 'លេខាធិការ', DescriptionEn: 'Secretary', SortIndex: '11' })).data.Data;
    await t.database.system(async (tx) => {
      await tx.execute(sql`create table test_position_holder (campus_id uuid not null, id uuid not null, position_id uuid not null,
        primary key (campus_id, id), foreign key (campus_id, position_id) references position (campus_id, id))`);
      await tx.execute(sql`insert into test_position_holder values (${campus.id}, gen_random_uuid(), ${held.Id})`);
    });
    const refused = await t.call('DELETE', PATH, { token: campus.adminToken, query: { id: held.Id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.data.Message).toBe('មិនអាចលុបតួនាទី «លេខាធិការ» បានទេ ព្រោះមានបុគ្គលិកកំពុងកាន់តួនាទីនេះ');
    const list = await t.call('GET', PATH, { token: campus.adminToken, query: { search: 'Secretary' } });
    expect(list.data.Total).toBe(1);
    await t.database.system((tx) => tx.execute(sql`drop table test_position_holder`));
  });

  it("never lets another campus's token read, change or delete a position", async () => {
    const mine = (await create(campus.adminToken, { Description: 'អ្នកសម្អាត', DescriptionEn: 'Cleaner', SortIndex: '12' })).data.Data;
    const list = await t.call('GET', PATH, { token: other.adminToken });
    expect(list.data.Data.map((p: { Id: string }) => p.Id)).not.toContain(mine.Id);
    const put = await t.call('PUT', PATH, {
      token: other.adminToken,
      form: { Id: mine.Id, Version: '1', Description: 'លួច', DescriptionEn: 'Stolen', SortIndex: '0' },
    });
    expect(put.statusCode).toBe(404);
    expect((await t.call('DELETE', PATH, { token: other.adminToken, query: { id: mine.Id } })).statusCode).toBe(404);
    // The same names are free in another school.
    expect((await create(other.adminToken, { Description: 'អ្នកសម្អាត', DescriptionEn: 'Cleaner', SortIndex: '1' })).statusCode).toBe(200);
    const after = await t.call('GET', PATH, { token: campus.adminToken, query: { search: 'Cleaner' } });
    expect(after.data.Data).toEqual([mine]);
  });
});
