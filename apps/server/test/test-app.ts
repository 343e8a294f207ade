import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { MOBILE_ACTOR_TYPE } from '@school/contract';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type TConfig } from '../src/config';
import { connectPostgres, migrateDatabase, startPglite, type TDatabase } from '../src/db/engine';
import { appUser, role } from '../src/db/schema/index';
import { folderStorage } from '../src/lib/storage';
import { hashPassword } from '../src/lib/password';
import { createTokenSigner } from '../src/lib/tokens';
import { createCampus } from '../src/provision/create-campus';
import { ensureReferenceData } from '../src/provision/reference-data';

export const TEST_PASSWORD = 'Correct-Horse-42';

export type TTestCampus = { id: string; code: string; clientKey: string; basic: string; adminToken: string };
export type TTestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * A real app on a real database for API tests: PGlite in memory, or a fresh PostgreSQL database when the
 * test project runs with TEST_ENGINE=postgres (TEST_DATABASE_URL). Factories make campuses and users.
 */
export async function buildTestApp(overrides: Partial<TConfig> = {}) {
  const { database, drop, ready } = await openTestDatabase();
  if (!ready) {
    await migrateDatabase(database);
    await database.system((tx) => ensureReferenceData(tx));
  }
  const dataDir = path.join(os.tmpdir(), `school-test-${crypto.randomBytes(6).toString('hex')}`);
  const config: TConfig = {
    ...loadConfig({ TOKEN_SECRET: 'test-secret-test-secret-test-secret-42', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    ...overrides,
  };
  const app = await buildApp({
    deps: { config, database, storage: folderStorage(config.fileStorageDir), tokens: createTokenSigner(config.tokenSecret, config.accessTokenSeconds) },
    logger: false,
  });
  await app.ready();
  const base = config.apiBase;
  let seq = 0;

  const api = {
    app,
    database,
    config,
    /** Calls the API: `path` is relative to the API base. */
    async call(
      method: InjectOptions['method'],
      url: string,
      options: {
        token?: string;
        basic?: string;
        query?: Record<string, string>;
        json?: unknown;
        form?: Record<string, string>;
        headers?: Record<string, string>;
        payload?: InjectOptions['payload'];
      } = {},
    ): Promise<LightMyRequestResponse & { body: string; data: any }> {
      const headers: Record<string, string> = { ...(options.headers ?? {}) };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.basic) headers.authorization = `Basic ${options.basic}`;
      let payload = options.payload;
      if (options.json !== undefined) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(options.json);
      } else if (options.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(options.form).toString();
      }
      const res = await app.inject({ method, url: `${base}${url}`, query: options.query, headers, payload });
      let data: unknown;
      try {
        data = res.json();
      } catch {
        data = undefined;
      }
      return Object.assign(res, { data });
    },
    async signIn(campus: Pick<TTestCampus, 'basic'>, username: string, password = TEST_PASSWORD) {
      const res = await api.call('POST', '/api/token', { basic: campus.basic, form: { grant_type: 'password', username, password } });
      if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
      return res.data as { access_token: string; refresh_token: string };
    },
    /** A new campus with its default roles; signs its administrator in. */
    async createCampus(code = `T${++seq}${crypto.randomBytes(3).toString('hex').toUpperCase()}`): Promise<TTestCampus> {
      const created = await createCampus(database, {
        code,
        name: `សាលាសាកល្បង ${code}`,
        nameEn: `Test school ${code}`,
        adminPassword: TEST_PASSWORD,
        mustChangePassword: false,
      });
      const basic = Buffer.from(`${created.code}:${created.clientKey}`).toString('base64');
      const tokens = await api.signIn({ basic }, 'admin');
      return { id: created.campusId, code: created.code, clientKey: created.clientKey, basic, adminToken: tokens.access_token };
    },
    /** A user with the default role of a mobile actor type; answers its access token. */
    async createUser(campus: TTestCampus, options: { username: string; mobileActorType?: number; roleCode?: string; actorType?: number; actorId?: string }) {
      const mobileActorType = options.mobileActorType ?? MOBILE_ACTOR_TYPE.TEACHER;
      const roleCode =
        options.roleCode ??
        Object.entries(MOBILE_ACTOR_TYPE)
          .find(([, v]) => v === mobileActorType)![0]
          .replace('BUSS_DRIVER', 'BUS_DRIVER');
      const passwordHash = await testPasswordHash();
      const userId = await database.system(async (tx) => {
        const [r] = await tx
          .select({ id: role.id })
          .from(role)
          .where(sql`${role.campusId} = ${campus.id} and ${role.code} = ${roleCode}`);
        const [u] = await tx
          .insert(appUser)
          .values({
            campusId: campus.id,
            username: options.username,
            passwordHash,
            mobileActorType,
            actorType: options.actorType,
            actorId: options.actorId,
            roleId: r!.id,
            firstName: 'តេស្ត',
            lastName: 'អ្នកប្រើ',
            firstNameEn: 'Test',
            lastNameEn: 'User',
          })
          .returning({ id: appUser.id });
        return u!.id;
      });
      const tokens = await api.signIn(campus, options.username);
      return { userId, token: tokens.access_token, refreshToken: tokens.refresh_token };
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
  return api;
}

/**
 * The hash of TEST_PASSWORD, made once per worker: each scrypt hash costs 50 ms of CPU, and every user a test
 * makes has the same password (signing in still verifies it, with the real scrypt, each time).
 */
let passwordHash: Promise<string> | undefined;
function testPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
}

/** What vitest's global setup provided; nothing when run outside vitest (a bench builds the test app too). */
function provided(key: 'postgresTemplate' | 'pgliteSnapshot'): string | undefined {
  try {
    return inject(key as never) as string | undefined;
  } catch {
    return undefined;
  }
}

/** A database of its own for one test file; `ready` when it starts migrated, with the reference data. */
async function openTestDatabase(): Promise<{ database: TDatabase; drop: () => Promise<void>; ready?: boolean }> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_ENGINE === 'postgres') {
    if (!url) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
    const name = `school_test_${Date.now()}_${crypto.randomBytes(4).toString('hex')}`;
    // Copied from the migrated template of test/postgres-template.ts when the project has one.
    const template = provided('postgresTemplate');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = connectPostgres(target.toString(), 5);
    return {
      database,
      ready: Boolean(template),
      drop: async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const snapshot = provided('pgliteSnapshot');
  if (snapshot && fs.existsSync(snapshot)) {
    const loadDataDir = new Blob([fs.readFileSync(snapshot)]);
    return { database: await startPglite({ inWorker: false, loadDataDir }), drop: async () => undefined, ready: true };
  }
  return { database: await startPglite({ inWorker: false }), drop: async () => undefined };
}
