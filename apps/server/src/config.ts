import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { z } from 'zod';

const ZBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['true', '1', 'yes'].includes(v)));

const ZEnv = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  API_BASE: z.string().default('/backend'),
  PUBLIC_API_URL: z.string().optional(),
  TOKEN_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_SECONDS: z.coerce.number().int().min(60).default(900),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  FILE_STORAGE_DIR: z.string().optional(),
  MAX_UPLOAD_MB: z.coerce.number().min(1).max(100).default(10),
  /** API calls a session (or an address) may make per minute; benchmarks raise it. */
  API_CALLS_PER_MINUTE: z.coerce.number().int().min(10).default(1200),
  SEED_DEMO: ZBool,
  GUARDIAN_WEB_ACCESS: ZBool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_STORE_URL: z.string().default(''),
  PLAY_STORE_URL: z.string().default(''),
  APP_GALLERY_URL: z.string().default(''),
  MOBILE_APP_NAME: z.string().trim().max(80).default(''),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: ZBool,
  API_DOCS: ZBool,
  /** The hourly due-soon and overdue fee reminders (on unless FEE_REMINDERS=false). */
  FEE_REMINDERS: ZBool,
  /** Server processes (node cluster) sharing the port; more than one needs DATABASE_URL. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** Where the request limiter counts: `memory` (one process) or `database` (every process); by WORKERS. */
  LIMIT_STORE: z.enum(['memory', 'database']).optional(),
  /** The school's Telegram bot (issue 16 'Outbound'): without a token the outbound queue is kept, nothing sent. */
  TELEGRAM_BOT_TOKEN: z.string().trim().default(''),
  /** The bot's name for the t.me link on the profile (asked of Telegram when not given). */
  TELEGRAM_BOT_USERNAME: z.string().trim().default(''),
  TELEGRAM_API_URL: z.string().url().default('https://api.telegram.org'),
});

export type TConfig = {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  apiBase: string;
  publicApiUrl: string | undefined;
  tokenSecret: string;
  accessTokenSeconds: number;
  refreshTokenDays: number;
  fileStorageDir: string;
  maxUploadBytes: number;
  seedDemo: boolean;
  guardianWebAccess: boolean;
  logLevel: string;
  apiCallsPerMinute: number;
  storeLinks: { appStore: string; playStore: string; appGallery: string };
  mobileAppName: string;
  webDistDir: string | undefined;
  trustProxy: boolean;
  /** `/backend/docs` (Swagger UI and the OpenAPI document): off in production unless API_DOCS=true. */
  apiDocs: boolean;
  /** Due-soon and overdue fee reminders every hour (modules/fee/fee-reminder.service.ts). */
  feeReminders: boolean;
  workers: number;
  limitStore: 'memory' | 'database';
  /** Telegram bot of the outbound queue (modules/notification/notification-outbound.service.ts); token '' = not sending. */
  telegram: { botToken: string; botUsername: string; apiUrl: string };
};

/** Reads the environment once at start. Fails fast, with the variable's name, on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  let tokenSecret = e.TOKEN_SECRET;
  if (!tokenSecret) {
    if (production) throw new Error('TOKEN_SECRET (at least 32 characters) is required in production mode.');
    tokenSecret = readOrCreateDevSecret(dataDir);
  }
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    apiBase: e.API_BASE.replace(/\/$/, ''),
    publicApiUrl: e.PUBLIC_API_URL,
    tokenSecret,
    accessTokenSeconds: e.ACCESS_TOKEN_SECONDS,
    refreshTokenDays: e.REFRESH_TOKEN_DAYS,
    fileStorageDir: path.resolve(e.FILE_STORAGE_DIR ?? path.join(dataDir, 'files')),
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
    // Demo data: on by default with the embedded database outside production; asked for otherwise.
    seedDemo: e.SEED_DEMO ?? (!production && !e.DATABASE_URL),
    guardianWebAccess: e.GUARDIAN_WEB_ACCESS ?? false,
    logLevel: e.LOG_LEVEL,
    apiCallsPerMinute: e.API_CALLS_PER_MINUTE,
    storeLinks: { appStore: e.APP_STORE_URL, playStore: e.PLAY_STORE_URL, appGallery: e.APP_GALLERY_URL },
    mobileAppName: e.MOBILE_APP_NAME,
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: e.TRUST_PROXY ?? false,
    apiDocs: e.API_DOCS ?? !production,
    feeReminders: e.FEE_REMINDERS ?? true,
    workers: e.WORKERS,
    limitStore: e.LIMIT_STORE ?? (e.WORKERS > 1 ? 'database' : 'memory'),
    telegram: { botToken: e.TELEGRAM_BOT_TOKEN, botUsername: e.TELEGRAM_BOT_USERNAME.replace(/^@/, ''), apiUrl: e.TELEGRAM_API_URL.replace(/\/$/, '') },
  };
}

/** Outside production a signing key is made once and kept in DATA_DIR, so sessions survive restarts. */
function readOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'token-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
