import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp, type TTestCampus } from '../../test/test-app';

let t: TTestApp;
let campus: TTestCampus;
beforeAll(async () => {
  t = await buildTestApp();
  campus = await t.createCampus();
});
afterAll(async () => t?.close());

const KHMER = /[\u1780-\u17FF]/;
const envelope = (status: number) => ({ StatusCode: status, Message: expect.stringMatching(KHMER), MessageEn: expect.any(String) });

describe('bad input answers 4xx in the envelope, never 500 (issue 11, findings 2 and 3)', () => {
  it('refuses a multipart body without a boundary, on sign-in and on signed-in routes', async () => {
    const headers = { 'content-type': 'multipart/form-data' };
    const token = await t.call('POST', '/api/token', { basic: campus.basic, headers, payload: 'grant_type=password' });
    expect(token.statusCode).toBe(400);
    expect(token.data).toEqual(envelope(400));
    const image = await t.call('POST', '/api/campus/image', { token: campus.adminToken, headers, payload: 'x' });
    expect(image.statusCode).toBe(400);
    expect(image.data).toEqual(envelope(400));
  });

  it('refuses a NUL character in a query, a Basic header, a form field and a JSON field', async () => {
    const query = await t.app.inject({ method: 'GET', url: `${t.config.apiBase}/api/campus/login-config?schoolCode=DE%00MO` });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(envelope(400));
    const basic = Buffer.from(`${campus.code}\0:${campus.clientKey}`).toString('base64');
    const header = await t.call('POST', '/api/token', { basic, form: { grant_type: 'password', username: 'admin', password: 'x' } });
    expect(header.statusCode).toBe(400);
    const form = await t.call('POST', '/api/token', { basic: campus.basic, form: { grant_type: 'password', username: 'ad\0min', password: 'x' } });
    expect(form.statusCode).toBe(400);
    expect(form.data).toEqual(envelope(400));
    const json = await t.call('PUT', '/api/user/me', {
      token: campus.adminToken,
      json: { FirstName: 'a\0b', LastName: 'b', FirstNameEn: 'c', LastNameEn: 'd' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('refuses a JSON object shaped like a file where a multipart file is expected', async () => {
    const file = { FileName: 'a.png', ContentType: 'image/png', Data: 'iVBORw0KGgo=' };
    const image = await t.call('POST', '/api/campus/image', { token: campus.adminToken, json: { Kind: 'logo', File: file } });
    expect(image.statusCode).toBe(400);
    expect(image.data).toMatchObject(envelope(400));
    const me0 = await t.call('POST', '/api/user/me', { token: campus.adminToken });
    const me = await t.call('PUT', '/api/user/me', {
      token: campus.adminToken,
      json: { FirstName: 'a', LastName: 'b', FirstNameEn: 'c', LastNameEn: 'd', Profile: file, Version: me0.data.Data.Version },
    });
    expect(me.statusCode).toBe(400);
    expect(me.data).toMatchObject(envelope(400));
  });

  it('answers a path parameter over 100 characters in the envelope, without echoing it', async () => {
    const long = 'x'.repeat(150);
    const res = await t.app.inject({ method: 'GET', url: `${t.config.apiBase}/api/sms/generate-mobile-user/${long}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual(envelope(414));
    expect(res.body).not.toContain(long);
  });

  it('answers a URL over 16 KB in the envelope (the HTTP parser refuses it before Fastify)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET ${t.config.apiBase}/api/health?q=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (d) => (data += d));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual(envelope(431));
  });
});
