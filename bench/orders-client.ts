/**
 * Shared by bench/orders.ts and bench/crash-orders.ts: starts the shop as its own process
 * (the compiled server that `npm start` runs: `npm run build` first; demo data, 127.0.0.1 only), places orders from
 * many concurrent clients, and checks every acknowledged order against the order desk.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { serveScript } from '../apps/server/test/server-process.ts';
import { throwawayPostgres } from '../apps/server/test/throwaway-postgres.ts';
import { regions } from '@voski/contract';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ADMIN = { email: 'bench-admin@voski.test', password: randomBytes(12).toString('hex') };

export interface Shop {
  url: string;
  process: ChildProcess;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown at all. */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A fresh database on the PostgreSQL server at `url`, dropped by the returned function. */
export const freshDatabase = (url: string) => throwawayPostgres(url, 'voski_bench');

export async function startShop(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** More settings for the shop (DEMO_PRODUCTS, RESPONSE_CACHE, ...). */
  env?: Record<string, string>;
  /** How long starting (migrations, demo data) may take; default 180 s. */
  startTimeoutMs?: number;
  /** A control group's `cgroup.procs`: the shop runs in that group (bench/lib/memory-cgroup.ts). */
  cgroupProcs?: string;
}): Promise<Shop> {
  const url = `http://127.0.0.1:${options.port}`;
  // As `npm run serve` starts it; BENCH_NODE_ARGS: more Node flags (--cpu-prof, say).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // In a group: the shell joins it, then becomes the script, which becomes Node.
  const command = options.cgroupProcs
    ? ['-c', 'echo $$ > "$0" && exec sh "$@"', options.cgroupProcs, serveScript, ...nodeArgs]
    : [serveScript, ...nodeArgs];
  const child = spawn('sh', command, {
    cwd: root,
    env: {
      ...process.env,
      VOSKI_NODE: process.execPath,
      // not production: the demo shop and its test gateway
      NODE_ENV: '',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      DEMO: '1',
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ORDER_IP_LIMIT: '0',
      RATES_SOURCE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const startTimeoutMs = options.startTimeoutMs ?? 180_000;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The shop did not start in ${startTimeoutMs / 1000} s`)),
      startTimeoutMs,
    );
    child.once('exit', (code) => reject(new Error(`The shop exited (${code}) while starting`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.includes('Voski is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    url,
    process: child,
    async stop() {
      if (alive()) child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(force);
    },
    async kill() {
      if (alive()) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** A JSON answer, or an error naming the request, its status and body. */
export async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export interface ShopFacts {
  products: { id: number; price: number }[];
  fees: Map<string, number>;
}

export async function shopFacts(url: string): Promise<ShopFacts> {
  const products = await json<{ data: { id: number; price: number }[] }>(`${url}/api/products/all`);
  const fees = await json<{ data: { region: string; fee: number }[] }>(
    `${url}/api/payment/delivery`,
  );
  if (products.data.length === 0) throw new Error('The demo shop has no products');
  return {
    products: products.data.map((p) => ({ id: p.id, price: p.price })),
    fees: new Map(fees.data.map((f) => [f.region, f.fee])),
  };
}

export interface Acknowledged {
  key: string;
  email: string;
  orderNumber: number;
  orderId: string;
  expectedTotal: number;
  /** When the client got the acknowledgement (ms since the epoch). */
  at: number;
}

export interface LoadFigures {
  attempts: number;
  acknowledged: number;
  orders_per_s: number;
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
  /** Answers other than 201/200 (and not a refused connection while the shop was down). */
  failures: Record<string, number>;
  /** Requests that failed on the network (shop down) and were sent again with the same key. */
  retries: number;
  /**
   * Orders whose first request failed on the network but whose retry was answered 200: the
   * shop had stored them before it died, and the key found them again.
   */
  found_by_retry: number;
  /** Double clicks sent on purpose: the same key again must answer the same order. */
  replays: number;
  replays_wrong: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
const round = (n: number) => Math.round(n * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Clients that each place orders one after another until `until` (a time in ms). A request
 * that fails on the network is sent again with the same Idempotency-Key, as a careful client
 * would, so an order committed just before a crash is acknowledged by its retry.
 */
export async function placeOrders(options: {
  url: () => string;
  facts: ShopFacts;
  clients: number;
  until: number;
  /** Every n-th acknowledged order is sent once more with its key (a double click). */
  replayEvery?: number;
}): Promise<{ figures: LoadFigures; acknowledged: Acknowledged[] }> {
  const { facts } = options;
  const acknowledged: Acknowledged[] = [];
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let attempts = 0;
  let retries = 0;
  let foundByRetry = 0;
  let replays = 0;
  let replaysWrong = 0;
  const began = performance.now();
  const run = randomBytes(4).toString('hex');

  const send = (body: unknown, key: string) =>
    fetch(`${options.url()}/api/payment/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });

  async function client(c: number): Promise<void> {
    for (let n = 0; Date.now() < options.until; n++) {
      const region = regions[(c + n) % regions.length]!;
      const count = 1 + ((c + n) % 3);
      const lines = Array.from({ length: count }, (_, i) => {
        const product = facts.products[(c * 7 + n * 3 + i * 11) % facts.products.length]!;
        return { product, quantity: 1 + ((n + i) % 3) };
      });
      const unique = [...new Map(lines.map((l) => [l.product.id, l])).values()];
      const email = `c${c}-${n}-${run}@bench.test`;
      const key = `${run}-${c}-${n}`;
      const body = {
        name: 'Bench',
        surname: `Client ${c}`,
        email,
        phone: '+37491000000',
        region,
        address: `Street ${n}`,
        paymentType: 1,
        // A forged price on every line: the server must ignore it.
        products: unique.map((l) => ({ id: l.product.id, quantity: l.quantity, price: 1 })),
      };
      const expectedTotal =
        unique.reduce((sum, l) => sum + l.product.price * l.quantity, 0) + facts.fees.get(region)!;
      attempts++;
      let failedBefore = false;
      for (;;) {
        const started = performance.now();
        let res: Response;
        try {
          res = await send(body, key);
        } catch {
          // The shop is down (or was killed mid-request): same key again, a moment later.
          retries++;
          failedBefore = true;
          if (Date.now() > options.until + 60_000) return;
          await sleep(100);
          continue;
        }
        const answer = (await res.json().catch(() => ({}))) as {
          orderId?: string;
          orderNumber?: number;
        };
        latencies.push(performance.now() - started);
        if ((res.status === 201 || res.status === 200) && answer.orderId && answer.orderNumber) {
          acknowledged.push({
            key,
            email,
            orderNumber: answer.orderNumber,
            orderId: answer.orderId,
            expectedTotal,
            at: Date.now(),
          });
          if (failedBefore && res.status === 200) foundByRetry++;
          if (options.replayEvery && acknowledged.length % options.replayEvery === 0) {
            replays++;
            try {
              const again = await send(body, key);
              const second = (await again.json()) as { orderId?: string };
              if (again.status !== 200 || second.orderId !== answer.orderId) replaysWrong++;
            } catch {
              // The shop went down between the two: nothing to compare.
            }
          }
        } else if (res.status === 503 || res.status === 502) {
          // Shutting down (or its own gateway not up yet): try again with the same key.
          retries++;
          await sleep(100);
          continue;
        } else {
          failures[String(res.status)] = (failures[String(res.status)] ?? 0) + 1;
        }
        break;
      }
    }
  }

  await Promise.all(Array.from({ length: options.clients }, (_, c) => client(c)));
  const seconds = (performance.now() - began) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    acknowledged,
    figures: {
      attempts,
      acknowledged: acknowledged.length,
      orders_per_s: round(acknowledged.length / seconds),
      p50_ms: round(percentile(sorted, 50)),
      p99_ms: round(percentile(sorted, 99)),
      max_ms: round(sorted.at(-1) ?? 0),
      failures,
      retries,
      found_by_retry: foundByRetry,
      replays,
      replays_wrong: replaysWrong,
    },
  };
}

export interface Verification {
  orders_stored: number;
  /** Acknowledged orders the desk does not have. */
  lost: number;
  /** Acknowledged orders stored with another total or payment id than acknowledged. */
  wrong: number;
  /** Customers (one per attempted order) with more than one stored order. */
  duplicated: number;
  /** Stored orders no client saw acknowledged (a request in flight when the shop died). */
  unacknowledged: number;
  ok: boolean;
}

export async function verify(url: string, acknowledged: Acknowledged[]): Promise<Verification> {
  const { access_token } = await json<{ access_token: string }>(`${url}/api/auth/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const orders = await json<{ id: number; email: string; total: number; payment_id: string }[]>(
    `${url}/api/payment/orders`,
    { headers: { authorization: `Bearer ${access_token}` } },
  );
  const byId = new Map(orders.map((o) => [o.id, o]));
  const perEmail = new Map<string, number>();
  for (const o of orders) perEmail.set(o.email, (perEmail.get(o.email) ?? 0) + 1);
  const ackedEmails = new Set(acknowledged.map((a) => a.email));
  let lost = 0;
  let wrong = 0;
  for (const a of acknowledged) {
    const stored = byId.get(a.orderNumber);
    if (!stored) lost++;
    else if (
      stored.total !== a.expectedTotal ||
      stored.payment_id !== a.orderId ||
      stored.email !== a.email
    ) {
      wrong++;
    }
  }
  const duplicated = [...perEmail.values()].filter((n) => n > 1).length;
  const unacknowledged = orders.filter((o) => !ackedEmails.has(o.email)).length;
  return {
    orders_stored: orders.length,
    lost,
    wrong,
    duplicated,
    unacknowledged,
    ok: lost === 0 && wrong === 0 && duplicated === 0,
  };
}
