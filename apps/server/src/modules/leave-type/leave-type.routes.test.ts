import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_ACTOR_TYPE } from '@school/contract';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../../test/test-app';
import { crudFamily } from '../../../test/crud-family';

let t: TTestApp;
let a: TTestCampus;
let b: TTestCampus;
let teacher: string;
beforeAll(async () => {
  t = await buildTestApp();
  a = await t.createCampus();
  b = await t.createCampus();
  teacher = (await t.createUser(a, { username: 'lt.teacher' })).token;
});
afterAll(async () => t?.close());
const ctx = () => ({ t, a, b, teacher });

describe('leave types', () => {
  crudFamily({
    ctx,
    path: '/api/leave-type',
    body: (_c, n) => ({ ActorType: 0, Description: `ច្បាប់ឈឺ ${n}`, DescriptionEn: `Sick leave ${n}`, MaxDays: 10, IsRequireAttachment: true }),
    change: { DescriptionEn: 'Sick leave (changed)', MaxDays: 12 },
    bad: { ActorType: 5, MaxDays: 'ten', Description: '' },
    badFields: ['ActorType', 'MaxDays', 'Description'],
  });

  it('refuses a second leave type of the same name for the same actor, not for the other actor', async () => {
    const body = { ActorType: 1, Description: 'ច្បាប់ប្រចាំឆ្នាំ', DescriptionEn: 'Annual leave' };
    expect((await t.call('POST', '/api/leave-type', { token: a.adminToken, json: body })).statusCode).toBe(200);
    const dup = await t.call('POST', '/api/leave-type', { token: a.adminToken, json: { ...body, Description: 'ផ្សេង' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.data.MessageEn).toContain('Annual leave');
    expect((await t.call('POST', '/api/leave-type', { token: a.adminToken, json: { ...body, ActorType: 0 } })).statusCode).toBe(200);
  });

  it('lets a student read the leave types (the leave request form) but not change them', async () => {
    const student = await t.createUser(a, { username: 'lt.student', mobileActorType: MOBILE_ACTOR_TYPE.STUDENT });
    const res = await t.call('GET', '/api/leave-type', { token: student.token, query: { actorType: '0' } });
    expect(res.statusCode).toBe(200);
    expect(res.data.Data.every((x: { ActorType: number }) => x.ActorType === 0)).toBe(true);
  });
});
