import type { ThrottleStore } from '../http/throttle-store.ts';
import { ChangeRelay } from './change-relay.ts';
import { connectRedis } from './redis.ts';
import { RedisThrottleStore } from './redis-throttle-store.ts';

/** What several instances share through Redis. */
export interface SharedState {
  throttles: ThrottleStore;
  changes: ChangeRelay;
  /** Resolves when Redis answers (the health check). */
  ping(): Promise<unknown>;
  close(): Promise<void>;
}

export function connectSharedState(
  url: string,
  /** Keeps this shop's keys and channel apart from anything else on the same Redis. */
  prefix: string,
  log: (message: string) => void,
): SharedState {
  const redis = connectRedis(url, log);
  // A subscribed connection can do nothing else, so pub/sub has one of its own.
  const subscriber = connectRedis(url, log);
  return {
    throttles: new RedisThrottleStore(redis, `${prefix}throttle:`),
    changes: new ChangeRelay(redis, subscriber, `${prefix}storefront-changes`, log),
    ping: () => redis.ping(),
    async close() {
      await Promise.allSettled([redis.quit(), subscriber.quit()]);
    },
  };
}
