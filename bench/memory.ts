// The server's memory under a school's traffic (issue 17: the embedded database's server under 600 MB RSS after
// the browser suite's worth of traffic; on PostgreSQL the API process under 250 MB RSS under load).
// The server starts as `npm start` starts it (`node scripts/start.mjs`: its node flags, the web app built),
// with the demo school, in a temporary DATA_DIR; on PostgreSQL too when BENCH_POSTGRES_URL (or DATABASE_URL)
// names an empty database. Then BENCH_CLIENTS (8) clients make BENCH_SECONDS (60) of a school's mix of calls:
// sign-ins as the five demo users, lists and records, score sheets read and saved, attendance read and saved,
// PDFs and spreadsheets. Printed at start (demo data in, before traffic), peak (sampled four times a second,
// and the kernel's high-water mark) and end (after 5 s idle): RSS, V8 heap used and total, external and
// arrayBuffers of the API's thread, the same of PGlite's worker thread, PGlite's WebAssembly memory, glibc's
// malloc heaps and mapped files (residentByKind).
// BENCH_HEAP_SNAPSHOT=1 writes a heap snapshot of the API's thread at the end (SIGUSR2) into the working folder.
// No pass/fail. Run: npm run bench -- memory   (BENCH_ENGINES=postgres or pglite runs one)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SCORE_VISIBILITY_STATUS } from '@school/contract';
import { demoClient } from './demo-client';
import { cpuMs, freePort, waitFor } from './server';

const root = path.resolve(import.meta.dirname, '..');
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const MB = 1024 * 1024;

type TUsage = { rss: number; heapTotal: number; heapUsed: number; external: number; arrayBuffers: number };
type TSample = { rss: number; wasm: number; malloc: number; file: number; api?: TUsage; worker?: TUsage };

/** The server process `scripts/start.mjs` started (its only child). */
function childOf(pid: number): number | undefined {
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return children.length ? Number(children[0]) : undefined;
  } catch {
    return undefined;
  }
}

function status(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const kb = new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) * 1024;
}

/**
 * The process's resident memory by kind, from /proc/<pid>/smaps:
 * - `wasm`: the WebAssembly memories (PGlite's). V8 reserves each with a guard of several GB: the memory's current
 *   size is a read-write mapping directly followed by the inaccessible rest of its reservation;
 * - `malloc`: glibc's heap and its arenas (anonymous mappings aligned to the arenas' 64 MB), native memory of
 *   node, its libraries and addons;
 * - `file`: mapped files (node's own code, shared libraries);
 * - the rest is V8's heaps and code, thread stacks and other anonymous mappings.
 */
function residentByKind(pid: number): { wasm: number; malloc: number; file: number } {
  type TMap = { start: bigint; end: bigint; perms: string; name: string; rss: number };
  const maps: TMap[] = [];
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (head) maps.push({ start: BigInt(`0x${head[1]}`), end: BigInt(`0x${head[2]}`), perms: head[3]!, name: head[4] === '0' ? head[5]! : 'file', rss: 0 });
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && maps.length) maps[maps.length - 1]!.rss = Number(rss[1]) * 1024;
  }
  const kinds = { wasm: 0, malloc: 0, file: 0 };
  const ARENA = 64n << 20n;
  for (let i = 0; i < maps.length; i++) {
    const [map, next] = [maps[i]!, maps[i + 1]];
    if (map.name === 'file' || (map.name !== '' && !map.name.startsWith('['))) kinds.file += map.rss;
    else if (map.name === '[heap]' || (map.name === '' && map.start % ARENA === 0n && map.end - map.start <= ARENA)) kinds.malloc += map.rss;
    else if (map.perms === 'rw-p' && next?.perms === '---p' && next.start === map.end && next.end - map.start >= 4n << 30n) kinds.wasm += map.rss;
  }
  return kinds;
}

function sample(pid: number, probeDir: string): TSample {
  const read = (file: string) => {
    try {
      return JSON.parse(fs.readFileSync(path.join(probeDir, file), 'utf8')) as TUsage;
    } catch {
      return undefined;
    }
  };
  const threads = fs.readdirSync(probeDir).filter((f) => f.startsWith(`${pid}-`) && f.endsWith('.json'));
  const worker = threads.find((f) => f !== `${pid}-0.json`);
  return { rss: status(pid, 'VmRSS'), ...residentByKind(pid), api: read(`${pid}-0.json`), worker: worker ? read(worker) : undefined };
}

/** The latest Monday-to-Friday day up to today in Phnom Penh (the demo's routines are on school days). */
function schoolDay(): string {
  const d = new Date(Date.now() + 7 * 3_600_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

type TAction = { name: string; weight: number; run: () => Promise<Response> };

/** The demo school's ids the calls need, read once through the API. */
async function schoolActions(api: string): Promise<{ actions: TAction[]; refresh: () => Promise<void> }> {
  const { signIn, call } = demoClient(api);
  const users = ['admin', 'office', 'teacher', 'student', 'guardian'] as const;
  const tokens: Record<string, string> = {};
  const refresh = async () => {
    for (const user of users) tokens[user] = await signIn(user).catch(() => tokens[user] ?? '');
  };
  await refresh();
  const admin = tokens.admin!;
  const years = await call<Array<{ Id: string; IsCurrent: boolean }>>('GET', '/api/academic-year/by-token', admin);
  const year = years.find((y) => y.IsCurrent) ?? years[0]!;
  const classes = await call<Array<{ Id: string }>>('GET', `/api/academic-class/by-year?academicYearId=${year.Id}`, admin);
  const students = await call<Array<{ Id: string; AcademicClassId?: string; StudentAcademicClassId?: string }>>(
    'GET',
    `/api/student?academicYearId=${year.Id}&pageIndex=1&pageSize=50`,
    admin,
  );
  const home = await call<{ ExamTypeId: string; Sheets: Array<{ AcademicClassId: string; CourseLevelSubjectId: string; Visibility: number }> }>(
    'GET',
    '/api/scoring/home',
    tokens.teacher!,
  );
  // The teacher saves only her draft sheets: a submitted or released one answers her 403 (only the office corrects it).
  const drafts = home.Sheets.filter((s) => s.Visibility === SCORE_VISIBILITY_STATUS.DRAFT);
  const date = schoolDay();
  // Only the sheets a teacher may still save: a confirmed class's day answers her 403 (only the office corrects it),
  // which the mix would otherwise count as failures.
  const routines = (
    await call<Array<{ Id: string; AcademicClassId: string; Confirmed: boolean }>>(
      'GET',
      `/api/student-attendance/routines-by-date?date=${date}`,
      tokens.teacher!,
    )
  ).filter((r) => !r.Confirmed);
  let n = 0;
  const pick = <T>(list: readonly T[]): T => list[n++ % list.length]!;
  const get = (user: (typeof users)[number], url: () => string) => () =>
    fetch(`${api}${url()}`, { headers: { authorization: `Bearer ${tokens[user]}`, 'accept-encoding': 'gzip, br' } });
  const send = (user: (typeof users)[number], method: string, url: string, body: unknown) =>
    fetch(`${api}${url}`, { method, headers: { authorization: `Bearer ${tokens[user]}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const sheetUrl = (s: { AcademicClassId: string; CourseLevelSubjectId: string }) =>
    `/api/score/entry/by-class-and-exam-type?academicClassId=${s.AcademicClassId}&examTypeId=${home.ExamTypeId}&courseLevelSubjectId=${s.CourseLevelSubjectId}`;
  const basic = Buffer.from('DEMO:demo-client-secret').toString('base64');
  const actions: TAction[] = [
    {
      name: 'POST /api/token (a demo user)',
      weight: 2,
      run: () =>
        fetch(`${api}/api/token`, {
          method: 'POST',
          headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'password', username: pick(users), password: 'demo12345' }),
        }),
    },
    { name: 'GET /api/permission', weight: 6, run: get('admin', () => '/api/permission') },
    { name: 'GET /api/academic-year/by-token', weight: 3, run: get('office', () => '/api/academic-year/by-token') },
    { name: 'GET /api/academic-class/lookup', weight: 2, run: get('office', () => `/api/academic-class/lookup?academicYearId=${year.Id}`) },
    {
      name: 'GET /api/student (a class, a page)',
      weight: 6,
      run: get('office', () => `/api/student?academicYearId=${year.Id}&academicClassId=${pick(classes).Id}&pageIndex=1&pageSize=20`),
    },
    {
      name: 'GET /api/student?search=',
      weight: 2,
      run: get(
        'admin',
        () => `/api/student?academicYearId=${year.Id}&pageIndex=1&pageSize=10&search=${encodeURIComponent(pick(['ហេង', 'Sok', 'ដារា', 'S00']))}`,
      ),
    },
    { name: 'GET /api/student/find', weight: 4, run: get('admin', () => `/api/student/find?id=${pick(students).Id}`) },
    { name: 'GET /api/employee/list', weight: 3, run: get('admin', () => '/api/employee/list?pageIndex=1&pageSize=20') },
    { name: 'GET /api/scoring/home (teacher)', weight: 2, run: get('teacher', () => '/api/scoring/home') },
    { name: 'GET a score sheet (teacher)', weight: 4, run: get('teacher', () => sheetUrl(pick(home.Sheets))) },
    {
      name: 'POST v2/batch-save a score sheet',
      weight: 1,
      run: async () => {
        const s = pick(drafts);
        const sheet = (await (await get('teacher', () => sheetUrl(s))()).json()) as {
          Data: { Version: number | null; MaxScore: number; Students: Array<{ StudentId: string }> };
        };
        return send('teacher', 'POST', '/api/score/entry/v2/batch-save', {
          AcademicClassId: s.AcademicClassId,
          ExamTypeId: home.ExamTypeId,
          CourseLevelSubjectId: s.CourseLevelSubjectId,
          Version: sheet.Data.Version,
          Items: sheet.Data.Students.map((st, j) => ({ StudentId: st.StudentId, Score: ((n + j * 3) % (2 * sheet.Data.MaxScore)) / 2, Status: 0 })),
        });
      },
    },
    {
      name: 'GET /api/score/result/class',
      weight: 2,
      run: get('teacher', () => `/api/score/result/class?academicClassId=${pick(home.Sheets).AcademicClassId}&kind=exam&examTypeId=${home.ExamTypeId}`),
    },
    { name: 'GET /api/score/result/student (student)', weight: 2, run: get('student', () => '/api/score/result/student') },
    { name: 'GET /api/student/schedule-class (student)', weight: 1, run: get('student', () => '/api/student/schedule-class') },
    { name: 'GET attendance routines-by-date (teacher)', weight: 2, run: get('teacher', () => `/api/student-attendance/routines-by-date?date=${date}`) },
    {
      name: 'GET attendance routines-in-campus-by-date',
      weight: 1,
      run: get('office', () => `/api/student-attendance/routines-in-campus-by-date?date=${date}`),
    },
    {
      name: 'POST attendance batch-save (a routine)',
      weight: 2,
      run: async () => {
        const routine = pick(routines);
        const res = await get('teacher', () => `/api/student-attendance/attendance-by-routine-and-date?routineId=${routine.Id}&date=${date}`)();
        const sheet =
          ((await res.json()) as Array<{ StudentId: string; Version: number | null }> | { Data: Array<{ StudentId: string; Version: number | null }> }) ?? [];
        const rows = Array.isArray(sheet) ? sheet : sheet.Data;
        return send(
          'teacher',
          'POST',
          '/api/student-attendance/batch-save',
          rows.map((s, j) => ({
            RoutineId: routine.Id,
            Date: date,
            Version: rows[0]?.Version ?? null,
            StudentId: s.StudentId,
            AttendanceType: (n + j) % 7 === 0 ? 0 : 1,
          })),
        );
      },
    },
    {
      name: 'GET record book PDF (a student)',
      weight: 1,
      run: () => {
        const s = pick(students);
        return get('admin', () => `/api/student/record-book/pdf?studentId=${s.Id}&academicClassId=${s.AcademicClassId ?? classes[0]!.Id}`)();
      },
    },
    { name: 'GET routine print PDF (a class week)', weight: 1, run: get('office', () => `/api/routine/print?academicClassId=${pick(classes).Id}`) },
    { name: 'GET student export xlsx (the year)', weight: 1, run: get('office', () => `/api/student/export/list?academicYearId=${year.Id}`) },
    { name: 'GET employee export xlsx', weight: 1, run: get('office', () => '/api/employee/export/list') },
    {
      name: 'GET score sheet xlsx (a class)',
      weight: 1,
      run: get('teacher', () => `/api/score/entry/by-class/export?academicClassId=${pick(home.Sheets).AcademicClassId}&examTypeId=${home.ExamTypeId}`),
    },
  ];
  // A save with nothing the teacher may save (every sheet submitted, every day confirmed) is left out of the mix
  // rather than counted as failing.
  const left = new Set<string>();
  if (drafts.length === 0) left.add('POST v2/batch-save a score sheet');
  if (routines.length === 0) left.add('POST attendance batch-save (a routine)');
  for (const name of left) console.log(`${name}: nothing the teacher may save in the demo school, left out of the mix`);
  return { actions: actions.filter((a) => !left.has(a.name)), refresh };
}

const fmt = (bytes: number | undefined) => (bytes === undefined ? '-' : (bytes / MB).toFixed(0));

function row(s: TSample) {
  return {
    'RSS MB': fmt(s.rss),
    'API heap used': fmt(s.api?.heapUsed),
    'API heap total': fmt(s.api?.heapTotal),
    'API external': fmt(s.api?.external),
    'API arrayBuffers': fmt(s.api?.arrayBuffers),
    'PGlite worker heap used': fmt(s.worker?.heapUsed),
    'PGlite worker external': fmt(s.worker?.external),
    'WASM resident': fmt(s.wasm),
    malloc: fmt(s.malloc),
    'mapped files': fmt(s.file),
  };
}

export async function benchEngine(label: string, databaseUrl: string) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-memory-'));
  const probeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-memory-probe-'));
  const snapshot = process.env.BENCH_HEAP_SNAPSHOT === '1';
  const nodeOptions = [
    process.env.NODE_OPTIONS ?? '',
    `--import=${path.join(import.meta.dirname, 'memory-probe.mjs')}`,
    snapshot ? '--heapsnapshot-signal=SIGUSR2' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const starter = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: nodeOptions,
      MEMORY_PROBE_DIR: probeDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DATABASE_URL: databaseUrl,
      API_CALLS_PER_MINUTE: '1000000',
      // The web app's sign-in for guardians (the suite signs a guardian in on the web).
      GUARDIAN_WEB_ACCESS: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const api = `http://127.0.0.1:${port}/backend`;
  const counts = new Map<string, { ok: number; failed: number; ms: number; error?: string }>();
  try {
    await waitFor(`${api}/api/health`, starter);
    const pid = childOf(starter.pid!);
    if (!pid) throw new Error('no server process under scripts/start.mjs');
    await new Promise((r) => setTimeout(r, 1000));
    const start = sample(pid, probeDir);
    // The high-water mark before any traffic: what starting (migrations, the demo's seed) cost at its peak.
    const startHwm = status(pid, 'VmHWM');
    const { actions, refresh } = await schoolActions(api);
    const deck = actions.flatMap((a) => Array.from({ length: a.weight }, () => a));
    let peak = start;
    const sampler = setInterval(() => {
      const s = sample(pid, probeDir);
      if (s.rss > peak.rss) peak = s;
    }, 250);
    const began = performance.now();
    const cpuBefore = cpuMs(pid) / 1000;
    const until = began + SECONDS * 1000;
    let turn = 0;
    // Access tokens last 15 minutes: a run longer than that signs in again.
    const refresher = setInterval(() => void refresh(), 10 * 60_000);
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        let i = client * 7;
        while (performance.now() < until) {
          const action = deck[(i++ * 13 + turn++) % deck.length]!;
          const t0 = performance.now();
          const acc = counts.get(action.name) ?? { ok: 0, failed: 0, ms: 0 };
          try {
            const res = await action.run();
            const body = await res.arrayBuffer();
            // 409: another client saved the same sheet first (version checked), as in a school.
            if (res.ok || res.status === 409) acc.ok++;
            else {
              acc.failed++;
              acc.error ??= `${res.status} ${Buffer.from(body).toString('utf8', 0, 160)}`;
            }
          } catch (error) {
            acc.failed++;
            acc.error ??= String(error);
          }
          acc.ms += performance.now() - t0;
          counts.set(action.name, acc);
        }
      }),
    );
    clearInterval(refresher);
    const seconds = (performance.now() - began) / 1000;
    const cpu = cpuMs(pid) / 1000 - cpuBefore;
    const hwm = status(pid, 'VmHWM');
    const afterLoad = sample(pid, probeDir);
    if (afterLoad.rss > peak.rss) peak = afterLoad;
    await new Promise((r) => setTimeout(r, 5000));
    clearInterval(sampler);
    const end = sample(pid, probeDir);
    const total = [...counts.values()].reduce((t, c) => t + c.ok + c.failed, 0);
    // The server's CPU time per call weighs the settings' cost (collection work) better than calls per second on
    // a machine shared with other work.
    console.log(
      `\n${label}: ${CLIENTS} clients, ${total} calls in ${seconds.toFixed(0)} s (${(total / seconds).toFixed(0)}/s), ` +
        `server CPU ${((1000 * cpu) / total).toFixed(1)} ms a call, node ${process.version}, load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    console.table(
      Object.fromEntries(
        [...counts].map(([name, c]) => [name, { calls: c.ok + c.failed, failed: c.failed, 'mean ms': (c.ms / Math.max(1, c.ok + c.failed)).toFixed(1) }]),
      ),
    );
    for (const [name, c] of counts) if (c.error) console.log(`${name}: first failure ${c.error}`);
    console.table({ start: row(start), peak: row(peak), 'end (5 s idle)': row(end) });
    console.log(`peak RSS (kernel high-water mark): ${fmt(hwm)} MB; before the traffic (start and seed): ${fmt(startHwm)} MB`);
    if (snapshot) {
      process.kill(pid, 'SIGUSR2');
      await new Promise((r) => setTimeout(r, 15_000));
      console.log(`heap snapshot: Heap.*.${pid}.*.heapsnapshot in ${root}`);
    }
  } finally {
    starter.kill('SIGTERM');
    if (starter.exitCode === null) await new Promise((r) => starter.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(probeDir, { recursive: true, force: true });
  }
}

export async function benchMemory() {
  const engines = process.env.BENCH_ENGINES;
  if (engines !== 'postgres') await benchEngine('embedded database (PGlite)', '');
  const pgUrl = process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL;
  if (engines === 'pglite') return;
  if (pgUrl) await benchEngine('PostgreSQL', pgUrl);
  else console.log('\nPostgreSQL: skipped (set BENCH_POSTGRES_URL to an empty database)');
}
