import type { ChangeSignal } from '../modules/catalog/changes.ts';
import { PageCache } from './page-cache.ts';
import { ResponseCache } from './response-cache.ts';

/** Writes on this instance clear both at once; the TTL bounds other instances' changes. */
const ANSWERS = { maxBytes: 64 * 1024 * 1024, ttlMs: 60_000 };
const PAGES = { maxBytes: 128 * 1024 * 1024, ttlMs: 60_000 };

export interface ShopCaches {
  /** The storefront's API answers; none when caching is off. */
  answers: ResponseCache | undefined;
  /** Storefront pages; when off it still sets their headers and answers 304s. */
  pages: PageCache;
}

export function shopCaches(enabled: boolean, changes: ChangeSignal): ShopCaches {
  const answers = enabled ? new ResponseCache(ANSWERS) : undefined;
  const pages = new PageCache({ enabled, ...PAGES });
  changes.subscribe(() => {
    answers?.clear();
    pages.clear();
  });
  return { answers, pages };
}
