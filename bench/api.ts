// API latency on the embedded database (PGlite in its worker thread), the default deployment.
// Run: npm run bench -- api      (prints figures; no pass/fail)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { n: sorted.length, p50: at(0.5).toFixed(1), p95: at(0.95).toFixed(1), max: at(1).toFixed(1) };
}

async function timed(count: number, concurrency: number, call: () => Promise<Response>) {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < count) {
        const t0 = performance.now();
        const res = await call();
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        samples.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ...stats(samples), perSecond: Math.round(samples.length / seconds) };
}

export async function benchApi() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}/backend`;
  try {
    const bootStart = performance.now();
    for (;;) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        /* starting */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`first start (migrations + demo data): ${((performance.now() - bootStart) / 1000).toFixed(1)} s`);
    const basic = `Basic ${Buffer.from('DEMO:demo-client-secret').toString('base64')}`;
    const signIn = () =>
      fetch(`${base}/api/token`, {
        method: 'POST',
        headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=password&username=admin&password=demo12345',
      });
    const token = ((await (await signIn()).json()) as { access_token: string }).access_token;
    console.table({
      'POST /api/token (password, scrypt)': await timed(40, 4, signIn),
      'GET /api/health': await timed(500, 8, () => fetch(`${base}/api/health`)),
      'GET /api/permission (token + session check)': await timed(500, 8, () =>
        fetch(`${base}/api/permission`, { headers: { authorization: `Bearer ${token}` } }),
      ),
    });
    console.log(`server memory (RSS): ${readRss(child.pid!)} MB`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

function readRss(pid: number): string {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return (kb / 1024).toFixed(0);
  } catch {
    return '?';
  }
}
