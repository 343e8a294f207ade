import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { building, holiday, notification, position, room, roomEquipment, userFeedback } from '../../db/schema/index';

let t: TTestApp;
let a: TTestCampus;
let b: TTestCampus;

const TABLES = ['building', 'room', 'room_equipment', 'position', 'holiday', 'user_feedback', 'notification'];

beforeAll(async () => {
  t = await buildTestApp();
  a = await t.createCampus();
  b = await t.createCampus();
  for (const c of [a, b]) {
    const made = await t.call('POST', '/api/building', {
      token: c.adminToken,
      form: { Code: 'A', Description: 'អគារ ក', DescriptionEn: 'Building A', Floors: '2' },
    });
    await t.call('POST', '/api/room', {
      token: c.adminToken,
      form: {
        Code: 'R1',
        Description: 'បន្ទប់ ១',
        DescriptionEn: 'Room 1',
        BuildingId: made.data.Data.Id,
        Floor: '1',
        Capacity: '30',
        RoomType: '0',
        Equipments: '[{"Description":"តុ","DescriptionEn":"Desk","Quantity":10}]',
      },
    });
    await t.call('POST', '/api/repo/hrm/position', { token: c.adminToken, form: { Description: 'នាយកសាលា', DescriptionEn: 'Principal', SortIndex: '1' } });
    await t.call('POST', '/api/holiday', {
      token: c.adminToken,
      json: { Description: 'ទិវាបុណ្យឯករាជ្យជាតិ', DescriptionEn: 'Independence Day', Date: '2031-11-09' },
    });
    await t.call('POST', '/api/user-feedback', { token: c.adminToken, json: { feedback: 'ល្អ', isAnonymous: false } });
  }
});
afterAll(async () => t?.close());

describe('campus-area tables are sealed by row-level security', () => {
  it('has RLS enabled and forced, with a tenant policy, on every campus-area table', async () => {
    const rows = (
      await t.database.system((tx) =>
        tx.execute<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean; policies: number }>(sql`
          select c.relname, c.relrowsecurity, c.relforcerowsecurity,
            (select count(*)::int from pg_policy p where p.polrelid = c.oid and p.polname = c.relname || '_tenant_isolation') as policies
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relname in (${sql.join(
            TABLES.map((name) => sql`${name}`),
            sql`, `,
          )})`),
      )
    ).rows;
    expect(rows.map((r) => r.relname).sort()).toEqual([...TABLES].sort());
    for (const r of rows) expect([r.relname, r.relrowsecurity, r.relforcerowsecurity, r.policies]).toEqual([r.relname, true, true, 1]);
  });

  it("shows a campus's transaction none of another campus's rows even without a campus filter", async () => {
    const seen = await t.database.tenant(a.id, async (tx) => {
      const tables = [building, room, roomEquipment, position, holiday, userFeedback, notification] as const;
      const campusIds = new Set<string>();
      for (const table of tables) for (const row of await tx.select({ campusId: table.campusId }).from(table)) campusIds.add(row.campusId);
      return [...campusIds];
    });
    expect(seen).toEqual([a.id]);
  });

  it("refuses to write a row into another campus's tenant", async () => {
    await expect(
      t.database.tenant(a.id, (tx) => tx.insert(position).values({ campusId: b.id, description: 'ក្លែង', descriptionEn: 'Forged', sortIndex: 0 })),
    ).rejects.toThrow();
  });
});
