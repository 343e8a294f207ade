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
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { exportCampus, type TCampusManifest } from './backup-campus';
import {
  BackupError,
  dumpTable,
  inSnapshot,
  isEmptyDir,
  JOURNAL,
  listFiles,
  listTables,
  loadTable,
  MANIFEST,
  q,
  readManifestFile,
  readMigrationLevel,
  selfReferencingTables,
  statDifferences,
  tableStats,
  type TFileStat,
  type TMigrationLevel,
  type TTableStat,
} from './backup-tables';
import { ensureTenantSecurity, migrateDatabase, type TDatabase } from './engine';

export { BackupError, isEmptyDir, listFiles, type TFileStat, type TTableStat } from './backup-tables';

export type TManifest = {
  format: 1;
  createdAt: string;
  engine: TDatabase['kind'];
  migrations: TMigrationLevel;
  tables: TTableStat[];
  files: TFileStat[];
};

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

/**
 * Writes a backup of `database` and `filesDir` into `out` (missing or empty). With PostgreSQL `databaseUrl`
 * is the one pg_dump connects to.
 */
export async function writeBackup(database: TDatabase, options: { out: string; filesDir: string; databaseUrl?: string }): Promise<TManifest> {
  const out = path.resolve(options.out);
  if (!isEmptyDir(out)) throw new BackupError(`The backup folder ${out} is not empty: choose a new folder.`);
  fs.mkdirSync(path.join(out, 'data'), { recursive: true });
  const { stats, migrations } = await inSnapshot(database, async (client) => {
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
    const result = { stats: await tableStats(client, tables), migrations: await readMigrationLevel(client) };
    if (dump) await dump;
    return result;
  });
  // After the snapshot: a file is stored before the row naming it commits, so every file a row names is here.
  if (fs.existsSync(options.filesDir)) fs.cpSync(options.filesDir, path.join(out, 'files'), { recursive: true });
  const manifest: TManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    engine: database.kind,
    migrations,
    tables: stats,
    files: listFiles(path.join(out, 'files')),
  };
  fs.writeFileSync(path.join(out, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

export function readManifest(from: string): TManifest {
  const manifest = readManifestFile<TManifest>(from);
  if (manifest.kind === 'campus')
    throw new BackupError(`${from} is the export of one school: bring it in with npm run campus -- import --from ${from}, not restore.`);
  return manifest;
}

/** Compares a database's tables with a manifest; returns the differences (empty when equal). */
export async function compareWithManifest(database: TDatabase, manifest: TManifest): Promise<string[]> {
  const stats = await inSnapshot(database, (client) =>
    tableStats(
      client,
      manifest.tables.map((t) => t.table),
    ),
  );
  return statDifferences(stats, manifest.tables);
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
      const selfReferencing = await selfReferencingTables(client);
      // Rows a migration may have seeded are in the backup too.
      await client.query(`TRUNCATE ${data.map(q).join(', ')} CASCADE`);
      for (const table of data)
        await loadTable(client, table, path.join(from, 'data', `${table}.jsonl`), selfReferencing.has(table) ? Number.POSITIVE_INFINITY : undefined);
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

/** What the command asks the running server over the socket: a whole backup, or the export of one school. */
type TSocketRequest = { out: string; campusCode?: string };

/**
 * The running server on the embedded database answers backup requests on `DATA_DIR/backup.sock` (owner
 * only): one JSON line `{ "out": "/abs/folder" }` (a backup) or `{ "out", "campusCode" }` (the export of one
 * school, db/backup-campus.ts) in, one JSON line `{ "manifest" }` or `{ "error" }` out. Requests run one
 * after another.
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
          const { out, campusCode } = JSON.parse(input.slice(0, input.indexOf('\n'))) as TSocketRequest;
          const manifest = campusCode
            ? await exportCampus(database, { out, code: campusCode, filesDir: options.filesDir })
            : await writeBackup(database, { out, filesDir: options.filesDir });
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

function askServer<T>(dataDir: string, request: TSocketRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(backupSocketPath(dataDir));
    let answer = '';
    socket.on('connect', () => socket.write(JSON.stringify(request) + '\n'));
    socket.on('data', (d) => (answer += d));
    socket.on('error', (e) => reject(new BackupError(`The running server does not answer on ${backupSocketPath(dataDir)}: ${e.message}`)));
    socket.on('end', () => {
      try {
        const parsed = JSON.parse(answer) as { manifest?: T; error?: string };
        if (parsed.manifest) resolve(parsed.manifest);
        else reject(new BackupError(parsed.error ?? 'no answer'));
      } catch {
        reject(new BackupError('The running server gave no answer to the backup request.'));
      }
    });
  });
}

/** Asks the running server for a backup (serveBackups). */
export function requestBackup(dataDir: string, out: string): Promise<TManifest> {
  return askServer<TManifest>(dataDir, { out: path.resolve(out) });
}

/** Asks the running server for the export of one school (serveBackups). */
export function requestCampusExport(dataDir: string, out: string, campusCode: string): Promise<TCampusManifest> {
  return askServer<TCampusManifest>(dataDir, { out: path.resolve(out), campusCode });
}
