// Every Vitest suite of the repository. The API suite runs twice: on an in-memory PGlite and
// on the PostgreSQL server at TEST_DATABASE_URL (each test file gets its own fresh database).
// The process suite starts the real server as a child process (start, restart, locks, signals).
import { defineConfig } from 'vitest/config';

const api = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['test/process/**'],
    env: { TEST_DB: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files of one project run one at a time: PGlite is ~400 MB a copy and 2 cores are shared.
    fileParallelism: false,
  },
});

export default defineConfig({
  test: {
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
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
