import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_ACTOR_TYPE } from '@school/contract';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { notify, type TNotice } from './notification.service';

let t: TTestApp;
let campus: TTestCampus;
let other: TTestCampus;
let teacher: { userId: string; token: string };
let guardian: { userId: string; token: string };

const notice = (n: number, overrides: Partial<TNotice> = {}): TNotice => ({
  campusId: campus.id,
  userIds: [teacher.userId],
  topic: 'ANNOUNCEMENT',
  title: `សេចក្តីជូនដំណឹងលេខ ${n}`,
  titleEn: `Announcement ${n}`,
  description: 'សូមចូលរួមប្រជុំគ្រូនៅថ្ងៃសុក្រ',
  descriptionEn: "Please attend the teachers' meeting on Friday",
  ...overrides,
});
const send = (campusId: string, n: TNotice) => t.database.tenant(campusId, (tx) => notify(tx, n));

beforeAll(async () => {
  t = await buildTestApp();
  campus = await t.createCampus();
  other = await t.createCampus();
  teacher = await t.createUser(campus, { username: 'bell.teacher', mobileActorType: MOBILE_ACTOR_TYPE.TEACHER });
  guardian = await t.createUser(campus, { username: 'bell.guardian', mobileActorType: MOBILE_ACTOR_TYPE.GUARDIAN });
  // Seven announcements one after the other, then a homework notice, all for the teacher.
  for (let n = 1; n <= 7; n++) await send(campus.id, notice(n));
  await send(
    campus.id,
    notice(8, { topic: 'HOMEWORK', title: 'កិច្ចការផ្ទះថ្មី', titleEn: 'New homework', userIds: [teacher.userId, guardian.userId, teacher.userId] }),
  );
});
afterAll(async () => t?.close());

describe('notify()', () => {
  it('makes one row per user, a repeated user once', async () => {
    const rows = await t.database.system((tx) => tx.execute(sql`select user_id from notification where topic = 'HOMEWORK'`));
    expect(rows.rows).toHaveLength(2);
  });

  it('refuses a notice missing a language', async () => {
    await expect(send(campus.id, notice(9, { titleEn: ' ' }))).rejects.toThrow(/titleEn is required/);
  });
});

describe('notification list', () => {
  it("answers the user's own notifications newest first, 5 a page by default, with Total", async () => {
    const first = await t.call('GET', '/api/notification/list', { token: teacher.token, query: { userId: teacher.userId } });
    expect(first.statusCode).toBe(200);
    expect(first.data.Total).toBe(8);
    expect(first.data.Data.map((n: { TitleEn: string }) => n.TitleEn)).toEqual([
      'New homework',
      'Announcement 7',
      'Announcement 6',
      'Announcement 5',
      'Announcement 4',
    ]);
    expect(first.data.Data[0]).toMatchObject({ Topic: 'HOMEWORK', Title: 'កិច្ចការផ្ទះថ្មី', Description: 'សូមចូលរួមប្រជុំគ្រូនៅថ្ងៃសុក្រ', IsRead: false });
    expect(first.data.Data[0].LastModify).toBe(first.data.Data[0].CreatedDate);
    const second = await t.call('GET', '/api/notification/list', { token: teacher.token, query: { pageIndex: '2' } });
    expect(second.data.Data).toHaveLength(3);
    // The list is complete when a page comes back empty (portal §4).
    const third = await t.call('GET', '/api/notification/list', { token: teacher.token, query: { pageIndex: '3' } });
    expect(third.data.Data).toEqual([]);
  });

  it('filters by topic', async () => {
    const res = await t.call('GET', '/api/notification/list', { token: teacher.token, query: { topic: 'HOMEWORK', pageSize: '10' } });
    expect(res.data.Data.map((n: { TitleEn: string }) => n.TitleEn)).toEqual(['New homework']);
  });

  it("refuses another user's list (403) and never shows another user's notifications", async () => {
    const res = await t.call('GET', '/api/notification/list', { token: guardian.token, query: { userId: teacher.userId } });
    expect(res.statusCode).toBe(403);
    const own = await t.call('GET', '/api/notification/list', { token: guardian.token });
    expect(own.data.Total).toBe(1);
    expect(own.data.Data[0].TitleEn).toBe('New homework');
  });

  it('answers 400 for an unknown topic or a bad page size', async () => {
    expect((await t.call('GET', '/api/notification/list', { token: teacher.token, query: { topic: 'GOSSIP' } })).statusCode).toBe(400);
    const size = await t.call('GET', '/api/notification/list', { token: teacher.token, query: { pageSize: '0' } });
    expect(size.statusCode).toBe(400);
    expect(size.data.Errors[0].Field).toBe('pageSize');
  });

  it('keeps campuses apart: a user of another campus sees none of these', async () => {
    await send(other.id, { ...notice(1), campusId: other.id, userIds: [] });
    const res = await t.call('GET', '/api/notification/list', { token: other.adminToken });
    expect(res.data.Total).toBe(0);
    // The tenant foreign key refuses a notice to a user of another campus.
    await expect(send(other.id, { ...notice(1), campusId: other.id, userIds: [teacher.userId] })).rejects.toThrow();
  });
});

describe('notification topics and read marks', () => {
  it("lists every topic with the user's total and unread counts", async () => {
    const res = await t.call('GET', '/api/notification/topics', { token: teacher.token });
    expect(res.statusCode).toBe(200);
    const byTopic = Object.fromEntries(res.data.Data.map((x: { Topic: string }) => [x.Topic, x]));
    expect(byTopic.ANNOUNCEMENT).toMatchObject({ Name: 'សេចក្តីជូនដំណឹង', NameEn: 'Announcements', Total: 7, Unread: 7 });
    expect(byTopic.HOMEWORK).toMatchObject({ Total: 1, Unread: 1 });
    expect(byTopic.SCORE).toMatchObject({ Total: 0, Unread: 0 });
  });

  it("marks named notifications, a topic, or all read, only the user's own", async () => {
    const page = (await t.call('GET', '/api/notification/list', { token: teacher.token })).data.Data;
    const one = await t.call('POST', '/api/notification/read', { token: teacher.token, json: { Ids: [page[1].Id] } });
    expect(one.data.Data).toEqual({ Marked: 1, Unread: 7 });
    const again = (await t.call('GET', '/api/notification/list', { token: teacher.token })).data.Data;
    expect(again[1]).toMatchObject({ IsRead: true });
    expect(again[1].LastModify >= again[1].CreatedDate).toBe(true);
    const topic = await t.call('POST', '/api/notification/read', { token: teacher.token, json: { Topic: 'HOMEWORK' } });
    expect(topic.data.Data).toEqual({ Marked: 1, Unread: 6 });
    // The guardian's copy of the homework notice is untouched, and he cannot mark the teacher's.
    const guardianMarks = await t.call('POST', '/api/notification/read', { token: guardian.token, json: { Ids: [page[2].Id] } });
    expect(guardianMarks.data.Data).toEqual({ Marked: 0, Unread: 1 });
    const all = await t.call('POST', '/api/notification/read', { token: teacher.token, json: {} });
    expect(all.data.Data).toEqual({ Marked: 6, Unread: 0 });
    const unknown = await t.call('POST', '/api/notification/read', { token: teacher.token, json: { All: true } });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('per-topic choices (PUT /api/notification/topics)', () => {
  it('turns a topic off for the user only: no notice of it is made for him, others still get theirs', async () => {
    const put = await t.call('PUT', '/api/notification/topics', { token: guardian.token, json: { Topics: [{ Topic: 'FEED', Enabled: false }] } });
    expect(put.statusCode).toBe(200);
    const byTopic = Object.fromEntries(put.data.Data.map((x: { Topic: string }) => [x.Topic, x]));
    expect(byTopic.FEED).toMatchObject({ Enabled: false });
    expect(byTopic.HOMEWORK).toMatchObject({ Enabled: true });
    const feedNotice = notice(20, { topic: 'FEED', titleEn: 'New post', userIds: [guardian.userId, teacher.userId] });
    const made = await t.database.tenant(campus.id, (tx) => notify(tx, feedNotice));
    expect(made).toBe(1);
    const mine = await t.call('GET', '/api/notification/list', { token: guardian.token, query: { topic: 'FEED' } });
    expect(mine.data.Total).toBe(0);
    const his = await t.call('GET', '/api/notification/list', { token: teacher.token, query: { topic: 'FEED' } });
    expect(his.data.Total).toBe(1);
    // The choice is kept and read back; turned on again, the next notice arrives.
    const read = await t.call('GET', '/api/notification/topics', { token: guardian.token });
    expect(read.data.Data.find((x: { Topic: string }) => x.Topic === 'FEED').Enabled).toBe(false);
    await t.call('PUT', '/api/notification/topics', { token: guardian.token, json: { Topics: [{ Topic: 'FEED', Enabled: true }] } });
    await t.database.tenant(campus.id, (tx) => notify(tx, feedNotice));
    expect((await t.call('GET', '/api/notification/list', { token: guardian.token, query: { topic: 'FEED' } })).data.Total).toBe(1);
  });

  it("keeps one user's choice from another user and another campus", async () => {
    await t.call('PUT', '/api/notification/topics', { token: teacher.token, json: { Topics: [{ Topic: 'SCORE', Enabled: false }] } });
    const theirs = await t.call('GET', '/api/notification/topics', { token: other.adminToken });
    expect(theirs.data.Data.every((x: { Enabled: boolean }) => x.Enabled)).toBe(true);
    const guardians = await t.call('GET', '/api/notification/topics', { token: guardian.token });
    expect(guardians.data.Data.find((x: { Topic: string }) => x.Topic === 'SCORE').Enabled).toBe(true);
  });

  it('answers 400 for an unknown topic, a repeated topic or no topics', async () => {
    for (const Topics of [
      [{ Topic: 'GOSSIP', Enabled: false }],
      [],
      [
        { Topic: 'FEED', Enabled: false },
        { Topic: 'FEED', Enabled: true },
      ],
    ]) {
      const res = await t.call('PUT', '/api/notification/topics', { token: guardian.token, json: { Topics } });
      expect(res.statusCode).toBe(400);
    }
    expect((await t.call('PUT', '/api/notification/topics', { json: { Topics: [{ Topic: 'FEED', Enabled: false }] } })).statusCode).toBe(401);
  });
});

describe('once-only notices', () => {
  it('tells a user once per key, however often the same event is saved', async () => {
    const once = notice(30, { topic: 'ATTENDANCE', titleEn: 'Absent today', userIds: [guardian.userId], onceKey: 'absent:x:2026-11-27' });
    expect(await send(campus.id, once)).toBe(1);
    expect(await send(campus.id, once)).toBe(0);
    const res = await t.call('GET', '/api/notification/list', { token: guardian.token, query: { topic: 'ATTENDANCE' } });
    expect(res.data.Total).toBe(1);
  });
});
