import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Test files that never open a database (pure functions, the lint rules, file sniffing): the same on either
 * engine, so they run once, in server-pglite, not again in server-postgres.
 */
export const ENGINE_FREE_TESTS = [
  'src/db/lock.test.ts',
  'src/db/row-mapper.test.ts',
  'src/http/compression.test.ts',
  'src/lib/**/*.test.ts',
  'src/lint-boundaries.test.ts',
  'src/modules/file/file.service.test.ts',
  'src/modules/score/grading.test.ts',
  'src/modules/score/score-result-subjects.test.ts',
];

/**
 * When both engines run (CI: TEST_DATABASE_URL set), every API test runs on PostgreSQL and PGlite runs the
 * engine-sensitive files only (docs/adr/0010-api-tests-on-both-engines-only-where-the-engine-matters.md):
 * migrations and row-level security, the embedded engine's own code (analyze, locks, backup, restore and
 * transfer of its data folder, the server process on it, durability after kill -9), the notification
 * stream, counts kept by triggers, concurrent writes, the search, the demo seed of a first start, and the
 * gates that call every route (fuzz, isolation) as the smoke of every module. Without PostgreSQL, PGlite
 * runs every file.
 */
export const PGLITE_ALONGSIDE_POSTGRES = [
  ...ENGINE_FREE_TESTS,
  'test/**/*.test.ts',
  'src/db/**/*.test.ts',
  'src/provision/**/*.test.ts',
  'src/http/**/*.test.ts',
  'src/modules/auth/**/*.test.ts',
  'src/modules/notification/**/*.test.ts',
  'src/modules/student/student-class-count.test.ts',
  'src/modules/student/student.routes.test.ts',
  'src/modules/fee/fee-reconcile.test.ts',
  'src/modules/homework/homework-score.routes.test.ts',
];

/** API tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set (DESIGN 'Tests'). */
export function serverProjects() {
  const both = Boolean(process.env.TEST_DATABASE_URL);
  const engines = both ? ['pglite', 'postgres'] : ['pglite'];
  const all = ['src/**/*.test.ts', 'test/**/*.test.ts'];
  return engines.map((engine) => ({
    test: {
      name: `server-${engine}`,
      root,
      include: engine === 'postgres' ? all : both ? PGLITE_ALONGSIDE_POSTGRES : all,
      exclude: engine === 'postgres' ? ['**/node_modules/**', ...ENGINE_FREE_TESTS] : ['**/node_modules/**'],
      env: { TEST_ENGINE: engine },
      // Migrate once, then every test file starts from a copy: the PGlite dump (test/pglite-snapshot.ts) or
      // a PostgreSQL template database (test/postgres-template.ts).
      globalSetup: engine === 'pglite' ? ['test/pglite-snapshot.ts'] : ['test/postgres-template.ts'],
      testTimeout: 30_000,
      hookTimeout: 120_000,
      pool: 'forks' as const,
      // Test files share a worker's loaded modules: each builds its own app, database and deps, and nothing
      // in the server keeps state in a module. Loading the server once per worker, not once per file, halves
      // the suite's CPU time (server-pglite: 5 min 30 s of user time isolated, 3 min without).
      isolate: false,
    },
  }));
}
