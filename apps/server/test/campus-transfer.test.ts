import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCampus, importCampus, type TCampusManifest } from '../src/db/backup-campus';
import { DERIVED_TABLES, listFiles, tableStats, type TTableStat } from '../src/db/backup-tables';
import type { TDatabase } from '../src/db/engine';
import { makePng, multipartParts } from './multipart';
import { addStudent, addTeacher, createSchool, type TSchool } from './people-fixtures';
import { buildTestApp, TEST_PASSWORD, type TTestApp } from './test-app';

// One school exported alone from a deployment with two schools and imported into another deployment
// (issue 11): every tenant table's rows of that school and its stored files arrive unchanged (count and
// checksum), nothing of the other school leaves, the school works in its new home, and an import that
// cannot be complete (the code exists, another migration level, a damaged file) writes nothing.
const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `school-${name}-`));
const md5 = (data: Buffer) => crypto.createHash('md5').update(data).digest('hex');
const apps: TTestApp[] = [];
afterAll(async () => {
  for (const a of apps.reverse()) await a.close().catch(() => undefined);
});

async function newDeployment() {
  const t = await buildTestApp();
  apps.push(t);
  return t;
}

/** A school with students (an address naming a province), a teacher with an account, and an uploaded logo. */
async function populatedSchool(t: TTestApp, tag: string) {
  const school = await createSchool(t);
  const students = [];
  for (let i = 0; i < 3; i++)
    students.push(
      await addStudent(t, school, i % 2 ? school.classB : school.classA, {
        firstNameEn: `${tag}student`,
        lastNameEn: `N${i}`,
        addresses: [{ provinceId: 12, address: `ផ្ទះលេខ ${i} ${tag}`, isPrimary: true }],
      }),
    );
  const teacher = await addTeacher(t, school, [school.classA]);
  const logo = makePng(6, tag === 'A' ? [10, 120, 200] : [200, 10, 10]);
  const body = multipartParts([
    { name: 'Kind', value: 'logo' },
    { name: 'File', fileName: `${tag}-logo.png`, contentType: 'image/png', data: logo },
  ]);
  const upload = await t.call('POST', '/api/campus/image', { token: school.campus.adminToken, payload: body.payload, headers: body.headers });
  expect(upload.statusCode, upload.body).toBe(200);
  return { school, students, teacher, logo };
}

/** Every table with campus_id, and the campus table (not those the database derives from others: rebuilt, not carried). */
async function tenantTables(database: TDatabase): Promise<string[]> {
  const { rows } = await database.pool.query<{ name: string }>(`
    SELECT 'public.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND (c.relname = 'campus' OR EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'campus_id' AND NOT a.attisdropped))
    ORDER BY 1`);
  return rows.map((r) => r.name).filter((name) => !DERIVED_TABLES.has(name));
}

/** Count and md5 of one campus's rows in each table (the campus table: its own row). */
async function campusStats(database: TDatabase, campusId: string, tables: string[]): Promise<TTableStat[]> {
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    const stats = await tableStats(client, tables, (table) =>
      table === 'public.campus' ? { where: 'WHERE t.id = $1', params: [campusId] } : { where: 'WHERE t.campus_id = $1', params: [campusId] },
    );
    await client.query('COMMIT');
    return stats;
  } finally {
    client.release();
  }
}

/** Every row of every table and every stored file of a deployment, to prove a refused import wrote nothing. */
async function everything(t: TTestApp) {
  const client = await t.database.pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ name: string }>(
      `SELECT 'public.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
    );
    const stats = await tableStats(
      client,
      rows.map((r) => r.name),
    );
    await client.query('COMMIT');
    return { stats, files: listFiles(t.config.fileStorageDir) };
  } finally {
    client.release();
  }
}

/** A copy of an export folder, changed by `change`. */
function alteredCopy(from: string, change: (dir: string, manifest: TCampusManifest) => void): string {
  const dir = path.join(tmp('altered'), 'x');
  fs.cpSync(from, dir, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as TCampusManifest;
  change(dir, manifest);
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('export and import of one school', () => {
  let source: TTestApp;
  let a: Awaited<ReturnType<typeof populatedSchool>>;
  let b: Awaited<ReturnType<typeof populatedSchool>>;
  let schoolA: TSchool;
  let out: string;
  let manifest: TCampusManifest;
  let tables: string[];

  beforeAll(async () => {
    source = await newDeployment();
    a = await populatedSchool(source, 'A');
    b = await populatedSchool(source, 'B');
    schoolA = a.school;
    tables = await tenantTables(source.database);
    out = path.join(tmp('export'), schoolA.campus.code);
    manifest = await exportCampus(source.database, { out, code: schoolA.campus.code.toLowerCase(), filesDir: source.config.fileStorageDir });
  });

  it('exports every tenant table with only that school’s rows, its files, and a manifest of counts and checksums', async () => {
    expect(manifest).toMatchObject({ kind: 'campus', campus: { id: schoolA.campus.id, code: schoolA.campus.code }, missingFiles: [] });
    expect(manifest.migrations.count).toBeGreaterThan(0);
    expect(manifest.tables.map((t) => t.table).sort()).toEqual(tables);
    expect(manifest.tables).toEqual(expect.arrayContaining(await campusStats(source.database, schoolA.campus.id, tables)));
    const rowsOf = (table: string) => manifest.tables.find((t) => t.table === table)!.rows;
    expect(rowsOf('public.campus')).toBe(1);
    expect(rowsOf('public.student')).toBe(3);
    expect(rowsOf('public.employee')).toBe(1);
    expect(rowsOf('public.app_user')).toBe(2);
    expect(rowsOf('public.stored_file')).toBe(1);
    // Shared tables stay; the province the address names is checked on import instead.
    expect(manifest.notExported).toEqual(expect.arrayContaining(['public.province', 'public.sign_in_attempt', 'drizzle.__drizzle_migrations']));

    // Every exported row is school A's; nothing of school B is anywhere in the folder.
    let lines = 0;
    for (const { table } of manifest.tables) {
      const text = fs.readFileSync(path.join(out, 'data', `${table}.jsonl`), 'utf8');
      for (const line of text.split('\n').filter(Boolean)) {
        const row = JSON.parse(line) as { campus_id?: string; id: string };
        expect(table === 'public.campus' ? row.id : row.campus_id, table).toBe(schoolA.campus.id);
        lines++;
      }
    }
    expect(lines).toBe(manifest.tables.reduce((n, t) => n + t.rows, 0));
    const everyByte = [...listFiles(out)].map((f) => fs.readFileSync(path.join(out, f.path)).toString('latin1')).join('\n');
    for (const foreign of [b.school.campus.id, b.school.campus.code, b.teacher.employeeId, ...b.students.map((s) => s.studentId), 'Bstudent'])
      expect(everyByte.includes(foreign), `school B's ${foreign} in the export`).toBe(false);

    // The logo's bytes, under the storage key its row names.
    expect(manifest.files).toHaveLength(1);
    expect(manifest.files[0]!.path.startsWith(`${schoolA.campus.id}/`)).toBe(true);
    expect(manifest.files[0]!.md5).toBe(md5(a.logo));
    expect(manifest.data).toEqual(listFiles(path.join(out, 'data')));
  });

  it('imports into another deployment in one piece: same rows and checksums, the school signs in and reads its students and logo', async () => {
    const target = await newDeployment();
    await importCampus(target.database, { from: out, filesDir: target.config.fileStorageDir });
    expect(await campusStats(target.database, schoolA.campus.id, tables)).toEqual(await campusStats(source.database, schoolA.campus.id, tables));
    // The student list's counts, not carried, are rebuilt by their triggers as the placements go in.
    const counts = async (database: TDatabase) =>
      (
        await database.pool.query(
          'SELECT academic_year_id, academic_class_id, status, n FROM student_class_count WHERE campus_id = $1 AND n <> 0 ORDER BY 1, 2, 3',
          [schoolA.campus.id],
        )
      ).rows;
    expect((await counts(source.database)).length).toBeGreaterThan(0);
    expect(await counts(target.database)).toEqual(await counts(source.database));
    expect(listFiles(target.config.fileStorageDir)).toEqual(manifest.files);
    const campuses = await target.database.pool.query<{ code: string }>('SELECT code FROM campus');
    expect(campuses.rows.map((r) => r.code)).toEqual([schoolA.campus.code]);

    // Same school code and client key, same administrator password.
    const { access_token } = await target.signIn({ basic: schoolA.campus.basic }, 'admin', TEST_PASSWORD);
    const list = await target.call('GET', '/api/student', { token: access_token, query: { academicYearId: schoolA.yearId, pageSize: '50' } });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.data.Data as Array<{ Id: string; FirstNameEn: string }>).map((s) => s.Id).sort()).toEqual(a.students.map((s) => s.studentId).sort());
    expect((list.data.Data as Array<{ FirstNameEn: string }>).every((s) => s.FirstNameEn === 'Astudent')).toBe(true);
    const teacher = await target.signIn({ basic: schoolA.campus.basic }, (await accountName(source, a.teacher.userId))!, TEST_PASSWORD);
    expect(teacher.access_token).toBeTruthy();
    const logo = await target.call('GET', '/api/campus/logo', { query: { schoolCode: schoolA.campus.code } });
    expect(logo.statusCode).toBe(200);
    expect(md5(logo.rawPayload)).toBe(md5(a.logo));

    // The same school a second time: refused, and not a row or a file changes.
    const before = await everything(target);
    await expect(importCampus(target.database, { from: out, filesDir: target.config.fileStorageDir })).rejects.toThrow(/files of this school/);
    // Even with the files moved aside, the code is taken.
    const elsewhere = tmp('elsewhere');
    await expect(importCampus(target.database, { from: out, filesDir: elsewhere })).rejects.toThrow(new RegExp(`code ${schoolA.campus.code} exists already`));
    expect(await everything(target)).toEqual(before);
    expect(listFiles(elsewhere)).toEqual([]);
  });

  it('refuses, writing nothing, another migration level, a damaged data file, and rows that differ from the checksums', async () => {
    const target = await newDeployment();
    const before = await everything(target);

    const otherLevel = alteredCopy(out, (_dir, m) => {
      m.migrations.count += 1;
    });
    await expect(importCampus(target.database, { from: otherLevel, filesDir: target.config.fileStorageDir })).rejects.toThrow(/migration level/);

    const studentFile = (dir: string) => path.join(dir, 'data', 'public.student.jsonl');
    const damaged = alteredCopy(out, (dir) => {
      fs.writeFileSync(studentFile(dir), fs.readFileSync(studentFile(dir), 'utf8').replace('Astudent', 'Xstudent'));
    });
    await expect(importCampus(target.database, { from: damaged, filesDir: target.config.fileStorageDir })).rejects.toThrow(
      /does not match its manifest[\s\S]*public\.student\.jsonl/,
    );

    // A row changed and the file's own checksum forged: the rows are loaded, differ from the table's
    // checksum, and the whole transaction (campus row included) and the copied file are undone.
    const forged = alteredCopy(out, (dir, m) => {
      fs.writeFileSync(studentFile(dir), fs.readFileSync(studentFile(dir), 'utf8').replace('Astudent', 'Xstudent'));
      m.data = listFiles(path.join(dir, 'data'));
    });
    await expect(importCampus(target.database, { from: forged, filesDir: target.config.fileStorageDir })).rejects.toThrow(
      /imported rows differ[\s\S]*public\.student/,
    );
    expect(await everything(target)).toEqual(before);

    // The untouched export still goes in.
    await importCampus(target.database, { from: out, filesDir: target.config.fileStorageDir });
    expect(await campusStats(target.database, schoolA.campus.id, tables)).toEqual(manifest.tables.filter((t) => tables.includes(t.table)).sort(byTable));
  });

  it('refuses an unknown code and a non-empty folder without leaving anything behind', async () => {
    const missing = path.join(tmp('none'), 'x');
    await expect(exportCampus(source.database, { out: missing, code: 'NOSUCH', filesDir: source.config.fileStorageDir })).rejects.toThrow(
      /No school with the code NOSUCH/,
    );
    expect(fs.existsSync(missing)).toBe(false);
    await expect(exportCampus(source.database, { out, code: schoolA.campus.code, filesDir: source.config.fileStorageDir })).rejects.toThrow(/not empty/);
  });
});

const byTable = (x: TTableStat, y: TTableStat) => (x.table < y.table ? -1 : 1);

async function accountName(t: TTestApp, userId: string): Promise<string | undefined> {
  const { rows } = await t.database.pool.query<{ username: string }>('SELECT username FROM app_user WHERE id = $1', [userId]);
  return rows[0]?.username;
}
