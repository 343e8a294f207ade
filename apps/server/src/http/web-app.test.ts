import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { buildTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let app: FastifyInstance;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
/** An inline script of the build itself (as the signed-in frame's preloads). */
const BUILD_SCRIPT = 'window.__built=1';

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><title>x</title><script>${BUILD_SCRIPT}</script></head><body><div id="root"></div></body></html>`,
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), zlib.gzipSync('console.log(1)'));
  t = await buildTestApp();
  app = await buildApp({
    deps: {
      ...t.app.deps,
      config: { ...t.config, guardianWebAccess: false, storeLinks: { appStore: 'https://apps.example/a', playStore: '', appGallery: '' } },
    },
    logger: false,
    webDistDir: dist,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('the web app beside the API', () => {
  it('answers every screen route, Khmer and /en, with the page and its runtime configuration', async () => {
    for (const url of ['/', '/login', '/en/dashboard', '/settings/building/edit/123']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('window.__PORTAL_CONFIG__={"apiBase":"/backend"');
      expect(res.body).toContain('"appStore":"https://apps.example/a"');
    }
  });

  it("allows only its own scripts and the hashes of the page's inline scripts (the build's and the configuration)", async () => {
    const res = await app.inject({ method: 'GET', url: '/en/login' });
    const scripts = [...res.body.matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toBe(BUILD_SCRIPT);
    const hashes = scripts.map((script) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`);
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${hashes.join(' ')};`);
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it('caches hashed assets for a year and keeps API misses as JSON 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await app.inject({ method: 'GET', url: '/backend/api/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ StatusCode: 404 });
    const gzip = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');
    const missingFile = await app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missingFile.statusCode).toBe(404);
  });

  it('compresses API answers above 1 KB as the browser asks, and leaves small ones and pre-compressed files alone', async () => {
    const campus = await t.createCampus();
    const headers = { authorization: `Bearer ${campus.adminToken}` };
    const plain = await app.inject({ method: 'GET', url: '/backend/api/permission', headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await app.inject({ method: 'GET', url: '/backend/api/permission', headers: { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await app.inject({ method: 'GET', url: '/backend/api/permission', headers: { ...headers, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const small = await app.inject({ method: 'GET', url: '/backend/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(asset.rawPayload).toString()).toBe('console.log(1)');
  });

  it("does not count the web app's files against the API rate limit", async () => {
    for (let i = 0; i < 1250; i++) {
      const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      if (res.statusCode !== 200) throw new Error(`asset request ${i} answered ${res.statusCode}`);
    }
    expect((await app.inject({ method: 'GET', url: '/backend/api/health' })).statusCode).toBe(200);
  });
});
