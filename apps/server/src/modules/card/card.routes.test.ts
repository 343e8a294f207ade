import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  teacher = (await t.createUser(a, { username: 'card.teacher' })).token;
});
afterAll(async () => t?.close());

describe('cards', () => {
  crudFamily({
    ctx: () => ({ t, a, b, teacher }),
    path: '/api/card',
    body: (_c, n) => ({ ActorType: 0, Description: `កាតសិស្ស ${n}`, DescriptionEn: `Student card ${n}`, Prefix: 'STU', ValidMonths: 12 }),
    change: { DescriptionEn: 'Student ID card', ValidMonths: 24 },
    bad: { ActorType: 9, ValidMonths: 0, DescriptionEn: '   ' },
    badFields: ['ActorType', 'ValidMonths', 'DescriptionEn'],
  });

  it('keeps one default card per actor type', async () => {
    const first = await t.call('POST', '/api/card', {
      token: a.adminToken,
      json: { ActorType: 1, Description: 'កាតបុគ្គលិក', DescriptionEn: 'Staff card', IsDefault: true },
    });
    const second = await t.call('POST', '/api/card', {
      token: a.adminToken,
      json: { ActorType: 1, Description: 'កាតថ្មី', DescriptionEn: 'New staff card', IsDefault: true },
    });
    expect(second.statusCode).toBe(200);
    const list = (await t.call('GET', '/api/card', { token: a.adminToken, query: { actorType: '1' } })).data.Data;
    expect(list.filter((c: { IsDefault: boolean }) => c.IsDefault).map((c: { Id: string }) => c.Id)).toEqual([second.data.Data.Id]);
    expect(list.find((c: { Id: string }) => c.Id === first.data.Data.Id).Version).toBe(2);
  });
});
