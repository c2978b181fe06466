import type { ChangeScope } from '../lib/change-signal.ts';

/**
 * What a cached answer or page shows, so that a change naming products drops only what shows
 * them (docs/decisions/0030). A product answer is tagged with the ids it holds; a page with the
 * tags of every API answer its render read.
 */
export type CacheTags = ReadonlySet<string>;

export const NO_TAGS: CacheTags = new Set();

export const productTag = (id: number) => `product:${id}`;

/** Shows products it cannot name (a streamed whole list): any product change touches it. */
export const ANY_PRODUCT = 'product:*';

/** True when a change of `scope` (none: everything) may have changed what `tags` describe. */
export function touches(scope: ChangeScope | undefined, tags: CacheTags): boolean {
  if (!scope) return true;
  return tags.has(ANY_PRODUCT) || scope.products.some((id) => tags.has(productTag(id)));
}

/**
 * The tags of a product answer, from the object about to be serialized: a product (bare or as
 * `data`) or a list of them as `data`. An answer holding no product (facets) gets none: what it
 * counts does not depend on stock.
 */
export function productTags(payload: unknown): CacheTags {
  const data = field(payload, 'data') ?? payload;
  const items: unknown[] = Array.isArray(data) ? data : [data];
  const tags = new Set<string>();
  for (const item of items) {
    const id = field(item, 'id');
    if (typeof id === 'number') tags.add(productTag(id));
  }
  return tags;
}

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/**
 * Carries an answer's tags to the in-process page render that read it, and a render's tags to
 * the page cache (which does not pass it on to visitors).
 */
export const CACHE_TAGS_HEADER = 'x-cache-tags';

export const formatTags = (tags: CacheTags): string => [...tags].join(' ');

export const parseTags = (header: string | null | undefined): CacheTags =>
  new Set(header ? header.split(' ').filter(Boolean) : []);
