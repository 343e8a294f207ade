import crypto from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectPostgres, migrateDatabase } from '../src/db/engine';
import { ensureReferenceData } from '../src/provision/reference-data';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL database with every migration and the reference data applied, copied by each test file. */
    postgresTemplate: string;
  }
}

/**
 * Global setup of the PostgreSQL API tests, the twin of pglite-snapshot.ts: migrates one database once;
 * each test file then starts from `CREATE DATABASE … TEMPLATE` of it (a file copy, well under a second)
 * instead of running every migration again. Each file still gets a database of its own.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `school_template_${Date.now()}_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = connectPostgres(target.toString(), 2);
  try {
    await migrateDatabase(database);
    await database.system((tx) => ensureReferenceData(tx));
  } finally {
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function adminQuery(url: string, sql: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
