import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedServerEnv, prepareDataDir } from './prepared-data-dir';
import { TEST_PASSWORD } from './test-app';

/**
 * The live backup (issue 11) of a real server process on the embedded database: `npm run backup -- --out`
 * while a client keeps writing is answered by the server over DATA_DIR/backup.sock; `npm run restore`
 * brings it into an empty folder, a server started there has every write acknowledged before the backup
 * began, and exactly a first part of the sequence of writes (one consistent snapshot, no torn state).
 * The export of one school goes through the same socket. Runs once (PGlite project).
 */
const run = process.env.TEST_ENGINE === 'postgres' ? describe.skip : describe;
const root = path.resolve(import.meta.dirname, '../../..');
const serverDir = path.join(root, 'apps/server');
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'school-live-backup-'));
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: embeddedServerEnv(dataDir, port),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, exited };
}

/** What `npm run <script> -- <args>` runs (package.json: node --import tsx apps/server/src/cli/<script>.ts), from the repository root. */
function cli(script: 'backup' | 'restore' | 'campus', args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/cli/${script}.ts`, ...args], {
    cwd: root,
    env: embeddedServerEnv(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

async function waitFor(url: string, ms = 90_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url}`);
}

let basic = '';
async function signIn(base: string): Promise<string> {
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
  fs.rmSync(temp, { recursive: true, force: true });
});

run('live backup over backup.sock', () => {
  it('backs up the running server while writes are acknowledged; the restored folder has every write acknowledged before it', async () => {
    const t0 = Date.now();
    const dataDir = path.join(temp, 'live');
    const school = await prepareDataDir(dataDir, { code: 'LIVE', name: 'សាលាផ្ទាល់', nameEn: 'Live school' });
    basic = school.basic;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/backend`;
    const server = startServer(dataDir, port);
    await waitFor(`${base}/api/health`);
    const token = await signIn(base);

    // One client writes positions one after another and records each acknowledged id, in order.
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const res = await fetch(`${base}/api/repo/hrm/position`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ Description: `មុខតំណែង ${i}`, DescriptionEn: `Live position ${i}`, SortIndex: String(1000 + i) }).toString(),
        });
        expect(res.status).toBe(200);
        acknowledged.push(((await res.json()) as { Data: { Id: string } }).Data.Id);
      }
    })();
    while (acknowledged.length < 5) await new Promise((r) => setTimeout(r, 20));

    const out = path.join(temp, 'backup');
    const before = acknowledged.length;
    const backup = await cli('backup', ['--out', out], dataDir);
    const after = acknowledged.length;
    // The server kept answering while the backup ran and after it.
    while (acknowledged.length < after + 3) await new Promise((r) => setTimeout(r, 20));
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Backup written to .*: pglite/);
    expect(fs.existsSync(path.join(dataDir, 'backup.sock'))).toBe(true);

    // The export of one school over the same socket while the server runs.
    const exported = await cli('campus', ['export', '--code', 'live', '--out', path.join(temp, 'live-export')], dataDir);
    expect(exported.code, exported.output).toBe(0);
    expect(exported.output).toMatch(/Exported LIVE .* rows/);
    const liveManifest = JSON.parse(fs.readFileSync(path.join(temp, 'live-export', 'manifest.json'), 'utf8')) as {
      kind: string;
      tables: { table: string; rows: number }[];
    };
    expect(liveManifest.kind).toBe('campus');
    expect(liveManifest.tables.find((t) => t.table === 'public.position')!.rows).toBeGreaterThanOrEqual(after);

    writing = false;
    await writer;
    server.child.kill('SIGTERM');
    await server.exited;

    // Restore into an empty folder, start a server there.
    const restoredDir = path.join(temp, 'restored');
    const restore = await cli('restore', ['--from', out], restoredDir);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(/every table matches the manifest/);
    const port2 = await freePort();
    const base2 = `http://127.0.0.1:${port2}/backend`;
    const restored = startServer(restoredDir, port2);
    await waitFor(`${base2}/api/health`);
    const token2 = await signIn(base2);
    const found = new Set<string>();
    for (let page = 1; ; page++) {
      const list = await fetch(`${base2}/api/repo/hrm/position?search=Live%20position&pageSize=500&pageIndex=${page}`, {
        headers: { authorization: `Bearer ${token2}` },
      });
      expect(list.status).toBe(200);
      const rows = ((await list.json()) as { Data: Array<{ Id: string }> }).Data;
      for (const p of rows) found.add(p.Id);
      if (rows.length < 500) break;
    }
    console.log(
      `live backup: ${before} writes acknowledged before the backup, ${after} when it ended, ${acknowledged.length} in all; the restored server has ${found.size} (${Math.round((Date.now() - t0) / 1000)} s)`,
    );
    expect(acknowledged.slice(0, before).filter((id) => !found.has(id))).toEqual([]);
    // One snapshot: the first `found.size` writes, nothing else.
    expect(found.size).toBeLessThanOrEqual(after + 1);
    expect([...found].sort()).toEqual(acknowledged.slice(0, found.size).sort());
    restored.child.kill('SIGTERM');
    await restored.exited;
  }, 300_000);
});
