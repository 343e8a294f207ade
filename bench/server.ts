import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// BENCH_PORT_BASE=3170 hands out ports from 3170 up (the first free one each time), for a machine whose ports are shared out.
let nextPort = Number(process.env.BENCH_PORT_BASE ?? 0);

/** A port nobody listens on right now (from BENCH_PORT_BASE up when set, else one the system picks). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number | undefined>((resolve) => {
      const s = net.createServer();
      s.once('error', () => resolve(undefined));
      s.listen(nextPort ? nextPort++ : 0, '127.0.0.1', () => {
        const port = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(port));
      });
    });
    if (port !== undefined) return port;
  }
}

/** Waits until `url` answers 200 (a server starting, seeding its demo data); fails if `child` exits first. */
export async function waitFor(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** CPU time (user + system, ms) a process has used so far: per call, a figure the machine's other load barely moves. */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * Starts the real server (temporary PGlite folder, free port) and returns its URL and a stop function; `env`
 * adds to or overrides the environment (`DATABASE_URL` to run it on PostgreSQL).
 */
export async function startServer(root: string, env: Record<string, string> = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) throw new Error('apps/web/dist is missing: run `npm run build` first');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'true', ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/backend/api/health`, child, 150_000);
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
