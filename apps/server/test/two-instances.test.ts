import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { image, multipart, validProduct } from './catalog-fixtures.ts';
import { testRedisUrl } from './redis.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.ts';
import { startTestBucket, type TestBucket } from './s3-bucket.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { throwawayPostgres } from './throwaway-postgres.ts';
import { webBuildDir, webBuilt } from './web-build.ts';

type Instance = ServerProcess;

/**
 * Two shop processes on one PostgreSQL database, one Redis and one S3 bucket, behind a
 * round-robin proxy, as docs/deploy.md sets them up. Needs PostgreSQL (DATABASE_URL) and
 * TEST_REDIS_URL; the bucket is a real S3-protocol server (s3rver) started here.
 */
const postgresUrl = process.env.DATABASE_URL || undefined;
const ready = Boolean(postgresUrl && testRedisUrl);
if (!ready) console.warn('The two-instance test needs DATABASE_URL and TEST_REDIS_URL: skipped.');

const ADMIN = { email: 'owner@voski.test', password: 'violet harbour kettle lantern' };
const SWEEP_JOB = 'voski:job:order-sweep';

describe.skipIf(!ready)('two instances behind a load balancer', { timeout: 180_000 }, () => {
  const prefix = `voski-test-${randomBytes(6).toString('hex')}:`;
  let database: { url: string; drop(): Promise<void> };
  let databaseUrl: string;
  let a: Instance;
  let b: Instance;
  let proxy: RoundRobinProxy;
  let bucket: TestBucket;
  const dataDirs: string[] = [];
  let token: string;
  const admin = () => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    database = await throwawayPostgres(postgresUrl!, 'voski_two');
    databaseUrl = database.url;
    // The payer's card page lives at the public address: the proxy's, started first.
    const upstreams: string[] = [];
    proxy = await startRoundRobinProxy(upstreams);
    bucket = await startTestBucket();
    const { settings } = bucket;
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: testRedisUrl!,
      REDIS_PREFIX: prefix,
      PUBLIC_URL: proxy.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TEST_GATEWAY: '1',
      ORDER_SWEEP_SECONDS: '1',
      LOG_LEVEL: 'debug',
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      WEB_BUILD_DIR: webBuilt ? webBuildDir : '/nonexistent',
    };
    // Started together, as a deploy starts them: one migrates and creates the admin.
    const start = async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'voski-instance-'));
      dataDirs.push(dir);
      return startServerProcess(dir, env);
    };
    [a, b] = await Promise.all([start(), start()]);
    upstreams.push(a.url, b.url);
    const res = await fetch(`${proxy.url}/api/auth/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(res.status).toBe(200);
    token = ((await res.json()) as { access_token: string }).access_token;
  });

  afterAll(async () => {
    await proxy?.close();
    await Promise.all([a?.stop('SIGTERM'), b?.stop('SIGTERM')]);
    await bucket?.close();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    await database?.drop();
  });

  it('reports Redis in the health check of each', async () => {
    for (const instance of [a, b]) {
      const health = await (await fetch(`${instance.url}/api/health`)).json();
      expect(health).toMatchObject({
        status: 'ok',
        parts: { database: 'ok', redis: 'ok', media: 'ok' },
      });
    }
  });

  it('shares the sign-in throttle: five wrong passwords in all, not five per instance', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${proxy.url}/api/auth/signIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'someone@voski.test', password: `guess ${i}` }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429, 429]);
  });

  it('counts a burst before checking: 200 concurrent wrong passwords, about five checked', async () => {
    const began = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${proxy.url}/api/auth/signIn`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'burst@voski.test', password: `guess ${i}` }),
        }).then((res) => res.status),
      ),
    );
    const seconds = (Date.now() - began) / 1000;
    const checked = statuses.filter((s) => s === 422).length;
    // Five free tries, then one a second (doubling): a slow burst earns one more per second
    // it lasts. Counted per instance, two instances would have checked ten or more.
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(5 + Math.floor(seconds));
    expect(checked).toBeLessThan(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - checked);
  });

  it('serves an edit made on one instance from the other on the next request', async () => {
    const created = await postProduct(a, '/api/products', { price: '150000' });
    const id = created.id;
    const price = async (instance: Instance) =>
      ((await (await fetch(`${instance.url}/api/products/${id}`)).json()) as { price: number })
        .price;
    // Both cache the answer, then the price changes through A.
    expect([await price(a), await price(b), await price(b)]).toEqual([150000, 150000, 150000]);
    await postProduct(a, `/api/products/${id}`, { price: '175000' });
    expect(await price(b)).toBe(175000);

    if (webBuilt) {
      const page = async () => (await fetch(`${b.url}/en/product/${id}`)).text();
      expect(await page()).toMatch(/175[,\s.]?000/);
      await postProduct(a, `/api/products/${id}`, { price: '180000' });
      expect(await page()).toMatch(/180[,\s.]?000/);
    }
  });

  it('lists, and links products to, a category made on the other instance at once', async () => {
    const names = async (instance: Instance) =>
      (
        (await (await fetch(`${instance.url}/api/categories`)).json()) as {
          data: { name_en: string; children: { id: number; name_en: string }[] }[];
        }
      ).data.flatMap((top) => [top.name_en, ...top.children.map((c) => c.name_en)]);
    // B remembers the tree (and caches the answer) before A changes it.
    expect(await names(b)).toEqual(await names(b));
    const made = await fetch(`${a.url}/api/categories`, {
      method: 'POST',
      headers: { ...admin(), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Զարդեր', name_en: 'Made on A', name_ru: 'Сделано на A' }),
    });
    expect(made.status).toBe(201);
    const category = ((await made.json()) as { data: { id: number } }).data.id;
    expect(await names(b)).toContain('Made on A');
    const product = await postProduct(b, '/api/products', {
      model: 'VS-TREE',
      category_id: String(category),
    });
    const read = (await (await fetch(`${b.url}/api/products/${product.id}`)).json()) as {
      categories: { category: { name_en: string } }[];
    };
    expect(read.categories.map((c) => c.category.name_en)).toEqual(['Made on A']);
  });

  it('completes on one instance a payment started on the other', async () => {
    const product = await postProduct(a, '/api/products', { price: '90000', model: 'VS-PAY' });
    const placed = await placeOrder(a, product.id);
    const card = new URL(placed.formUrl);
    // The card page and the payer's choice go to B; the gateway registered the payment via A.
    const page = await fetch(`${b.url}${card.pathname}${card.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const field = (n: string) => new RegExp(`name="${n}" value="([^"]+)"`).exec(html)?.[1] ?? '';
    const chosen = await fetch(`${b.url}/api/test-gateway/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        mdOrder: field('mdOrder'),
        token: field('token'),
        action: 'pay',
      }),
      redirect: 'manual',
    });
    expect(chosen.status).toBe(303);
    // A's payment check (the return address) asks its gateway, which is B's too.
    const check = await fetch(`${a.url}/api/payment/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: placed.orderId }),
    });
    expect(check.status).toBe(200);
    const order = await staffOrder(b, placed.orderNumber);
    expect(order.payment_status).toBe('paid');
  });

  it('serves from the bucket, through the other instance, an image uploaded through one', async () => {
    const photo = await image('jpeg', 640, 480);
    const body = await multipart({ ...validProduct, model: 'VS-S3' }, [
      { field: 'avatar', data: photo },
    ]);
    const res = await fetch(`${a.url}/api/products`, {
      method: 'POST',
      headers: { ...admin(), ...body.headers },
      body: new Uint8Array(body.payload),
    });
    expect(res.status).toBe(201);
    const avatar = ((await res.json()) as { data: { avatar: string } }).data.avatar;
    expect(await bucket.keys()).toContain(avatar);
    const served = await fetch(`${b.url}/${avatar}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(await bucket.bytes(avatar));
    // Neither instance keeps it in its own folder.
    for (const dir of dataDirs) {
      await expect(stat(path.join(dir, avatar))).rejects.toThrow(/ENOENT/);
    }
  });

  it('sweeps on one instance at a time: none while the sweep lock is held, then once', async () => {
    const product = await postProduct(a, '/api/products', { price: '50000', model: 'VS-SWEEP' });
    const placed = await placeOrder(b, product.id);
    const askedBefore = [a, b].map(statusCalls);
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [SWEEP_JOB]);
      await holder.query(
        "UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1",
        [placed.orderNumber],
      );
      // Both instances try every second; while the lock is held here, each skips its turns.
      await waitForLog([a], /order-sweep: skipped/, 2);
      await waitForLog([b], /order-sweep: skipped/, 2);
      // The order view already reads it as expired; the row is what the sweep changes.
      expect(await storedPayment(holder, placed.orderNumber)).toBe('pending');
      await holder.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [SWEEP_JOB]);
      await expect
        .poll(() => storedPayment(holder, placed.orderNumber), { timeout: 15_000 })
        .toBe('expired');
    } finally {
      await holder.end();
    }
    // Exactly one instance asked the gateway about it.
    const asked = [a, b].map((i, n) => statusCalls(i) - askedBefore[n]!);
    expect(asked.reduce((x, y) => x + y)).toBe(1);
  });

  async function postProduct(
    instance: Instance,
    url: string,
    fields: Record<string, string>,
  ): Promise<{ id: number }> {
    const body = await multipart({ ...validProduct, ...fields });
    const res = await fetch(`${instance.url}${url}`, {
      method: 'POST',
      headers: { ...admin(), ...body.headers },
      body: new Uint8Array(body.payload),
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return ((await res.json()) as { data: { id: number } }).data;
  }

  async function placeOrder(instance: Instance, productId: number) {
    const res = await fetch(`${instance.url}/api/payment/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Anahit',
        surname: 'Petrosyan',
        email: `buyer-${randomBytes(4).toString('hex')}@example.am`,
        phone: '+374 91 123456',
        region: 'Yerevan',
        address: 'Abovyan 12',
        message: '',
        paymentType: 1,
        products: [{ id: productId, quantity: 1 }],
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as { orderId: string; orderNumber: number; formUrl: string };
  }

  async function staffOrder(instance: Instance, orderNumber: number) {
    const res = await fetch(`${instance.url}/api/payment/orders/${orderNumber}`, {
      headers: admin(),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { payment_status: string } }).data;
  }
});

async function storedPayment(client: pg.Client, id: number): Promise<string> {
  const { rows } = await client.query<{ payment_status: string }>(
    'SELECT payment_status FROM orders WHERE id = $1',
    [id],
  );
  return rows[0]!.payment_status;
}

/** How many times the instance's test gateway was asked for a payment's state. */
const statusCalls = (i: Instance) =>
  i.output().match(/"url":"[^"]*getOrderStatusExtended\.do/g)?.length ?? 0;

/** Waits until the instances together have logged `pattern` at least `times` more times. */
async function waitForLog(instances: Instance[], pattern: RegExp, times: number): Promise<void> {
  const count = () =>
    instances.reduce((n, i) => n + (i.output().match(new RegExp(pattern, 'g'))?.length ?? 0), 0);
  const start = count();
  await expect.poll(count, { timeout: 10_000 }).toBeGreaterThanOrEqual(start + times);
}
