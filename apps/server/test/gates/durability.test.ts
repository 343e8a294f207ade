import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedServerEnv, prepareDataDir } from '../prepared-data-dir';
import { TEST_PASSWORD } from '../test-app';

/**
 * Durability gate (issue 11): the real server on the embedded database acknowledges writes, is killed
 * with SIGKILL (no shutdown, no checkpoint), starts again on the same folder, and every acknowledged
 * write is there. Runs once (PGlite project): PostgreSQL's durability is PostgreSQL's.
 */
const run = process.env.TEST_ENGINE === 'postgres' ? describe.skip : describe;
const serverDir = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-durable-'));
const children: ChildProcess[] = [];
const WRITES = 30;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

function start(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: embeddedServerEnv(dataDir, port),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, exited };
}

async function waitFor(url: string, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url}`);
}

async function signIn(base: string, basic: string): Promise<string> {
  const res = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'admin', password: TEST_PASSWORD }).toString(),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

run('durability gate', () => {
  it('finds every acknowledged write after kill -9 and a restart on the same folder', async () => {
    // A folder from the migrated snapshot with one school: the first start's migration and demo seed are
    // server-process.test.ts's; this gate is about what a kill -9 keeps.
    const { basic } = await prepareDataDir(dataDir, { code: 'DURABLE', name: 'សាលាសាកល្បង', nameEn: 'Durable school' });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/backend`;
    const first = start(port);
    await waitFor(`${base}/api/health`);
    const token = await signIn(base, basic);
    const acknowledged: string[] = [];
    for (let i = 0; i < WRITES; i++) {
      const res = await fetch(`${base}/api/repo/hrm/position`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ Description: `មុខតំណែង ${i}`, DescriptionEn: `Durable position ${i}`, SortIndex: String(100 + i) }).toString(),
      });
      if (res.status === 200) acknowledged.push(((await res.json()) as { Data: { Id: string } }).Data.Id);
    }
    expect(acknowledged).toHaveLength(WRITES);
    first.child.kill('SIGKILL');
    await first.exited;

    const again = start(port);
    await waitFor(`${base}/api/health`);
    const token2 = await signIn(base, basic);
    const list = await fetch(`${base}/api/repo/hrm/position?search=Durable&pageSize=100`, { headers: { authorization: `Bearer ${token2}` } });
    expect(list.status).toBe(200);
    const found = new Set(((await list.json()) as { Data: Array<{ Id: string }> }).Data.map((p) => p.Id));
    const missing = acknowledged.filter((id) => !found.has(id));
    console.log(
      `durability gate: ${acknowledged.length} acknowledged writes, kill -9, restart: ${acknowledged.length - missing.length} found, ${missing.length} missing`,
    );
    expect(missing).toEqual([]);
    again.child.kill('SIGTERM');
    await again.exited;
  }, 300_000);
});
