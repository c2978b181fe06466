import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@voski/contract';
import { PASSWORD, startTestApp } from './harness.ts';
import { someone, startOrderApp, type OrderApp } from './orders-fixtures.ts';
import { testRedis, testRedisUrl } from './redis.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

/** The app's warnings, line by line, into `lines`. */
const warnings = (lines: string[]) => ({
  level: 'warn',
  stream: new Writable({
    write(line: Buffer, _encoding, done) {
      lines.push(line.toString());
      done();
    },
  }),
});

/** Resolves once `lines` has one matching `pattern` after the first `from`. */
const loggedIn = async (lines: string[], pattern: RegExp, from = 0) => {
  while (!lines.slice(from).some((line) => pattern.test(line))) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/**
 * The shop on a Redis that stops answering with its connections open (paused, swapping, a
 * network dropping packets): a TCP proxy the test stalls stands between them, so the Redis
 * other tests share is never paused. Needs TEST_REDIS_URL.
 */
describe.skipIf(!testRedisUrl)('a stalled Redis', { timeout: 60_000 }, () => {
  let proxy: TcpProxy;
  let t: OrderApp;
  let ring: number;
  const logs: string[] = [];

  beforeAll(async () => {
    const redis = new URL(testRedisUrl!);
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    t = await startOrderApp({
      config: {
        redisUrl: `redis://${proxy.host}:${proxy.port}${redis.pathname}`,
        redisPrefix: `voski-test:${randomUUID()}:`,
      },
      // The per-address order limit counts in Redis: it must be on to be refused.
      payments: { orderLimitPerIp: 30 },
      logger: warnings(logs),
    });
    ring = await t.product({ title: 'Ring', price: 120_000 });
    await t.services.auth.register({
      name: 'Seller',
      email: 'seller@voski.test',
      password: PASSWORD,
      role_id: Role.Seller,
    });
  });

  afterAll(async () => {
    proxy?.resume();
    await t?.close();
    await proxy?.close();
  });

  const logged = (pattern: RegExp, from = 0) => loggedIn(logs, pattern, from);

  const signIn = (password: string, ip = '198.51.100.7') =>
    t.request({
      method: 'POST',
      url: '/api/auth/signIn',
      payload: { email: 'seller@voski.test', password },
      remoteAddress: ip,
    });
  const order = () => t.place({ ...someone(), products: [{ id: ring, quantity: 1 }] });
  const timed = async <T>(work: () => Promise<T>) => {
    const began = performance.now();
    const result = await work();
    return { result, ms: performance.now() - began };
  };

  it('refuses orders with 503 within a second, lets staff sign in, and recovers', async () => {
    expect((await order()).status).toBe(201);
    proxy.stall();

    const refused = await timed(() =>
      t.request({
        method: 'POST',
        url: '/api/payment/signIn',
        payload: { ...someone(), products: [{ id: ring, quantity: 1 }], paymentType: 1 },
      }),
    );
    expect(refused.result.statusCode).toBe(503);
    expect(refused.result.headers['retry-after']).toBe('5');
    expect(refused.result.json()).toEqual({
      message: 'The service is busy. Please try again in a moment.',
    });
    expect(refused.ms).toBeLessThan(1000);

    // Sign-in goes on, counted in this instance: five wrong passwords, then a wait.
    const signedIn = await timed(() => signIn(PASSWORD));
    expect(signedIn.result.statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await signIn('wrong', '198.51.100.8')).statusCode).toBe(422);
    const throttled = await signIn('wrong', '198.51.100.8');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    expect(logs.join('')).toMatch(/Redis unreachable: sign-ins counted per instance/);

    const health = await t.request({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', parts: { redis: 'unavailable' } });

    proxy.resume();
    await logged(/Redis reachable again/);
    expect((await order()).status).toBe(201);
    expect((await signIn(PASSWORD)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
      parts: { redis: 'ok' },
    });
  });

  it('lets cached answers expire early while Redis is away and drops them when it is back', async () => {
    const url = `/api/products/${ring}`;
    const title = async () => (await t.request({ method: 'GET', url })).json().title as string;
    const rename = (to: string) => t.sql(sql`UPDATE products SET title = ${to} WHERE id = ${ring}`);
    await title();
    // Another instance's change, whose message cannot arrive while Redis stalls.
    await rename('Ring, renamed elsewhere');
    expect(await title()).toBe('Ring');

    const before = logs.length;
    proxy.stall();
    await logged(/Redis not answering: cached pages now live 5 s/, before);
    const stalledAt = performance.now();
    while ((await title()) !== 'Ring, renamed elsewhere') {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Well before the caches' minute.
    expect(performance.now() - stalledAt).toBeLessThan(6_000);

    await rename('Ring, renamed during the outage');
    const resumed = logs.length;
    proxy.resume();
    await logged(/Redis reachable again: caches cleared on every instance/, resumed);
    expect(await title()).toBe('Ring, renamed during the outage');
  });
});

describe.skipIf(!testRedisUrl)(
  'an instance started while Redis is away',
  { timeout: 60_000 },
  () => {
    it('starts, and hears other instances once Redis answers', async () => {
      const redis = new URL(testRedisUrl!);
      const proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
      const prefix = `voski-test:${randomUUID()}:`;
      const logs: string[] = [];
      const other = testRedis();
      proxy.stall();
      const t = await startTestApp({
        config: {
          redisUrl: `redis://${proxy.host}:${proxy.port}${redis.pathname}`,
          redisPrefix: prefix,
        },
        logger: warnings(logs),
      });
      try {
        const url = '/api/products/importants';
        await loggedIn(logs, /Redis not answering/);
        proxy.resume();
        await loggedIn(logs, /Redis reachable again/);
        const channel = `${prefix}storefront-changes`;
        // Subscribed after all (its first try failed while Redis refused connections).
        while (((await other.redis.pubsub('NUMSUB', channel)) as [string, number])[1] < 1) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await t.request({ method: 'GET', url });
        expect((await t.request({ method: 'GET', url })).headers['x-cache']).toBe('hit');
        // Another instance's change, as it publishes one.
        await other.redis.publish(channel, 'another-instance');
        while ((await t.request({ method: 'GET', url })).headers['x-cache'] === 'hit') {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        await t.close();
        await other.close();
        await proxy.close();
      }
    });
  },
);
