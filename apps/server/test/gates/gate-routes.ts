import { sql } from 'drizzle-orm';
import type { TRouteDefinition } from '@school/contract/common/route';
import type { TRegisteredRoute } from '../../src/http/route';
import type { TTestApp } from '../test-app';

/**
 * What the gates (fuzz, isolation) walk: every registered API route with its contract definition, so a
 * new route joins them by being registered. A route leaves a gate only through an entry with a written
 * reason, which the gate prints.
 */
export type TGateRoute = TRegisteredRoute & { definition: TRouteDefinition; path: string };

export function gateRoutes(t: TTestApp, optOut: Record<string, string>): { routes: TGateRoute[]; skipped: string[] } {
  const base = t.config.apiBase;
  const routes: TGateRoute[] = [];
  const skipped: string[] = [];
  for (const r of t.app.registeredRoutes) {
    if (!r.url.startsWith(`${base}/`)) continue;
    const path = r.url.slice(base.length);
    const key = `${r.method} ${path}`;
    const reason = optOut[key] ?? (path.startsWith('/docs') ? 'the API documentation (Swagger UI), not a contract route' : undefined);
    if (reason) {
      skipped.push(`${key}: ${reason}`);
      continue;
    }
    if (!r.definition) throw new Error(`${key} has no contract definition: register it with addRoute, or opt it out with a reason`);
    routes.push({ ...r, definition: r.definition, path });
  }
  return { routes, skipped };
}

type TZodDef = { type?: string; shape?: Record<string, unknown>; innerType?: unknown; in?: unknown; out?: unknown; schema?: unknown; options?: unknown[] };
const defOf = (schema: unknown): TZodDef | undefined => (schema as { _zod?: { def?: TZodDef } } | undefined)?._zod?.def;

/** Field names of an object schema, through optional/default/pipe/transform wrappers. */
export function fieldsOf(schema: unknown): string[] {
  let def = defOf(schema);
  for (let i = 0; def && i < 8 && def.type !== 'object'; i++) def = defOf(def.innerType ?? def.in ?? def.schema);
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}

/** Path parameters of a Fastify url (`/api/room/:id` → ['id']). */
export const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

export const fillPath = (path: string, value: (name: string) => string) => path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(value(name)));

/** Every table with a `campus_id` column (the tenant tables row-level security seals). */
export async function tenantTables(t: TTestApp): Promise<string[]> {
  const rows = await t.database.system((tx) =>
    tx.execute<{ table_name: string }>(sql`select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'campus_id' order by table_name`),
  );
  return rows.rows.map((r) => r.table_name);
}

/** Row count and checksum per tenant table, of one campus or of all. */
export async function tableState(t: TTestApp, tables: string[], campusId?: string): Promise<Record<string, string>> {
  const parts = tables.map(
    (name) =>
      `select '${name}' as name, count(*)::text || ':' || coalesce(md5(string_agg(x::text, ',' order by x::text)), '') as state from "${name}" x${campusId ? ` where x.campus_id = '${campusId}'` : ''}`,
  );
  const rows = await t.database.system((tx) => tx.execute<{ name: string; state: string }>(sql.raw(parts.join(' union all '))));
  return Object.fromEntries(rows.rows.map((r) => [r.name, r.state]));
}

export const changedTables = (before: Record<string, string>, after: Record<string, string>) => Object.keys(after).filter((k) => before[k] !== after[k]);

/**
 * Row counts per tenant table, kept by triggers (the fuzz gate reads them around every request that may
 * write: one small table instead of counting some 130 tables each time). Installed on the test's own
 * database: each tenant table gets a row trigger that adds 1 for an insert and takes 1 for a delete in
 * `gate_row_count`, inside the writing transaction, so a rolled-back write leaves the counts as they were,
 * as `count(*)` would. A SECURITY DEFINER function, so the app's role needs no grant.
 */
export async function rowCountTracker(t: TTestApp, tables: string[]): Promise<() => Promise<Record<string, string>>> {
  const names = tables.map((name) => `'${name}'`).join(', ');
  await t.database.system(async (tx) => {
    await tx.execute(sql.raw('create table gate_row_count (name text primary key, n bigint not null)'));
    await tx.execute(sql.raw(`insert into gate_row_count select unnest(array[${names}]::text[]), 0`));
    await tx.execute(
      sql.raw(`create function gate_row_count() returns trigger language plpgsql security definer set search_path = public as $$
begin
  update gate_row_count set n = n + case when tg_op = 'INSERT' then 1 else -1 end where name = tg_table_name;
  return null;
end $$`),
    );
    for (const name of tables)
      await tx.execute(sql.raw(`create trigger gate_row_count after insert or delete on "${name}" for each row execute function gate_row_count()`));
  });
  return async () => {
    const rows = await t.database.system((tx) => tx.execute<{ name: string; n: string }>(sql`select name, n::text as n from gate_row_count`));
    return Object.fromEntries(rows.rows.map((r) => [r.name, r.n]));
  };
}
