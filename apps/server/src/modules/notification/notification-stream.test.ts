import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_ACTOR_TYPE } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { buildApp } from '../../app';
import { connectPostgres } from '../../db/engine';
import { folderStorage } from '../../lib/storage';
import { createTokenSigner } from '../../lib/tokens';
import { notify, type TNotice } from './notification.service';

/**
 * The live bell (issue 16): a real listening server, a real event stream read with fetch. On PostgreSQL a
 * second app with its own pool and LISTEN connection stands for a second server process.
 */
let t: TTestApp;
let campus: TTestCampus;
let other: TTestCampus;
let reader: { userId: string; token: string };
let bystander: { userId: string; token: string };
let base: string;

const notice = (campusId: string, userIds: string[], titleEn: string): TNotice => ({
  campusId,
  userIds,
  topic: 'ANNOUNCEMENT',
  title: 'សេចក្តីជូនដំណឹងថ្មី',
  titleEn,
  description: 'សូមអានសេចក្តីជូនដំណឹង',
  descriptionEn: 'Please read the announcement',
  link: '/announcement',
});

type TEvent = { Unread: number; Latest: { TitleEn: string; Link: string | null } | null };

/** A stream: the events as they come, and a way to wait for the next one. */
async function openStream(url: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const events: TEvent[] = [];
  const waiters: Array<() => void> = [];
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            if (data) {
              events.push(JSON.parse(data.slice(6)) as TEvent);
              waiters.splice(0).forEach((w) => w());
            }
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  const next = async (count: number, ms = 5000) => {
    const until = Date.now() + ms;
    while (events.length < count) {
      if (Date.now() > until) throw new Error(`waited for event ${count}, have ${events.length}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return events[count - 1]!;
  };
  return { res, events, next, close: () => controller.abort() };
}

beforeAll(async () => {
  t = await buildTestApp();
  campus = await t.createCampus();
  other = await t.createCampus();
  reader = await t.createUser(campus, { username: 'live.reader', mobileActorType: MOBILE_ACTOR_TYPE.GUARDIAN });
  bystander = await t.createUser(campus, { username: 'live.bystander', mobileActorType: MOBILE_ACTOR_TYPE.GUARDIAN });
  base = `${await t.app.listen({ host: '127.0.0.1', port: 0 })}${t.config.apiBase}`;
});
afterAll(async () => t?.close());

describe('GET /api/notification/stream', () => {
  it('sends the state on connecting, then each new notification of the user when its transaction commits', async () => {
    const mine = await openStream(`${base}/api/notification/stream`, reader.token);
    const theirs = await openStream(`${base}/api/notification/stream`, bystander.token);
    expect(mine.res.status).toBe(200);
    expect(mine.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await mine.next(1)).toEqual({ Unread: 0, Latest: null });
    await theirs.next(1);

    // A rolled-back transaction tells nobody.
    await expect(
      t.database.tenant(campus.id, async (tx) => {
        await notify(tx, notice(campus.id, [reader.userId], 'Rolled back'));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await t.database.tenant(campus.id, (tx) => notify(tx, notice(campus.id, [reader.userId], 'Sports day')));
    const event = await mine.next(2);
    expect(event.Unread).toBe(1);
    expect(event.Latest).toMatchObject({ TitleEn: 'Sports day', Link: '/announcement' });
    // Another user of the campus, and a user of another campus with the same stream, hear nothing of it.
    await new Promise((r) => setTimeout(r, 300));
    expect(mine.events).toHaveLength(2);
    expect(theirs.events).toHaveLength(1);
    mine.close();
    theirs.close();
  });

  it('catches up on reconnecting: the first event carries the unread count', async () => {
    await t.database.tenant(campus.id, (tx) => notify(tx, notice(campus.id, [reader.userId], 'While away')));
    const again = await openStream(`${base}/api/notification/stream`, reader.token);
    expect(await again.next(1)).toMatchObject({ Unread: 2, Latest: { TitleEn: 'While away' } });
    again.close();
  });

  it('needs a signed-in user', async () => {
    const res = await fetch(`${base}/api/notification/stream`);
    expect(res.status).toBe(401);
    const otherSchool = await openStream(`${base}/api/notification/stream`, other.adminToken);
    expect(await otherSchool.next(1)).toEqual({ Unread: 0, Latest: null });
    otherSchool.close();
  });

  it.runIf(process.env.TEST_ENGINE === 'postgres')('reaches a browser connected to another server process on the same PostgreSQL', async () => {
    const second = connectPostgres(t.database.pool.options.connectionString!, 2);
    const app2: FastifyInstance = await buildApp({
      deps: {
        config: t.config,
        database: second,
        storage: folderStorage(t.config.fileStorageDir),
        tokens: createTokenSigner(t.config.tokenSecret, t.config.accessTokenSeconds),
      },
      logger: false,
    });
    try {
      const base2 = `${await app2.listen({ host: '127.0.0.1', port: 0 })}${t.config.apiBase}`;
      const stream = await openStream(`${base2}/api/notification/stream`, bystander.token);
      expect(await stream.next(1)).toEqual({ Unread: 0, Latest: null });
      // Give the second process's LISTEN connection a moment to be open.
      await new Promise((r) => setTimeout(r, 300));
      await t.database.tenant(campus.id, (tx) => notify(tx, notice(campus.id, [bystander.userId], 'From the other server')));
      expect(await stream.next(2)).toMatchObject({ Unread: 1, Latest: { TitleEn: 'From the other server' } });
      stream.close();
    } finally {
      await app2.close();
      await second.close();
    }
  });
});
