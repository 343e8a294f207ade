import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

/** API tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set (DESIGN 'Tests'). */
export function serverProjects() {
  const engines = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  return engines.map((engine) => ({
    test: {
      name: `server-${engine}`,
      root,
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
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
