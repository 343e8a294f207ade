import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Browser tests: one real server (PGlite in a temporary folder, the built web app) for the whole run,
 * started by global-setup.ts; each test drives Debian's Chromium through playwright-core.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    // Two shards share the cores (scripts/e2e-shards.mjs): a test may take twice its time alone.
    testTimeout: 150_000,
    // A page under load (CI, a busy machine) may take seconds to refetch a list: poll for up to 10 s, not 1 s.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
    reporters: ['default', 'json'],
    outputFile: { json: path.join(import.meta.dirname, '../.tmp/e2e.json') },
  },
});
