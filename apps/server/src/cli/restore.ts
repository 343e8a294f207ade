// `npm run restore -- --from DIR`: a backup back into an empty data folder (embedded) or an empty database.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { BackupError, isEmptyDir, readManifest, restoreBackup } from '../db/backup';
import { DataDirLockedError } from '../db/lock';
import { openDatabase } from '../db/open';

const USAGE = `Usage:
  npm run restore -- --from DIR    (into an empty DATA_DIR, or an empty database with DATABASE_URL)`;

async function main() {
  const { values } = parseArgs({ options: { from: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help || !values.from) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const config = loadConfig();
  readManifest(values.from);
  if (!config.databaseUrl && !isEmptyDir(path.join(config.dataDir, 'pgdata')))
    throw new BackupError(`The data folder ${config.dataDir} already holds a database: restore only into an empty data folder (set DATA_DIR to a new one).`);
  const { database, unlock } = await openDatabase(config, { inWorker: false });
  try {
    const manifest = await restoreBackup(database, { from: values.from, filesDir: config.fileStorageDir, databaseUrl: config.databaseUrl });
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.log(
      `Restored the backup of ${manifest.createdAt}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files; every table matches the manifest.`,
    );
  } finally {
    await database.close();
    unlock();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DataDirLockedError) console.error(`${error.message}\nStop the server before restoring.`);
    else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
