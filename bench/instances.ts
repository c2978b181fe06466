/**
 * Several-instance benchmark: node --import tsx bench/instances.ts (npm scripts' Node)
 *
 * Needs PostgreSQL (BENCH_DATABASE_URL, default the local server) and Redis (BENCH_REDIS_URL,
 * default the local one), and the web build (npm run build). Makes a fresh database, starts
 * two shop processes on it with Redis (the first seeds BENCH_PRODUCTS demo products), and loads
 * a catalogue read and a storefront page through the same round-robin proxy twice: with one
 * instance behind it, then with both. The bare baseline is a node:http server sending the
 * same bytes, behind the same proxy. Then the cached runs again while BENCH_ORDERS_PER_S (4)
 * Idram orders a second, sent to both instances in turn, each hold a piece of a random product
 * (every product's stock is counted for it): each order's change reaches both instances through
 * Redis. Prints JSON: requests/s per run, and the ratios two/one and app/bare.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PaymentType, regions } from '@voski/contract';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../apps/server/test/server-process.ts';
import { throwawayPostgres } from '../apps/server/test/throwaway-postgres.ts';
import { startRoundRobinProxy } from '../apps/server/test/round-robin-proxy.ts';
import { BareBytes } from './lib/bare-bytes.ts';
import { capture, load, type LoadResult } from './lib/load.ts';
import { loadAverage, machineReport } from './lib/machine.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ORDERS_PER_S = Number(process.env.BENCH_ORDERS_PER_S ?? 4);

const loadBefore = loadAverage();
const database = await throwawayPostgres(POSTGRES, 'voski_bench');

const env = {
  DATABASE_URL: database.url,
  REDIS_URL: REDIS,
  REDIS_PREFIX: `voski-bench-${randomBytes(4).toString('hex')}:`,
  LOG_LEVEL: 'warn',
  DEMO: '1',
  DEMO_PRODUCTS: String(PRODUCTS),
  WEB_BUILD_DIR: path.resolve(import.meta.dirname, '../apps/web/build'),
  // one bench client places every order
  ORDER_IP_LIMIT: '0',
  ORDER_HOLD_PIECES: '0',
  ORDER_UNPAID_LIMIT: '0',
};
const dataDirs = await Promise.all(
  [0, 1].map(() => mkdtemp(path.join(tmpdir(), 'voski-bench-instance-'))),
);
// One at a time: the first seeds the demo catalogue, the second finds it there.
const first = await startServerProcess(dataDirs[0]!, env);
const second = await startServerProcess(dataDirs[1]!, env);
const bareBytes = await BareBytes.create();
try {
  const tree = (await (await fetch(`${first.url}/api/categories`)).json()) as {
    data: { id: number }[];
  };
  const category = tree.data[0]!.id;
  const paths = {
    catalog: `/api/products/filter/${category}?min=100000&max=300000&per_page=24`,
    page: `/en/products/${category}`,
  };
  for (const url of Object.values(paths)) {
    const captured = await capture(first.url + url);
    if (captured.status !== 200) throw new Error(`${url}: ${captured.status}`);
    await bareBytes.keep(url, captured);
  }
  const bare = await bareBytes.start();
  const run = async (upstreams: string[], url: string, unique: boolean): Promise<LoadResult> => {
    const proxy = await startRoundRobinProxy(upstreams);
    try {
      return await load(proxy.url + url, { duration: DURATION, connections: CONNECTIONS, unique });
    } finally {
      await proxy.close();
    }
  };
  const results: Record<string, unknown> = {};
  const productIds = await countEveryProduct(database.url);
  try {
    for (const [key, url] of Object.entries(paths)) {
      const one = await run([first.url], url, false);
      const two = await run([first.url, second.url], url, false);
      const oneUncached = await run([first.url], url, true);
      const twoUncached = await run([first.url, second.url], url, true);
      const bareRun = await run([bare.ready.url], url, true);
      const orders = (upstreams: string[]) =>
        whileOrdering([first.url, second.url], productIds, () => run(upstreams, url, false));
      const oneOrdering = await orders([first.url]);
      const twoOrdering = await orders([first.url, second.url]);
      results[key] = {
        path: url,
        one_instance: one,
        two_instances: two,
        one_instance_uncached: oneUncached,
        two_instances_uncached: twoUncached,
        one_instance_under_orders: oneOrdering,
        two_instances_under_orders: twoOrdering,
        bare_behind_proxy: bareRun,
        ratio_two_to_one: round(two.requests_per_s / one.requests_per_s),
        ratio_two_to_one_uncached: round(twoUncached.requests_per_s / oneUncached.requests_per_s),
        ratio_two_to_one_under_orders: round(
          twoOrdering.load.requests_per_s / oneOrdering.load.requests_per_s,
        ),
        ratio_two_to_bare: round(two.requests_per_s / bareRun.requests_per_s),
      };
    }
  } finally {
    await bare.stop();
  }
  console.log(
    JSON.stringify(
      {
        bench: 'instances',
        products: PRODUCTS,
        duration_s: DURATION,
        connections: CONNECTIONS,
        results,
        machine: machineReport(loadBefore),
      },
      null,
      2,
    ),
  );
} finally {
  await Promise.all([first.stop('SIGTERM'), second.stop('SIGTERM')]);
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  await bareBytes.remove();
  await database.drop();
}

/** Counts every product's pieces (plenty of them), so that each order holds one; their ids. */
async function countEveryProduct(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const unsized = "sizes = '[]'::jsonb";
    await client.query(`UPDATE products SET stock = 1000000 WHERE ${unsized}`);
    const rows = await client.query<{ id: number }>(
      `SELECT id FROM products WHERE ${unsized} AND status = 1`,
    );
    return rows.rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

/** Runs `measure` while orders for a random product each go to `shops` in turn. */
async function whileOrdering<T>(
  shops: string[],
  productIds: number[],
  measure: () => Promise<T>,
): Promise<{ load: T; orders_placed: number; order_failures: number }> {
  let placed = 0;
  let failed = 0;
  let n = 0;
  const timer = setInterval(() => {
    const shop = shops[n % shops.length]!;
    const product = productIds[Math.floor(Math.random() * productIds.length)]!;
    n++;
    void fetch(`${shop}/api/payment/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench',
        surname: 'Orders',
        email: `orders-${n}@bench.test`,
        phone: '+37491000000',
        region: regions[0],
        address: 'Street 1',
        paymentType: PaymentType.Idram,
        products: [{ id: product, quantity: 1 }],
      }),
    }).then(
      (res) => (res.ok ? placed++ : failed++),
      () => failed++,
    );
  }, 1000 / ORDERS_PER_S);
  try {
    return { load: await measure(), orders_placed: placed, order_failures: failed };
  } finally {
    clearInterval(timer);
  }
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
