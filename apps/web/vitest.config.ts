import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // The suite runs beside the API suites on every core: a busy machine may pause a worker for seconds.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
