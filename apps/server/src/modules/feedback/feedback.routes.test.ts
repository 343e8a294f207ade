import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_ACTOR_TYPE } from '@school/contract';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';

let t: TTestApp;
let campus: TTestCampus;
let other: TTestCampus;
let teacher: { userId: string; token: string };

beforeAll(async () => {
  t = await buildTestApp();
  campus = await t.createCampus();
  other = await t.createCampus();
  teacher = await t.createUser(campus, { username: 'feedback.teacher', mobileActorType: MOBILE_ACTOR_TYPE.TEACHER });
});
afterAll(async () => t?.close());

const rows = async (campusId: string) =>
  (
    await t.database.system((tx) =>
      tx.execute(
        sql`select user_id, mobile_actor_type, feedback, is_anonymous, sentiment from user_feedback where campus_id = ${campusId} order by created_at`,
      ),
    )
  ).rows as Array<{ user_id: string | null; mobile_actor_type: number | null; feedback: string; is_anonymous: boolean; sentiment: number }>;

describe('feedback', () => {
  it('stores a named feedback with its author, and thanks the sender in both languages', async () => {
    const res = await t.call('POST', '/api/user-feedback', {
      token: teacher.token,
      json: { mobileUserId: teacher.userId, feedback: 'សូមបន្ថែមការជូនដំណឹងពេលសិស្សអវត្តមាន', isAnonymous: false, sentiment: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.Message).toBe('សូមអរគុណចំពោះមតិកែលម្អរបស់អ្នក');
    expect(res.data.MessageEn).toBe('Thank you for your feedback');
    expect(res.data.Data.Id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await rows(campus.id);
    expect(row).toEqual({
      user_id: teacher.userId,
      mobile_actor_type: MOBILE_ACTOR_TYPE.TEACHER,
      feedback: 'សូមបន្ថែមការជូនដំណឹងពេលសិស្សអវត្តមាន',
      is_anonymous: false,
      sentiment: 3,
    });
  });

  it('stores an anonymous feedback (the default) without any trace of its author, from a form', async () => {
    const res = await t.call('POST', '/api/user-feedback', { token: teacher.token, form: { feedback: 'កម្មវិធីយឺតពេលព្រឹក', sentiment: '1' } });
    expect(res.statusCode).toBe(200);
    const row = (await rows(campus.id)).at(-1);
    expect(row).toEqual({ user_id: null, mobile_actor_type: null, feedback: 'កម្មវិធីយឺតពេលព្រឹក', is_anonymous: true, sentiment: 1 });
  });

  it('lists feedback for staff with VIEW_FEEDBACK, newest first, anonymous ones without author', async () => {
    const list = await t.call('GET', '/api/user-feedback', { token: campus.adminToken });
    expect(list.statusCode).toBe(200);
    expect(list.data.Total).toBe(2);
    const [anonymous, named] = list.data.Data;
    expect(anonymous).toMatchObject({
      Feedback: 'កម្មវិធីយឺតពេលព្រឹក',
      IsAnonymous: true,
      MobileUserId: null,
      Username: null,
      FullName: null,
      FullNameEn: null,
      MobileActorType: null,
      Sentiment: 1,
      SentimentNameEn: 'Dissatisfied',
    });
    expect(named).toMatchObject({
      IsAnonymous: false,
      MobileUserId: teacher.userId,
      Username: 'feedback.teacher',
      FullName: 'អ្នកប្រើ តេស្ត',
      FullNameEn: 'User Test',
      Sentiment: 3,
      SentimentName: 'ពេញចិត្ត',
    });
    const satisfied = await t.call('GET', '/api/user-feedback', { token: campus.adminToken, query: { sentiment: '3' } });
    expect(satisfied.data.Total).toBe(1);
    const paged = await t.call('GET', '/api/user-feedback', { token: campus.adminToken, query: { pageSize: '1', pageIndex: '2' } });
    expect(paged.data.Data.map((f: { Feedback: string }) => f.Feedback)).toEqual([named.Feedback]);
  });

  it('refuses the list to a teacher (403)', async () => {
    expect((await t.call('GET', '/api/user-feedback', { token: teacher.token })).statusCode).toBe(403);
  });

  it('answers 400 for empty text, a sentiment out of range or an unknown field, storing nothing', async () => {
    const before = (await rows(campus.id)).length;
    const empty = await t.call('POST', '/api/user-feedback', { token: teacher.token, json: { feedback: '   ', sentiment: 2 } });
    expect(empty.statusCode).toBe(400);
    expect(empty.data.Errors[0]).toMatchObject({ Field: 'feedback', Message: 'សូមបំពេញវាលនេះ' });
    const range = await t.call('POST', '/api/user-feedback', { token: teacher.token, json: { feedback: 'ល្អ', sentiment: 5 } });
    expect(range.statusCode).toBe(400);
    expect(range.data.Errors[0].Field).toBe('sentiment');
    const type = await t.call('POST', '/api/user-feedback', { token: teacher.token, json: { feedback: 'ល្អ', isAnonymous: 'maybe' } });
    expect(type.statusCode).toBe(400);
    const unknown = await t.call('POST', '/api/user-feedback', { token: teacher.token, json: { feedback: 'ល្អ', userId: campus.id } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.Errors[0]).toMatchObject({ Field: 'userId', MessageEn: 'This field is not allowed' });
    expect((await rows(campus.id)).length).toBe(before);
  });

  it('refuses a feedback sent in the name of another user (403) and without a token (401)', async () => {
    const before = (await rows(campus.id)).length;
    const forged = await t.call('POST', '/api/user-feedback', {
      token: teacher.token,
      json: { feedback: 'មតិក្លែងក្លាយ', isAnonymous: false, mobileUserId: '01890000-0000-7000-8000-000000000000' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await t.call('POST', '/api/user-feedback', { json: { feedback: 'គ្មានគណនី' } })).statusCode).toBe(401);
    expect((await rows(campus.id)).length).toBe(before);
  });

  it("keeps each campus's feedback to itself", async () => {
    await t.call('POST', '/api/user-feedback', { token: other.adminToken, json: { feedback: 'មតិរបស់សាលាមួយទៀត', isAnonymous: false } });
    const mine = await t.call('GET', '/api/user-feedback', { token: campus.adminToken });
    expect(mine.data.Data.map((f: { Feedback: string }) => f.Feedback)).not.toContain('មតិរបស់សាលាមួយទៀត');
    const theirs = await t.call('GET', '/api/user-feedback', { token: other.adminToken });
    expect(theirs.data.Total).toBe(1);
  });
});
