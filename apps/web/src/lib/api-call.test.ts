import { describe, expect, it } from 'vitest';
import { authRefs } from '@school/contract/auth/auth.refs';
import { holidayRefs } from '@school/contract/holiday/holiday.refs';
import { studentRefs } from '@school/contract/student/student.refs';
import { employeeRefs } from '@school/contract/employee/employee.refs';
import { createApiClient, encodeBody, fillPath } from './api-client';
import { apiKey, apiKeyPrefix } from './api-query';
import { pascalize } from './case';

function clientWith(answer: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  const client = createApiClient({
    baseUrl: '/backend',
    session: { get: () => undefined, set: () => undefined } as never,
    loading: { start: () => undefined, end: () => undefined } as never,
    onSessionExpired: () => undefined,
    fetch,
  });
  return { client, calls };
}

describe('calls through contract refs', () => {
  it('PascalCases a JSON body, nested objects and lists included, and camelCases the answer', async () => {
    const { client, calls } = clientWith({ StatusCode: 200, Message: 'ok', Data: { Id: 'h1', DescriptionEn: 'New Year' } });
    const result = await client.call(holidayRefs.create, { body: { description: 'ចូលឆ្នាំ', descriptionEn: 'New Year', date: '2026-04-14' } });
    expect(calls[0]!.url).toBe('/backend/api/holiday');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ Description: 'ចូលឆ្នាំ', DescriptionEn: 'New Year', Date: '2026-04-14' });
    expect(result.data).toEqual({ id: 'h1', descriptionEn: 'New Year' });
    expect(pascalize({ rows: [{ studentId: 'a', items: [{ isActive: true }] }] })).toEqual({ Rows: [{ StudentId: 'a', Items: [{ IsActive: true }] }] });
  });

  it('sends a multipart body with files as parts and lists as JSON text', () => {
    const picture = new Blob(['x'], { type: 'image/png' });
    const encoded = encodeBody(
      { bodyKind: 'multipart' },
      { firstName: 'Dara', profile: picture, cards: [{ cardNumber: '1' }], version: 3, removeProfile: undefined },
    );
    const fields = encoded.multipart as Record<string, unknown>;
    expect(fields.FirstName).toBe('Dara');
    expect(fields.Profile).toBe(picture);
    expect(fields.Cards).toBe('[{"CardNumber":"1"}]');
    expect(fields.Version).toBe(3);
    expect('RemoveProfile' in fields).toBe(false);
    expect(encodeBody({ bodyKind: 'form' }, { ids: ['a', 'b'] }).form).toEqual({ Ids: '["a","b"]' });
  });

  it('sends the fields of a spec body named in snake or camel case as they are', () => {
    expect(authRefs.logout.keepKeys).toBe(true);
    expect(encodeBody(authRefs.logout, { refresh_token: 't' }).form).toEqual({ refresh_token: 't' });
  });

  it('fills path parameters and refuses a missing one', () => {
    expect(fillPath('/api/room/{id}/equipment', { id: 'a b' })).toBe('/api/room/a%20b/equipment');
    expect(() => fillPath('/api/room/{id}', {})).toThrow(/missing path parameter id/);
  });

  it('derives query keys from the call, so two calls of one domain never share a cache entry', () => {
    expect(apiKeyPrefix(studentRefs.list)).toEqual(['student']);
    expect(apiKey(studentRefs.find, { id: '1' })).toEqual(['student', 'find', { id: '1' }]);
    expect(apiKey(employeeRefs.list, { pageIndex: 1 })).not.toEqual(apiKey(employeeRefs.get, { pageIndex: 1 }));
  });
});
