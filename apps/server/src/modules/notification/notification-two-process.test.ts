import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_ACTOR_TYPE } from '@school/contract';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';

/**
 * Issue 16 'Done when': two real server processes (`src/main.ts`, as production starts it) on one PostgreSQL
 * database; a message sent through process A notifies its recipient, whose browser is connected to process B's
 * event stream. Only with PostgreSQL (the embedded database is one process by design): skipped on PGlite.
 */
const onPostgres = process.env.TEST_ENGINE === 'postgres';
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type TProcess = { base: string; child: ChildProcess; output: () => string };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function startProcess(t: TTestApp, name: string): Promise<TProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `school-${name}-`));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: t.database.pool.options.connectionString,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TOKEN_SECRET: t.config.tokenSecret,
      SEED_DEMO: 'false',
      FEE_REMINDERS: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      TEST_ENGINE: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const base = `http://127.0.0.1:${port}${t.config.apiBase}`;
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server ${name} exited: ${output.slice(-2000)}`);
    if (Date.now() > until) throw new Error(`server ${name} did not answer: ${output.slice(-2000)}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, child, output: () => output };
}

async function stopProcess(p: TProcess | undefined) {
  if (!p || p.child.exitCode !== null) return;
  const exited = new Promise((r) => p.child.once('exit', r));
  p.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (p.child.exitCode === null) p.child.kill('SIGKILL');
}

type TEvent = { Unread: number; Latest: { TitleEn: string; DescriptionEn: string; Link: string | null } | null };

/** Reads a server-sent-events stream as a browser would; `next(n)` waits for the n-th event. */
async function openStream(url: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const events: TEvent[] = [];
  void (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const data = buffer
            .slice(0, cut)
            .split('\n')
            .find((l) => l.startsWith('data: '));
          buffer = buffer.slice(cut + 2);
          if (data) events.push(JSON.parse(data.slice(6)) as TEvent);
        }
      }
    } catch {
      // aborted
    }
  })();
  const next = async (count: number, ms = 10_000) => {
    const until = Date.now() + ms;
    while (events.length < count) {
      if (Date.now() > until) throw new Error(`waited for event ${count}, have ${events.length}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return events[count - 1]!;
  };
  return { res, events, next, close: () => controller.abort() };
}

let t: TTestApp;
let campus: TTestCampus;
let reader: { userId: string; token: string };
let a: TProcess | undefined;
let b: TProcess | undefined;

describe.runIf(onPostgres)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    t = await buildTestApp();
    campus = await t.createCampus();
    reader = await t.createUser(campus, { username: 'two.process.reader', mobileActorType: MOBILE_ACTOR_TYPE.GUARDIAN });
    // One after the other: each start runs the (already applied) migrations.
    a = await startProcess(t, 'a');
    b = await startProcess(t, 'b');
  }, 200_000);
  afterAll(async () => {
    await Promise.all([stopProcess(a), stopProcess(b)]);
    await t?.close();
  });

  it("a message sent through process A reaches the recipient's stream on process B, and only hers", async () => {
    const onB = await openStream(`${b!.base}/api/notification/stream`, reader.token);
    expect(onB.res.status).toBe(200);
    expect(await onB.next(1)).toEqual({ Unread: 0, Latest: null });
    const admin = await openStream(`${b!.base}/api/notification/stream`, campus.adminToken);
    await admin.next(1);
    const form = new FormData();
    form.set('ToUserId', reader.userId);
    form.set('Text', 'Parents meeting on Friday at 8:00');
    const sent = await fetch(`${a!.base}/api/mail/v1`, { method: 'POST', headers: { authorization: `Bearer ${campus.adminToken}` }, body: form });
    expect(sent.status, await sent.clone().text()).toBe(200);
    const event = await onB.next(2);
    expect(event.Unread).toBe(1);
    expect(event.Latest).toMatchObject({ DescriptionEn: 'Parents meeting on Friday at 8:00', Link: expect.stringMatching(/^\/messages\?with=/) });
    // The sender's own stream on B hears nothing of it.
    await new Promise((r) => setTimeout(r, 500));
    expect(admin.events).toHaveLength(1);
    onB.close();
    admin.close();
    // Both processes are still up: nothing above was served by a process that had died meanwhile.
    expect([a!.child.exitCode, b!.child.exitCode]).toEqual([null, null]);
  });
});
