// One school out of a deployment and into another (issue 11): `npm run campus -- export / import`.
//
// What travels: every tenant table (every table with campus_id) with only that campus's rows, the campus
// row itself, and the uploaded files its `stored_file` rows name (bytes under `<campus id>/…` of the file
// storage). Ids are UUIDs and are kept, so every reference between the school's rows stays as it was.
// What stays: the tables without campus_id. Shared reference data (provinces, school types) is not the
// school's: the target has its own copy, made by the same version, and an import refuses a target whose
// copy differs (a province id would name another province). `sign_in_attempt` holds this deployment's
// failed sign-in counters (15 minutes of memory), and the migration journal is the deployment's: the
// export records its level and an import refuses another level.
//
// The export reads one REPEATABLE READ snapshot (db/backup-tables.ts, shared with backups); the import
// loads everything in ONE transaction as the app role sealed to the imported campus (row-level security
// refuses any row of another campus), compares every table with the manifest before COMMIT, and copies
// the files before COMMIT too (a committed row always has its bytes), removing them again on failure.
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import {
  BackupError,
  dumpTable,
  fileDifferences,
  inSnapshot,
  isEmptyDir,
  JOURNAL,
  listFiles,
  listTables,
  loadTable,
  MANIFEST,
  readManifestFile,
  readMigrationLevel,
  selfReferencingTables,
  statDifferences,
  tableStats,
  type TFileStat,
  type TMigrationLevel,
  type TRowFilter,
  type TTableStat,
} from './backup-tables';
import { APP_ROLE, type TDatabase } from './engine';

export type TCampusManifest = {
  format: 1;
  kind: 'campus';
  createdAt: string;
  engine: TDatabase['kind'];
  campus: { id: string; code: string; name: string; nameEn: string };
  migrations: TMigrationLevel;
  /** Every tenant table: the campus's rows only (`public.campus`: its own row), count and md5. */
  tables: TTableStat[];
  /** The data files (`data/<table>.jsonl`) as written, size and md5. */
  data: TFileStat[];
  /** The uploaded files (`files/<storage key>`), size and md5. */
  files: TFileStat[];
  /** Storage keys of `stored_file` rows whose bytes were not in the file storage at export time. */
  missingFiles: string[];
  /** Shared reference data the campus's rows may name (not exported): count and md5, compared on import. */
  shared: TTableStat[];
  /** Tables not exported at all: the journal and this deployment's own tables. */
  notExported: string[];
};

const CAMPUS = 'public.campus';
/** Tables of the deployment, never of a school: failed sign-in counters (a few minutes of memory). */
const DEPLOYMENT_TABLES = new Set([JOURNAL, 'public.sign_in_attempt']);
const STORAGE_KEY = /^[a-z0-9/_-]+$/i;

/** The rows of `table` that belong to `campusId`. */
const campusRows =
  (campusId: string) =>
  (table: string): TRowFilter =>
    table === CAMPUS ? { where: 'WHERE t.id = $1', params: [campusId] } : { where: 'WHERE t.campus_id = $1', params: [campusId] };

/** The tables of a deployment split into the school's (campus and every table with campus_id, in foreign-key order) and the rest. */
async function splitTables(client: pg.ClientBase): Promise<{ campus: string[]; shared: string[]; deployment: string[] }> {
  const all = await listTables(client);
  const { rows } = await client.query<{ name: string }>(`
    SELECT n.nspname || '.' || c.relname AS name FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE a.attname = 'campus_id' AND NOT a.attisdropped AND c.relkind IN ('r', 'p') AND n.nspname = 'public'`);
  const tenant = new Set([CAMPUS, ...rows.map((r) => r.name)]);
  return {
    campus: all.filter((t) => tenant.has(t)),
    shared: all.filter((t) => !tenant.has(t) && !DEPLOYMENT_TABLES.has(t)),
    deployment: all.filter((t) => DEPLOYMENT_TABLES.has(t)),
  };
}

/**
 * Writes the school with code `code` into `out` (missing or empty): `data/<table>.jsonl` per tenant table,
 * `files/<storage key>`, `manifest.json`. Reads one snapshot; works beside the running server's requests.
 */
export async function exportCampus(database: TDatabase, options: { out: string; code: string; filesDir: string }): Promise<TCampusManifest> {
  const out = path.resolve(options.out);
  if (!isEmptyDir(out)) throw new BackupError(`The export folder ${out} is not empty: choose a new folder.`);
  const existed = fs.existsSync(out);
  try {
    fs.mkdirSync(path.join(out, 'data'), { recursive: true });
    const snapshot = await inSnapshot(database, async (client) => {
      const { rows } = await client.query<{ id: string; code: string; name: string; name_en: string }>(
        'SELECT id, code, name, name_en FROM campus WHERE upper(code) = upper($1)',
        [options.code.trim()],
      );
      const found = rows[0];
      if (!found) throw new BackupError(`No school with the code ${options.code} here (npm run campus -- list names them).`);
      const tables = await splitTables(client);
      const filter = campusRows(found.id);
      for (const table of tables.campus) {
        const { where, params } = filter(table);
        await dumpTable(client, table, path.join(out, 'data', `${table}.jsonl`), where, params);
      }
      const keys = await client.query<{ storage_key: string }>('SELECT storage_key FROM stored_file WHERE campus_id = $1 ORDER BY storage_key', [found.id]);
      return {
        campus: { id: found.id, code: found.code, name: found.name, nameEn: found.name_en },
        migrations: await readMigrationLevel(client),
        stats: await tableStats(client, tables.campus, filter),
        shared: await tableStats(client, tables.shared),
        notExported: [...tables.shared, ...tables.deployment],
        storageKeys: keys.rows.map((r) => r.storage_key),
      };
    });
    // After the snapshot: bytes are stored before the row naming them commits, and removed only after the
    // row's delete commits, so a key the snapshot names is here unless it was deleted since.
    const missingFiles: string[] = [];
    for (const key of snapshot.storageKeys) {
      if (!STORAGE_KEY.test(key) || key.includes('..')) throw new BackupError(`stored_file names an unsafe storage key: ${key}`);
      const source = path.join(options.filesDir, key);
      if (!fs.existsSync(source)) {
        missingFiles.push(key);
        continue;
      }
      fs.mkdirSync(path.dirname(path.join(out, 'files', key)), { recursive: true });
      fs.copyFileSync(source, path.join(out, 'files', key));
    }
    const manifest: TCampusManifest = {
      format: 1,
      kind: 'campus',
      createdAt: new Date().toISOString(),
      engine: database.kind,
      campus: snapshot.campus,
      migrations: snapshot.migrations,
      tables: snapshot.stats,
      data: listFiles(path.join(out, 'data')),
      files: listFiles(path.join(out, 'files')),
      missingFiles,
      shared: snapshot.shared,
      notExported: snapshot.notExported,
    };
    fs.writeFileSync(path.join(out, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
    return manifest;
  } catch (error) {
    // Nothing half-written is left behind.
    if (existed) for (const entry of fs.readdirSync(out)) fs.rmSync(path.join(out, entry), { recursive: true, force: true });
    else fs.rmSync(out, { recursive: true, force: true });
    throw error;
  }
}

export function readCampusManifest(from: string): TCampusManifest {
  const manifest = readManifestFile<TCampusManifest>(from);
  if (manifest.kind !== 'campus')
    throw new BackupError(`${from} is a backup of a whole deployment, not the export of one school: bring it back with npm run restore.`);
  if (manifest.format !== 1) throw new BackupError(`${from}: export format ${String(manifest.format)} is not known to this version.`);
  return manifest;
}

const nothingWritten = 'Nothing was imported.';

/**
 * Brings an exported school into `database` (migrated, with its reference data) and `filesDir` in one
 * transaction. Refuses, writing nothing, when the folder does not match its manifest, when the migration
 * level or the shared reference data differ, or when a school with that code or id exists already.
 */
export async function importCampus(database: TDatabase, options: { from: string; filesDir: string }): Promise<TCampusManifest> {
  const from = path.resolve(options.from);
  const manifest = readCampusManifest(from);
  const code = manifest.campus.code;
  const damaged = [
    ...fileDifferences(listFiles(path.join(from, 'data')), manifest.data),
    ...fileDifferences(listFiles(path.join(from, 'files')), manifest.files),
  ];
  if (damaged.length) throw new BackupError(`The export in ${from} does not match its manifest (checksums):\n${damaged.join('\n')}\n${nothingWritten}`);
  const taken = manifest.files.filter((f) => fs.existsSync(path.join(options.filesDir, f.path))).map((f) => f.path);
  if (taken.length) throw new BackupError(`The file storage ${options.filesDir} already holds files of this school:\n${taken.join('\n')}\n${nothingWritten}`);

  const client = await database.pool.connect();
  const copied: string[] = [];
  try {
    await client.query('BEGIN');
    const level = await readMigrationLevel(client);
    if (level.count !== manifest.migrations.count || level.last !== manifest.migrations.last)
      throw new BackupError(
        `The export is at migration level ${manifest.migrations.count}, this deployment at ${level.count}: import it with the same version of the portal (upgrade the older side first). ${nothingWritten}`,
      );
    const existing = await client.query<{ code: string }>('SELECT code FROM campus WHERE upper(code) = upper($1) OR id = $2', [code, manifest.campus.id]);
    if (existing.rows.length)
      throw new BackupError(
        existing.rows[0]!.code.toUpperCase() === code.toUpperCase()
          ? `A school with the code ${code} exists already in this deployment. ${nothingWritten}`
          : `This deployment already holds the school ${manifest.campus.code} under the code ${existing.rows[0]!.code}. ${nothingWritten}`,
      );
    const tables = await splitTables(client);
    const unknown = manifest.tables.map((t) => t.table).filter((t) => !tables.campus.includes(t));
    const absent = tables.campus.filter((t) => !manifest.tables.some((s) => s.table === t));
    if (unknown.length || absent.length)
      throw new BackupError(`The export's tables differ from this deployment's (${[...unknown, ...absent].join(', ')}). ${nothingWritten}`);
    const sharedDiff = statDifferences(await tableStats(client, tables.shared), manifest.shared, 'export');
    if (sharedDiff.length)
      throw new BackupError(
        `The shared reference data differs from the export's, so the school's references would change:\n${sharedDiff.join('\n')}\n${nothingWritten}`,
      );
    const selfReferencing = await selfReferencingTables(client);

    // From here on the transaction runs as the app role sealed to this campus: no row of another campus
    // can be written, whatever the files say.
    await client.query(`SET LOCAL ROLE ${APP_ROLE}`);
    await client.query(`SELECT set_config('app.campus_id', $1, true)`, [manifest.campus.id]);
    for (const table of tables.campus)
      await loadTable(client, table, path.join(from, 'data', `${table}.jsonl`), selfReferencing.has(table) ? Number.POSITIVE_INFINITY : undefined);
    const differences = statDifferences(await tableStats(client, tables.campus, campusRows(manifest.campus.id)), manifest.tables, 'export');
    if (differences.length) throw new BackupError(`The imported rows differ from the export's checksums:\n${differences.join('\n')}\n${nothingWritten}`);

    for (const file of manifest.files) {
      const target = path.join(options.filesDir, file.path);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(path.join(from, 'files', file.path), target, fs.constants.COPYFILE_EXCL);
      copied.push(target);
    }
    await client.query('COMMIT');
    return manifest;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    for (const file of copied) fs.rmSync(file, { force: true });
    throw error;
  } finally {
    client.release();
  }
}
