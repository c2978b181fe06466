import { type CacheTags } from './cache-tags.ts';
import { answerOf, type Carried, type LoaderAnswer } from './render-protocol.ts';
import type { ResponseCache } from './response-cache.ts';

/** An API answer a shared page's loader read, kept whole, with the cache tags it names. */
export interface Read extends Carried {
  tags: CacheTags;
}

/** The API as shared pages' loaders read it (docs/decisions/0043). */
export type ReadApi = (url: string, init?: RequestInit) => Promise<Read>;

export const readCacheOptions = {
  sizeOf: (read: Read) => read.body.byteLength,
  tagsOf: (read: Read) => read.tags,
};

/** A GET that says nothing but what it accepts (the loaders' `getJson`): the same for anyone. */
const plain = (init: RequestInit) =>
  (init.method ?? 'GET') === 'GET' &&
  init.body === undefined &&
  [...new Headers(init.headers).keys()].every((name) => name === 'accept');

/** Where shared renders' reads are kept, and which of them. */
export interface ReadMemory {
  cache: ResponseCache<Read>;
  keeps: (answer: Read) => boolean;
}

/**
 * An answer that names no product: the shop's own data (menu, rates, contacts, texts), which
 * only staff change and every change clears. With the response cache off these are still kept,
 * so an uncached page costs what a page nobody asked for costs in a running shop.
 */
export const namesNoProduct = (answer: Read) => answer.tags.size === 0;

/**
 * `read`, answering again from `memory` what an earlier render read (docs/decisions/0043). Every
 * shared render asks the shop's menu, rates, contacts and payment methods; each read through
 * Fastify's `inject` costs about a millisecond of the main thread even when the answer is
 * remembered. Kept: anonymous GETs answered 200 that `memory.keeps`, under the URL the loader
 * asked, cleared with the pages (the same change signals, the same tags, the same TTL), so a
 * page rendered after a change reads what changed. A kept answer is shared: its body must not
 * be transferred.
 */
export function rememberingReads(read: ReadApi, { cache, keeps }: ReadMemory): ReadApi {
  return async (url, init = {}) => {
    if (!plain(init)) return read(url, init);
    const kept = cache.get(url);
    if (kept) return kept;
    const generation = cache.current;
    const answer = await read(url, init);
    if (answer.status === 200 && keeps(answer)) cache.set(url, answer, generation);
    return answer;
  };
}

/** `read`, adding the tags of every answer it gets to `into`. */
export function collectingTags(read: ReadApi, into: Set<string>): ReadApi {
  return async (url, init) => {
    const answer = await read(url, init);
    for (const tag of answer.tags) into.add(tag);
    return answer;
  };
}

/** The reads as loaders read them (`context.api`), for a render in this thread. */
export const loaderApiOf =
  (read: ReadApi) =>
  async (url: string, init?: RequestInit): Promise<LoaderAnswer> =>
    answerOf(await read(url, init));
