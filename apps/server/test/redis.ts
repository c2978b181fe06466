import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The Redis the shared-state tests use: TEST_REDIS_URL (set by `.ci/run`). Without it those
 * tests are skipped, and say so.
 */
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;
if (!testRedisUrl) console.warn('TEST_REDIS_URL is not set: the Redis tests are skipped.');

/** A connection and a key prefix of the test's own, so runs never see each other's keys. */
export function testRedis(): { redis: Redis; prefix: string; close(): Promise<void> } {
  const redis = new Redis(testRedisUrl!, { maxRetriesPerRequest: 1 });
  const prefix = `voski-test:${randomUUID()}:`;
  return {
    redis,
    prefix,
    async close() {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    },
  };
}
