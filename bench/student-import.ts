// Student import of 2,000 rows on the embedded database (PGlite in its worker thread), the default
// deployment: the sheet is built from the downloaded template, uploaded (read in the spreadsheet worker,
// every row checked, batch and rows kept) and submitted (every student, placement, address, guardian and
// link in one transaction). Run: npm run bench -- student-import   (prints figures; no pass/fail)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';

const root = path.resolve(import.meta.dirname, '..');
const ROWS = 2000;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

// Real Khmer names, 20 family and 24 given: 480 full names, each about 40 times among 20,000 students (a Khmer-name
// search of the request-path bench finds a few dozen, a family name alone a twentieth of the school).
const FAMILY = [
  ['សុខ', 'Sok'],
  ['ចាន់', 'Chan'],
  ['កែវ', 'Keo'],
  ['លី', 'Ly'],
  ['ហេង', 'Heng'],
  ['ម៉ៅ', 'Mao'],
  ['ស៊ុន', 'Sun'],
  ['ពេជ្រ', 'Pech'],
  ['ឈឹម', 'Chhim'],
  ['ខៀវ', 'Khiev'],
  ['ជា', 'Chea'],
  ['សៀង', 'Sieng'],
  ['អ៊ុំ', 'Um'],
  ['នួន', 'Nuon'],
  ['ទេព', 'Tep'],
  ['យិន', 'Yin'],
  ['ប៉ាង', 'Pang'],
  ['គង់', 'Kong'],
  ['សេង', 'Seng'],
  ['ឡាយ', 'Lay'],
] as const;
const GIVEN = [
  ['ស្រីនិច', 'Sreynich', 'F'],
  ['ដារា', 'Dara', 'M'],
  ['បុប្ផា', 'Bopha', 'F'],
  ['វិចិត្រ', 'Vichet', 'M'],
  ['រតនា', 'Rathana', 'F'],
  ['ពិសិដ្ឋ', 'Piseth', 'M'],
  ['សុភា', 'Sophea', 'F'],
  ['វណ្ណា', 'Vanna', 'M'],
  ['ចន្ធូ', 'Chanthou', 'F'],
  ['សុផល', 'Sophal', 'M'],
  ['ស្រីល័ក្ខ', 'Sreyleak', 'F'],
  ['រិទ្ធី', 'Rithy', 'M'],
  ['ម៉ាលី', 'Maly', 'F'],
  ['សំណាង', 'Samnang', 'M'],
  ['ធីតា', 'Thida', 'F'],
  ['បញ្ញា', 'Panha', 'M'],
  ['សុគន្ធា', 'Sokunthea', 'F'],
  ['វឌ្ឍនា', 'Vathana', 'M'],
  ['ស្រីពៅ', 'Sreypov', 'F'],
  ['ចំរើន', 'Chamroeun', 'M'],
  ['លក្ខិណា', 'Leakhena', 'F'],
  ['សុវណ្ណ', 'Sovann', 'M'],
  ['នារី', 'Neary', 'F'],
  ['មករា', 'Makara', 'M'],
] as const;

/** The import template filled with `rows` students, numbered from `offset` + 1 (codes, Latin names and phones unique). */
export async function buildSheet(template: ArrayBuffer, classCodes: string[], rows: number, offset = 0): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template);
  const sheet = workbook.worksheets[0]!;
  const column = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => column.set(String(cell.value).split('\n')[1]!, col));
  for (let r = 0; r < rows; r++) {
    const i = offset + r;
    const [familyKm, familyEn] = FAMILY[i % FAMILY.length]!;
    const [givenKm, givenEn, gender] = GIVEN[Math.floor(i / FAMILY.length) % GIVEN.length]!;
    const values: Record<string, string | Date> = {
      'Student code': `B${String(i + 1).padStart(5, '0')}`,
      'Last name (Khmer)': familyKm,
      'First name (Khmer)': givenKm,
      'Last name (Latin)': familyEn,
      'First name (Latin)': `${givenEn}${i}`,
      Gender: gender,
      'Date of birth': new Date(Date.UTC(2010 + (i % 6), i % 12, 1 + (i % 28))),
      'Place of birth': 'ភ្នំពេញ',
      Phone: `012${String(100000 + i).padStart(6, '0')}`,
      Province: String(1 + (i % 25)),
      Address: `ផ្ទះលេខ ${i + 1}`,
      'Class code': classCodes[i % classCodes.length]!,
      'Guardian last name (Khmer)': familyKm,
      'Guardian first name (Khmer)': 'សុភា',
      'Guardian last name (Latin)': familyEn,
      'Guardian first name (Latin)': 'Sophea',
      'Guardian gender': 'F',
      'Guardian relationship': 'ម្តាយ',
      'Guardian phone': `097${String(200000 + i).padStart(6, '0')}`,
    };
    const row = sheet.getRow(r + 2);
    for (const [name, value] of Object.entries(values)) row.getCell(column.get(name)!).value = value;
    row.commit();
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function form(fields: Record<string, string>, file: { name: string; data: Buffer }) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append('File', new Blob([new Uint8Array(file.data)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), file.name);
  return body;
}

export async function benchStudentImport() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', MAX_UPLOAD_MB: '10' },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}/backend`;
  try {
    for (;;) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        /* starting */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const basic = `Basic ${Buffer.from('DEMO:demo-client-secret').toString('base64')}`;
    const signIn = await fetch(`${base}/api/token`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=admin&password=demo12345',
    });
    const token = ((await signIn.json()) as { access_token: string }).access_token;
    const auth = { authorization: `Bearer ${token}` };
    const constants = (await (await fetch(`${base}/api/student/import/constant`, { headers: auth })).json()) as {
      Data: { AcademicYearId: string; AcademicClasses: Array<{ Code: string }> };
    };
    const template = await (await fetch(`${base}/api/student/import/template`, { headers: auth })).arrayBuffer();
    const before = ((await (await fetch(`${base}/api/student?pageSize=1`, { headers: auth })).json()) as { Total: number }).Total;

    let t0 = performance.now();
    const sheet = await buildSheet(
      template,
      constants.Data.AcademicClasses.map((c) => c.Code),
      ROWS,
    );
    const buildMs = performance.now() - t0;

    t0 = performance.now();
    const uploaded = await fetch(`${base}/api/student/import`, {
      method: 'POST',
      headers: auth,
      body: form({ AcademicYearId: constants.Data.AcademicYearId }, { name: 'students.xlsx', data: sheet }),
    });
    const batch = (await uploaded.json()) as { StatusCode: number; MessageEn: string; Data: { Id: string; TotalRows: number; InvalidRows: number } };
    const uploadMs = performance.now() - t0;
    if (uploaded.status !== 200) throw new Error(`upload: HTTP ${uploaded.status} ${batch.MessageEn}`);

    t0 = performance.now();
    const submitted = await fetch(`${base}/api/student/import/${batch.Data.Id}/submit`, { method: 'POST', headers: auth });
    const result = (await submitted.json()) as { MessageEn: string; Data: { ImportedRows: number } };
    const submitMs = performance.now() - t0;
    if (submitted.status !== 200) throw new Error(`submit: HTTP ${submitted.status} ${result.MessageEn}`);
    const after = ((await (await fetch(`${base}/api/student?pageSize=1`, { headers: auth })).json()) as { Total: number }).Total;

    // The same sheet again: every code is now taken, so every row is reported (the 400 path at full size).
    t0 = performance.now();
    const again = await fetch(`${base}/api/student/import`, { method: 'POST', headers: auth, body: form({}, { name: 'students.xlsx', data: sheet }) });
    const invalid = (await again.json()) as { Data: unknown[] };
    const invalidMs = performance.now() - t0;

    console.table({
      [`build the ${ROWS}-row .xlsx from the template (client side)`]: { ms: Math.round(buildMs), detail: `${(sheet.length / 1024).toFixed(0)} KB` },
      'upload: read, check every row, keep the batch': { ms: Math.round(uploadMs), detail: `${batch.Data.TotalRows} rows, ${batch.Data.InvalidRows} invalid` },
      'submit: create every student in one transaction': {
        ms: Math.round(submitMs),
        detail: `${result.Data.ImportedRows} imported; students ${before} → ${after}`,
      },
      'upload again: every row refused (400)': { ms: Math.round(invalidMs), detail: `HTTP ${again.status}, ${invalid.Data.length} rows reported` },
    });
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
