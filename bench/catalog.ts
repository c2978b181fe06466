/**
 * Catalogue read benchmark: node --import tsx bench/catalog.ts
 *
 * Seeds BENCH_PRODUCTS (10,000) products into an embedded PGlite in a temp folder (and into a
 * fresh database on BENCH_DATABASE_URL's PostgreSQL server when set), then loads three hot
 * storefront reads with autocannon for BENCH_DURATION (10) seconds each, and the same bytes
 * from a bare node:http server, one after the other on this machine. The app is measured twice:
 * as visitors meet it (repeated URLs, answered from its response cache) and as a second app on
 * the same database with its response cache off (each request goes to the database; the cache
 * would answer a URL made unique by an unknown parameter, which it leaves out of its key). The
 * app, the bare server
 * and autocannon each run in their own process. Everything listens on 127.0.0.1 only.
 * Prints JSON: requests/s, p50 and p99 latency per endpoint, and the ratio to the bare server.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { capture, load, startChild, type LoadResult } from './lib/load.ts';
import { loadAverage, machineReport } from './lib/machine.ts';
import { BareBytes } from './lib/bare-bytes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const SEARCH = process.env.BENCH_QUERY ?? 'кольц';
/** The whole run gives up after this long. */
const DEADLINE_MS = 20 * 60_000;

interface AppReady {
  url: string;
  /** The same shop with its response cache off. */
  uncachedUrl: string;
  topLevel: number[];
  seedMs: number;
  kind: string;
}

interface EndpointResult {
  path: string;
  response_bytes: number;
  products: number;
  /** The storefront as visitors meet it: repeated reads answered from the response cache. */
  app: LoadResult;
  /** The response cache off, so every request queries the database and builds its answer. */
  app_uncached: LoadResult;
  bare: LoadResult;
  /** App requests/s as a fraction of the bare server's. */
  ratio: number;
  ratio_uncached: number;
}

async function benchEngine(target: string | undefined) {
  const app = await startChild<AppReady>(
    path.join(here, 'catalog-server.ts'),
    [],
    { BENCH_PRODUCTS: String(PRODUCTS), BENCH_TARGET_URL: target ?? '', LOG_LEVEL: 'silent' },
    5 * 60_000,
  );
  const bareBytes = await BareBytes.create();
  try {
    const rings = app.ready.topLevel[0]!;
    const endpoints = {
      importants: '/api/products/importants',
      filter: `/api/products/filter/${rings}?min=100000&max=300000`,
      search: `/api/products/search?query=${encodeURIComponent(SEARCH)}`,
      // the search page's two reads: one page narrowed by fineness, and the facet counts
      search_filtered: `/api/products/search?query=${encodeURIComponent(SEARCH)}&respect=585&page=1&per_page=24`,
      search_facets: `/api/products/search/facets?query=${encodeURIComponent(SEARCH)}&respect=585`,
    };
    const sizes: Record<string, { bytes: number; products: number }> = {};
    for (const [name, url] of Object.entries(endpoints)) {
      const captured = await capture(app.ready.url + url);
      if (captured.status !== 200) throw new Error(`${url}: ${captured.status}`);
      await bareBytes.keep(url, captured);
      const body = JSON.parse(captured.body.toString()) as {
        data: unknown[] | { total: number };
      };
      // a list, or the facets' count of what matches
      const products = Array.isArray(body.data) ? body.data.length : body.data.total;
      sizes[name] = { bytes: captured.body.length, products };
    }
    const bare = await bareBytes.start();
    try {
      const results: Record<string, EndpointResult> = {};
      for (const [name, url] of Object.entries(endpoints)) {
        const options = { duration: DURATION, connections: CONNECTIONS };
        const appRun = await load(app.ready.url + url, options);
        const uncached = await load(app.ready.uncachedUrl + url, { ...options, unique: true });
        const bareRun = await load(bare.ready.url + url, { ...options, unique: true });
        const ratio = (run: LoadResult) =>
          Math.round((run.requests_per_s / bareRun.requests_per_s) * 1000) / 1000;
        results[name] = {
          path: url,
          response_bytes: sizes[name]!.bytes,
          products: sizes[name]!.products,
          app: appRun,
          app_uncached: uncached,
          bare: bareRun,
          ratio: ratio(appRun),
          ratio_uncached: ratio(uncached),
        };
      }
      return { database: app.ready.kind, seed_ms: app.ready.seedMs, endpoints: results };
    } finally {
      await bare.stop();
    }
  } finally {
    await app.stop();
    await bareBytes.remove();
  }
}

/** A fresh database on the server for one run, dropped afterwards. */
async function withTemporaryDatabase<T>(serverUrl: string, run: (url: string) => Promise<T>) {
  const name = `voski_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main() {
  const loadBefore = loadAverage();
  const deadline = setTimeout(() => {
    console.error('bench/catalog: deadline passed, giving up');
    process.exit(2);
  }, DEADLINE_MS);
  const engines: Record<string, unknown> = { pglite: await benchEngine(undefined) };
  const server = process.env.BENCH_DATABASE_URL;
  if (server) engines.postgres = await withTemporaryDatabase(server, (url) => benchEngine(url));
  clearTimeout(deadline);
  const report = {
    benchmark: 'catalog',
    date: new Date().toISOString(),
    machine: machineReport(loadBefore),
    products: PRODUCTS,
    duration_s: DURATION,
    connections: CONNECTIONS,
    search_query: SEARCH,
    engines,
  };
  console.log(JSON.stringify(report, null, 2));
}

await main();
