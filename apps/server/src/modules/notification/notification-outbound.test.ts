import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_ACTOR_TYPE } from '@school/contract';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../../test/test-app';
import { addGuardianAccount, addStudent, addTeacher, createSchool, type TSchool } from '../../../test/people-fixtures';
import { telegramLink } from '../../db/schema/index';
import { notify, type TNotice } from './notification.service';
import { backoffMs, drainOutbound, OUTBOUND_MAX_ATTEMPTS, pollTelegram, scheduleOutbound, type TPollState } from './notification-outbound.service';
import { telegramClient } from './notification-telegram.client';

/**
 * The outbound queue and the Telegram channel (issue 16) against a fake Telegram Bot API: a local HTTP server
 * that answers getMe, getUpdates and sendMessage as Telegram does, and fails sendMessage on demand.
 */
const TOKEN = '123456:TEST-token';

type TSent = { chat_id: string | number; text: string };
const fake = {
  sent: [] as TSent[],
  /** Updates the next getUpdates hands out (Telegram keeps them until an offset passes them). */
  updates: [] as Array<{ update_id: number; message: { text: string; chat: { id: number; username?: string; first_name?: string } } }>,
  /** Per chat: the statuses its next sendMessage calls answer (then 200). */
  failures: new Map<string, number[]>(),
  calls: [] as string[],
};
let server: http.Server;
let apiUrl: string;

let t: TTestApp;
let s: TSchool;
let other: TSchool;
let guardian: { userId: string; token: string };
let teacherToken: string;

const notice = (userIds: string[], overrides: Partial<TNotice> = {}): TNotice => ({
  campusId: s.campus.id,
  userIds,
  topic: 'ATTENDANCE',
  title: 'សុខ ចាន់ណា អវត្តមាននៅថ្ងៃ ០៣-១១-២០២៥',
  titleEn: 'Sok Channa was absent on 03-11-2025',
  description: 'សុខ ចាន់ណា អវត្តមានក្នុងម៉ោង គណិតវិទ្យា',
  descriptionEn: 'Sok Channa was marked absent in Mathematics',
  ...overrides,
});
const outbound = async () =>
  (
    await t.database.system((tx) =>
      tx.execute<{ id: string; address: string; status: string; attempts: number; next_attempt_at: string; last_error: string | null; text: string }>(
        sql`select id, address, status, attempts, next_attempt_at::text, last_error, text from outbound_message order by created_at, id`,
      ),
    )
  ).rows;
const linkChat = (userId: string, chatId: string) =>
  t.database.system((tx) => tx.insert(telegramLink).values({ campusId: s.campus.id, userId, chatId, chatName: 'x', linkedAt: new Date() }));

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
      const reply = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (!match || match[1] !== TOKEN) return reply(401, { ok: false, error_code: 401, description: 'Unauthorized' });
      const method = match[2]!;
      const params = (body ? JSON.parse(body) : {}) as Record<string, unknown>;
      fake.calls.push(method);
      if (method === 'getMe') return reply(200, { ok: true, result: { id: 1, is_bot: true, username: 'fake_school_bot' } });
      if (method === 'getUpdates') {
        const offset = Number(params.offset ?? 0);
        fake.updates = fake.updates.filter((u) => u.update_id >= offset);
        return reply(200, { ok: true, result: fake.updates });
      }
      if (method === 'sendMessage') {
        const queued = fake.failures.get(String(params.chat_id));
        const status = queued?.shift();
        if (status === 429) return reply(429, { ok: false, error_code: 429, description: 'Too Many Requests: retry after 7', parameters: { retry_after: 7 } });
        if (status)
          return reply(status, { ok: false, error_code: status, description: status === 403 ? 'Forbidden: bot was blocked by the user' : 'Bad Gateway' });
        fake.sent.push({ chat_id: params.chat_id as string, text: String(params.text) });
        return reply(200, { ok: true, result: { message_id: fake.sent.length } });
      }
      return reply(404, { ok: false, description: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await buildTestApp({ telegram: { botToken: TOKEN, botUsername: '', apiUrl } });
  s = await createSchool(t);
  other = await createSchool(t);
  const child = await addStudent(t, s, s.classA, {
    guardians: [{ relationshipType: 1, guardian: { firstName: 'ស្រីមុំ', lastName: 'ចាន់', firstNameEn: 'Sreymom', lastNameEn: 'Chan', gender: 2 } }],
  });
  guardian = await addGuardianAccount(t, s.campus, child.guardianIds[0]!);
  teacherToken = (await addTeacher(t, s, [s.classA], 'tg.teacher')).token;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const client = () => telegramClient({ apiUrl, botToken: TOKEN });

describe('linking a Telegram account', () => {
  it('gives a guardian a one-time code and the bot start link; refuses a teacher', async () => {
    const before = await t.call('GET', '/api/notification/telegram', { token: guardian.token });
    expect(before.data.Data).toMatchObject({ Available: true, CanLink: true, Linked: false, Code: null, StartLink: null, BotUsername: 'fake_school_bot' });
    const refused = await t.call('POST', '/api/notification/telegram/code', { token: teacherToken });
    expect(refused.statusCode).toBe(403);
    expect(refused.data.Message).toContain('អាណាព្យាបាល');
    expect(refused.data.MessageEn).toBe('Only guardians link a Telegram account');
    const made = await t.call('POST', '/api/notification/telegram/code', { token: guardian.token });
    expect(made.statusCode).toBe(200);
    const code = made.data.Data.Code as string;
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(made.data.Data.StartLink).toBe(`https://t.me/fake_school_bot?start=${code}`);
    expect(new Date(made.data.Data.CodeExpiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
  });

  it('links the chat that sends /start <code>, once; a wrong or spent code links nothing and is told so', async () => {
    const code = (await t.call('GET', '/api/notification/telegram', { token: guardian.token })).data.Data.Code as string;
    fake.updates.push(
      { update_id: 501, message: { text: '/start WRONG123', chat: { id: 9001 } } },
      { update_id: 502, message: { text: `/start ${code.toLowerCase()}`, chat: { id: 777, username: 'sreymom' } } },
      { update_id: 503, message: { text: `/start ${code}`, chat: { id: 9002 } } },
    );
    const state: TPollState = { offset: 0 };
    expect(await pollTelegram(t.database, client(), state)).toBe(1);
    expect(state.offset).toBe(504);
    expect(fake.sent.map((m) => m.chat_id)).toEqual([9001, 777, 9002]);
    expect(fake.sent[0]!.text).toContain('This code is wrong or has expired');
    expect(fake.sent[1]!.text).toContain('Your Telegram account is now linked');
    expect(fake.sent[1]!.text).toContain('គណនី Telegram របស់អ្នកត្រូវបានភ្ជាប់');
    const after = await t.call('GET', '/api/notification/telegram', { token: guardian.token });
    expect(after.data.Data).toMatchObject({ Linked: true, ChatName: '@sreymom', Code: null });
    // Read updates are not handed out again.
    expect(await pollTelegram(t.database, client(), state)).toBe(0);
    fake.sent.length = 0;
  });

  it('keeps links to their campus: another school sees no link and its users cannot use this code path', async () => {
    const theirs = await t.call('GET', '/api/notification/telegram', { token: other.campus.adminToken });
    expect(theirs.data.Data).toMatchObject({ Linked: false, CanLink: false });
  });
});

describe('the outbound queue', () => {
  it('queues the family topics for linked accounts in the notice transaction and sends them (Khmer, then English)', async () => {
    await t.database.tenant(s.campus.id, (tx) => notify(tx, notice([guardian.userId])));
    // A topic that does not go out, and a rolled-back notice, queue nothing.
    await t.database.tenant(s.campus.id, (tx) => notify(tx, notice([guardian.userId], { topic: 'FEED' })));
    await expect(
      t.database.tenant(s.campus.id, async (tx) => {
        await notify(tx, notice([guardian.userId], { titleEn: 'Rolled back' }));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const queued = await outbound();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ address: '777', status: 'PENDING', attempts: 0 });
    expect(await drainOutbound(t.database, client())).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(fake.sent).toEqual([
      {
        chat_id: '777',
        text: 'សុខ ចាន់ណា អវត្តមាននៅថ្ងៃ ០៣-១១-២០២៥\nសុខ ចាន់ណា អវត្តមានក្នុងម៉ោង គណិតវិទ្យា\n\nSok Channa was absent on 03-11-2025\nSok Channa was marked absent in Mathematics',
      },
    ]);
    expect((await outbound())[0]).toMatchObject({ status: 'SENT', attempts: 1, last_error: null });
    // Sent once: the next drain has nothing to do.
    expect(await drainOutbound(t.database, client())).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('tries again after a 5xx with a doubling back-off, and not before it is due', async () => {
    await t.database.system((tx) => tx.execute(sql`delete from outbound_message`));
    fake.sent.length = 0;
    fake.failures.set('777', [502, 503]);
    await t.database.tenant(s.campus.id, (tx) => notify(tx, notice([guardian.userId], { topic: 'SCORE', titleEn: 'Scores released' })));
    const start = new Date(Date.now() + 1000);
    expect(await drainOutbound(t.database, client(), { now: start })).toEqual({ sent: 0, retried: 1, failed: 0 });
    let [row] = await outbound();
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, last_error: '502: Bad Gateway' });
    expect(new Date(row!.next_attempt_at).getTime()).toBe(start.getTime() + backoffMs(1));
    // Not due yet: nothing is claimed.
    expect(await drainOutbound(t.database, client(), { now: new Date(start.getTime() + backoffMs(1) - 1000) })).toEqual({ sent: 0, retried: 0, failed: 0 });
    const second = new Date(start.getTime() + backoffMs(1));
    expect(await drainOutbound(t.database, client(), { now: second })).toEqual({ sent: 0, retried: 1, failed: 0 });
    [row] = await outbound();
    expect(row).toMatchObject({ attempts: 2, last_error: '503: Bad Gateway' });
    expect(new Date(row!.next_attempt_at).getTime()).toBe(second.getTime() + 2 * backoffMs(1));
    expect(await drainOutbound(t.database, client(), { now: new Date(second.getTime() + backoffMs(2)) })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect((await outbound())[0]).toMatchObject({ status: 'SENT', attempts: 3 });
    expect(fake.sent).toHaveLength(1);
  });

  it('waits as long as Telegram asks after a 429', async () => {
    await t.database.system((tx) => tx.execute(sql`delete from outbound_message`));
    fake.failures.set('777', [429]);
    await t.database.tenant(s.campus.id, (tx) => notify(tx, notice([guardian.userId], { topic: 'SCHOOL_FEE' })));
    const now = new Date(Date.now() + 1000);
    expect(await drainOutbound(t.database, client(), { now })).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(new Date((await outbound())[0]!.next_attempt_at).getTime()).toBe(now.getTime() + 7000);
  });

  it(`gives up after ${OUTBOUND_MAX_ATTEMPTS} attempts, and at once on a refusal another try cannot change (403)`, async () => {
    await t.database.system((tx) => tx.execute(sql`delete from outbound_message`));
    const down = await addGuardianAccount(
      t,
      s.campus,
      (
        await addStudent(t, s, s.classA, {
          guardians: [{ relationshipType: 1, guardian: { firstName: 'ក', lastName: 'ខ', firstNameEn: 'Ka', lastNameEn: 'Kha', gender: 1 } }],
        })
      ).guardianIds[0]!,
    );
    const blocked = await addGuardianAccount(
      t,
      s.campus,
      (
        await addStudent(t, s, s.classA, {
          guardians: [{ relationshipType: 1, guardian: { firstName: 'គ', lastName: 'ឃ', firstNameEn: 'Ko', lastNameEn: 'Kho', gender: 1 } }],
        })
      ).guardianIds[0]!,
    );
    await linkChat(down.userId, '500500');
    await linkChat(blocked.userId, '403403');
    fake.failures.set('500500', Array(10).fill(500));
    fake.failures.set('403403', [403]);
    await t.database.tenant(s.campus.id, (tx) => notify(tx, notice([down.userId, blocked.userId], { topic: 'ANNOUNCEMENT' })));
    let now = new Date(Date.now() + 1000);
    const results = [];
    for (let i = 0; i < OUTBOUND_MAX_ATTEMPTS + 1; i++) {
      results.push(await drainOutbound(t.database, client(), { now }));
      now = new Date(now.getTime() + 2 * 3_600_000);
    }
    expect(results[0]).toEqual({ sent: 0, retried: 1, failed: 1 });
    expect(results.slice(1, OUTBOUND_MAX_ATTEMPTS - 1).every((r) => r.retried === 1 && r.failed === 0)).toBe(true);
    expect(results[OUTBOUND_MAX_ATTEMPTS - 1]).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(results[OUTBOUND_MAX_ATTEMPTS]).toEqual({ sent: 0, retried: 0, failed: 0 });
    const rows = new Map((await outbound()).map((r) => [r.address, r]));
    expect(rows.get('500500')).toMatchObject({ status: 'FAILED', attempts: OUTBOUND_MAX_ATTEMPTS, last_error: '500: Bad Gateway' });
    expect(rows.get('403403')).toMatchObject({ status: 'FAILED', attempts: 1, last_error: '403: Forbidden: bot was blocked by the user' });
  });

  it('without a bot token keeps the queue and sends nothing; with one, the server drains it by itself', async () => {
    await t.database.system((tx) => tx.execute(sql`delete from outbound_message`));
    fake.sent.length = 0;
    fake.calls.length = 0;
    await t.database.tenant(s.campus.id, (tx) => notify(tx, notice([guardian.userId], { titleEn: 'Kept' })));
    const idle = scheduleOutbound(t.database, { ...t.config, telegram: { botToken: '', botUsername: '', apiUrl } }, { everyMs: 20 });
    await new Promise((r) => setTimeout(r, 300));
    idle();
    expect(fake.calls).toEqual([]);
    expect((await outbound())[0]).toMatchObject({ status: 'PENDING', attempts: 0 });
    const errors: unknown[] = [];
    const running = scheduleOutbound(
      t.database,
      { ...t.config, telegram: { botToken: TOKEN, botUsername: '', apiUrl } },
      { everyMs: 20, onError: (e) => errors.push(e) },
    );
    try {
      for (let i = 0; i < 100 && (await outbound())[0]!.status !== 'SENT'; i++) await new Promise((r) => setTimeout(r, 50));
    } finally {
      running();
    }
    expect(errors).toEqual([]);
    expect((await outbound())[0]).toMatchObject({ status: 'SENT' });
    expect(fake.sent.map((m) => m.text.split('\n')[3])).toEqual(['Kept']);
  });

  it('sends nothing to a guardian who turned the topic off, nor to an unlinked one', async () => {
    await t.database.system((tx) => tx.execute(sql`delete from outbound_message`));
    const unlinked = await t.createUser(s.campus, { username: 'tg.unlinked', mobileActorType: MOBILE_ACTOR_TYPE.GUARDIAN });
    await t.call('PUT', '/api/notification/topics', { token: guardian.token, json: { Topics: [{ Topic: 'ANNOUNCEMENT', Enabled: false }] } });
    await t.database.tenant(s.campus.id, (tx) => notify(tx, notice([guardian.userId, unlinked.userId], { topic: 'ANNOUNCEMENT' })));
    expect(await outbound()).toEqual([]);
    // Unlinking stops the channel for good.
    await t.call('PUT', '/api/notification/topics', { token: guardian.token, json: { Topics: [{ Topic: 'ANNOUNCEMENT', Enabled: true }] } });
    const unlinkedNow = await t.call('POST', '/api/notification/telegram/unlink', { token: guardian.token });
    expect(unlinkedNow.data.Data).toMatchObject({ Linked: false });
    await t.database.tenant(s.campus.id, (tx) => notify(tx, notice([guardian.userId], { topic: 'ANNOUNCEMENT' })));
    expect(await outbound()).toEqual([]);
  });
});
