import { defineConfig } from 'vitest/config';
import { notOnPostgres } from './scripts/postgres-run.ts';

/**
 * Test files that replace a module (`vi.mock`): each needs a module graph of its own, so they
 * run isolated with the web app's unit tests, which mock freely. The server's other files share
 * their worker's modules (`isolate: false`): importing the app once per worker instead of once
 * per file took the PGlite run from 467 to 277 s.
 */
const mocking = ['apps/server/test/sign-in-throttle.test.ts'];
const outside = ['**/node_modules/**', '**/build/**'];
/** On PostgreSQL (DATABASE_URL), the files that never open it would only repeat themselves. */
const notHere = process.env.DATABASE_URL ? notOnPostgres : [];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['apps/server/test/pglite-template.ts'],
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          exclude: [...outside, ...mocking, ...notHere],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: [
            'apps/web/**/*.test.ts',
            'packages/**/*.test.ts',
            'scripts/**/*.test.ts',
            ...mocking,
          ],
          exclude: outside,
        },
      },
    ],
  },
});
