/**
 * The shop under test for bench/catalog.ts: opens the database (an embedded PGlite in a temp
 * folder, or BENCH_TARGET_URL), seeds BENCH_PRODUCTS products across the demo categories in
 * bulk, runs VACUUM ANALYZE, and serves the app on 127.0.0.1, once as configured and once with
 * no response cache (`uncachedUrl`). Prints one JSON line when ready.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seed } from './catalog-seed.ts';
import { listenForBench, serveForBench } from './lib/serve-app.ts';

const COUNT = Number(process.env.BENCH_PRODUCTS ?? 10_000);

const dataDir = await mkdtemp(path.join(tmpdir(), 'voski-bench-'));
const target = process.env.BENCH_TARGET_URL;
const database = await openDatabase(target ? { databaseUrl: target } : { dataDir });
const began = performance.now();
const { topLevel } = await seed(database.db, COUNT);
await database.db.execute(sql`VACUUM ANALYZE`);
const seedMs = Math.round(performance.now() - began);

const shop = (responseCache: boolean) =>
  buildApp({
    config: {
      publicUrl: 'http://127.0.0.1',
      tokenTtlSeconds: 3600,
      trustProxy: false,
      webBuildDir: undefined,
      dataDir,
      responseCache,
    },
    database,
  });
const app = await shop(true);
// The same shop with no response cache, on the same database: every request reaches it.
const uncached = await shop(false);
const uncachedUrl = await listenForBench(uncached);
await serveForBench(app, database, dataDir, { topLevel, seedMs, uncachedUrl }, [uncached]);
