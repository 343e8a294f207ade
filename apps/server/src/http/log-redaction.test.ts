import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { buildTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ apiDocs: false });
});
afterAll(async () => t?.close());

describe('API documentation (issue 11, finding 6)', () => {
  it('is off in production unless API_DOCS=true', async () => {
    const env = { TOKEN_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/school-docs-config' };
    expect(loadConfig({ ...env, NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ ...env, NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig(env).apiDocs).toBe(true);
    const docs = await t.call('GET', '/docs');
    expect(docs.statusCode).toBe(404);
    expect(docs.data).toMatchObject({ StatusCode: 404 });
    expect((await t.call('GET', '/docs/json')).statusCode).toBe(404);
  });
});

describe('failed-query logs (issue 11, finding 6)', () => {
  it('carry the statement name and the database code, never the parameters or quoted values', async () => {
    const lines: string[] = [];
    const deps = { ...t.app.deps, config: { ...t.app.deps.config, logLevel: 'info' } };
    const app = await buildApp({ deps, logger: true, logStream: { write: (line) => void lines.push(line) } });
    const pg = Object.assign(new Error('invalid input syntax for type uuid: "secret-value-42"'), { code: '22P02', routine: 'string_to_uuid' });
    app.get('/boom', async () => {
      throw new DrizzleQueryError('select "id" from "app_user" where "username" = $1', ['secret-value-42'], pg);
    });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(res.statusCode).toBe(500);
    const log = lines.join('\n');
    expect(log).toContain('select from app_user');
    expect(log).toContain('22P02');
    expect(log).not.toContain('secret-value-42');
  });
});
