import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_ACTOR_TYPE, ROOM_TYPE } from '@school/contract';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';

let t: TTestApp;
let campus: TTestCampus;
let other: TTestCampus;
let teacher: string;
let buildingA: { Id: string; Code: string };
let otherBuilding: { Id: string };

const form = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
const createBuilding = async (c: TTestCampus, code: string, floors = 3) =>
  (
    await t.call('POST', '/api/building', {
      token: c.adminToken,
      form: form({ Code: code, Description: `អគារ ${code}`, DescriptionEn: `Building ${code}`, Floors: floors }),
    })
  ).data.Data;
const roomForm = (overrides: Record<string, unknown> = {}) =>
  form({
    Code: 'R101',
    Description: 'បន្ទប់រៀន ១០១',
    DescriptionEn: 'Classroom 101',
    BuildingId: buildingA.Id,
    Floor: 1,
    Capacity: 45,
    RoomType: ROOM_TYPE.CLASSROOM,
    Equipments: [
      { Description: 'តុសិស្ស', DescriptionEn: 'Student desk', Quantity: 24 },
      { Description: 'ក្តារខៀន', DescriptionEn: 'Blackboard', Quantity: 1 },
    ],
    ...overrides,
  });
const countRooms = async (campusId: string) =>
  Number((await t.database.system((tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from room where campus_id = ${campusId}`))).rows[0]!.n);

beforeAll(async () => {
  t = await buildTestApp();
  campus = await t.createCampus();
  other = await t.createCampus();
  teacher = (await t.createUser(campus, { username: 'room.teacher', mobileActorType: MOBILE_ACTOR_TYPE.TEACHER })).token;
  buildingA = await createBuilding(campus, 'A');
  otherBuilding = await createBuilding(other, 'OTHER');
});
afterAll(async () => t?.close());

describe('rooms', () => {
  it('creates a room with its equipment from a form and reads it back', async () => {
    const res = await t.call('POST', '/api/room', { token: campus.adminToken, form: roomForm() });
    expect(res.statusCode).toBe(200);
    expect(res.data.Data).toMatchObject({
      Code: 'R101',
      Description: 'បន្ទប់រៀន ១០១',
      BuildingId: buildingA.Id,
      BuildingCode: 'A',
      BuildingDescription: 'អគារ A',
      Floor: 1,
      Capacity: 45,
      RoomType: 0,
      Version: 1,
    });
    expect(res.data.Data.Equipments.map((e: { DescriptionEn: string; Quantity: number }) => [e.DescriptionEn, e.Quantity])).toEqual([
      ['Student desk', 24],
      ['Blackboard', 1],
    ]);
    const got = await t.call('GET', `/api/room/${res.data.Data.Id}`, { token: campus.adminToken });
    expect(got.statusCode).toBe(200);
    expect(got.data.Data).toEqual(res.data.Data);
  });

  it('accepts JSON and an empty equipment list', async () => {
    const res = await t.call('POST', '/api/room', {
      token: campus.adminToken,
      json: {
        Code: 'LAB1',
        Description: 'បន្ទប់ពិសោធន៍',
        DescriptionEn: 'Science lab',
        BuildingId: buildingA.Id,
        Floor: 2,
        Capacity: 30,
        RoomType: ROOM_TYPE.LABORATORY,
        Equipments: [],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.Data.Equipments).toEqual([]);
  });

  it('lists rooms paged with Total, filtered by building, type and search', async () => {
    const b = await createBuilding(campus, 'B');
    await t.call('POST', '/api/room', { token: campus.adminToken, form: roomForm({ Code: 'B201', BuildingId: b.Id, Floor: 2, Equipments: '' }) });
    const all = await t.call('GET', '/api/room', { token: campus.adminToken, query: { pageSize: '2' } });
    expect(all.statusCode).toBe(200);
    expect(all.data.Total).toBe(3);
    expect(all.data.Data).toHaveLength(2);
    const inB = await t.call('GET', '/api/room', { token: campus.adminToken, query: { buildingId: b.Id } });
    expect(inB.data.Data.map((r: { Code: string }) => r.Code)).toEqual(['B201']);
    const labs = await t.call('GET', '/api/room', { token: campus.adminToken, query: { roomType: String(ROOM_TYPE.LABORATORY) } });
    expect(labs.data.Data.map((r: { Code: string }) => r.Code)).toEqual(['LAB1']);
    const search = await t.call('GET', '/api/room', { token: campus.adminToken, query: { search: 'ពិសោធន៍' } });
    expect(search.data.Total).toBe(1);
    // A lookup every signed-in user may read (schedules show rooms).
    expect((await t.call('GET', '/api/room', { token: teacher })).statusCode).toBe(200);
  });

  it('refuses a code used by another room of the campus (409 naming it)', async () => {
    const before = await countRooms(campus.id);
    const res = await t.call('POST', '/api/room', { token: campus.adminToken, form: roomForm({ Code: 'r101' }) });
    expect(res.statusCode).toBe(409);
    expect(res.data.Message).toBe('លេខកូដបន្ទប់ «r101» មានរួចហើយ');
    expect(res.data.MessageEn).toBe('The room code "r101" is already in use');
    expect(await countRooms(campus.id)).toBe(before);
  });

  it('refuses a building of another campus and a floor the building does not have', async () => {
    const before = await countRooms(campus.id);
    const foreign = await t.call('POST', '/api/room', { token: campus.adminToken, form: roomForm({ Code: 'X1', BuildingId: otherBuilding.Id }) });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.data.Errors).toEqual([expect.objectContaining({ Field: 'BuildingId', MessageEn: 'The chosen building was not found' })]);
    const high = await t.call('POST', '/api/room', { token: campus.adminToken, form: roomForm({ Code: 'X2', Floor: 9 }) });
    expect(high.statusCode).toBe(400);
    expect(high.data.Errors[0]).toMatchObject({ Field: 'Floor', Message: 'អគារ «A» មានតែ ៣ ជាន់ប៉ុណ្ណោះ' });
    expect(await countRooms(campus.id)).toBe(before);
  });

  it('answers 400 with field messages for wrong types and unknown fields, storing nothing', async () => {
    const before = await countRooms(campus.id);
    const wrong = await t.call('POST', '/api/room', { token: campus.adminToken, form: roomForm({ Code: 'W1', Capacity: 'many', RoomType: '42' }) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data.Errors.map((e: { Field: string }) => e.Field).sort()).toEqual(['Capacity', 'RoomType']);
    const badEquipment = await t.call('POST', '/api/room', {
      token: campus.adminToken,
      form: roomForm({ Code: 'W2', Equipments: [{ Description: 'កៅអី', Quantity: 3 }] }),
    });
    expect(badEquipment.statusCode).toBe(400);
    expect(badEquipment.data.Errors.map((e: { Field: string }) => e.Field)).toContain('Equipments.0.DescriptionEn');
    const unknown = await t.call('POST', '/api/room', { token: campus.adminToken, form: roomForm({ Code: 'W3', Version: 1, Id: buildingA.Id }) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.Errors.map((e: { Field: string }) => e.Field).sort()).toEqual(['Id', 'Version']);
    const badId = await t.call('GET', '/api/room/not-a-uuid', { token: campus.adminToken });
    expect(badId.statusCode).toBe(400);
    expect(await countRooms(campus.id)).toBe(before);
  });

  it('updates a room, replaces its equipment, and refuses a stale Version with 409', async () => {
    const made = (await t.call('POST', '/api/room', { token: campus.adminToken, form: roomForm({ Code: 'U1' }) })).data.Data;
    const saved = await t.call('PUT', '/api/room/update', {
      token: campus.adminToken,
      form: roomForm({
        Id: made.Id,
        Version: made.Version,
        Code: 'U1',
        Capacity: 50,
        Floor: 3,
        Equipments: [{ Description: 'ម៉ាស៊ីនបញ្ចាំង', DescriptionEn: 'Projector', Quantity: 1 }],
      }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.data.Data).toMatchObject({ Capacity: 50, Floor: 3, Version: 2 });
    expect(saved.data.Data.Equipments).toEqual([expect.objectContaining({ Description: 'ម៉ាស៊ីនបញ្ចាំង', DescriptionEn: 'Projector', Quantity: 1 })]);
    const stale = await t.call('PUT', '/api/room/update', { token: campus.adminToken, form: roomForm({ Id: made.Id, Version: 1, Code: 'U1', Capacity: 10 }) });
    expect(stale.statusCode).toBe(409);
    const now = (await t.call('GET', `/api/room/${made.Id}`, { token: campus.adminToken })).data.Data;
    expect(now).toMatchObject({ Capacity: 50, Version: 2 });
    expect(now.Equipments).toHaveLength(1);
  });

  it('refuses writes to a teacher with 403', async () => {
    const made = (await t.call('POST', '/api/room', { token: campus.adminToken, form: roomForm({ Code: 'T1' }) })).data.Data;
    const before = await countRooms(campus.id);
    expect((await t.call('POST', '/api/room', { token: teacher, form: roomForm({ Code: 'T2' }) })).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/room/update', { token: teacher, form: roomForm({ Id: made.Id, Version: 1, Code: 'T1', Capacity: 1 }) })).statusCode).toBe(
      403,
    );
    expect((await t.call('DELETE', `/api/room/${made.Id}`, { token: teacher })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/room/${made.Id}`, { token: teacher })).statusCode).toBe(403);
    expect(await countRooms(campus.id)).toBe(before);
    expect((await t.call('GET', `/api/room/${made.Id}`, { token: campus.adminToken })).data.Data.Capacity).toBe(45);
  });

  it('deletes a room and its equipment; a room in use is refused with 409 and kept', async () => {
    const free = (await t.call('POST', '/api/room', { token: campus.adminToken, form: roomForm({ Code: 'D1' }) })).data.Data;
    expect((await t.call('DELETE', `/api/room/${free.Id}`, { token: campus.adminToken })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/room/${free.Id}`, { token: campus.adminToken })).statusCode).toBe(404);
    const equipment = await t.database.system((tx) => tx.execute(sql`select 1 from room_equipment where room_id = ${free.Id}`));
    expect(equipment.rows).toHaveLength(0);

    // A table of a later area (routines) referencing rooms the way tenant tables do.
    const used = (await t.call('POST', '/api/room', { token: campus.adminToken, form: roomForm({ Code: 'D2' }) })).data.Data;
    await t.database.system(async (tx) => {
      await tx.execute(sql`create table test_room_user (campus_id uuid not null, id uuid not null, room_id uuid not null,
        primary key (campus_id, id), foreign key (campus_id, room_id) references room (campus_id, id))`);
      await tx.execute(sql`insert into test_room_user values (${campus.id}, gen_random_uuid(), ${used.Id})`);
    });
    const refused = await t.call('DELETE', `/api/room/${used.Id}`, { token: campus.adminToken });
    expect(refused.statusCode).toBe(409);
    expect(refused.data.Message).toMatch(/^មិនអាចលុបបន្ទប់ «D2» បានទេ/);
    expect(refused.data.MessageEn).toBe('Room D2 cannot be deleted because it is in use');
    const kept = await t.call('GET', `/api/room/${used.Id}`, { token: campus.adminToken });
    expect(kept.statusCode).toBe(200);
    expect(kept.data.Data.Equipments).toHaveLength(2);
    await t.database.system((tx) => tx.execute(sql`drop table test_room_user`));
  });

  it("never lets another campus's token read, change or delete a room", async () => {
    const mine = (await t.call('POST', '/api/room', { token: campus.adminToken, form: roomForm({ Code: 'SEALED' }) })).data.Data;
    expect((await t.call('GET', `/api/room/${mine.Id}`, { token: other.adminToken })).statusCode).toBe(404);
    const list = await t.call('GET', '/api/room', { token: other.adminToken });
    expect(list.data.Data.map((r: { Id: string }) => r.Id)).not.toContain(mine.Id);
    const put = await t.call('PUT', '/api/room/update', {
      token: other.adminToken,
      form: roomForm({ Id: mine.Id, Version: 1, Code: 'SEALED', BuildingId: otherBuilding.Id, Capacity: 1 }),
    });
    expect(put.statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/room/${mine.Id}`, { token: other.adminToken })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/room/${mine.Id}`, { token: campus.adminToken })).data.Data).toEqual(mine);
  });
});
