import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/sandbox/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    // Web component and hook tests ask for a DOM in their first line (`// @vitest-environment
    // happy-dom`); everything else runs in plain Node.
    environment: 'node',
    // One migrated database per run; each file starts from a copy (test-support/test-database.ts).
    globalSetup: ['apps/server/src/test-support/database-template.global.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker keeps its module graph from file to file: loading the server's modules again for
    // each of ~180 files took more CPU than the tests themselves (with the template database, the
    // PGlite run went from 7.4 to 2.3 CPU-minutes). Tests must not rely on module state another
    // file left behind.
    isolate: false,
    // Two cores: more workers only contend for the CPU (argon2, PGlite).
    maxWorkers: 2,
  },
});
