import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makePng } from './multipart';

// Issue 17: the API as several processes on one PostgreSQL. Two server processes (each on its own port, as a
// cluster's workers would be behind one) share sign-in limits, session revocation, the request limiter and the
// file store; `WORKERS=2` starts a primary with two workers that answer and stop together.
const run = process.env.TEST_ENGINE === 'postgres' ? describe : describe.skip;
const serverDir = path.resolve(import.meta.dirname, '..');
// The processes of one deployment share its data folder (the file store, the signing key).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-procs-'));
const children: ChildProcess[] = [];
const basic = `Basic ${Buffer.from('DEMO:demo-client-secret').toString('base64')}`;
let databaseUrl = '';
let databaseName = '';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function start(port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // One signing key for every process, as a deployment gives them.
      TOKEN_SECRET: 'a-shared-secret-of-the-test-deployment-0123456789',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      API_CALLS_PER_MINUTE: '40',
      FEE_REMINDERS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output, base: `http://127.0.0.1:${port}/backend/api` };
}

async function waitFor(url: string, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url}`);
}

function signIn(base: string, username: string, password = 'demo12345') {
  return fetch(`${base}/token`, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.7' },
    body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
}

async function tokenOf(base: string, username: string): Promise<{ access: string; refresh: string }> {
  const res = await signIn(base, username);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { access_token: string; refresh_token: string };
  return { access: body.access_token, refresh: body.refresh_token };
}

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

run('several server processes on one PostgreSQL', () => {
  let a: ReturnType<typeof start>;
  let b: ReturnType<typeof start>;

  beforeAll(async () => {
    databaseName = `school_procs_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${databaseName} TEMPLATE ${inject('postgresTemplate')}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    // A prepares the database (demo data); B starts on the prepared one.
    a = start(await freePort(), { LIMIT_STORE: 'database' });
    await waitFor(`${a.base}/health`);
    b = start(await freePort(), { LIMIT_STORE: 'database' });
    await waitFor(`${b.base}/health`);
  }, 240_000);

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : undefined)));
    if (databaseName) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  });

  it('locks an account after five wrong passwords spread over both processes, on both', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(i % 2 ? b.base : a.base, 'office', 'wrong-password')).status).toBe(401);
    for (const base of [a.base, b.base]) {
      const res = await signIn(base, 'office');
      expect(res.status, 'the right password while locked').not.toBe(200);
    }
    // Another account is not touched.
    expect((await signIn(b.base, 'teacher')).status).toBe(200);
  });

  it('refuses on one process a session signed out on the other', async () => {
    const { access, refresh } = await tokenOf(a.base, 'teacher');
    expect((await fetch(`${b.base}/academic-year/by-token`, { headers: bearer(access) })).status).toBe(200);
    const out = await fetch(`${a.base}/logout`, {
      method: 'POST',
      headers: { ...bearer(access), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ refresh_token: refresh }).toString(),
    });
    expect(out.status).toBe(200);
    expect((await fetch(`${b.base}/academic-year/by-token`, { headers: bearer(access) })).status).toBe(401);
  });

  it('counts one session’s calls across both processes against one limit', async () => {
    const { access } = await tokenOf(b.base, 'student');
    const statuses: number[] = [];
    // 40 calls a minute: 20 on each process pass, the next is refused wherever it goes.
    for (let i = 0; i < 40; i++) statuses.push((await fetch(`${i % 2 ? b.base : a.base}/academic-year/by-token`, { headers: bearer(access) })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(40);
    expect((await fetch(`${a.base}/academic-year/by-token`, { headers: bearer(access) })).status).toBe(429);
    expect((await fetch(`${b.base}/academic-year/by-token`, { headers: bearer(access) })).status).toBe(429);
    // Another session has its own allowance.
    const other = await tokenOf(a.base, 'teacher');
    expect((await fetch(`${b.base}/academic-year/by-token`, { headers: bearer(other.access) })).status).toBe(200);
  });

  it('serves from one process a file stored through the other', async () => {
    const { access } = await tokenOf(a.base, 'admin');
    const png = makePng(64);
    const form = new FormData();
    form.append('Kind', 'logo');
    form.append('File', new Blob([png], { type: 'image/png' }), 'logo.png');
    const up = await fetch(`${a.base}/campus/image`, { method: 'POST', headers: bearer(access), body: form });
    expect(up.status).toBe(200);
    const logo = await fetch(`${b.base}/campus/logo?schoolCode=DEMO`);
    expect(logo.status).toBe(200);
    expect(Buffer.from(await logo.arrayBuffer()).equals(png)).toBe(true);
  });

  it('WORKERS=2 starts two server processes on one port that answer and stop together', async () => {
    const cluster = start(await freePort(), { WORKERS: '2', LOG_LEVEL: 'info' });
    await waitFor(`${cluster.base}/health`);
    const until = Date.now() + 60_000;
    while ((cluster.output().match(/School portal at/g) ?? []).length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    const pids = new Set((cluster.output().match(/"pid":\d+/g) ?? []).map((p) => p.slice(6)));
    expect(cluster.output()).toMatch(/2 server processes/);
    expect(pids.size).toBeGreaterThanOrEqual(2);
    expect((await signIn(cluster.base, 'teacher')).status).toBe(200);
    cluster.child.kill('SIGTERM');
    expect(await cluster.exited).toBe(0);
  }, 120_000);
});
