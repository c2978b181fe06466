import { Redis } from 'ioredis';
import { REDIS_COMMAND_TIMEOUT_DEFAULT_MS } from '../config.ts';

/**
 * A Redis connection for shared state. Commands fail fast while Redis is unreachable (rather
 * than queueing for minutes), and any command fails after `commandTimeoutMs` even when the
 * connection stays open (a paused or stalled Redis), so a request that needs it gets an answer.
 */
export function connectRedis(
  url: string,
  log: (message: string) => void,
  commandTimeoutMs = REDIS_COMMAND_TIMEOUT_DEFAULT_MS,
): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
    commandTimeout: commandTimeoutMs,
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
