import { Redis } from 'ioredis';

/**
 * A Redis connection for shared state. Commands fail fast while Redis is unreachable (rather
 * than queueing for minutes), so a request that needs it gets an answer.
 */
export function connectRedis(url: string, log: (message: string) => void): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
    lazyConnect: false,
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    // ioredis reconnects by itself; one line per outage is enough.
    if (!reported) log(`Redis unreachable: ${error.message}`);
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) log('Redis reachable again');
    reported = false;
  });
  return redis;
}
