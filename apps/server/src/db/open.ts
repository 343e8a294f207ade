import type { TConfig } from '../config';
import { connectPostgres, startPglite, type TDatabase } from './engine';
import { lockDataDir } from './lock';

/**
 * Opens the database named by the configuration: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR
 * (locked for this process: DataDirLockedError when a server holds it). Apart from server.ts so the
 * backup commands start without loading the whole app.
 */
export async function openDatabase(
  config: Pick<TConfig, 'databaseUrl' | 'dataDir'>,
  options: { inWorker: boolean },
): Promise<{ database: TDatabase; unlock: () => void }> {
  if (config.databaseUrl) return { database: connectPostgres(config.databaseUrl), unlock: () => undefined };
  const unlock = lockDataDir(config.dataDir);
  try {
    return { database: await startPglite({ dataDir: config.dataDir, inWorker: options.inWorker }), unlock };
  } catch (error) {
    unlock();
    throw error;
  }
}
