/**
 * Order placement under load: node --import tsx bench/orders.ts
 *
 * Starts the shop as its own process (demo data, an embedded PGlite in a temp folder, or a
 * fresh database on BENCH_DATABASE_URL's PostgreSQL server when set), then BENCH_CLIENTS (32)
 * clients place card orders one after another for BENCH_SECONDS (10) seconds through the real
 * HTTP API and the built-in test gateway; every 10th order is sent twice with its
 * Idempotency-Key, as a double click. Then every acknowledged order is looked up at the order
 * desk: it must exist exactly once, with the total the client computed from the catalogue.
 * Everything listens on 127.0.0.1. Prints JSON; exits 1 when an order is lost, wrong or doubled.
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
} from './orders-client.ts';

const SECONDS = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 120);
const CLIENTS = Math.min(Number(process.env.BENCH_CLIENTS ?? 32), 256);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'voski-bench-orders-'));
const database = process.env.BENCH_DATABASE_URL
  ? await freshDatabase(process.env.BENCH_DATABASE_URL)
  : undefined;
const shop = await startShop({ port: await freePort(), dataDir, databaseUrl: database?.url });
let ok = false;
try {
  const facts = await shopFacts(shop.url);
  const { figures, acknowledged } = await placeOrders({
    url: () => shop.url,
    facts,
    clients: CLIENTS,
    until: Date.now() + SECONDS * 1000,
    replayEvery: 10,
  });
  const check = await verify(shop.url, acknowledged);
  ok = check.ok && figures.replays_wrong === 0 && check.unacknowledged === 0;
  console.log(
    JSON.stringify(
      {
        bench: 'orders',
        engine: database ? 'postgres' : 'pglite',
        clients: CLIENTS,
        seconds: SECONDS,
        ...figures,
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
