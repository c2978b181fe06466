import type { ThrottleStore } from '../http/throttle-store.ts';
import { ChangeRelay } from './change-relay.ts';
import { connectRedis } from './redis.ts';
import { RedisThrottleStore } from './redis-throttle-store.ts';
import { RedisWatch } from './redis-watch.ts';

/** What several instances share through Redis. */
export interface SharedState {
  throttles: ThrottleStore;
  changes: ChangeRelay;
  /** Resolves when Redis answers (the health check). */
  ping(): Promise<unknown>;
  close(): Promise<void>;
}

export interface SharedStateOptions {
  /** Longest wait for one Redis command (REDIS_COMMAND_TIMEOUT_MS). */
  commandTimeoutMs?: number;
}

/**
 * While Redis is away other instances' changes do not arrive, so this instance's cached pages
 * and answers live at most this long instead of their minute.
 */
export const CACHE_LIFE_WITHOUT_REDIS_MS = 5_000;

export function connectSharedState(
  url: string,
  /** Keeps this shop's keys and channel apart from anything else on the same Redis. */
  prefix: string,
  log: (message: string) => void,
  options: SharedStateOptions = {},
): SharedState {
  const redis = connectRedis(url, log, options.commandTimeoutMs);
  // A subscribed connection can do nothing else, so pub/sub has one of its own.
  const subscriber = connectRedis(url, log, options.commandTimeoutMs);
  const changes = new ChangeRelay(redis, subscriber, `${prefix}storefront-changes`, log);
  let expiring: NodeJS.Timeout | undefined;
  // Watching the connection changes arrive on: while it is lost, caches expire early; once it
  // is back, every instance drops what it cached meanwhile (changes published during the
  // outage never arrived anywhere).
  const watch = new RedisWatch(subscriber, 1_000, (up) => {
    clearInterval(expiring);
    changes.remote.emit();
    if (up) {
      log('Redis reachable again: caches cleared on every instance');
      void changes.listen();
      changes.resync();
    } else {
      log(`Redis not answering: cached pages now live ${CACHE_LIFE_WITHOUT_REDIS_MS / 1000} s`);
      expiring = setInterval(() => changes.remote.emit(), CACHE_LIFE_WITHOUT_REDIS_MS);
      expiring.unref();
    }
  });
  watch.start();
  return {
    throttles: new RedisThrottleStore(redis, `${prefix}throttle:`),
    changes,
    ping: () => redis.ping(),
    async close() {
      watch.stop();
      clearInterval(expiring);
      await Promise.allSettled([redis.quit(), subscriber.quit()]);
    },
  };
}
