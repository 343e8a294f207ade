// `npm run campus -- create --code … --name … --name-en …`: creates a school and its first administrator.
// `npm run campus -- export --code X --out DIR` / `import --from DIR`: one school out of this deployment and
// into another (db/backup-campus.ts).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type TConfig } from '../config';
import { BackupError, requestCampusExport } from '../db/backup';
import { exportCampus, importCampus, type TCampusManifest } from '../db/backup-campus';
import { DataDirLockedError } from '../db/lock';
import { openDatabase } from '../db/open';
import { CampusExistsError, createCampus } from '../provision/create-campus';

const USAGE = `Usage:
  npm run campus -- create --code CODE --name "ឈ្មោះសាលា" --name-en "School name" [--admin USERNAME] [--color C10230]
  npm run campus -- list
  npm run campus -- export --code CODE --out DIR   (DIR missing or empty; works while the server runs)
  npm run campus -- import --from DIR              (into this deployment; stop the server first with the embedded database)`;

const summary = (m: TCampusManifest) =>
  `${m.campus.code} (${m.campus.nameEn}): ${m.tables.filter((t) => t.rows > 0).length} tables with rows, ${m.tables.reduce((n, t) => n + t.rows, 0)} rows, ${m.files.length} files, migration level ${m.migrations.count}`;

/** The export of one school; with the embedded database and a running server, the server writes it (backup.sock). */
async function exportCommand(config: TConfig, code: string, out: string): Promise<number> {
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pgdata')))
    throw new BackupError(`${config.dataDir} holds no database: nothing to export.`);
  let manifest: TCampusManifest;
  try {
    const { database, unlock } = await openDatabase(config, { inWorker: false });
    try {
      manifest = await exportCampus(database, { out, code, filesDir: config.fileStorageDir });
    } finally {
      await database.close();
      unlock();
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // The server runs and holds the embedded database: it reads the snapshot itself.
    manifest = await requestCampusExport(config.dataDir, out, code);
  }
  console.log(`Exported ${summary(manifest)} to ${path.resolve(out)}.`);
  if (manifest.missingFiles.length)
    console.warn(
      `Warning: ${manifest.missingFiles.length} stored files named by the school's rows were not in ${config.fileStorageDir}:\n  ${manifest.missingFiles.join('\n  ')}`,
    );
  return 0;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      code: { type: 'string' },
      out: { type: 'string' },
      from: { type: 'string' },
      name: { type: 'string' },
      'name-en': { type: 'string' },
      admin: { type: 'string', default: 'admin' },
      color: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || !command || !['create', 'list', 'export', 'import'].includes(command)) {
    console.log(USAGE);
    return command || values.help ? 0 : 1;
  }
  const config = { ...loadConfig(), seedDemo: false };
  if (command === 'export') {
    if (!values.code || !values.out) {
      console.error(`--code and --out are required.\n${USAGE}`);
      return 1;
    }
    return exportCommand(config, values.code, values.out);
  }
  if (command === 'import' && !values.from) {
    console.error(`--from is required.\n${USAGE}`);
    return 1;
  }
  // The app's start-up code (migrations, reference data) only for the commands that write.
  const { prepareDatabase } = await import('../server');
  const { database, unlock } = await openDatabase(config, { inWorker: false });
  try {
    await prepareDatabase(database, config);
    if (command === 'import') {
      // A new data folder is migrated and given its reference data by prepareDatabase above (no demo school).
      const manifest = await importCampus(database, { from: values.from!, filesDir: config.fileStorageDir });
      console.log(
        `Imported ${summary(manifest)}; every table matches the export. Its users sign in with the school code ${manifest.campus.code} and their own passwords.`,
      );
      return 0;
    }
    if (command === 'list') {
      const { rows } = await database.pool.query('select code, name, name_en, created_at from campus order by code');
      for (const r of rows) console.log(`${r.code}\t${r.name}\t${r.name_en}`);
      return 0;
    }
    if (!values.code || !values.name || !values['name-en']) {
      console.error(`--code, --name and --name-en are required.\n${USAGE}`);
      return 1;
    }
    if (values.color && !/^[0-9a-f]{6}$/i.test(values.color)) {
      console.error('--color must be six hexadecimal digits, for example C10230.');
      return 1;
    }
    const created = await createCampus(database, {
      code: values.code,
      name: values.name,
      nameEn: values['name-en'],
      adminUsername: values.admin,
      primaryColor: values.color?.toUpperCase(),
    });
    console.log(`School ${created.code} created.
  School code:        ${created.code}
  Client key:         ${created.clientKey}
  Administrator:      ${created.adminUsername}
  One-time password:  ${created.adminPassword}
The administrator must choose a new password at first sign-in. This password is not shown again.`);
    return 0;
  } finally {
    await database.close();
    unlock();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DataDirLockedError)
      console.error(`${error.message}\nThe embedded database can only be opened by one process: stop the server, run this command, start it again.`);
    else if (error instanceof CampusExistsError || error instanceof Error) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
