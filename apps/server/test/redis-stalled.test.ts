import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@voski/contract';
import { PASSWORD } from './harness.ts';
import { someone, startOrderApp, type OrderApp } from './orders-fixtures.ts';
import { testRedisUrl } from './redis.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

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
      logger: {
        level: 'warn',
        stream: new Writable({
          write(line: Buffer, _encoding, done) {
            logs.push(line.toString());
            done();
          },
        }),
      },
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

  /** Resolves once the log has a line matching `pattern` after the first `from` lines. */
  const logged = async (pattern: RegExp, from = 0) => {
    while (!logs.slice(from).some((line) => pattern.test(line))) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

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
