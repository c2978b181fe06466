/**
 * Cached pages while hostile clients ask for pages no cache can hold: node --import tsx
 * bench/hostile-pages.ts (run `npm run build` first: it starts the compiled server).
 *
 * Starts the demo shop with DEMO_PRODUCTS (500) products behind TRUST_PROXY=1, warms a product
 * page, and loads it with autocannon (BENCH_CONNECTIONS, 10, for BENCH_DURATION, 8 s): idle,
 * then while HOSTILE (16) clients from addresses of their own ask for a new search, unknown
 * path or `.data` request each (bench/lib/hostile-clients.ts, a process of its own). Twice: with
 * the per-client render budget as shipped, and with it off (PAGE_RENDER_BURST=0), measured after
 * BENCH_ATTACK_WARMUP_S (2) seconds of attack (30: once each client's burst is spent); then the same
 * bytes from a bare node:http server. Prints JSON: requests/s, p50 and p99 of the cached page in
 * each case, p99 under attack against idle, and what the hostile clients were answered.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BareBytes } from './lib/bare-bytes.ts';
import { capture, load, startChild, type LoadResult } from './lib/load.ts';
import { loadAverage, machineReport } from './lib/machine.ts';
import { freePort, startShop } from './orders-client.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PRODUCTS = Number(process.env.DEMO_PRODUCTS ?? 500);
const HOSTILE = Number(process.env.HOSTILE ?? 16);
const PAGE = '/en/products/1';
/** Seconds of attack before the cached page is measured under it. */
const WARMUP_S = Number(process.env.BENCH_ATTACK_WARMUP_S ?? 2);

interface Run {
  idle: LoadResult;
  under_attack: LoadResult;
  p99_of_idle: number;
  hostile_statuses: Record<string, number>;
}

async function measure(budget: boolean, bare: BareBytes): Promise<Run> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'voski-bench-hostile-'));
  const shop = await startShop({
    port: await freePort(),
    dataDir,
    env: {
      DEMO_PRODUCTS: String(PRODUCTS),
      TRUST_PROXY: '1',
      ...(budget ? {} : { PAGE_RENDER_BURST: '0' }),
    },
    startTimeoutMs: 600_000,
  });
  try {
    const url = shop.url + PAGE;
    const page = await capture(url);
    if (page.status !== 200) throw new Error(`${PAGE}: ${page.status}`);
    if (!bare.has(PAGE)) await bare.keep(PAGE, page);
    const options = { duration: DURATION, connections: CONNECTIONS };
    const idle = await load(url, options);
    const hostile = await startChild<{ ready: true }>(
      path.join(here, 'lib/hostile-clients.ts'),
      [shop.url, String(HOSTILE)],
      {},
      30_000,
    );
    let statuses: Record<string, number> = {};
    hostile.process.stdout?.on('data', (d: Buffer) => {
      const line = /\{"hostile_statuses".*\}/.exec(d.toString())?.[0];
      if (line)
        statuses = (JSON.parse(line) as { hostile_statuses: typeof statuses }).hostile_statuses;
    });
    // Let the attack reach its pace (with the budget: spend each client's burst) first.
    await new Promise((resolve) => setTimeout(resolve, WARMUP_S * 1000));
    const underAttack = await load(url, options);
    await hostile.stop();
    return {
      idle,
      under_attack: underAttack,
      p99_of_idle: Math.round((underAttack.p99_ms / Math.max(1, idle.p99_ms)) * 100) / 100,
      hostile_statuses: statuses,
    };
  } finally {
    await shop.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const loadBefore = loadAverage();
const bare = await BareBytes.create();
try {
  const withBudget = await measure(true, bare);
  const withoutBudget = await measure(false, bare);
  const bareServer = await bare.start();
  const bareRun = await load(bareServer.ready.url + PAGE, {
    duration: DURATION,
    connections: CONNECTIONS,
  });
  await bareServer.stop();
  console.log(
    JSON.stringify(
      {
        benchmark: 'cached page under hostile clients',
        date: new Date().toISOString(),
        machine: machineReport(loadBefore),
        products: PRODUCTS,
        page: PAGE,
        hostile_clients: HOSTILE,
        duration_s: DURATION,
        connections: CONNECTIONS,
        render_budget: withBudget,
        no_render_budget: withoutBudget,
        bare: bareRun,
        aim_p99_within_2x_of_idle: withBudget.p99_of_idle <= 2,
      },
      null,
      2,
    ),
  );
} finally {
  await bare.remove();
}
