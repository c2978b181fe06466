import type { ChangeSignal } from '../lib/change-signal.ts';
import { PageCache } from './page-cache.ts';
import { answerCacheOptions, ResponseCache, type Answer } from './response-cache.ts';

/**
 * Every change clears both: this instance's writes, and with Redis other instances' (otherwise
 * the TTL bounds how long their changes go unseen here). A change that names its products
 * clears only what shows them.
 */
const ANSWERS = { maxBytes: 64 * 1024 * 1024, ttlMs: 60_000 };
const PAGES = { maxBytes: 128 * 1024 * 1024, ttlMs: 60_000 };

export interface ShopCaches {
  /** The storefront's API answers; none when caching is off. */
  answers: ResponseCache<Answer> | undefined;
  /** Storefront pages; when off it still sets their headers and answers 304s. */
  pages: PageCache;
}

export function shopCaches(enabled: boolean, changes: readonly ChangeSignal[]): ShopCaches {
  const answers = enabled ? new ResponseCache({ ...ANSWERS, ...answerCacheOptions }) : undefined;
  const pages = new PageCache({ enabled, ...PAGES });
  for (const signal of changes) {
    signal.subscribe((scope) => {
      answers?.clear(scope);
      pages.clear(scope);
    });
  }
  return { answers, pages };
}
