import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // One migrated database per run; each file starts from a copy (test-support/test-database.ts).
    globalSetup: ['apps/server/src/test-support/database-template.global.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two cores: more workers only contend for the CPU (argon2, PGlite).
    maxWorkers: 2,
  },
});
