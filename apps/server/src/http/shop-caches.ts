import type { ChangeSignal } from '../modules/catalog/changes.ts';
import { PageCache } from './page-cache.ts';
import { ResponseCache } from './response-cache.ts';

/**
 * Every change clears both at once: this instance's writes, and with Redis other instances'
 * (otherwise the TTL bounds how long their changes go unseen here).
 */
const ANSWERS = { maxBytes: 64 * 1024 * 1024, ttlMs: 60_000 };
const PAGES = { maxBytes: 128 * 1024 * 1024, ttlMs: 60_000 };

export interface ShopCaches {
  /** The storefront's API answers; none when caching is off. */
  answers: ResponseCache | undefined;
  /** Storefront pages; when off it still sets their headers and answers 304s. */
  pages: PageCache;
}

export function shopCaches(enabled: boolean, changes: readonly ChangeSignal[]): ShopCaches {
  const answers = enabled ? new ResponseCache(ANSWERS) : undefined;
  const pages = new PageCache({ enabled, ...PAGES });
  for (const signal of changes) {
    signal.subscribe(() => {
      answers?.clear();
      pages.clear();
    });
  }
  return { answers, pages };
}
