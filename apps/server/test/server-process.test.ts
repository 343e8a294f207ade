import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real server process on the embedded database: start, health, demo sign-in, lock, clean stop.
// Runs once (PGlite project); the PostgreSQL project covers the same code through the API tests.
const run = process.env.TEST_ENGINE === 'postgres' ? describe.skip : describe;
const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-proc-'));
const children: ChildProcess[] = [];

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
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitFor(url: string, ms = 90_000) {
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

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

run('the server process', () => {
  it('starts on the embedded database with the demo school, refuses a second start on the same folder, stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const first = start(port);
    const health = await waitFor(`http://127.0.0.1:${port}/backend/api/health`);
    expect(await health.json()).toMatchObject({ StatusCode: 200, Data: { Status: 'up', Database: true } });

    const token = await fetch(`http://127.0.0.1:${port}/backend/api/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('DEMO:demo-client-secret').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=teacher&password=demo12345',
    });
    expect(token.status).toBe(200);

    const second = start(await freePort());
    expect(await second.exited).toBe(2);
    expect(second.output()).toMatch(/in use by another server/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).not.toMatch(/demo12345|refresh_token=|Bearer /);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    // Logs are JSON lines with request ids.
    const line = first
      .output()
      .split('\n')
      .find((l) => l.includes('"url":"/backend/api/health"'));
    expect(JSON.parse(line!)).toMatchObject({ reqId: expect.any(String) });
  }, 180_000);
});
