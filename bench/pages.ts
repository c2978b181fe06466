/**
 * Storefront pages at catalogue sizes: node --import tsx bench/pages.ts
 *
 * Builds nothing: run `npm run build` first. For each size in SIZES (default 500,10000,100000
 * products) it seeds a fresh embedded database with DEMO_PRODUCTS, starts the shop on 127.0.0.1,
 * and loads five storefront pages (home, a category's page 1, its page 3 sorted by price with a
 * fineness facet, a product, a search) and the search API with autocannon: BENCH_CONNECTIONS (10)
 * connections for BENCH_DURATION (5) seconds each, after BENCH_WARMUP (3) seconds of the same
 * page unmeasured, once the shop is idle (a new shop writes its first backup after starting).
 * First with RESPONSE_CACHE=off (every request renders), then after a restart with the cache on
 * (as visitors meet the shop), then the long tail: random product pages among the first
 * LONG_TAIL_PRODUCTS (2,000), cache on, each new to the cache at first, after a run over other
 * products has warmed the shop; then the same bytes from a bare node:http server, warmed the same
 * way: the ceiling on this machine. The shop, the bare server and autocannon each run in their own process.
 * Prints JSON: HTML bytes, the database statements each page takes asked first and again (the shop's
 * SERVER_TIMING header, API reads included), requests/s, p50/p99 per page, ratios to bare, the
 * processor time each request took (the whole process, its main thread and its busiest other
 * thread: the render thread on an uncached page), the shop's resident memory in each phase: at
 * its highest, right after it, BENCH_QUIET (15) seconds later (each thread collects its garbage
 * 5-10 s after its last request, by IDLE_GC_SECONDS) and BENCH_SETTLE (90) seconds later (an extra
 * render thread stops after 10 s without renders), and the aims of
 * issue 11 as booleans, judged at the largest size measured against the smallest.
 * BENCH_DATABASE_URL (a PostgreSQL server) runs the shop on a fresh database there instead of the
 * embedded one, dropped after each size. BENCH_MEMORY_MB runs the shop as a server with that much
 * memory would, in a memory cgroup of that size (Linux, as root: bench/lib/memory-cgroup.ts), and
 * reports the kernel's OOM kills in it.
 * Lighthouse on phones (first paint, issue 18) and JavaScript weights: bench/lighthouse.ts.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import path from 'node:path';
import { capture, load, type Captured, type LoadOptions, type LoadResult } from './lib/load.ts';
import { freePort, freshDatabase, json, startShop, type Shop } from './orders-client.ts';
import { loadAverage, machineReport } from './lib/machine.ts';
import { BareBytes } from './lib/bare-bytes.ts';
import { cpuPerRequest, threadTimes, untilIdle, type CpuPerRequest } from './lib/thread-cpu.ts';
import { memoryGroup } from './lib/memory-cgroup.ts';

const SIZES = (process.env.SIZES ?? '500,10000,100000').split(',').map((s) => Number(s.trim()));
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Seconds each page is asked for, unmeasured, before its run; 0 measures a process cold. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const QUIET = Number(process.env.BENCH_QUIET ?? 15);
const SETTLE = Number(process.env.BENCH_SETTLE ?? 90);
/** A memory limit for the shop, in MB; 0: none but the machine's. */
const MEMORY_MB = Number(process.env.BENCH_MEMORY_MB ?? 0);
/** A word in many generated titles ("Engagement ring", "Hoop earrings", "Signet ring" ...). */
const SEARCH = process.env.BENCH_QUERY ?? 'ring';
/** How many products the long tail spreads over. */
const LONG_TAIL = Number(process.env.LONG_TAIL_PRODUCTS ?? 2000);
/** Products outside those, asked for a run's length before the long tail to warm the shop. */
const LONG_TAIL_WARM = 1000;

/** Issue 11's aims. */
const AIM = {
  htmlBytes: 120 * 1024,
  uncachedDrop: 0.25,
  cachedOfBare: 0.5,
  searchP99Ms: 50,
};

if (SIZES.some((n) => !Number.isInteger(n) || n < 1)) {
  throw new Error(`SIZES must be a comma list of product counts, not ${process.env.SIZES}`);
}
if (!(QUIET >= 0 && SETTLE >= QUIET)) {
  throw new Error(
    `BENCH_QUIET and BENCH_SETTLE must be seconds, the first no more than the second, not ${QUIET} and ${SETTLE}`,
  );
}
if (!Number.isInteger(MEMORY_MB) || MEMORY_MB < 0) {
  throw new Error(
    `BENCH_MEMORY_MB must be a whole number of MB, not ${process.env.BENCH_MEMORY_MB}`,
  );
}

const PAGE_NAMES = ['home', 'category', 'category_p3_sorted', 'product', 'search'] as const;
type PageName = (typeof PAGE_NAMES)[number];

interface PageResult {
  path: string;
  html_bytes: number;
  /** Database statements the page took (its in-process API reads included). */
  queries: Queries;
  uncached: ShopRun;
  cached: ShopRun;
  bare: LoadResult;
  /** requests/s as a fraction of the bare server's. */
  ratio_uncached: number;
  ratio_cached: number;
}

interface SizeResult {
  products: number;
  /** Start of the shop with an empty data folder: migrations, demo data, VACUUM ANALYZE. */
  seed_and_start_ms: number;
  /** With BENCH_MEMORY_MB: its limit, and the shop's processes the kernel killed for memory. */
  memory_limit?: { mb: number; oom_kills: number };
  pages: Record<PageName, PageResult>;
  /** Random product pages among `products`, cache on, beside the bare server's product page. */
  long_tail: { products: number; run: ShopRun; ratio_to_bare_product: number };
  api_search: {
    path: string;
    response_bytes: number;
    queries: Queries;
    uncached: ShopRun;
    cached: ShopRun;
  };
  /** The shop's resident memory through the uncached runs, and through the cached ones. */
  rss_mb: { uncached: PhaseMemory; cached: PhaseMemory };
}

/**
 * Resident memory (MB) through a phase: at its highest, right after its last request, and
 * BENCH_QUIET and BENCH_SETTLE seconds after that.
 */
interface PhaseMemory {
  peak: number;
  right_after: number;
  quiet: number;
  settled: number;
}

interface Listed {
  data: { id: number }[];
  meta: { total: number };
}

/**
 * The pages to load, with ids the seeded shop really has: the top category with the most
 * fineness-585 pieces (so its third page exists even at 500 products) and its first product.
 */
async function pagePaths(shop: Shop): Promise<Record<PageName, string>> {
  const tree = await json<{ data: { id: number }[] }>(`${shop.url}/api/categories`);
  const listed = await Promise.all(
    tree.data.map(async ({ id }) => ({
      id,
      page: await json<Listed>(`${shop.url}/api/products/filter/${id}?respect=585&per_page=1`),
    })),
  );
  const { id, page } = listed.sort((a, b) => b.page.meta.total - a.page.meta.total)[0]!;
  return {
    home: '/',
    category: `/products/${id}`,
    category_p3_sorted: `/products/${id}?page=3&sort=price_asc&respect=585`,
    product: `/product/${page.data[0]!.id}`,
    search: `/search?query=${encodeURIComponent(SEARCH)}`,
  };
}

/**
 * The statements a page took asked for the first time, and asked again with caching off: the
 * shop still keeps what only staff change (the menu, rates) and the catalogue's own reads.
 */
interface Queries {
  first: number | null;
  again: number | null;
}

/** The statements a request took, from the shop's `Server-Timing: db;desc="N queries"`. */
async function queriesOf(url: string): Promise<number | null> {
  const res = await fetch(url);
  await res.arrayBuffer();
  const match = /desc="(\d+) queries"/.exec(res.headers.get('server-timing') ?? '');
  return match ? Number(match[1]) : null;
}

/** The first `n` storefront products' ids, a page of 100 at a time. */
async function productIds(shop: Shop, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < n; page++) {
    const listed = await json<Listed>(`${shop.url}/api/products?page=${page}&per_page=100`);
    ids.push(...listed.data.map((p) => p.id));
    if (listed.data.length < 100) break;
  }
  return ids.slice(0, n);
}

/** Resident memory of a process, in MB, from /proc: now, or its highest since `resetPeak`. */
async function rssMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Makes the process's highest resident memory (VmHWM) its present one (Linux 4.0). */
const resetPeak = (pid: number) => writeFile(`/proc/${pid}/clear_refs`, '5');

/** The memory of a phase that has just ended; waits SETTLE seconds. */
async function phaseMemory(pid: number): Promise<PhaseMemory> {
  const right_after = await rssMb(pid);
  const peak = await rssMb(pid, 'VmHWM');
  await delay(QUIET * 1000);
  const quiet = await rssMb(pid);
  await delay((SETTLE - QUIET) * 1000);
  return { peak, right_after, quiet, settled: await rssMb(pid) };
}

/**
 * Requests still in flight when a run ends keep the shop (and its database) busy; the health
 * check queries the database, so it answers once they are done and the next run starts clean.
 */
async function settle(shop: Shop): Promise<void> {
  const res = await fetch(`${shop.url}/api/health`, { signal: AbortSignal.timeout(120_000) });
  if (!res.ok) throw new Error(`/api/health: ${res.status}`);
}

/** A run against the shop, with where its processor time went. */
type ShopRun = LoadResult & { cpu_per_request: CpuPerRequest };

/** `run`, after the previous run's requests are answered, timing the shop's threads. */
async function measured(shop: Shop, run: () => Promise<LoadResult>): Promise<ShopRun> {
  await settle(shop);
  const pid = shop.process.pid!;
  const before = await threadTimes(pid);
  const result = await run();
  const after = await threadTimes(pid);
  return { ...result, cpu_per_request: cpuPerRequest(pid, before, after, result.requests) };
}

/**
 * BENCH_WARMUP seconds of `url`, unmeasured, before its run: a process a minute old is still
 * compiling its rendering, and a shop serves for days.
 */
async function warmUp(url: string, options: LoadOptions): Promise<void> {
  if (WARMUP > 0) await load(url, { ...options, duration: WARMUP });
}

/** One autocannon run against one of the shop's pages, once warmed. */
async function loadShop(shop: Shop, page: string, options: LoadOptions): Promise<ShopRun> {
  await warmUp(shop.url + page, options);
  return measured(shop, () => load(shop.url + page, options));
}

const ratio = (run: LoadResult, bare: LoadResult) =>
  Math.round((run.requests_per_s / bare.requests_per_s) * 1000) / 1000;

async function benchSize(products: number): Promise<SizeResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'voski-bench-pages-'));
  const bareBytes = await BareBytes.create();
  const database = process.env.BENCH_DATABASE_URL
    ? await freshDatabase(process.env.BENCH_DATABASE_URL)
    : undefined;
  const group = MEMORY_MB ? await memoryGroup(MEMORY_MB) : undefined;
  // Every request comes from one address: the per-client render budget (issue 34) is off.
  const start = (env: Record<string, string>) =>
    freePort().then((port) =>
      startShop({
        port,
        dataDir,
        databaseUrl: database?.url,
        cgroupProcs: group?.procs,
        env: { PAGE_RENDER_BURST: '0', ...env },
        startTimeoutMs: 900_000,
      }),
    );
  const options = { duration: DURATION, connections: CONNECTIONS };
  try {
    const began = performance.now();
    let shop = await start({
      DEMO_PRODUCTS: String(products),
      RESPONSE_CACHE: 'off',
      SERVER_TIMING: 'on',
    });
    const seedAndStartMs = Math.round(performance.now() - began);
    await untilIdle(shop.process.pid!);
    await resetPeak(shop.process.pid!);
    const paths = {} as Record<PageName, string>;
    const apiSearch = `/api/products/search?query=${encodeURIComponent(SEARCH)}`;
    const bytes = {} as Record<PageName, number>;
    let searchAnswer: Captured;
    const uncached = {} as Record<PageName, ShopRun>;
    const queries = {} as Record<PageName, Queries>;
    let searchQueries: Queries;
    const firstAndAgain = async (url: string): Promise<Queries> => ({
      first: await queriesOf(url),
      again: await queriesOf(url),
    });
    let searchUncached: ShopRun;
    const rss = {} as SizeResult['rss_mb'];
    let tailIds: number[];
    let longTail: ShopRun;
    try {
      Object.assign(paths, await pagePaths(shop));
      // Before anything else asks for these pages, so `first` finds nothing kept.
      for (const name of PAGE_NAMES) queries[name] = await firstAndAgain(shop.url + paths[name]);
      searchQueries = await firstAndAgain(shop.url + apiSearch);
      for (const name of PAGE_NAMES) {
        const captured = await capture(shop.url + paths[name]);
        if (captured.status !== 200) throw new Error(`${paths[name]}: ${captured.status}`);
        await bareBytes.keep(paths[name], captured);
        bytes[name] = captured.body.length;
      }
      searchAnswer = await capture(shop.url + apiSearch);
      if (searchAnswer.status !== 200) throw new Error(`${apiSearch}: ${searchAnswer.status}`);
      tailIds = await productIds(shop, LONG_TAIL + LONG_TAIL_WARM);
      for (const name of PAGE_NAMES) uncached[name] = await loadShop(shop, paths[name], options);
      searchUncached = await loadShop(shop, apiSearch, options);
      rss.uncached = await phaseMemory(shop.process.pid!);
    } finally {
      await shop.stop();
    }

    shop = await start({});
    await untilIdle(shop.process.pid!);
    await resetPeak(shop.process.pid!);
    const cached = {} as Record<PageName, ShopRun>;
    let searchCached: ShopRun;
    try {
      for (const name of PAGE_NAMES) {
        await capture(shop.url + paths[name]);
        cached[name] = await loadShop(shop, paths[name], options);
      }
      searchCached = await loadShop(shop, apiSearch, options);
      // The cached phase rendered each page once: a process that has served a while has
      // compiled its rendering. Products kept out of the measured ones warm it, so each
      // measured request is still new to the cache (a small shop has none to spare).
      const warmIds = tailIds.splice(LONG_TAIL);
      const warm = () => warmIds[Math.floor(Math.random() * warmIds.length)]!;
      if (warmIds.length) {
        await load(shop.url + paths.product, { ...options, paths: () => `/product/${warm()}` });
      }
      const pick = () => tailIds[Math.floor(Math.random() * tailIds.length)]!;
      longTail = await measured(shop, () =>
        load(shop.url + paths.product, { ...options, paths: () => `/product/${pick()}` }),
      );
      rss.cached = await phaseMemory(shop.process.pid!);
    } finally {
      await shop.stop();
    }

    const bare = await bareBytes.start();
    const pages = {} as Record<PageName, PageResult>;
    try {
      for (const name of PAGE_NAMES) {
        await warmUp(bare.ready.url + paths[name], options);
        const bareRun = await load(bare.ready.url + paths[name], options);
        pages[name] = {
          path: paths[name],
          html_bytes: bytes[name],
          queries: queries[name],
          uncached: uncached[name],
          cached: cached[name],
          bare: bareRun,
          ratio_uncached: ratio(uncached[name], bareRun),
          ratio_cached: ratio(cached[name], bareRun),
        };
      }
    } finally {
      await bare.stop();
    }
    return {
      products,
      seed_and_start_ms: seedAndStartMs,
      ...(group && { memory_limit: { mb: MEMORY_MB, oom_kills: await group.oomKills() } }),
      pages,
      long_tail: {
        products: tailIds.length,
        run: longTail,
        ratio_to_bare_product: ratio(longTail, pages.product.bare),
      },
      api_search: {
        path: apiSearch,
        response_bytes: searchAnswer.body.length,
        queries: searchQueries,
        uncached: searchUncached,
        cached: searchCached,
      },
      rss_mb: rss,
    };
  } finally {
    await group?.remove();
    await rm(dataDir, { recursive: true, force: true });
    await bareBytes.remove();
    await database?.drop();
  }
}

/**
 * A run's p99, or null when no request was answered within it (autocannon then reports 0 ms,
 * which would pass any latency aim).
 */
const answeredP99 = (run: LoadResult) => (run.requests_per_s > 0 ? run.p99_ms : null);

/** Issue 11's aims, judged at the largest size measured against the smallest. */
function aims(results: SizeResult[]) {
  const bySize = [...results].sort((a, b) => a.products - b.products);
  const small = bySize[0]!;
  const large = bySize.at(-1)!;
  const perPage = <T>(f: (name: PageName) => T) =>
    Object.fromEntries(PAGE_NAMES.map((name) => [name, f(name)])) as Record<PageName, T>;
  const uncachedVsSmall = perPage(
    (name) =>
      Math.round(
        (large.pages[name].uncached.requests_per_s / small.pages[name].uncached.requests_per_s) *
          1000,
      ) / 1000,
  );
  const cachedOfBare = results.flatMap((r) => PAGE_NAMES.map((n) => r.pages[n].ratio_cached));
  const searchP99 = answeredP99(large.api_search.uncached);
  return {
    at_products: large.products,
    baseline_products: small.products,
    every_page_html_le_120kb: PAGE_NAMES.every(
      (name) => large.pages[name].html_bytes <= AIM.htmlBytes,
    ),
    uncached_within_25pct_of_baseline: Object.values(uncachedVsSmall).every(
      (r) => r >= 1 - AIM.uncachedDrop,
    ),
    uncached_rps_vs_baseline: uncachedVsSmall,
    cached_ge_half_of_bare: cachedOfBare.every((r) => r >= AIM.cachedOfBare),
    cached_of_bare_lowest: Math.min(...cachedOfBare),
    search_p99_le_50ms: searchP99 !== null && searchP99 <= AIM.searchP99Ms,
    search_p99_ms: searchP99,
  };
}

/**
 * Issue 35's aims, at the sizes it names that were measured: pages no cache holds, the long
 * tail, every page's p99 under load, and the memory once the shop is quiet after each phase.
 */
function staticSpeedAims(results: SizeResult[]) {
  const at = (products: number) => results.find((r) => r.products === products);
  const rps = (run: LoadResult) => run.requests_per_s;
  const small = at(500);
  const large = at(100_000);
  const runs = (r: SizeResult) => [
    ...PAGE_NAMES.flatMap((n) => [r.pages[n].uncached, r.pages[n].cached]),
    r.long_tail.run,
    r.api_search.uncached,
    r.api_search.cached,
  ];
  const worstP99 = Math.max(...results.flatMap(runs).map((run) => answeredP99(run) ?? Infinity));
  const quietMb = (r: SizeResult) => Math.max(r.rss_mb.uncached.quiet, r.rss_mb.cached.quiet);
  return {
    ...(small && {
      product_uncached_500_ge_300: rps(small.pages.product.uncached) >= 300,
      rss_quiet_500_lt_300mb: quietMb(small) < 300,
    }),
    ...(large && {
      product_uncached_100000_ge_200: rps(large.pages.product.uncached) >= 200,
      long_tail_100000_ge_200: rps(large.long_tail.run) >= 200,
      category_uncached_100000_ge_100: rps(large.pages.category.uncached) >= 100,
      search_uncached_100000_ge_100: rps(large.pages.search.uncached) >= 100,
      rss_quiet_100000_lt_500mb: quietMb(large) < 500,
    }),
    every_p99_lt_100ms: worstP99 < 100,
    worst_p99_ms: worstP99,
  };
}

const loadBefore = loadAverage();
const results: SizeResult[] = [];
for (const size of SIZES) results.push(await benchSize(size));
console.log(
  JSON.stringify(
    {
      benchmark: 'pages',
      date: new Date().toISOString(),
      machine: machineReport(loadBefore),
      duration_s: DURATION,
      warmup_s: WARMUP,
      connections: CONNECTIONS,
      database: process.env.BENCH_DATABASE_URL ? 'postgresql' : 'embedded',
      memory_limit_mb: MEMORY_MB || null,
      search_query: SEARCH,
      sizes: Object.fromEntries(results.map((r) => [r.products, r])),
      aims: aims(results),
      aims_issue_35: staticSpeedAims(results),
    },
    null,
    2,
  ),
);
