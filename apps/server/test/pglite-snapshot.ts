import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, startPglite } from '../src/db/engine';
import { ensureReferenceData } from '../src/provision/reference-data';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a PGlite data folder with every migration and the reference data applied. */
    pgliteSnapshot: string;
  }
}

/**
 * Global setup of the PGlite API tests: migrates one database once and dumps its data folder, so each
 * test file starts its own in-memory database from the dump instead of running every migration again
 * (about 2 s a file). Each file still gets a database of its own.
 */
export default async function setup(project: TestProject) {
  const database = await startPglite({ inWorker: false });
  await migrateDatabase(database);
  await database.system((tx) => ensureReferenceData(tx));
  const dump = await database.dumpDataDir!();
  await database.close();
  const file = path.join(os.tmpdir(), `school-pglite-snapshot-${crypto.randomBytes(6).toString('hex')}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => fs.rmSync(file, { force: true });
}
