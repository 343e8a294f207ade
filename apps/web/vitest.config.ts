import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests load antd's CommonJS build (`antd` resolves to antd/lib under Node); the app's few deep imports of
  // antd/es (the App context the shell provides, issue 17) must reach the same modules, or a context read in a
  // test would be another object than the one antd's App provides.
  resolve: { alias: [{ find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' }] },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // The suite runs beside the API suites on every core: a busy machine may pause a worker for seconds.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Test files share a worker's loaded modules (antd, React, the app) instead of importing them again per
    // file: 101 s of CPU isolated, 41 s without (192 tests either way). Each test mounts and unmounts its own
    // root; src/test-setup.ts empties the page and the storage before each file.
    isolate: false,
    setupFiles: ['src/test-setup.ts'],
  },
});
