import fs from 'node:fs';
import { inject } from 'vitest';
import { startPglite } from '../src/db/engine';
import { createCampus } from '../src/provision/create-campus';
import { TEST_PASSWORD } from './test-app';

/**
 * A data folder for a real server process on the embedded database, holding one school (administrator
 * `admin`, password TEST_PASSWORD), made from the project's migrated snapshot (test/pglite-snapshot.ts) so
 * the server starts without migrating or seeding the demo school (server-process.test.ts proves that
 * first start). PGlite project only.
 */
export async function prepareDataDir(dataDir: string, school: { code: string; name: string; nameEn: string }) {
  const snapshot = inject('pgliteSnapshot');
  const database = await startPglite({ dataDir, inWorker: false, loadDataDir: new Blob([fs.readFileSync(snapshot)]) });
  try {
    const campus = await createCampus(database, { ...school, adminPassword: TEST_PASSWORD, mustChangePassword: false });
    return { ...campus, basic: Buffer.from(`${campus.code}:${campus.clientKey}`).toString('base64') };
  } finally {
    await database.close();
  }
}

/** The settings of a real server process on the embedded database in `dataDir` (no demo seed, quiet log). */
export const embeddedServerEnv = (dataDir: string, port = 0): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  NODE_ENV: 'development',
});
