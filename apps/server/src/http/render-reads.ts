import { CACHE_TAGS_HEADER, parseTags, type CacheTags } from './cache-tags.ts';
import { carry, responseOf, type Carried } from './render-protocol.ts';
import type { ResponseCache } from './response-cache.ts';

/** An API answer a shared page's loader read, kept whole (a Response copies its body). */
export interface Read extends Carried {
  tags: CacheTags;
}

export const readCacheOptions = {
  sizeOf: (read: Read) => read.body.byteLength,
  tagsOf: (read: Read) => read.tags,
};

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** A GET that says nothing but what it accepts (the loaders' `getJson`): the same for anyone. */
const plain = (init: RequestInit) =>
  (init.method ?? 'GET') === 'GET' &&
  init.body === undefined &&
  [...new Headers(init.headers).keys()].every((name) => name === 'accept');

/**
 * The API as shared pages' loaders read it, answering again from `reads` what an earlier render
 * read (docs/decisions/0043). Every shared render asks the shop's menu, rates, contacts and
 * payment methods; each read through Fastify's `inject` costs about a millisecond of the main
 * thread even when the answer is remembered. Kept: anonymous GETs answered 200, under the URL
 * the loader asked, cleared with the pages (the same change signals, the same tags, the same
 * TTL), so a page rendered after a change reads what changed.
 */
export function rememberingReads(fetch: Fetch, reads: ResponseCache<Read>): Fetch {
  return async (url, init = {}) => {
    if (!plain(init)) return fetch(url, init);
    const kept = reads.get(url);
    if (kept) return responseOf(kept);
    const generation = reads.current;
    const response = await fetch(url, init);
    if (response.status !== 200) return response;
    const tags = parseTags(response.headers.get(CACHE_TAGS_HEADER));
    const read = { ...(await carry(response)), tags };
    reads.set(url, read, generation);
    return responseOf(read);
  };
}
