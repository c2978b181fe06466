import type { ChangeSignal } from '../lib/change-signal.ts';
import { PageCache } from './page-cache.ts';
import { namesNoProduct, readCacheOptions, type ReadMemory } from './render-reads.ts';
import { answerCacheOptions, ResponseCache, type Answer } from './response-cache.ts';

/**
 * Every change clears both: this instance's writes, and with Redis other instances' (otherwise
 * the TTL bounds how long their changes go unseen here). A change that names its products
 * clears only what shows them.
 */
const TTL_MS = 60_000;

/** Megabytes each cache may hold unless PAGE_CACHE_MB and ANSWER_CACHE_MB say otherwise. */
export const CACHE_MB = { pages: 128, answers: 64 };

/** Megabytes of API answers kept for shared pages' loaders (mostly small: menu, rates, pieces). */
const READS_MB = 16;

export interface ShopCacheOptions {
  enabled: boolean;
  /** Megabytes of pages and of API answers kept (the least recently used go first). */
  sizesMb?: { pages: number; answers: number };
}

export interface ShopCaches {
  /** The storefront's API answers; none when caching is off. */
  answers: ResponseCache<Answer> | undefined;
  /** Storefront pages; when off it still sets their headers and answers 304s. */
  pages: PageCache;
  /**
   * The API answers shared pages' loaders read (docs/decisions/0043). When caching is off, only
   * those that name no product: what only staff change.
   */
  reads: ReadMemory;
}

export function shopCaches(
  { enabled, sizesMb = CACHE_MB }: ShopCacheOptions,
  changes: readonly ChangeSignal[],
): ShopCaches {
  const megabytes = (n: number) => n * 1024 * 1024;
  const answers = enabled
    ? new ResponseCache({
        maxBytes: megabytes(sizesMb.answers),
        ttlMs: TTL_MS,
        ...answerCacheOptions,
      })
    : undefined;
  const pages = new PageCache({ enabled, maxBytes: megabytes(sizesMb.pages), ttlMs: TTL_MS });
  const reads: ReadMemory = {
    cache: new ResponseCache({ maxBytes: megabytes(READS_MB), ttlMs: TTL_MS, ...readCacheOptions }),
    keeps: enabled ? () => true : namesNoProduct,
  };
  for (const signal of changes) {
    signal.subscribe((scope) => {
      answers?.clear(scope);
      reads.cache.clear(scope);
      pages.clear(scope);
    });
  }
  return { answers, pages, reads };
}
