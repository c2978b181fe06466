/**
 * Staff order list benchmark: node --import tsx bench/orders-list.ts
 *
 * Seeds BENCH_ORDERS (100,000) orders over the last year into an embedded PGlite in a temp
 * folder (and into a fresh database on BENCH_DATABASE_URL's PostgreSQL server when set), then,
 * signed in as a Seller, loads the order desk's reads with autocannon at BENCH_CONNECTIONS (10)
 * for BENCH_DURATION (10) seconds each: the first page of the list, a page filtered by dates,
 * status and payment status with a text search, a text search alone, and the stats of the
 * last 30 days. The same bytes are served by a bare node:http server in the same run, as the
 * ceiling. The app, the bare server and autocannon each run in their own process, on
 * 127.0.0.1. Prints JSON: bytes, requests/s, p50 and p99 per endpoint, the ratio to bare, and
 * whether the list pages meet the aim (p99 <= 100 ms).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, shopDay } from '@voski/contract/shop-days';
import { capture, load, startChild, type LoadResult } from './lib/load.ts';
import { freshDatabase } from './orders-client.ts';
import { loadAverage, machineReport } from './lib/machine.ts';
import { BareBytes } from './lib/bare-bytes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const AIM_P99_MS = 100;
/** The whole run gives up after this long. */
const DEADLINE_MS = 20 * 60_000;

interface AppReady {
  url: string;
  token: string;
  seedMs: number;
  kind: string;
}

interface EndpointResult {
  path: string;
  response_bytes: number;
  /** Orders in the answer, and how many match (list pages). */
  orders?: number;
  total?: number;
  app: LoadResult;
  bare: LoadResult;
  /** App requests/s as a fraction of the bare server's. */
  ratio: number;
}

function endpoints() {
  const today = shopDay();
  const quarter = `from=${addDays(today, -89)}&to=${today}`;
  return {
    list_page_1: '/api/payment/orders?page=1&per_page=20',
    list_filtered_search: `/api/payment/orders?page=2&per_page=20&${quarter}&done=2&payment_status=paid&query=mariam`,
    list_search: '/api/payment/orders?page=1&per_page=20&query=buyer4242',
    stats_30_days: '/api/payment/orders/stats',
  };
}

async function benchEngine(target: string | undefined) {
  const app = await startChild<AppReady>(
    path.join(here, 'orders-list-server.ts'),
    [],
    { BENCH_ORDERS: String(ORDERS), BENCH_TARGET_URL: target ?? '', LOG_LEVEL: 'silent' },
    10 * 60_000,
  );
  const headers = { authorization: `Bearer ${app.ready.token}` };
  const bareBytes = await BareBytes.create();
  try {
    const facts: Record<string, Pick<EndpointResult, 'response_bytes' | 'orders' | 'total'>> = {};
    for (const [name, url] of Object.entries(endpoints())) {
      const captured = await capture(app.ready.url + url, headers);
      if (captured.status !== 200) throw new Error(`${url}: ${captured.status}`);
      await bareBytes.keep(url, captured);
      const body = JSON.parse(captured.body.toString()) as {
        data?: unknown[];
        meta?: { total: number };
      };
      facts[name] = {
        response_bytes: captured.body.length,
        ...(body.data ? { orders: body.data.length, total: body.meta?.total } : {}),
      };
    }
    const bare = await bareBytes.start();
    try {
      const results: Record<string, EndpointResult> = {};
      for (const [name, url] of Object.entries(endpoints())) {
        const options = { duration: DURATION, connections: CONNECTIONS };
        const appRun = await load(app.ready.url + url, { ...options, headers });
        const bareRun = await load(bare.ready.url + url, options);
        results[name] = {
          path: url,
          ...facts[name]!,
          app: appRun,
          bare: bareRun,
          ratio: Math.round((appRun.requests_per_s / bareRun.requests_per_s) * 1000) / 1000,
        };
      }
      const lists = Object.entries(results).filter(([name]) => name.startsWith('list_'));
      return {
        database: app.ready.kind,
        seed_ms: app.ready.seedMs,
        endpoints: results,
        aim: {
          list_p99_ms_at_most: AIM_P99_MS,
          met: lists.every(([, r]) => r.app.p99_ms <= AIM_P99_MS && r.app.non_2xx === 0),
        },
      };
    } finally {
      await bare.stop();
    }
  } finally {
    await app.stop();
    await bareBytes.remove();
  }
}

async function main() {
  const loadBefore = loadAverage();
  const deadline = setTimeout(() => {
    console.error('bench/orders-list: deadline passed, giving up');
    process.exit(2);
  }, DEADLINE_MS);
  const engines: Record<string, unknown> = { pglite: await benchEngine(undefined) };
  const server = process.env.BENCH_DATABASE_URL;
  if (server) {
    const database = await freshDatabase(server);
    try {
      engines.postgres = await benchEngine(database.url);
    } finally {
      await database.drop();
    }
  }
  clearTimeout(deadline);
  const report = {
    benchmark: 'orders-list',
    date: new Date().toISOString(),
    machine: machineReport(loadBefore),
    orders: ORDERS,
    duration_s: DURATION,
    connections: CONNECTIONS,
    engines,
  };
  console.log(JSON.stringify(report, null, 2));
}

await main();
