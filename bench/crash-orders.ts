/**
 * Crash test of order placement: node --import tsx bench/crash-orders.ts
 *
 * Like bench/orders.ts, but 40% into the run the shop is killed with SIGKILL (no
 * shutdown at all) and started again on the same data folder (or PostgreSQL database, with
 * BENCH_DATABASE_URL). Clients whose request failed send it again with the same
 * Idempotency-Key until the shop answers. Afterwards every order acknowledged before or after
 * the crash must be stored exactly once with the right total. Prints JSON; exits 1 on a loss.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  freePort,
  freshDatabase,
  placeOrders,
  shopFacts,
  startShop,
  verify,
  type Shop,
} from './orders-client.ts';

const SECONDS = Math.min(Number(process.env.BENCH_SECONDS ?? 20), 120);
const CLIENTS = Math.min(Number(process.env.BENCH_CLIENTS ?? 32), 256);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'voski-bench-crash-'));
const database = process.env.BENCH_DATABASE_URL
  ? await freshDatabase(process.env.BENCH_DATABASE_URL)
  : undefined;
const port = await freePort();
const options = { port, dataDir, databaseUrl: database?.url };
let shop: Shop = await startShop(options);
let ok = false;
try {
  const facts = await shopFacts(shop.url);
  const started = Date.now();
  const load = placeOrders({
    url: () => shop.url,
    facts,
    clients: CLIENTS,
    until: started + SECONDS * 1000,
  });
  // Killed at 40% of the run: the restart (a few seconds) leaves time for orders after it.
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 400));
  const killedAt = Date.now();
  await shop.kill();
  shop = await startShop(options);
  const restartMs = Date.now() - killedAt;
  const { figures, acknowledged } = await load;
  const acknowledgedBeforeKill = acknowledged.filter((a) => a.at < killedAt).length;
  const check = await verify(shop.url, acknowledged);
  ok = check.ok;
  console.log(
    JSON.stringify(
      {
        bench: 'crash-orders',
        engine: database ? 'postgres' : 'pglite',
        clients: CLIENTS,
        seconds: SECONDS,
        killed_after_s: Math.round((killedAt - started) / 100) / 10,
        restart_ms: restartMs,
        ...figures,
        acknowledged_before_kill: acknowledgedBeforeKill,
        acknowledged_after_restart: acknowledged.length - acknowledgedBeforeKill,
        verification: check,
        ok,
      },
      null,
      2,
    ),
  );
} finally {
  await shop.stop();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
