import fs from 'node:fs';
import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.projects.ts';

// `npm run test:unit`: the contract, the API on both engines, and the web app's component tests.
export default defineConfig({
  test: {
    // A worker per core (Vitest's default leaves one core free: one worker on a 2-core machine). The API
    // tests spend much of their time waiting on a database (PGlite's own thread, PostgreSQL's processes).
    maxWorkers: os.availableParallelism(),
    projects: [
      ...serverProjects(),
      'packages/contract',
      // The lint configuration's own rules (web import boundaries), proven to fire.
      { test: { name: 'eslint', include: ['eslint/**/*.test.ts'], testTimeout: 120_000 } },
      ...['apps/web/vitest.config.ts'].filter((p) => fs.existsSync(p)),
    ],
  },
});
