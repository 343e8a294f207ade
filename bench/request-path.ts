// The request path (issue 17): authenticated reads of a page against a bare Fastify hello-world, measured
// interleaved in one run at 8 concurrent clients, on the embedded database and (with DATABASE_URL, or
// BENCH_POSTGRES_URL naming an empty database) on PostgreSQL. Prints req/s, p50, p95 and each call's ratio to
// the hello-world of the same round. No pass/fail.
// BENCH_STUDENTS=20000 runs a second server beside the demo's (48 students): the demo school plus that many students
// imported through the import calls (sheets of 5,000: the bulk write the server analyzes after, no manual ANALYZE),
// and measures both in the same rounds, call by call, so that what grows with the school shows as the ratio of the two
// (PostgreSQL: the second database is BENCH_POSTGRES_URL's name with `_students`, made afresh and left for EXPLAIN).
// BENCH_CALLS sets the calls per round (400), BENCH_WARMUP the calls of each before the rounds (3,000),
// BENCH_ENGINES=postgres skips the embedded database (pglite the other),
// BENCH_ONLY=student keeps the calls whose name contains one of its comma-separated words (and the hello-world),
// BENCH_SERVER_FLAGS adds node flags to the server (`--cpu-prof --cpu-prof-dir=/tmp/prof`: a profile written at its exit),
// BENCH_PORTS=3190-3199 keeps the servers within a range of ports.
// BENCH_BASELINE=<another checkout> runs a second server from that checkout's code (its own database; PostgreSQL: the
// name with `_baseline`) in the same rounds, call by call: a change's CPU per call before and after on one busy machine.
// Each call's server CPU time per call is printed too (from /proc): unlike req/s it holds on a machine busy with other
// work; on PostgreSQL the database's own CPU per call (its backends for the server's connections) beside it.
// Run: npm run bench -- request-path   (BENCH_STUDENTS=20000 npm run bench -- request-path)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { SERVER_NODE_FLAGS, serverEnv } from '../scripts/server-process.mjs';
import { cpuMs, freePort, waitFor } from './server';
import { buildSheet, form } from './student-import';

const root = path.resolve(import.meta.dirname, '..');
const CLIENTS = 8;
const ROUNDS = 3;
const PER_ROUND = Number(process.env.BENCH_CALLS ?? 400);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 0);
const SHEET = 5000;
const BASELINE = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : '';

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

type TSample = { samples: number[]; seconds: number; cpu: number; dbCpu: number };

async function load(count: number, call: () => Promise<Response>, pid?: number, dbPids: () => Promise<number[]> = async () => []): Promise<TSample> {
  const samples: number[] = [];
  let next = 0;
  const pids = await dbPids();
  const db0 = pids.reduce((sum, p) => sum + cpuOf(p), 0);
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
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuMs(pid) - cpu0;
  return { samples, seconds, cpu, dbCpu: pids.reduce((sum, p) => sum + cpuOf(p), 0) - db0 };
}

/** A process's CPU ms, 0 once it has gone (a database backend closed between two reads). */
const cpuOf = (pid: number) => {
  try {
    return cpuMs(pid);
  } catch {
    return 0;
  }
};

const HELLO = `
const Fastify = require('fastify');
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

const loadNow = () =>
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;

/** An empty PostgreSQL database beside `url`'s, named with `suffix` (dropped first if it is there). */
async function freshDatabase(url: string, suffix: string): Promise<string> {
  const target = new URL(url);
  const name = `${target.pathname.slice(1)}${suffix}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  target.pathname = `/${name}`;
  return target.toString();
}

type TServer = {
  label: string;
  base: string;
  pid: number;
  dbPids: () => Promise<number[]>;
  calls: Record<string, () => Promise<Response>>;
  stop: () => Promise<void>;
};

/** One server (the demo school, and `students` more imported), signed in, with its calls; on PostgreSQL its backends' pids. */
async function startBenchServer(label: string, databaseUrl: string, students: number, checkout = root): Promise<TServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-path-'));
  // The flags and allocator settings `npm start` gives the server (scripts/server-process.mjs), so the memory printed
  // is its own; BENCH_SERVER_FLAGS adds more (e.g. --cpu-prof).
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...flags, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: checkout,
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
  const stop = async () => {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const base = `http://127.0.0.1:${port}/backend`;
    const t0 = performance.now();
    await waitFor(`${base}/api/health`, server, 600_000);
    console.log(`${label}: started with the demo school in ${((performance.now() - t0) / 1000).toFixed(0)} s (${loadNow()})`);
    const basic = `Basic ${Buffer.from('DEMO:demo-client-secret').toString('base64')}`;
    const res = await fetch(`${base}/api/token`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=admin&password=demo12345',
    });
    const token = ((await res.json()) as { access_token: string }).access_token;
    const auth = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' };
    const get = (url: string) => () => fetch(`${base}${url}`, { headers: auth });
    if (students > 0) await importStudents(base, { authorization: auth.authorization }, students);
    const years = (await (await get('/api/academic-year/by-token')()).json()) as { Data: Array<{ Id: string; IsCurrent: boolean }> };
    const year = years.Data.find((y) => y.IsCurrent) ?? years.Data[0]!;
    const list = `/api/student?academicYearId=${year.Id}&pageSize=10`;
    const first = (await (await get(`${list}&pageIndex=1`)()).json()) as { Data: Array<{ Id: string; AcademicClassId: string }>; Total: number };
    // A page three quarters down the list (page 1,504 of 2,005 with 20,048 students, page 4 of 5 with 48).
    const deep = Math.floor((0.75 * first.Total) / 10) + 1;
    const search = (text: string) => get(`${list}&pageIndex=1&search=${encodeURIComponent(text)}`);
    const calls: Record<string, () => Promise<Response>> = {
      'GET /api/permission': get('/api/permission'),
      'GET /api/academic-year/by-token': get('/api/academic-year/by-token'),
      'GET /api/employee/list (page of 10)': get('/api/employee/list?pageIndex=1&pageSize=10'),
      'GET /api/student (page of 10)': get(`${list}&pageIndex=1`),
      'GET /api/student (a page 3/4 down)': get(`${list}&pageIndex=${deep}`),
      'GET /api/student?academicClassId= (a class)': get(`${list}&pageIndex=1&academicClassId=${first.Data[0]!.AcademicClassId}`),
      'GET /api/student/find (a record)': get(`/api/student/find?id=${first.Data[0]!.Id}`),
      // A full Khmer name (about 40 students of 20,000), a family name alone (one in twenty), a Latin given name.
      'GET /api/student?search= (a Khmer name)': search('ហេង ដារា'),
      'GET /api/student?search= (a Khmer family name)': search('ហេង'),
      'GET /api/student?search= (a Latin name)': search('Dara'),
    };
    const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
    for (const name of Object.keys(calls)) if (only.length > 0 && !only.some((w) => name.includes(w))) delete calls[name];
    const dbPids = async () => {
      if (!databaseUrl) return [];
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
        return rows.map((r) => r.pid);
      } finally {
        await client.end();
      }
    };
    return { label: `${label}, ${first.Total} students in the year`, base, pid: server.pid!, dbPids, calls, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export async function benchEngine(label: string, databaseUrl: string) {
  const helloPort = await freePort();
  const hello = spawn(process.execPath, ['-e', HELLO], {
    cwd: path.join(root, 'apps/server'),
    env: { ...process.env, PORT: String(helloPort) },
    stdio: 'ignore',
  });
  const servers: TServer[] = [];
  try {
    await waitFor(`http://127.0.0.1:${helloPort}/`, hello);
    servers.push(await startBenchServer(`${label} (demo)`, databaseUrl, 0));
    if (STUDENTS > 0) {
      const large = databaseUrl ? await freshDatabase(databaseUrl, '_students') : '';
      servers.push(await startBenchServer(`${label} (demo + ${STUDENTS})`, large, STUDENTS));
    } else if (BASELINE) {
      const other = databaseUrl ? await freshDatabase(databaseUrl, '_baseline') : '';
      servers.push(await startBenchServer(`${label} (demo, baseline ${BASELINE})`, other, 0, BASELINE));
    }
    const helloCall = () => fetch(`http://127.0.0.1:${helloPort}/`);
    const names = Object.keys(servers[0]!.calls);
    // Warm up, then interleave: every call once per round on every server, so a busy machine weighs on all alike. The
    // warm-up is long enough for V8 to optimise the hot paths (BENCH_WARMUP calls of each, 3,000): with 50, the first
    // rounds still ran unoptimised code and a list's server CPU per call read 0.8-1.0 ms against 0.5-0.6 ms at steady
    // state, which is what a server that runs all day spends. 500 was still short: after 2,000 employee-list calls the
    // next 3,000 triggered 234 optimising compilations (--trace-opt; about 0.8 ms of compiler thread a call), after
    // 12,000 only 3.
    const warmup = Number(process.env.BENCH_WARMUP ?? 3000);
    for (const s of servers) for (const call of Object.values(s.calls)) await load(warmup, call);
    await load(200, helloCall);
    const loads = [loadNow()];
    const all = servers.map(() => new Map<string, TSample>());
    const helloAll: TSample = { samples: [], seconds: 0, cpu: 0, dbCpu: 0 };
    const add = (acc: TSample, r: TSample) => {
      acc.samples.push(...r.samples);
      acc.seconds += r.seconds;
      acc.cpu += r.cpu;
      acc.dbCpu += r.dbCpu;
    };
    for (let round = 0; round < ROUNDS; round++) {
      add(helloAll, await load(PER_ROUND, helloCall, hello.pid));
      for (const name of names) {
        for (const [i, s] of servers.entries()) {
          const acc = all[i]!.get(name) ?? { samples: [], seconds: 0, cpu: 0, dbCpu: 0 };
          add(acc, await load(PER_ROUND, s.calls[name]!, s.pid, s.dbPids));
          all[i]!.set(name, acc);
        }
      }
      loads.push(loadNow());
    }
    const rate = (r: TSample) => r.samples.length / r.seconds;
    const p50 = (r: TSample) => [...r.samples].sort((a, b) => a - b)[Math.floor(r.samples.length / 2)]!;
    const row = (r: TSample) => {
      const sorted = [...r.samples].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
      return {
        'req/s': Math.round(rate(r)),
        'of hello-world': `${((100 * rate(r)) / rate(helloAll)).toFixed(0)}%`,
        'p50 ms': at(0.5).toFixed(1),
        'p95 ms': at(0.95).toFixed(1),
        // The server process's CPU per call (the hello-world's own for it): PGlite's work is in it, PostgreSQL's is not.
        'server CPU ms/call': (r.cpu / r.samples.length).toFixed(2),
        ...(databaseUrl ? { 'database CPU ms/call': (r.dbCpu / r.samples.length).toFixed(2) } : {}),
      };
    };
    console.log(`\n${CLIENTS} clients, ${ROUNDS} interleaved rounds of ${PER_ROUND} calls each; ${loads.join(' → ')}`);
    for (const [i, s] of servers.entries()) {
      console.log(`\n${s.label}`);
      console.table({ 'hello-world (bare Fastify)': row(helloAll), ...Object.fromEntries(names.map((n) => [n, row(all[i]!.get(n)!)])) });
      const rss = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${s.pid}/status`, 'utf8'))?.[1];
      console.log(`server memory (RSS): ${(Number(rss) / 1024).toFixed(0)} MB`);
    }
    if (servers.length === 2) {
      // What grows with the school: each call on the large school against the same call on the demo, same rounds.
      const cpuPerCall = (r: TSample) => (r.cpu + r.dbCpu) / r.samples.length;
      const [a, b] = STUDENTS > 0 ? ['demo', 'large'] : ['this', 'baseline'];
      console.log(`\n${servers[1]!.label} against ${servers[0]!.label}, same rounds`);
      console.table(
        Object.fromEntries(
          names.map((n) => {
            const [small, large] = [all[0]!.get(n)!, all[1]!.get(n)!];
            return [
              n,
              {
                [`of hello-world (${a} → ${b})`]: `${((100 * rate(small)) / rate(helloAll)).toFixed(0)}% → ${((100 * rate(large)) / rate(helloAll)).toFixed(0)}%`,
                [`p50 ms (${a} → ${b})`]: `${p50(small).toFixed(1)} → ${p50(large).toFixed(1)}`,
                [`server CPU ms/call (${a} → ${b})`]: `${(small.cpu / small.samples.length).toFixed(2)} → ${(large.cpu / large.samples.length).toFixed(2)}`,
                [`CPU ms/call, server + database (${a} → ${b})`]: `${cpuPerCall(small).toFixed(2)} → ${cpuPerCall(large).toFixed(2)}`,
                [`${b} / ${a} (CPU)`]: `×${(cpuPerCall(large) / cpuPerCall(small)).toFixed(2)}`,
              },
            ];
          }),
        ),
      );
    }
  } finally {
    hello.kill('SIGTERM');
    await Promise.all([...servers.map((s) => s.stop()), hello.exitCode !== null ? undefined : new Promise((r) => hello.once('exit', r))]);
  }
}

export async function benchRequestPath() {
  // BENCH_ENGINES=postgres skips the embedded database (its 20,000-student import takes long on a busy machine).
  if (process.env.BENCH_ENGINES !== 'postgres') await benchEngine('embedded database (PGlite)', '');
  const pgUrl = process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL;
  if (process.env.BENCH_ENGINES === 'pglite') return;
  if (pgUrl) await benchEngine('PostgreSQL', pgUrl);
  else console.log('\nPostgreSQL: skipped (set BENCH_POSTGRES_URL to an empty database)');
}
