// The request path (issue 17): authenticated reads of a page against a bare Fastify hello-world, measured
// interleaved in one run at 8 concurrent clients, on the embedded database and (with DATABASE_URL, or
// BENCH_POSTGRES_URL naming an empty database) on PostgreSQL. Prints req/s, p50, p95 and each call's ratio to
// the hello-world of the same round. No pass/fail.
// BENCH_STUDENTS=20000 first imports that many students into the demo school through the import calls (sheets
// of 5,000: the bulk write the server analyzes after, no manual ANALYZE), so a page's cost can be compared with
// the demo's 48 students; a Khmer-name search is one of the calls.
// BENCH_CALLS sets the calls per round (400), BENCH_WARMUP the calls of each before the rounds (500), BENCH_ENGINES=postgres skips the embedded database (pglite the other),
// BENCH_ONLY=student keeps the calls whose name contains one of its comma-separated words (and the hello-world),
// BENCH_SERVER_FLAGS adds node flags to the server (`--cpu-prof --cpu-prof-dir=/tmp/prof`: a profile written at its exit).
// Each call's server CPU time per call is printed too (from /proc): unlike req/s it holds on a machine busy with other work.
// Run: npm run bench -- request-path   (BENCH_STUDENTS=20000 npm run bench -- request-path)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SERVER_NODE_FLAGS, serverEnv } from '../scripts/server-process.mjs';
import { cpuMs, freePort, waitFor } from './server';
import { buildSheet, form } from './student-import';

const root = path.resolve(import.meta.dirname, '..');
const CLIENTS = 8;
const ROUNDS = 3;
const PER_ROUND = Number(process.env.BENCH_CALLS ?? 400);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 0);
const SHEET = 5000;

/** Imports `count` students through the import calls, 5,000 a sheet; prints the time. */
async function importStudents(base: string, auth: Record<string, string>, count: number) {
  const constants = (await (await fetch(`${base}/api/student/import/constant`, { headers: auth })).json()) as {
    Data: { AcademicYearId: string; AcademicClasses: Array<{ Code: string }> };
  };
  const template = await (await fetch(`${base}/api/student/import/template`, { headers: auth })).arrayBuffer();
  const codes = constants.Data.AcademicClasses.map((c) => c.Code);
  const t0 = performance.now();
  for (let offset = 0; offset < count; offset += SHEET) {
    const sheet = await buildSheet(template, codes, Math.min(SHEET, count - offset), offset);
    const up = await fetch(`${base}/api/student/import`, {
      method: 'POST',
      headers: auth,
      body: form({ AcademicYearId: constants.Data.AcademicYearId }, { name: 'students.xlsx', data: sheet }),
    });
    const batch = (await up.json()) as { MessageEn: string; Data: { Id: string } };
    if (up.status !== 200) throw new Error(`import upload: HTTP ${up.status} ${batch.MessageEn}`);
    const done = await fetch(`${base}/api/student/import/${batch.Data.Id}/submit`, { method: 'POST', headers: auth });
    if (done.status !== 200) throw new Error(`import submit: HTTP ${done.status}`);
  }
  console.log(`imported ${count} students in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

async function load(count: number, call: () => Promise<Response>, pid?: number) {
  const samples: number[] = [];
  let next = 0;
  const cpu0 = cpuMs(pid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next++ < count) {
        const t0 = performance.now();
        const res = await call();
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`HTTP ${res.status} ${res.url}`);
        samples.push(performance.now() - t0);
      }
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000, cpu: cpuMs(pid) - cpu0 };
}

const HELLO = `
const Fastify = require('fastify');
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

export async function benchEngine(label: string, databaseUrl: string) {
  const [port, helloPort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-path-'));
  // The flags and allocator settings `npm start` gives the server (scripts/server-process.mjs), so the memory printed
  // is its own; BENCH_SERVER_FLAGS adds more (e.g. --cpu-prof).
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...flags, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: serverEnv({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DATABASE_URL: databaseUrl,
      API_CALLS_PER_MINUTE: '1000000',
      MAX_UPLOAD_MB: '20',
    }),
    stdio: 'ignore',
  });
  const hello = spawn(process.execPath, ['-e', HELLO], {
    cwd: path.join(root, 'apps/server'),
    env: { ...process.env, PORT: String(helloPort) },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}/backend`;
  try {
    await Promise.all([waitFor(`${base}/api/health`, server), waitFor(`http://127.0.0.1:${helloPort}/`, hello)]);
    const basic = `Basic ${Buffer.from('DEMO:demo-client-secret').toString('base64')}`;
    const res = await fetch(`${base}/api/token`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=admin&password=demo12345',
    });
    const token = ((await res.json()) as { access_token: string }).access_token;
    const auth = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' };
    const get = (url: string) => () => fetch(`${base}${url}`, { headers: auth });
    if (STUDENTS > 0) await importStudents(base, { authorization: auth.authorization }, STUDENTS);
    const years = (await (await get('/api/academic-year/by-token')()).json()) as { Data: Array<{ Id: string; IsCurrent: boolean }> };
    const year = years.Data.find((y) => y.IsCurrent) ?? years.Data[0]!;
    const students = (await (await get(`/api/student?academicYearId=${year.Id}&pageIndex=1&pageSize=10`)()).json()) as { Data: Array<{ Id: string }> };
    const calls: Record<string, () => Promise<Response>> = {
      'hello-world (bare Fastify)': () => fetch(`http://127.0.0.1:${helloPort}/`),
      'GET /api/permission': get('/api/permission'),
      'GET /api/academic-year/by-token': get('/api/academic-year/by-token'),
      'GET /api/employee/list (page of 10)': get('/api/employee/list?pageIndex=1&pageSize=10'),
      'GET /api/student (page of 10)': get(`/api/student?academicYearId=${year.Id}&pageIndex=1&pageSize=10`),
      'GET /api/student/find (a record)': get(`/api/student/find?id=${students.Data[0]!.Id}`),
      'GET /api/student?search= (a Khmer name)': get(`/api/student?academicYearId=${year.Id}&pageIndex=1&pageSize=10&search=${encodeURIComponent('ហេង ដារា')}`),
    };
    const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
    for (const name of Object.keys(calls)) if (only.length > 0 && !name.startsWith('hello') && !only.some((w) => name.includes(w))) delete calls[name];
    // Warm up, then interleave: every call once per round, so a busy machine weighs on all alike. The warm-up is
    // long enough for V8 to optimise the hot paths (BENCH_WARMUP calls of each, 500): with 50, the first rounds
    // still ran unoptimised code and a list's server CPU per call read 0.8-1.0 ms against 0.5-0.6 ms at steady
    // state, which is what a server that runs all day spends.
    const warmup = Number(process.env.BENCH_WARMUP ?? 500);
    for (const call of Object.values(calls)) await load(warmup, call);
    const all = new Map<string, { samples: number[]; seconds: number; cpu: number }>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, call] of Object.entries(calls)) {
        const { samples, seconds, cpu } = await load(PER_ROUND, call, name.startsWith('hello') ? hello.pid : server.pid);
        const acc = all.get(name) ?? { samples: [], seconds: 0, cpu: 0 };
        acc.samples.push(...samples);
        acc.seconds += seconds;
        acc.cpu += cpu;
        all.set(name, acc);
      }
    }
    const rate = (name: string) => all.get(name)!.samples.length / all.get(name)!.seconds;
    const helloRate = rate('hello-world (bare Fastify)');
    const rows: Record<string, Record<string, string | number>> = {};
    for (const [name, { samples, cpu }] of all) {
      const sorted = [...samples].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
      rows[name] = {
        'req/s': Math.round(rate(name)),
        'of hello-world': `${((100 * rate(name)) / helloRate).toFixed(0)}%`,
        'p50 ms': at(0.5).toFixed(1),
        'p95 ms': at(0.95).toFixed(1),
        // The server process's CPU per call (the hello-world's own for it): PGlite's work is in it, PostgreSQL's is not.
        'server CPU ms/call': (cpu / samples.length).toFixed(2),
      };
    }
    const total = ((await (await get(`/api/student?academicYearId=${year.Id}&pageIndex=1&pageSize=1`)()).json()) as { Total: number }).Total;
    console.log(`\n${label}, ${total} students in the year: ${CLIENTS} clients, ${ROUNDS} interleaved rounds of ${PER_ROUND} calls each`);
    console.table(rows);
    const rss = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1];
    console.log(`server memory (RSS): ${(Number(rss) / 1024).toFixed(0)} MB`);
  } finally {
    for (const child of [server, hello]) child.kill('SIGTERM');
    await Promise.all([server, hello].map((c) => (c.exitCode !== null ? undefined : new Promise((r) => c.once('exit', r)))));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchRequestPath() {
  // BENCH_ENGINES=postgres skips the embedded database (its 20,000-student round takes long on a busy machine).
  if (process.env.BENCH_ENGINES !== 'postgres') await benchEngine('embedded database (PGlite)', '');
  const pgUrl = process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL;
  if (process.env.BENCH_ENGINES === 'pglite') return;
  if (pgUrl) await benchEngine('PostgreSQL', pgUrl);
  else console.log('\nPostgreSQL: skipped (set BENCH_POSTGRES_URL to an empty database)');
}
