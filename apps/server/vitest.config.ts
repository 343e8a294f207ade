import { defineConfig } from 'vitest/config';

// API tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set (DESIGN 'Tests').
const engines = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
    projects: engines.map((engine) => ({
      test: {
        name: `server-${engine}`,
        root: import.meta.dirname,
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        env: { TEST_ENGINE: engine },
        testTimeout: 30_000,
        hookTimeout: 120_000,
        pool: 'forks',
      },
    })),
  },
});
