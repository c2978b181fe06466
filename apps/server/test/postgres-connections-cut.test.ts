import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, validProduct } from './catalog-fixtures.ts';
import { customer } from './orders-fixtures.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { throwawayPostgres } from './throwaway-postgres.ts';

/**
 * A shop process on PostgreSQL whose connections the server cuts (`pg_terminate_backend`, as a
 * restart or a failover does): while idle, in the middle of a background job holding its
 * advisory lock, and in the middle of a request's transaction. Needs DATABASE_URL.
 */
const postgresUrl = process.env.DATABASE_URL || undefined;
if (!postgresUrl) console.warn('DATABASE_URL is not set: the connection-cutting test is skipped.');

const ADMIN = { email: 'owner@voski.test', password: 'violet harbour kettle lantern' };

describe.skipIf(!postgresUrl)('PostgreSQL connections cut under a running shop', () => {
  let database: { url: string; drop(): Promise<void> };
  let dataDir: string;
  let shop: ServerProcess;
  /** The test's own session: it locks tables and cuts every other connection. */
  let admin: pg.Client;
  let token: string;

  beforeAll(async () => {
    database = await throwawayPostgres(postgresUrl!, 'voski_cut');
    dataDir = await mkdtemp(path.join(tmpdir(), 'voski-cut-'));
    shop = await startServerProcess(dataDir, {
      DATABASE_URL: database.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The media clean-up then runs every second: a job to catch in the middle.
      MEDIA_CLEANUP_SECONDS: '1',
      TEST_GATEWAY: '1',
    });
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const res = await fetch(`${shop.url}/api/auth/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    token = ((await res.json()) as { access_token: string }).access_token;
  }, 120_000);

  afterAll(async () => {
    await admin?.end();
    await shop?.stop('SIGTERM');
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Ends every session on the shop's database but the test's own; answers how many. */
  const cutConnections = async () => {
    const { rows } = await admin.query<{ cut: boolean }>(
      `SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    return rows.filter((r) => r.cut).length;
  };

  /** Resolves once `query` answers a row, asking every 20 ms. */
  const until = async (query: string, timeoutMs = 20_000) => {
    const began = Date.now();
    while (Date.now() - began < timeoutMs) {
      // Inside a transaction the activity views keep their first answer unless told otherwise.
      await admin.query('SELECT pg_stat_clear_snapshot()');
      if ((await admin.query(query)).rowCount) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`never true: ${query}`);
  };

  /**
   * Sends a request again while it answers 503, as a client honouring Retry-After would (here
   * at once, at most 10 times): an idle connection whose end the shop has not yet heard of
   * fails the request that takes it, like the one in hand, and is then dropped.
   */
  const retried = async (send: () => Promise<Response>) => {
    let res = await send();
    for (let i = 0; i < 10 && res.status === 503; i++) res = await send();
    return res;
  };

  /** The shop's sessions waiting for a lock the test holds. */
  const waitingForLock = `SELECT 1 FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`;

  const createCategory = (name: string) =>
    fetch(`${shop.url}/api/categories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name }),
    });

  /** The process is up and answers a read and a write, on fresh connections. */
  const stillServing = async () => {
    expect(shop.child.exitCode).toBeNull();
    const health = await retried(() => fetch(`${shop.url}/api/health`));
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', parts: { database: 'ok' } });
    const created = await retried(() => createCategory(`After ${Date.now()}`));
    expect(created.status).toBe(201);
    expect(shop.output()).not.toMatch(/Unhandled 'error' event/);
  };

  it('loses idle pooled connections without a word to clients', async () => {
    expect((await fetch(`${shop.url}/api/categories`)).status).toBe(200);
    expect(await cutConnections()).toBeGreaterThan(0);
    await shop.waitFor(/PostgreSQL connection lost/);
    await stillServing();
  });

  it('survives a cut in the middle of a background job holding its advisory lock', async () => {
    // The clean-up's turn takes its lock on a connection of its own, which then sits idle,
    // checked out, while the turn's transaction waits for the table the test has locked.
    await admin.query('BEGIN');
    await admin.query('LOCK TABLE media_pending IN ACCESS EXCLUSIVE MODE');
    try {
      await until(waitingForLock);
      await until(
        `SELECT 1 FROM pg_locks l JOIN pg_stat_activity a USING (pid)
          WHERE l.locktype = 'advisory' AND l.granted AND a.datname = current_database()`,
      );
      expect(await cutConnections()).toBeGreaterThanOrEqual(2);
    } finally {
      await admin.query('ROLLBACK');
    }
    await shop.waitFor(/Background job media-cleanup failed/);
    // Every connection cut, the lock's (checked out, idle) included, is reported, not thrown.
    await stillServing();
  });

  it('answers the request whose transaction was cut 503 with Retry-After, and saves nothing', async () => {
    await admin.query('BEGIN');
    await admin.query('LOCK TABLE categories IN ACCESS EXCLUSIVE MODE');
    let answer: Response;
    try {
      const pending = createCategory('Cut short');
      // Its transaction has begun and its insert waits for the table.
      await until(`${waitingForLock} AND xact_start < query_start`);
      await cutConnections();
      answer = await pending;
    } finally {
      await admin.query('ROLLBACK');
    }
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(await answer.json()).toEqual({
      message: 'The service is busy. Please try again in a moment.',
    });
    const { rowCount } = await admin.query(`SELECT 1 FROM categories WHERE name = 'Cut short'`);
    expect(rowCount).toBe(0);
    await stillServing();
  });

  it('keeps every pooled connection through cuts that land at any moment of busy writes', async () => {
    // A transaction whose BEGIN met a dropped connection used to keep its client for good
    // (drizzle-orm's own transaction): a few such cuts left the pool empty and the shop hanging.
    for (let round = 0; round < 12; round++) {
      const writes = Array.from({ length: 8 }, (_, i) => createCategory(`Busy ${round}.${i}`));
      await new Promise((resolve) => setTimeout(resolve, (round * 7) % 25));
      await cutConnections();
      const statuses = (await Promise.all(writes)).map((r) => r.status);
      expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
    }
    await stillServing();
  });

  it('lets a client repeat an order cut short with its Idempotency-Key: one order', async () => {
    const form = await multipart({ ...validProduct, price: 90_000, status: 1 });
    const created = await fetch(`${shop.url}/api/products`, {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      body: form.payload,
    });
    expect(created.status).toBe(201);
    const product = ((await created.json()) as { data: { id: number } }).data.id;
    const place = () =>
      fetch(`${shop.url}/api/payment/signIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'order-cut-short-1' },
        body: JSON.stringify({ ...customer, products: [{ id: product, quantity: 1 }] }),
      });

    await admin.query('BEGIN');
    await admin.query('LOCK TABLE orders IN ACCESS EXCLUSIVE MODE');
    let first: Response;
    try {
      const pending = place();
      await until(`${waitingForLock} AND xact_start < query_start`);
      await cutConnections();
      first = await pending;
    } finally {
      await admin.query('ROLLBACK');
    }
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).toBe('5');

    const again = await retried(place);
    expect(again.status).toBe(201);
    // The same key once more: the order it made, answered again (200), not a second one.
    const replay = await place();
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({
      orderId: ((await again.json()) as { orderId: string }).orderId,
    });
    const { rows } = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    expect(rows[0]!.n).toBe(1);
  });
});
