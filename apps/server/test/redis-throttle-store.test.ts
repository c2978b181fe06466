import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisThrottleStore } from '../src/cluster/redis-throttle-store.ts';
import type { BackoffRule, ThrottleRule, WindowRule } from '../src/http/throttle-rules.ts';
import { MemoryThrottleStore, type ThrottleStore } from '../src/http/throttle-store.ts';
import { testRedis, testRedisUrl } from './redis.ts';

const window: WindowRule = { kind: 'window', limit: 3, windowMs: 10_000 };
const backoff: BackoffRule = {
  kind: 'backoff',
  free: 2,
  firstDelayMs: 1000,
  growEvery: 2,
  maxDelayMs: 8000,
  forgetMs: 30_000,
};
const rules: Record<string, ThrottleRule> = { window, backoff };

/** A small deterministic generator, so a failing sequence can be replayed. */
function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

describe.skipIf(!testRedisUrl)('RedisThrottleStore', () => {
  let redis: ReturnType<typeof testRedis>;
  beforeAll(() => {
    redis = testRedis();
  });
  afterAll(() => redis.close());

  it('answers exactly as the memory store does, event by event, for both kinds of rule', async () => {
    let now = 1_700_000_000_000;
    const clock = () => now;
    const memory = new MemoryThrottleStore(clock);
    const shared = new RedisThrottleStore(redis.redis, `${redis.prefix}same:`, clock);
    const next = random(7);
    const keys = ['a', 'b', 'c'];
    const log: string[] = [];
    for (let step = 0; step < 600; step++) {
      now += Math.floor(next() * 2500);
      const key = keys[Math.floor(next() * keys.length)]!;
      const rule = rules[next() < 0.5 ? 'window' : 'backoff']!;
      // Each key keeps one rule, as each throttle does.
      const claim = { key: `${key}:${rule.kind}`, rule };
      const roll = next();
      const act = async (store: ThrottleStore) =>
        roll < 0.8
          ? store.reserve([claim, { key: 'all', rule: { ...window, limit: 20 } }])
          : roll < 0.95
            ? store.release(claim.key).then(() => -1)
            : store.forget(claim.key).then(() => -2);
      const [m, r] = [await act(memory), await act(shared)];
      log.push(`${step} ${claim.key} ${m}`);
      expect(r, log.slice(-5).join('\n')).toBe(m);
    }
    // The sequence must have refused some and let some through, or it compared nothing useful.
    expect(log.filter((l) => l.endsWith(' 0')).length).toBeGreaterThan(50);
    expect(log.filter((l) => / [1-9]\d*$/.test(l)).length).toBeGreaterThan(50);
  });

  it('counts atomically: 200 concurrent reservations from two connections pass only `free`', async () => {
    const other = testRedis();
    try {
      const a = new RedisThrottleStore(redis.redis, `${redis.prefix}burst:`);
      const b = new RedisThrottleStore(other.redis, `${redis.prefix}burst:`);
      const claims = [{ key: 'someone@example.com', rule: backoff }];
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).reserve(claims)),
      );
      expect(answers.filter((wait) => wait === 0)).toHaveLength(backoff.free);
    } finally {
      await other.close();
    }
  });

  it('lets Redis drop a tally once it no longer matters', async () => {
    const store = new RedisThrottleStore(redis.redis, `${redis.prefix}ttl:`);
    await store.reserve([{ key: 'k', rule: window }]);
    const ttl = await redis.redis.pttl(`${redis.prefix}ttl:k`);
    expect(ttl).toBeGreaterThan(9000);
    expect(ttl).toBeLessThanOrEqual(10_000);
  });

  it('answers 503 when Redis cannot be reached, never letting the event through uncounted', async () => {
    const { Redis } = await import('ioredis');
    const down = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      lazyConnect: true,
    });
    down.on('error', () => {});
    const store = new RedisThrottleStore(down, 'x:');
    await expect(store.reserve([{ key: 'k', rule: window }])).rejects.toMatchObject({
      statusCode: 503,
    });
    down.disconnect();
  });
});
