import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/test-app';
import { APP_ROLE, type TTx } from './engine';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('tenancy in the catalog', () => {
  it('forces row-level security with a policy on every table that has campus_id', async () => {
    const { rows } = await t.database.pool.query<{ table: string; rls: boolean; forced: boolean; policies: number }>(`
      select c.relname as table, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
        (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'campus_id' and not a.attisdropped)`);
    expect(rows.length).toBeGreaterThan(5);
    const unsealed = rows.filter((r) => !r.rls || !r.forced || r.policies === 0).map((r) => r.table);
    expect(unsealed).toEqual([]);
  });

  // Every key starts with campus_id: the rule that lets the tables be distributed by campus (docs/scale.md).
  it('keys every tenant table by (campus_id, id) and starts each of its foreign keys with campus_id', async () => {
    const { rows } = await t.database.pool.query<{ table: string; kind: string; columns: string[] }>(`
      select c.relname as table, con.contype as kind,
        array(select a.attname::text from unnest(con.conkey) k join pg_attribute a on a.attrelid = c.oid and a.attnum = k) as columns
      from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and con.contype in ('p', 'f')
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'campus_id' and not a.attisdropped)`);
    const bad = rows.filter((r) => r.columns[0] !== 'campus_id').map((r) => `${r.table}:${r.kind}:${r.columns.join(',')}`);
    expect(bad).toEqual([]);
    const withPk = new Set(rows.filter((r) => r.kind === 'p').map((r) => r.table));
    const { rows: tables } = await t.database.pool.query<{ table: string }>(`
      select distinct c.relname as table from pg_class c join pg_attribute a on a.attrelid = c.oid
      join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' and a.attname = 'campus_id'`);
    expect(tables.map((r) => r.table).filter((name) => !withPk.has(name))).toEqual([]);
  });

  it('starts every unique index of a tenant table with campus_id', async () => {
    const { rows } = await t.database.pool.query<{ table: string; index: string; first: string | null }>(`
      select c.relname as table, i.relname as index, a.attname as first
      from pg_index x join pg_class c on c.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attribute a on a.attrelid = c.oid and a.attnum = x.indkey[0]
      where n.nspname = 'public' and x.indisunique
        and exists (select 1 from pg_attribute b where b.attrelid = c.oid and b.attname = 'campus_id' and not b.attisdropped)`);
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((r) => r.first !== 'campus_id').map((r) => `${r.table}:${r.index}`)).toEqual([]);
  });

  it('runs the app role without superuser or BYPASSRLS', async () => {
    const { rows } = await t.database.pool.query(`select rolsuper, rolbypassrls from pg_roles where rolname = $1`, [APP_ROLE]);
    expect(rows).toEqual([{ rolsuper: false, rolbypassrls: false }]);
  });

  it('seals rows at the database: a tenant transaction sees only its campus, even without a filter', async () => {
    const a = await t.createCampus();
    const b = await t.createCampus();
    const seen = await t.database.tenant(a.id, async (tx) => {
      const users = await tx.execute<{ campus_id: string }>(sql`select campus_id from app_user`);
      const campuses = await tx.execute<{ id: string }>(sql`select id from campus`);
      return { users: users.rows, campuses: campuses.rows };
    });
    expect(seen.users.length).toBeGreaterThan(0);
    expect(new Set(seen.users.map((r) => r.campus_id))).toEqual(new Set([a.id]));
    expect(seen.campuses).toEqual([{ id: a.id }]);
    // Writing a row for another campus is refused by the policy's check.
    await expect(t.database.tenant(a.id, (tx) => tx.execute(sql`update app_user set first_name = 'x' where campus_id = ${b.id}`))).resolves.toMatchObject({
      rowCount: 0,
    });
    await expect(
      t.database.tenant(a.id, (tx) =>
        tx.execute(sql`insert into role (campus_id, id, code, name, name_en) values (${b.id}, gen_random_uuid(), 'X', 'x', 'x')`),
      ),
    ).rejects.toSatisfy((e: Error) => /row-level security/.test(String((e.cause as Error | undefined)?.message ?? e.message)));
  });

  it('sees nothing at all when no campus is set', async () => {
    await t.createCampus();
    const { rows } = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL ROLE ${APP_ROLE}`));
      return tx.execute(sql`select count(*)::int as n from app_user`);
    });
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('opens a tenant transaction in one message and leaves nothing behind when the work fails', async () => {
    const a = await t.createCampus();
    const b = await t.createCampus();
    // A failing statement rolls the whole transaction back: the earlier write in it is gone.
    await expect(
      t.database.tenant(a.id, async (tx) => {
        await tx.execute(sql`update app_user set first_name = 'rolled-back' where campus_id = ${a.id}`);
        await tx.execute(sql`select 1/0`);
      }),
    ).rejects.toThrow();
    const names = await t.database.tenant(a.id, (tx) => tx.execute<{ first_name: string }>(sql`select first_name from app_user`));
    expect(names.rows.map((r) => r.first_name)).not.toContain('rolled-back');
    // Savepoints still work inside one.
    const nested = await t.database.tenant(a.id, (tx) => tx.transaction(async (inner) => (await inner.execute<{ n: number }>(sql`select 2 as n`)).rows));
    expect(nested).toEqual([{ n: 2 }]);
    // The one-message read is sealed the same way and its connection goes back clean after an error.
    const users = await t.database.tenantRead<{ campus_id: string }>(b.id, 'select campus_id from app_user');
    expect(users.length).toBeGreaterThan(0);
    expect(new Set(users.map((r) => r.campus_id))).toEqual(new Set([b.id]));
    await expect(t.database.tenantRead(b.id, 'select 1/0')).rejects.toThrow();
    const { rows } = await t.database.pool.query<{ open: boolean }>(
      `select pg_current_xact_id_if_assigned() is not null or current_setting('app.campus_id', true) <> '' as open`,
    );
    expect(rows).toEqual([{ open: false }]);
    await expect(t.database.tenant('not-a-uuid', async () => 1)).rejects.toThrow(/uuid/);
  });

  it("sends a transaction's opening with its first query, and prepares that query again after it failed", async () => {
    const a = await t.createCampus();
    const probe = (tx: TTx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from opening_probe where campus_id = ${a.id}`);
    // The first query fails at its Parse (no such table yet): the transaction rolls back, the connection stays usable.
    await expect(t.database.tenant(a.id, probe)).rejects.toThrow(/opening_probe/);
    await t.database.system((tx) => tx.execute(sql.raw(`create table opening_probe (campus_id uuid); grant select on opening_probe to ${APP_ROLE}`)));
    try {
      // The same text again: its statement was never prepared, so it must be parsed now, under the campus's settings.
      const again = await t.database.tenant(a.id, async (tx) => ({
        probe: (await probe(tx)).rows,
        settings: (await tx.execute<{ campus: string; role: string }>(sql`select current_setting('app.campus_id') as campus, current_user as role`)).rows,
      }));
      expect(again).toEqual({ probe: [{ n: 0 }], settings: [{ campus: a.id, role: APP_ROLE }] });
    } finally {
      await t.database.system((tx) => tx.execute(sql.raw('drop table opening_probe')));
    }
  });

  it('keeps a parameterised query prepared on its connection, one statement per text', async () => {
    const a = await t.createCampus();
    const prepared = await t.database.tenant(a.id, async (tx) => {
      for (let i = 0; i < 3; i++) await tx.execute(sql`select count(*)::int as n from app_user where campus_id = ${a.id} and ${i} >= 0`);
      return tx.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_prepared_statements where statement like ${'select count(*)::int as n from app_user where campus_id = %'}`,
      );
    });
    expect(prepared.rows).toEqual([{ n: 1 }]);
  });

  it('prepares the same text again on a new connection (PGlite keeps one backend across connections)', async () => {
    const a = await t.createCampus();
    const count = () =>
      t.database.tenant(a.id, async (tx) => (await tx.execute<{ n: number }>(sql`select count(*)::int as n from role where campus_id = ${a.id}`)).rows);
    const before = await count();
    // Drop every pooled connection: the next query opens a new one.
    const clients = await Promise.all(Array.from({ length: t.database.kind === 'pglite' ? 1 : 2 }, () => t.database.pool.connect()));
    for (const client of clients) client.release(true);
    await new Promise((resolve) => setTimeout(resolve, 500)); // as after the pool's idle timeout
    expect(await count()).toEqual(before);
  });
  it('runs read-only work one message a query, each sealed to its campus, and refuses a write in it', async () => {
    const a = await t.createCampus();
    const b = await t.createCampus();
    const read = { readOnly: true };
    const seen = await t.database.tenant(
      a.id,
      async (tx) => ({
        users: (await tx.execute<{ campus_id: string }>(sql`select campus_id from app_user where ${1} = 1`)).rows,
        // A query without parameters goes as simple-protocol text, sealed the same way.
        settings: (
          await tx.execute<{ campus: string; role: string; ro: string }>(
            sql.raw(`select current_setting('app.campus_id') as campus, current_user as role, current_setting('transaction_read_only') as ro`),
          )
        ).rows,
        campuses: (await tx.execute<{ id: string }>(sql`select id from campus where ${2} = 2`)).rows,
      }),
      read,
    );
    expect(new Set(seen.users.map((r) => r.campus_id))).toEqual(new Set([a.id]));
    expect(seen.settings).toEqual([{ campus: a.id, role: APP_ROLE, ro: 'on' }]);
    expect(seen.campuses).toEqual([{ id: a.id }]);
    await expect(t.database.tenant(a.id, (tx) => tx.execute(sql`update app_user set first_name = 'x' where campus_id = ${a.id}`), read)).rejects.toSatisfy(
      (e: Error) => /read-only/.test(String((e.cause as Error | undefined)?.message ?? e.message)),
    );
    // A failed query ends its own transaction: the next one of the same work reads again, still sealed.
    const after = await t.database.tenant(
      b.id,
      async (tx) => {
        await expect(tx.execute(sql`select 1/${0}`)).rejects.toThrow();
        return (await tx.execute<{ campus_id: string }>(sql`select distinct campus_id from app_user where ${1} = 1`)).rows;
      },
      read,
    );
    expect(after).toEqual([{ campus_id: b.id }]);
    // Nothing is left open on the connection.
    const { rows } = await t.database.pool.query<{ open: boolean }>(
      `select pg_current_xact_id_if_assigned() is not null or current_setting('app.campus_id', true) <> '' as open`,
    );
    expect(rows).toEqual([{ open: false }]);
  });
});
