import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ProvidedContext } from 'vitest';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './chromium';

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

/** The settings of a test server on `dataDir` (a known token secret, so a test can present an expired token). */
function serverEnv(dataDir: string, port: number, tokenSecret: string): NodeJS.ProcessEnv {
  return {
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
}

type TServer = { baseUrl: string; stop: () => Promise<void> };

async function startServer(env: NodeJS.ProcessEnv): Promise<TServer> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  await waitForHealth(baseUrl, child, () => output.slice(-4000));
  const stop = async () => {
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
  };
  return { baseUrl, stop };
}

type TPrepared = { newSchool: ProvidedContext['newSchool']; manualSchool: ProvidedContext['manualSchool'] };
const PREPARED = 'e2e-prepared.json';

/**
 * A data folder as every run starts from: two brand-new schools made by `npm run campus -- create`, then
 * the demo schools seeded by a first start of the server (stopped again). Written once by
 * scripts/e2e-shards.mjs (E2E_PREPARE) and copied for each shard, instead of each shard making it anew.
 */
export async function prepareDataDir(dataDir: string): Promise<TPrepared> {
  // The web app may be building meanwhile (scripts/e2e-shards.mjs --build): this server serves no page, so it
  // must not read a half-written apps/web/dist (a folder without index.html serves none).
  const env = { ...serverEnv(dataDir, await freePort(), crypto.randomBytes(32).toString('hex')), WEB_DIST_DIR: path.join(dataDir, 'no-web-app') };
  const prepared = {
    newSchool: createNewSchool(env),
    manualSchool: createNewSchool(env, 'NEWSCH2', ['សាលាថ្មីទីពីរ', 'Second New School']),
  };
  const server = await startServer(env);
  await server.stop();
  fs.writeFileSync(path.join(dataDir, PREPARED), JSON.stringify(prepared));
  return prepared;
}

/**
 * Starts the real server once: a temporary DATA_DIR (a copy of E2E_DATA_TEMPLATE when the shard runner
 * prepared one, else prepared here), a free port, a known token secret, and the web app as built by
 * `npm run build`.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` before the browser tests (they build nothing themselves).');
  }
  if (!fs.existsSync(chromiumPath())) throw new Error(`Debian's Chromium (${chromiumPath()}) is required for the browser tests.`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-e2e-'));
  const template = process.env.E2E_DATA_TEMPLATE;
  let prepared: TPrepared;
  if (template && fs.existsSync(path.join(template, PREPARED))) {
    fs.cpSync(template, dataDir, { recursive: true });
    prepared = JSON.parse(fs.readFileSync(path.join(dataDir, PREPARED), 'utf8')) as TPrepared;
  } else {
    prepared = await prepareDataDir(dataDir);
  }
  const tokenSecret = crypto.randomBytes(32).toString('hex');
  const server = await startServer(serverEnv(dataDir, await freePort(), tokenSecret));
  project.provide('baseUrl', server.baseUrl);
  project.provide('tokenSecret', tokenSecret);
  project.provide('newSchool', prepared.newSchool);
  project.provide('manualSchool', prepared.manualSchool);
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
