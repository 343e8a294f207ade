// Backups (issue 11): a consistent snapshot of the database plus the uploaded files and a manifest.
//
// Embedded (PGlite): PGlite is one backend serving one connection, which the running server's pool holds,
// so another process cannot connect to it (and `dumpDataDir` copies files under a live database). The
// snapshot is therefore taken through the database's own pool: every table is read with row_to_json inside
// one REPEATABLE READ transaction (a pg_dump equivalent). When a server runs, the command asks it over
// `DATA_DIR/backup.sock` (serveBackups) to do exactly that; when none runs, the command opens the folder.
// PostgreSQL (DATABASE_URL): pg_dump --snapshot on a snapshot exported by the transaction that computes
// the manifest, so the dump and the row counts/checksums see the same data.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import type pg from 'pg';
import { ensureTenantSecurity, migrateDatabase, type TDatabase } from './engine';

export const JOURNAL = 'drizzle.__drizzle_migrations';
export const MANIFEST = 'manifest.json';

export type TTableStat = { table: string; rows: number; md5: string };
export type TFileStat = { path: string; bytes: number; md5: string };
export type TManifest = {
  format: 1;
  createdAt: string;
  engine: TDatabase['kind'];
  migrations: { count: number; last: string | null };
  tables: TTableStat[];
  files: TFileStat[];
};

export class BackupError extends Error {}

const q = (table: string) =>
  table
    .split('.')
    .map((p) => `"${p.replaceAll('"', '""')}"`)
    .join('.');

/** Every table of the app (public) and the migration journal, parents before children (foreign keys). */
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
  return ordered;
}

/** Row count and md5 of the rows' text in a fixed order, per table; run inside the transaction to describe. */
export async function tableStats(client: pg.ClientBase, tables: string[], where = ''): Promise<TTableStat[]> {
  await client.query(`SET LOCAL TimeZone = 'UTC'; SET LOCAL DateStyle = 'ISO, YMD'; SET LOCAL IntervalStyle = 'postgres'`);
  const stats: TTableStat[] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ n: number; md5: string }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5 FROM ${q(table)} t ${where}`,
    );
    stats.push({ table, rows: rows[0]!.n, md5: rows[0]!.md5 });
  }
  return stats;
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

/** Inserts the JSON lines of `file` into `table` (the columns are the table's own; batches of 500). */
export async function loadTable(client: pg.ClientBase, table: string, file: string): Promise<number> {
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
    if (batch.length >= 500) await flush();
  }
  await flush();
  return count;
}

export function isEmptyDir(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

/** Every file under `dir`, with size and md5, sorted by path. */
export function listFiles(dir: string): TFileStat[] {
  if (!fs.existsSync(dir)) return [];
  const files: TFileStat[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const data = fs.readFileSync(full);
    files.push({ path: path.relative(dir, full).split(path.sep).join('/'), bytes: data.length, md5: crypto.createHash('md5').update(data).digest('hex') });
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : 1));
}

function run(command: string, args: string[]): { done: Promise<void> } {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  return {
    done: new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (${code}): ${stderr.trim()}`))));
    }),
  };
}

function migrationLevel(stats: TTableStat[], last: string | null): TManifest['migrations'] {
  return { count: stats.find((s) => s.table === JOURNAL)?.rows ?? 0, last };
}

/**
 * Writes a backup of `database` and `filesDir` into `out` (missing or empty). With PostgreSQL `databaseUrl`
 * is the one pg_dump connects to.
 */
export async function writeBackup(database: TDatabase, options: { out: string; filesDir: string; databaseUrl?: string }): Promise<TManifest> {
  const out = path.resolve(options.out);
  if (!isEmptyDir(out)) throw new BackupError(`The backup folder ${out} is not empty: choose a new folder.`);
  fs.mkdirSync(path.join(out, 'data'), { recursive: true });
  const client = await database.pool.connect();
  let stats: TTableStat[];
  let last: string | null;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const tables = await listTables(client);
      let dump: Promise<void> | undefined;
      if (database.kind === 'postgres') {
        if (!options.databaseUrl) throw new BackupError('writeBackup: the PostgreSQL backup needs the database URL.');
        const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
        dump = run('pg_dump', [
          `--snapshot=${rows[0]!.id}`,
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--file=${path.join(out, 'database.dump')}`,
          `--dbname=${options.databaseUrl}`,
        ]).done;
        // An unhandled rejection must not escape while the stats are computed; it is awaited below.
        dump.catch(() => undefined);
      } else {
        for (const table of tables) await dumpTable(client, table, path.join(out, 'data', `${table}.jsonl`));
      }
      stats = await tableStats(client, tables);
      const journal = await client.query<{ last: string | null }>(`SELECT hash AS last FROM ${q(JOURNAL)} ORDER BY id DESC LIMIT 1`);
      last = journal.rows[0]?.last ?? null;
      if (dump) await dump;
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  } finally {
    client.release();
  }
  // After the snapshot: a file is stored before the row naming it commits, so every file a row names is here.
  if (fs.existsSync(options.filesDir)) fs.cpSync(options.filesDir, path.join(out, 'files'), { recursive: true });
  const manifest: TManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    engine: database.kind,
    migrations: migrationLevel(stats, last),
    tables: stats,
    files: listFiles(path.join(out, 'files')),
  };
  fs.writeFileSync(path.join(out, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

export function readManifest(from: string): TManifest {
  const file = path.join(from, MANIFEST);
  if (!fs.existsSync(file)) throw new BackupError(`${from} holds no ${MANIFEST}: not a backup folder.`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as TManifest;
}

/** Compares a database's tables with a manifest; returns the differences (empty when equal). */
export async function compareWithManifest(database: TDatabase, manifest: TManifest): Promise<string[]> {
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const stats = await tableStats(
      client,
      manifest.tables.map((t) => t.table),
    );
    await client.query('COMMIT');
    return manifest.tables.flatMap((t, i) =>
      stats[i]!.rows === t.rows && stats[i]!.md5 === t.md5 ? [] : [`${t.table}: ${stats[i]!.rows} rows (${stats[i]!.md5}), backup ${t.rows} (${t.md5})`],
    );
  } finally {
    client.release();
  }
}

/** True when the database holds no table of the app (nor the migration journal). */
export async function isEmptyDatabase(database: TDatabase): Promise<boolean> {
  const { rows } = await database.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind IN ('r', 'p') AND n.nspname IN ('public', 'drizzle')`,
  );
  return rows[0]!.n === 0;
}

/**
 * Brings a backup back into an empty database (checked by the caller for the embedded folder, here for
 * PostgreSQL) and an empty files folder, then checks every table against the manifest.
 */
export async function restoreBackup(database: TDatabase, options: { from: string; filesDir: string; databaseUrl?: string }): Promise<TManifest> {
  const from = path.resolve(options.from);
  const manifest = readManifest(from);
  if (!isEmptyDir(options.filesDir)) throw new BackupError(`The files folder ${options.filesDir} is not empty: restore into an empty data folder.`);
  if (!(await isEmptyDatabase(database))) throw new BackupError('The target database is not empty: restore only into an empty database.');
  if (manifest.engine === 'postgres') {
    if (database.kind !== 'postgres' || !options.databaseUrl) throw new BackupError('This backup was made with pg_dump: restore it with DATABASE_URL set.');
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${options.databaseUrl}`,
      path.join(from, 'database.dump'),
    ]).done;
    await ensureTenantSecurity(database.pool);
  } else {
    await migrateDatabase(database);
    const client = await database.pool.connect();
    try {
      await client.query('BEGIN');
      const tables = await listTables(client);
      const [journal] = await tableStats(client, [JOURNAL]);
      const saved = manifest.tables.find((t) => t.table === JOURNAL);
      if (!saved || saved.rows !== journal!.rows || saved.md5 !== journal!.md5)
        throw new BackupError(
          `The backup is at migration level ${manifest.migrations.count}, this version at ${journal!.rows}: restore it with the version that made it, then upgrade.`,
        );
      const data = tables.filter((t) => t !== JOURNAL);
      // Rows a migration may have seeded are in the backup too.
      await client.query(`TRUNCATE ${data.map(q).join(', ')} CASCADE`);
      for (const table of data) await loadTable(client, table, path.join(from, 'data', `${table}.jsonl`));
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  const differences = await compareWithManifest(database, manifest);
  if (differences.length) throw new BackupError(`The restored database differs from the backup:\n${differences.join('\n')}`);
  if (fs.existsSync(path.join(from, 'files'))) fs.cpSync(path.join(from, 'files'), options.filesDir, { recursive: true });
  const files = listFiles(options.filesDir);
  if (JSON.stringify(files) !== JSON.stringify(manifest.files)) throw new BackupError('The restored files differ from the backup manifest.');
  return manifest;
}

export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

/**
 * The running server on the embedded database answers backup requests on `DATA_DIR/backup.sock` (owner
 * only): one JSON line `{ "out": "/abs/folder" }` in, one JSON line `{ "manifest" }` or `{ "error" }` out.
 */
export async function serveBackups(database: TDatabase, options: { dataDir: string; filesDir: string }): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(options.dataDir);
  fs.rmSync(socketPath, { force: true });
  let queue = Promise.resolve();
  const server = net.createServer((socket) => {
    let input = '';
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      input += chunk;
      if (!input.includes('\n')) return;
      queue = queue.then(async () => {
        try {
          const { out } = JSON.parse(input.slice(0, input.indexOf('\n'))) as { out: string };
          const manifest = await writeBackup(database, { out, filesDir: options.filesDir });
          socket.end(JSON.stringify({ manifest }) + '\n');
        } catch (error) {
          socket.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }) + '\n');
        }
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socketPath, { force: true });
    });
}

/** Asks the running server for a backup (serveBackups). */
export function requestBackup(dataDir: string, out: string): Promise<TManifest> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(backupSocketPath(dataDir));
    let answer = '';
    socket.on('connect', () => socket.write(JSON.stringify({ out: path.resolve(out) }) + '\n'));
    socket.on('data', (d) => (answer += d));
    socket.on('error', (e) => reject(new BackupError(`The running server does not answer on ${backupSocketPath(dataDir)}: ${e.message}`)));
    socket.on('end', () => {
      try {
        const parsed = JSON.parse(answer) as { manifest?: TManifest; error?: string };
        if (parsed.manifest) resolve(parsed.manifest);
        else reject(new BackupError(parsed.error ?? 'no answer'));
      } catch {
        reject(new BackupError('The running server gave no answer to the backup request.'));
      }
    });
  });
}
