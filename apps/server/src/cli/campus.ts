// `npm run campus -- create --code … --name … --name-en …`: creates a school and its first administrator.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { DataDirLockedError } from '../db/lock';
import { openDatabase, prepareDatabase } from '../server';
import { CampusExistsError, createCampus } from '../provision/create-campus';

const USAGE = `Usage:
  npm run campus -- create --code CODE --name "ឈ្មោះសាលា" --name-en "School name" [--admin USERNAME] [--color C10230]
  npm run campus -- list`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      code: { type: 'string' },
      name: { type: 'string' },
      'name-en': { type: 'string' },
      admin: { type: 'string', default: 'admin' },
      color: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || !command || !['create', 'list'].includes(command)) {
    console.log(USAGE);
    return command || values.help ? 0 : 1;
  }
  const config = { ...loadConfig(), seedDemo: false };
  const { database, unlock } = await openDatabase(config, { inWorker: false });
  try {
    await prepareDatabase(database, config);
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
