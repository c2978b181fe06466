/**
 * Several-instance benchmark: node --import tsx bench/instances.ts (npm scripts' Node)
 *
 * Needs PostgreSQL (BENCH_DATABASE_URL, default the local server) and Redis (BENCH_REDIS_URL,
 * default the local one), and the web build (npm run build). Makes a fresh database, starts
 * two shop processes on it with Redis (the first seeds BENCH_PRODUCTS demo products), and loads
 * a catalogue read and a storefront page through the same round-robin proxy twice: with one
 * instance behind it, then with both. The bare baseline is a node:http server sending the
 * same bytes, behind the same proxy. Prints JSON: requests/s per run, and the ratios
 * two/one and app/bare.
 */
import { randomBytes } from 'node:crypto';
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
  try {
    for (const [key, url] of Object.entries(paths)) {
      const one = await run([first.url], url, false);
      const two = await run([first.url, second.url], url, false);
      const oneUncached = await run([first.url], url, true);
      const twoUncached = await run([first.url, second.url], url, true);
      const bareRun = await run([bare.ready.url], url, true);
      results[key] = {
        path: url,
        one_instance: one,
        two_instances: two,
        one_instance_uncached: oneUncached,
        two_instances_uncached: twoUncached,
        bare_behind_proxy: bareRun,
        ratio_two_to_one: round(two.requests_per_s / one.requests_per_s),
        ratio_two_to_one_uncached: round(twoUncached.requests_per_s / oneUncached.requests_per_s),
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

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
