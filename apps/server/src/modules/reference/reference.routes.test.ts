import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/test-app';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('reference lists (public)', () => {
  it('lists the 25 provinces and capital of Cambodia in code order, without a token', async () => {
    const res = await t.call('GET', '/api/province/list');
    expect(res.statusCode).toBe(200);
    expect(res.data.Data).toHaveLength(25);
    expect(res.data.Data[0]).toEqual({ Id: 1, Code: '01', Name: 'បន្ទាយមានជ័យ', NameEn: 'Banteay Meanchey' });
    expect(res.data.Data.find((p: { Code: string }) => p.Code === '12')).toMatchObject({ Name: 'រាជធានីភ្នំពេញ', NameEn: 'Phnom Penh' });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('lists the kinds of school', async () => {
    const res = await t.call('GET', '/api/school-type');
    expect(res.statusCode).toBe(200);
    expect(res.data.Data.map((s: { Code: string }) => s.Code)).toEqual(['PUBLIC', 'PRIVATE', 'INTERNATIONAL', 'COMMUNITY', 'PAGODA', 'ABROAD', 'OTHER']);
    expect(res.data.Data[0]).toEqual({ Id: 1, Code: 'PUBLIC', Name: 'សាលារដ្ឋ', NameEn: 'Public school' });
  });
});
