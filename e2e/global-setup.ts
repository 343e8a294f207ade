import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/** The repository whose server and built web app the tests run (the one they live in, by default). */
const root = path.resolve(process.env.E2E_REPO_ROOT ?? path.join(import.meta.dirname, '..'));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped (exit ${child.exitCode}):\n${log()}`);
    try {
      const response = await fetch(`${url}/backend/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The server did not answer within 150 s:\n${log()}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    tokenSecret: string;
    /** A school made by `npm run campus -- create` before the server starts: still in its initial setup. */
    newSchool: { code: string; admin: string; password: string };
    /** A second brand-new school, for the part-by-part initial setup (never shared with `newSchool`). */
    manualSchool: { code: string; admin: string; password: string };
  }
}

/** `npm run campus -- create` on the test data folder (before the server holds it): a brand-new school. */
function createNewSchool(env: NodeJS.ProcessEnv, code = 'NEWSCH', name = ['សាលាថ្មី', 'New School']): { code: string; admin: string; password: string } {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/campus.ts', 'create', '--code', code, '--name', name[0]!, '--name-en', name[1]!, '--admin', 'admin'],
    { cwd: root, env, encoding: 'utf8', timeout: 150_000 },
  );
  const password = /One-time password:\s+(\S+)/.exec(result.stdout ?? '')?.[1];
  if (result.status !== 0 || !password) throw new Error(`npm run campus -- create failed:\n${result.stdout}\n${result.stderr}`);
  return { code, admin: 'admin', password };
}

/**
 * Starts the real server once: a temporary DATA_DIR (demo schools seeded), a free port, a known token
 * secret (so a test can present an expired token), and the web app as built by `npm run build`.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` before the browser tests (they build nothing themselves).');
  }
  if (!fs.existsSync('/usr/bin/chromium')) throw new Error('Debian Chromium (/usr/bin/chromium) is required for the browser tests.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-e2e-'));
  const port = await freePort();
  const tokenSecret = crypto.randomBytes(32).toString('hex');
  let output = '';
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    TOKEN_SECRET: tokenSecret,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    // A store link and the app's name, for the guardians' /access-mobile page (the other stores stay unset).
    PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=example.school.portal',
    MOBILE_APP_NAME: 'Sala Portal',
    NODE_ENV: 'test',
  };
  const newSchool = createNewSchool(env);
  const manualSchool = createNewSchool(env, 'NEWSCH2', ['សាលាថ្មីទីពីរ', 'Second New School']);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output.slice(-4000));
  project.provide('baseUrl', baseUrl);
  project.provide('tokenSecret', tokenSecret);
  project.provide('newSchool', newSchool);
  project.provide('manualSchool', manualSchool);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        r(undefined);
      }, 15_000);
      child.once('exit', () => {
        clearTimeout(timer);
        r(undefined);
      });
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
