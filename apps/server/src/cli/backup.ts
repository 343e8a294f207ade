// `npm run backup -- --out DIR`: a consistent backup of the database and the uploaded files (db/backup.ts).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { BackupError, requestBackup, writeBackup, type TManifest } from '../db/backup';
import { DataDirLockedError } from '../db/lock';
import { openDatabase } from '../db/open';

const USAGE = `Usage:
  npm run backup -- --out DIR      (DIR missing or empty; works while the server runs)`;

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help || !values.out) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const config = loadConfig();
  let manifest: TManifest;
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pgdata')))
    throw new BackupError(`${config.dataDir} holds no database: nothing to back up.`);
  try {
    const { database, unlock } = await openDatabase(config, { inWorker: false });
    try {
      manifest = await writeBackup(database, { out: values.out, filesDir: config.fileStorageDir, databaseUrl: config.databaseUrl });
    } finally {
      await database.close();
      unlock();
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // The server runs and holds the embedded database: it takes the snapshot itself.
    manifest = await requestBackup(config.dataDir, values.out);
  }
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `Backup written to ${path.resolve(values.out)}: ${manifest.engine}, migration level ${manifest.migrations.count}, ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
