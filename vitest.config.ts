import fs from 'node:fs';
import { defineConfig } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.projects.ts';

// `npm run test:unit`: the contract, the API on both engines, and the web app's component tests.
export default defineConfig({
  test: {
    projects: [
      ...serverProjects(),
      'packages/contract',
      // The lint configuration's own rules (web import boundaries), proven to fire.
      { test: { name: 'eslint', include: ['eslint/**/*.test.ts'], testTimeout: 120_000 } },
      ...['apps/web/vitest.config.ts'].filter((p) => fs.existsSync(p)),
    ],
  },
});
