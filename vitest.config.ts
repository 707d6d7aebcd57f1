// Every Vitest suite of the repository. The API suite runs twice: on an in-memory PGlite and
// on the PostgreSQL server at TEST_DATABASE_URL (each test file gets its own fresh database,
// a copy of the run's migrated template). The process suite starts the real server as a child
// process (start, restart, locks, signals).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files at once, every project together (issue 32). Vitest's default is one less than the
 * cores: one file at a time on these 2-core machines, while a PostgreSQL file spends much of its
 * time waiting for the server. VITEST_WORKERS overrides.
 */
const WORKERS = Number(process.env.VITEST_WORKERS) || availableParallelism() + 1;

const api = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['test/process/**'],
    env: { TEST_DB: database },
    // The run's migrated databases, copied for each file (test/database-templates.ts).
    globalSetup: ['test/global-setup.ts'],
    // The heaviest files (a migration and the demo seed on an empty database, a restore across
    // database kinds) take 10–18 s alone on a fast machine and met 30 s on a busy or slower one.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One worker runs file after file with the modules it imported already: importing the app
    // cost ~2.4 s a file, each file in a new worker. The API code keeps no state between apps
    // but caches of constants, and no test mocks a module (issue 32).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'] } },
      api('api-pglite', 'pglite'),
      api('api-postgres', 'postgres'),
      {
        test: {
          name: 'api-process',
          root: 'apps/api',
          include: ['test/process/**/*.test.ts'],
          // One data folder seeded by a first start, copied by the tests that need a seeded one.
          globalSetup: ['test/process/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Real servers with their own data folders and ports, timed by their tests: one at a
          // time. `npm test` runs them in a Vitest of their own, beside the browser tests.
          fileParallelism: false,
        },
      },
    ],
  },
});
