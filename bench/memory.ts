/**
 * Memory under mixed load: node --import tsx bench/memory.ts (after npm run build)
 *
 * Starts the compiled shop (what `npm start` runs) on a fresh embedded database with
 * BENCH_PRODUCTS (500) demo products and loads it for BENCH_MINUTES (5) with BENCH_CONNECTIONS
 * (10) connections spread over pages no cache holds and pages every visitor shares: random
 * product pages and their `.data`, category pages at random offsets, new search texts, the
 * catalogue API. The process's resident memory (VmRSS) is sampled every BENCH_SAMPLE_S (10)
 * seconds. Prints JSON: RSS after start, per minute, the peak and the growth over the last half
 * (a bounded process levels off), and requests/s of the load.
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServerProcess } from '../apps/server/test/server-process.ts';
import { loadAverage, machineReport } from './lib/machine.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 500);
const MINUTES = Number(process.env.BENCH_MINUTES ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SAMPLE_S = Number(process.env.BENCH_SAMPLE_S ?? 10);

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

const words = ['ring', 'gold', 'chain', 'earrings', 'bracelet', 'pendant', '585', '750'];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const locales = ['', '/en', '/ru'];

/** One address of the mix: mostly pages that miss the cache, some that every visitor shares. */
function nextPath(productIds: readonly number[], categoryIds: readonly number[]): string {
  const locale = pick(locales);
  const roll = Math.random();
  if (roll < 0.3) return `${locale}/product/${pick(productIds)}`;
  if (roll < 0.4) return `${locale}/product/${pick(productIds)}.data`;
  if (roll < 0.6)
    return `${locale}/products/${pick(categoryIds)}?page=${1 + Math.floor(Math.random() * 5)}`;
  if (roll < 0.75) return `${locale}/search?q=${pick(words)}+${Math.floor(Math.random() * 1e6)}`;
  if (roll < 0.85) return `/api/products/${pick(productIds)}`;
  return `${locale}/`;
}

const loadBefore = loadAverage();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'voski-bench-memory-'));
const shop = await startServerProcess(
  dataDir,
  {
    DEMO: '1',
    DEMO_PRODUCTS: String(PRODUCTS),
    LOG_LEVEL: 'warn',
    PAGE_RENDER_BURST: '0',
    WEB_BUILD_DIR: path.resolve(import.meta.dirname, '../apps/web/build'),
  },
  { compiled: true },
);
const pid = shop.child.pid!;
try {
  const products = (await (await fetch(`${shop.url}/api/products?per_page=100`)).json()) as {
    data: { id: number }[];
  };
  const categories = (await (await fetch(`${shop.url}/api/categories`)).json()) as {
    data: { id: number }[];
  };
  const productIds = products.data.map((p) => p.id);
  const categoryIds = categories.data.map((c) => c.id);
  const samples: { at_s: number; rss_mb: number }[] = [];
  const started = Date.now();
  samples.push({ at_s: 0, rss_mb: await residentMb(pid) });
  const sampler = setInterval(() => {
    void residentMb(pid).then((rss_mb) =>
      samples.push({ at_s: Math.round((Date.now() - started) / 1000), rss_mb }),
    );
  }, SAMPLE_S * 1000);
  const result = await autocannon({
    url: shop.url,
    connections: CONNECTIONS,
    duration: MINUTES * 60,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: nextPath(productIds, categoryIds) }),
      },
    ],
  });
  clearInterval(sampler);
  samples.push({ at_s: MINUTES * 60, rss_mb: await residentMb(pid) });
  const half = samples.filter((s) => s.at_s >= (MINUTES * 60) / 2);
  console.log(
    JSON.stringify(
      {
        machine: machineReport(loadBefore),
        products: PRODUCTS,
        minutes: MINUTES,
        connections: CONNECTIONS,
        requests_per_s: Math.round(result.requests.average * 10) / 10,
        non_2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        rss_after_start_mb: samples[0]!.rss_mb,
        rss_peak_mb: Math.max(...samples.map((s) => s.rss_mb)),
        rss_end_mb: samples.at(-1)!.rss_mb,
        growth_last_half_mb: half.at(-1)!.rss_mb - half[0]!.rss_mb,
        per_minute_mb: samples.filter((s) => s.at_s % 60 === 0 || s === samples.at(-1)),
        samples,
      },
      null,
      2,
    ),
  );
} finally {
  await shop.stop('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
}
