// The pieces that backups (db/backup.ts) and the export of one school (db/backup-campus.ts) share: the
// tables in foreign-key order, rows as JSON lines out and in, row counts and checksums, file lists and the
// migration level, all on one `pg` client inside the caller's transaction.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type pg from 'pg';
import type { TDatabase } from './engine';

export const JOURNAL = 'drizzle.__drizzle_migrations';
export const MANIFEST = 'manifest.json';

export type TTableStat = { table: string; rows: number; md5: string };
export type TFileStat = { path: string; bytes: number; md5: string };
export type TMigrationLevel = { count: number; last: string | null };
/** The rows of a table that a dump or a checksum covers: a WHERE clause on the alias `t` and its parameters. */
export type TRowFilter = { where: string; params: unknown[] };

export class BackupError extends Error {}

export const q = (table: string) =>
  table
    .split('.')
    .map((p) => `"${p.replaceAll('"', '""')}"`)
    .join('.');

/**
 * Tables the database derives from others by its triggers (migration 0027: the student list's counts): left out of
 * backups, exports and their checks, and rebuilt by the triggers as the rows they count are loaded (loading them
 * too would count twice). A pg_dump backup carries them, consistent, since it creates triggers after the data.
 */
export const DERIVED_TABLES = new Set(['public.student_class_count']);

/** Every table of the app (public) and the migration journal, parents before children (foreign keys), derived ones left out. */
export async function listTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ oid: number; name: string }>(`
    SELECT c.oid::int AS oid, n.nspname || '.' || c.relname AS name FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND (n.nspname = 'public' OR (n.nspname = 'drizzle' AND c.relname = '__drizzle_migrations'))
    ORDER BY 2`);
  const { rows: refs } = await client.query<{ child: number; parent: number }>(
    `SELECT conrelid::int AS child, confrelid::int AS parent FROM pg_constraint WHERE contype = 'f' AND conrelid <> confrelid`,
  );
  const ordered: string[] = [];
  const done = new Set<number>();
  const visiting = new Set<number>();
  const byOid = new Map(rows.map((r) => [r.oid, r.name]));
  const visit = (oid: number) => {
    if (done.has(oid) || visiting.has(oid) || !byOid.has(oid)) return;
    visiting.add(oid);
    for (const r of refs) if (r.child === oid) visit(r.parent);
    visiting.delete(oid);
    done.add(oid);
    ordered.push(byOid.get(oid)!);
  };
  for (const r of rows) visit(r.oid);
  return ordered.filter((name) => !DERIVED_TABLES.has(name));
}

/**
 * Tables with a foreign key to themselves (a class and its previous class): their rows are inserted in one
 * statement, since a row may come before the row it names and the check runs at the statement's end.
 */
export async function selfReferencingTables(client: pg.ClientBase): Promise<Set<string>> {
  const { rows } = await client.query<{ name: string }>(`
    SELECT DISTINCT n.nspname || '.' || c.relname AS name FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE k.contype = 'f' AND k.conrelid = k.confrelid`);
  return new Set(rows.map((r) => r.name));
}

/** Row count and md5 of the rows' text in a fixed order, per table (all rows, or `filter(table)`'s). */
export async function tableStats(client: pg.ClientBase, tables: string[], filter?: (table: string) => TRowFilter): Promise<TTableStat[]> {
  // The rows' text must not depend on the session: times in UTC, ISO dates.
  await client.query(`SET LOCAL TimeZone = 'UTC'; SET LOCAL DateStyle = 'ISO, YMD'; SET LOCAL IntervalStyle = 'postgres'`);
  const stats: TTableStat[] = [];
  for (const table of tables) {
    const { where, params } = filter?.(table) ?? { where: '', params: [] };
    const { rows } = await client.query<{ n: number; md5: string }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5 FROM ${q(table)} t ${where}`,
      params,
    );
    stats.push({ table, rows: rows[0]!.n, md5: rows[0]!.md5 });
  }
  return stats;
}

/** The differences between two lists of table stats (empty when equal), in words. */
export function statDifferences(actual: TTableStat[], expected: TTableStat[], what = 'backup'): string[] {
  const byTable = new Map(actual.map((s) => [s.table, s]));
  return expected.flatMap((t) => {
    const s = byTable.get(t.table);
    if (!s) return [`${t.table}: missing here`];
    return s.rows === t.rows && s.md5 === t.md5 ? [] : [`${t.table}: ${s.rows} rows (${s.md5}), ${what} ${t.rows} (${t.md5})`];
  });
}

/** Writes every row of `table` as JSON lines; returns the number of rows. */
export async function dumpTable(client: pg.ClientBase, table: string, file: string, where = '', params: unknown[] = []): Promise<number> {
  const out = fs.createWriteStream(file);
  let count = 0;
  await client.query(`DECLARE backup_cursor NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM ${q(table)} t ${where}`, params);
  for (;;) {
    const { rows } = await client.query<{ j: string }>('FETCH 2000 FROM backup_cursor');
    if (rows.length === 0) break;
    count += rows.length;
    if (!out.write(rows.map((r) => r.j).join('\n') + '\n')) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await client.query('CLOSE backup_cursor');
  await new Promise<void>((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve())));
  return count;
}

/** Inserts the JSON lines of `file` into `table` (the columns are the table's own; batches of `batchSize`). */
export async function loadTable(client: pg.ClientBase, table: string, file: string, batchSize = 500): Promise<number> {
  if (!fs.existsSync(file)) return 0;
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  let batch: string[] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await client.query(`INSERT INTO ${q(table)} SELECT * FROM json_populate_recordset(null::${q(table)}, $1::json)`, [`[${batch.join(',')}]`]);
    count += batch.length;
    batch = [];
  };
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return count;
}

/** How many migrations the database has applied and the hash of the last one (inside the caller's transaction). */
export async function readMigrationLevel(client: pg.ClientBase): Promise<TMigrationLevel> {
  const { rows } = await client.query<{ n: number; last: string | null }>(
    `SELECT count(*)::int AS n, (SELECT hash FROM ${q(JOURNAL)} ORDER BY id DESC LIMIT 1) AS last FROM ${q(JOURNAL)}`,
  );
  return { count: rows[0]!.n, last: rows[0]!.last ?? null };
}

/** Runs `fn` on one client inside one REPEATABLE READ READ ONLY transaction: every read sees the same snapshot. */
export async function inSnapshot<T>(database: TDatabase, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  } finally {
    client.release();
  }
}

export function isEmptyDir(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

export const md5 = (data: Buffer) => crypto.createHash('md5').update(data).digest('hex');

/** Every file under `dir`, with size and md5, sorted by path. */
export function listFiles(dir: string): TFileStat[] {
  if (!fs.existsSync(dir)) return [];
  const files: TFileStat[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const data = fs.readFileSync(full);
    files.push({ path: path.relative(dir, full).split(path.sep).join('/'), bytes: data.length, md5: md5(data) });
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** The differences between the files found and the files a manifest lists (empty when equal). */
export function fileDifferences(found: TFileStat[], expected: TFileStat[]): string[] {
  const byPath = new Map(found.map((f) => [f.path, f]));
  const listed = new Set(expected.map((f) => f.path));
  return [
    ...expected.flatMap((f) => {
      const g = byPath.get(f.path);
      if (!g) return [`${f.path}: missing`];
      return g.bytes === f.bytes && g.md5 === f.md5 ? [] : [`${f.path}: ${g.bytes} bytes (${g.md5}), manifest ${f.bytes} (${f.md5})`];
    }),
    ...found.filter((f) => !listed.has(f.path)).map((f) => `${f.path}: not in the manifest`),
  ];
}

/** The manifest of a folder, parsed (`kind` 'campus' for the export of one school, none for a backup). */
export function readManifestFile<T>(from: string): T & { kind?: string } {
  const file = path.join(from, MANIFEST);
  if (!fs.existsSync(file)) throw new BackupError(`${from} holds no ${MANIFEST}: not a backup folder.`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T & { kind?: string };
  } catch {
    throw new BackupError(`${file} is not valid JSON: the folder is damaged.`);
  }
}
