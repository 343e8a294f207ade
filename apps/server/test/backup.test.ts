import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { compareWithManifest, listFiles, restoreBackup, writeBackup } from '../src/db/backup';
import { connectPostgres, startPglite, type TDatabase } from '../src/db/engine';
import { building } from '../src/db/schema/index';
import { buildTestApp } from './test-app';
import { addStudent, createSchool } from './people-fixtures';

// Backups (issue 11): a backup taken while rows are being written restores into a fresh target whose every
// table matches the manifest (row count and checksum), files included; a non-empty target is refused.
const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `school-${name}-`));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

/** A fresh, empty target database (and its URL on PostgreSQL). */
async function emptyTarget(): Promise<{ database: TDatabase; url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_ENGINE !== 'postgres' || !url) {
    const database = await startPglite({ inWorker: false });
    cleanups.push(() => database.close());
    return { database };
  }
  const name = `school_restore_${Date.now()}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = connectPostgres(target.toString(), 2);
  cleanups.push(async () => {
    await database.close();
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  return { database, url: target.toString() };
}

describe('backup and restore', () => {
  it('backs up while rows are written, restores into an empty target that matches the manifest, refuses a non-empty one', async () => {
    const api = await buildTestApp();
    cleanups.push(() => api.close());
    const campus = await api.createCampus();
    // Students in two classes: the student list's counts (derived, not in the backup) must come back with them.
    const school = await createSchool(api);
    for (const classId of [school.classA, school.classA, school.classB]) await addStudent(api, school, classId);
    const filesDir = tmp('files');
    fs.mkdirSync(path.join(filesDir, 'ab'), { recursive: true });
    fs.writeFileSync(path.join(filesDir, 'ab', 'one.bin'), crypto.randomBytes(3000));
    fs.writeFileSync(path.join(filesDir, 'two.txt'), 'សួស្តី');

    let written = 0;
    let writing = true;
    const writer = (async () => {
      while (writing || written < 20) {
        const n = ++written;
        await api.database.tenant(campus.id, (tx) =>
          tx
            .insert(building)
            .values({ campusId: campus.id, code: `B${n}`, description: `អគារ ${n}`, descriptionEn: `Building ${n}`, note: n % 2 ? null : 'x"\n\\' }),
        );
      }
    })();
    while (written < 5) await new Promise((r) => setTimeout(r, 5));
    const out = path.join(tmp('backup'), 'b');
    const databaseUrl = api.database.kind === 'postgres' ? (api.database.pool.options.connectionString ?? undefined) : undefined;
    const manifest = await writeBackup(api.database, { out, filesDir, databaseUrl });
    writing = false;
    await writer;

    const buildings = manifest.tables.find((t) => t.table === 'public.building')!;
    expect(buildings.rows).toBeGreaterThanOrEqual(5);
    expect(manifest.migrations.count).toBeGreaterThan(0);
    expect(manifest.tables.find((t) => t.table === 'public.campus')!.rows).toBeGreaterThanOrEqual(1);
    expect(manifest.files.map((f) => f.path)).toEqual(['ab/one.bin', 'two.txt']);

    const { database, url } = await emptyTarget();
    const restoredFiles = path.join(tmp('restored'), 'files');
    await restoreBackup(database, { from: out, filesDir: restoredFiles, databaseUrl: url });
    expect(await compareWithManifest(database, manifest)).toEqual([]);
    expect(listFiles(restoredFiles)).toEqual(manifest.files);
    const counts = async (db: TDatabase) =>
      (await db.pool.query('select academic_class_id, status, n from student_class_count where n <> 0 order by 1, 2')).rows;
    expect((await counts(api.database)).map((r) => r.n).sort()).toEqual([1, 2]);
    expect(await counts(database)).toEqual(await counts(api.database));
    const { rows } = await database.pool.query('select count(*)::int as n from building where campus_id = $1', [campus.id]);
    expect(rows[0].n).toBe(buildings.rows);
    // The source moved on; the backup is the snapshot, not the current state.
    expect(written).toBeGreaterThanOrEqual(buildings.rows);

    await expect(restoreBackup(database, { from: out, filesDir: tmp('other'), databaseUrl: url })).rejects.toThrow(/not empty/);
    await expect(restoreBackup(database, { from: out, filesDir: restoredFiles, databaseUrl: url })).rejects.toThrow(/not empty/);
  }, 180_000);
});
