import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { TConfig } from './config';
import { scheduleAnalyze } from './db/analyze';
import { scheduleFeeReminders } from './modules/fee/index';
import { scheduleOutbound } from './modules/notification/notification-outbound.service';
import { migrateDatabase, type TDatabase } from './db/engine';
import { serveBackups } from './db/backup';
import { sweepRequestLimits } from './db/request-limits';
import { openDatabase } from './db/open';
import { folderStorage } from './lib/storage';
import { createTokenSigner } from './lib/tokens';
import { seedDemo } from './provision/demo-seed';
import { ensureReferenceData } from './provision/reference-data';

const here = path.dirname(fileURLToPath(import.meta.url));
export { openDatabase };

export const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

export async function prepareDatabase(database: TDatabase, config: TConfig): Promise<void> {
  await migrateDatabase(database);
  await database.system((tx) => ensureReferenceData(tx));
  // The demo's rows are analyzed once written (seedDemo), not on every start.
  if (config.seedDemo) await seedDemo(database);
}

/**
 * Opens the database, prepares it (unless `prepared`: a cluster's primary did it once before forking), serves.
 * `background` runs the timed jobs (fee reminders, sweeping the limiter's counters): one process of a cluster.
 */
export async function startServer(
  config: TConfig,
  options: { prepared?: boolean; background?: boolean } = {},
): Promise<{ app: FastifyInstance; stop: () => Promise<void> }> {
  const { database, unlock } = await openDatabase(config, { inWorker: true });
  try {
    if (!options.prepared) await prepareDatabase(database, config);
  } catch (error) {
    await database.close();
    unlock();
    throw error;
  }
  const app = await buildApp({
    deps: { config, database, storage: folderStorage(config.fileStorageDir), tokens: createTokenSigner(config.tokenSecret, config.accessTokenSeconds) },
    webDistDir: config.webDistDir ?? DEFAULT_WEB_DIST,
  });
  await app.listen({ port: config.port, host: config.host });
  // The embedded database takes one connection, the server's: `npm run backup` asks the server for it.
  // A socket path the system refuses (too long, a read-only folder) costs the live backup, never the start.
  const stopBackups =
    database.kind === 'pglite'
      ? await serveBackups(database, { dataDir: config.dataDir, filesDir: config.fileStorageDir }).catch((error: unknown) => {
          app.log.warn({ err: error }, 'live backups unavailable: npm run backup needs the server stopped');
          return undefined;
        })
      : undefined;
  // No autovacuum in the embedded database: the server keeps its planner statistics fresh (db/analyze.ts).
  const stopAnalyze =
    database.kind === 'pglite' ? scheduleAnalyze(database, { onError: (error) => app.log.warn({ err: error }, 'scheduled analyze failed') }) : undefined;
  // Due-soon and overdue fee reminders (issue 14): at start, then every hour; each goes out once.
  const background = options.background ?? true;
  const stopReminders =
    config.feeReminders && background
      ? scheduleFeeReminders(database, { onError: (error) => app.log.warn({ err: error }, 'fee reminders failed') })
      : undefined;
  const stopSweep = config.limitStore === 'database' && background ? scheduleSweep(database) : undefined;
  // The outbound queue (issue 16): Telegram, when a bot token is set; otherwise the queue is kept. One process
  // of a cluster polls and sends (two polling one bot would be refused by Telegram).
  const stopOutbound = background
    ? scheduleOutbound(database, config, { onError: (error) => app.log.warn({ err: error }, 'outbound queue failed') })
    : undefined;
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      stopAnalyze?.();
      stopReminders?.();
      stopSweep?.();
      stopOutbound?.();
      await stopBackups?.();
      await app.close();
      await database.close();
      unlock();
    })());
  return { app, stop };
}

/** Ended windows of the request limiter's counters go every minute. */
function scheduleSweep(database: TDatabase): () => void {
  const timer = setInterval(() => void sweepRequestLimits(database).catch(() => undefined), 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
