import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { type ApiError, SESSION_EXPIRED_MESSAGE } from './api-error';
import { createLoadingCounter } from './loading';
import { createSessionStore } from './session';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake server: access token `A<n>` is valid only for the latest n; refresh gives the next one. */
function setup(options: { refreshFails?: boolean; refreshDelayMs?: number } = {}) {
  let generation = 1;
  const calls = { refresh: 0, data: 0 };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    if (url.endsWith('/api/token')) {
      calls.refresh += 1;
      if (options.refreshDelayMs) await new Promise((r) => setTimeout(r, options.refreshDelayMs));
      if (options.refreshFails) return json(401, { StatusCode: 401, Message: 'វគ្គប្រើប្រាស់បានផុតកំណត់', MessageEn: 'Session Expired!' });
      generation += 1;
      return json(200, {
        access_token: `A${generation}`,
        refresh_token: `R${generation}`,
        expires_in: 900,
        token_type: 'bearer',
        StatusCode: 200,
        Message: 'Success',
      });
    }
    calls.data += 1;
    if (headers.get('authorization') !== `Bearer A${generation}`) return json(401, { StatusCode: 401, Message: 'x', MessageEn: 'x' });
    return json(200, { StatusCode: 200, Message: 'ok', Data: { DescriptionEn: 'Year', Items: [{ IsCurrent: true }] }, Total: 1 });
  });
  const session = createSessionStore(false);
  session.set({ schoolCode: 'DEMO', clientKey: 'k', accessToken: 'A0', refreshToken: 'R1' });
  const loading = createLoadingCounter();
  const onSessionExpired = vi.fn();
  const client = createApiClient({ baseUrl: '/backend', session, loading, onSessionExpired, fetch: fetchMock as typeof fetch });
  return { client, session, loading, calls, onSessionExpired };
}

describe('API client', () => {
  it('refreshes once for several requests that get a 401 together, then retries each once', async () => {
    const { client, calls, session } = setup({ refreshDelayMs: 20 });
    const results = await Promise.all([client.get('/api/a'), client.get('/api/b'), client.get('/api/c'), client.get('/api/d')]);
    expect(calls.refresh).toBe(1);
    expect(calls.data).toBe(8);
    expect(results).toHaveLength(4);
    expect(session.get()?.accessToken).toBe('A2');
    expect(session.get()?.refreshToken).toBe('R2');
  });

  it('takes a plain array answer (a few attendance calls of the spec) as the Data, camelCased', async () => {
    const session = createSessionStore(false);
    session.set({ schoolCode: 'DEMO', clientKey: 'k', accessToken: 'A1', refreshToken: 'R1' });
    const fetchMock = vi.fn(async () => json(200, [{ AcademicClassId: 'c1', IsConfirmed: true }]));
    const client = createApiClient({
      baseUrl: '/backend',
      session,
      loading: createLoadingCounter(),
      onSessionExpired: vi.fn(),
      fetch: fetchMock as typeof fetch,
    });
    const result = await client.get('/api/student-attendance/routines-in-campus-by-date');
    expect(result.data).toEqual([{ academicClassId: 'c1', isConfirmed: true }]);
    expect(result.statusCode).toBe(200);
  });

  it('does not refresh again for a 401 answered to a token already replaced', async () => {
    const { client, calls } = setup();
    await client.get('/api/a');
    await client.get('/api/b');
    expect(calls.refresh).toBe(1);
  });

  it('logs out with "Session Expired!" when the refresh fails', async () => {
    const { client, session, onSessionExpired } = setup({ refreshFails: true });
    const outcome = await Promise.allSettled([client.get('/api/a'), client.get('/api/b')]);
    expect(outcome.every((o) => o.status === 'rejected')).toBe(true);
    const error = (outcome[0] as PromiseRejectedResult).reason as ApiError;
    expect(error.code).toBe('sessionExpired');
    expect(error.message).toBe(SESSION_EXPIRED_MESSAGE);
    expect(session.get()).toBeUndefined();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('turns PascalCase into camelCase at the edge', async () => {
    const { client } = setup();
    const result = await client.get<{ DescriptionEn: string; Items: Array<{ IsCurrent: boolean }> }>('/api/a');
    expect(result.data.descriptionEn).toBe('Year');
    expect(result.data.items[0]?.isCurrent).toBe(true);
    expect(result.total).toBe(1);
  });

  it('keeps the loading counter balanced through a refresh and retry', async () => {
    const { client, loading } = setup();
    const pending = client.get('/api/a');
    expect(loading.count()).toBe(1);
    await pending;
    expect(loading.count()).toBe(0);
  });

  it('treats StatusCode 0 as success and any other code as an error with its message', async () => {
    const session = createSessionStore(false);
    session.set({ schoolCode: 'DEMO', clientKey: 'k', accessToken: 'A', refreshToken: 'R' });
    const answers = [json(200, { StatusCode: 0, Message: '', Data: 1 }), json(200, { StatusCode: 500, Message: 'បរាជ័យ', MessageEn: 'Failed' })];
    const client = createApiClient({
      baseUrl: '',
      session,
      loading: createLoadingCounter(),
      onSessionExpired: () => undefined,
      fetch: (async () => answers.shift()!) as typeof fetch,
    });
    await expect(client.get('/x')).resolves.toMatchObject({ data: 1 });
    await expect(client.get('/x')).rejects.toMatchObject({ messageKm: 'បរាជ័យ', messageEn: 'Failed' });
  });

  it('decodes a binary error body to text, with "Error fetching data" as the fallback', async () => {
    const session = createSessionStore(false);
    session.set({ schoolCode: 'DEMO', clientKey: 'k', accessToken: 'A', refreshToken: 'R' });
    const body = new TextEncoder().encode(JSON.stringify({ StatusCode: 404, Message: 'រកមិនឃើញ', MessageEn: 'Not found' }));
    const answers = [new Response(body, { status: 404 }), new Response(new Uint8Array([0, 159, 146, 150]), { status: 500 })];
    const client = createApiClient({
      baseUrl: '',
      session,
      loading: createLoadingCounter(),
      onSessionExpired: () => undefined,
      fetch: (async () => answers.shift()!) as typeof fetch,
    });
    await expect(client.file('GET', '/report')).rejects.toMatchObject({ messageEn: 'Not found' });
    await expect(client.file('GET', '/report')).rejects.toMatchObject({ code: 'fetchError' });
  });

  it('keeps the Data of an error answer, camelCased (the invalid rows of an import)', async () => {
    const session = createSessionStore(false);
    session.set({ schoolCode: 'DEMO', clientKey: 'k', accessToken: 'A', refreshToken: 'R' });
    const answer = json(400, {
      StatusCode: 400,
      Message: 'មិនត្រឹមត្រូវ',
      MessageEn: 'Not valid',
      Data: [{ RowNumber: 3, Errors: [{ Field: 'ClassCode', Message: 'x', MessageEn: 'y' }] }],
    });
    const client = createApiClient({
      baseUrl: '',
      session,
      loading: createLoadingCounter(),
      onSessionExpired: () => undefined,
      fetch: (async () => answer) as typeof fetch,
    });
    await expect(client.post('/api/student/import')).rejects.toMatchObject({ statusCode: 400, data: [{ rowNumber: 3, errors: [{ field: 'ClassCode' }] }] });
  });
});
