/**
 * Which API test files the PostgreSQL run of `npm test` leaves out (vitest.config.ts reads it).
 * scripts/postgres-run.test.ts checks that none of them can reach the test database.
 */

/**
 * Test files that never open the database DATABASE_URL names: rules, caches, the embedded
 * database's own thread, and the compiled server started on its embedded database. The
 * PostgreSQL run would repeat them exactly, at about a minute and a half of CI's time.
 */
export const notOnPostgres = [
  'apps/server/src/cluster/change-message.test.ts',
  'apps/server/src/db/errors.test.ts',
  'apps/server/src/http/cache-tags.test.ts',
  'apps/server/src/http/client-key.test.ts',
  'apps/server/src/http/page-cache.test.ts',
  'apps/server/src/http/render-reads.test.ts',
  'apps/server/src/http/response-cache.test.ts',
  'apps/server/src/lib/remembered.test.ts',
  'apps/server/src/modules/catalog/sheets/sheet-files.test.ts',
  'apps/server/src/modules/orders/notice-mails.test.ts',
  'apps/server/src/modules/paperwork/paperwork.test.ts',
  'apps/server/test/config.test.ts',
  'apps/server/test/embedded-db-memory.test.ts',
  'apps/server/test/heap-limits.test.ts',
  'apps/server/test/payments-config.test.ts',
  'apps/server/test/pglite-statements.test.ts',
  'apps/server/test/pglite-thread.test.ts',
  'apps/server/test/production-start.test.ts',
  'apps/server/test/redis-throttle-store.test.ts',
  'apps/server/test/shutdown.test.ts',
  'apps/server/test/throttle-rules.test.ts',
];

/** What opens the database DATABASE_URL names in a test: a file reaching one runs on both. */
export const testDatabaseModules = [
  'apps/server/test/harness.ts',
  'apps/server/test/throwaway-postgres.ts',
];
