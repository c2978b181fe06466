import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { normalizeQueryString, type QuerySpec } from '@voski/contract';
import type { ChangeScope } from '../lib/change-signal.ts';
import {
  ANY_PRODUCT,
  CACHE_TAGS_HEADER,
  formatTags,
  NO_TAGS,
  touches,
  type CacheTags,
} from './cache-tags.ts';

export interface ResponseCacheOptions<V> {
  /** Total size of the cached values (about their memory); least recently used go first. */
  maxBytes: number;
  /**
   * Longest life of an answer. Writes on this instance clear the cache at once; the TTL bounds
   * how long another instance behind the same load balancer may answer from before them.
   */
  ttlMs: number;
  now?: () => number;
  /** The size of a value in bytes; strings count their length. */
  sizeOf?: (value: V) => number;
  /** What a value shows, for clears of a scope; none: only a full clear drops it. */
  tagsOf?: (value: V) => CacheTags;
}

interface Entry<V> {
  value: V;
  size: number;
  expires: number;
}

const stringLength = (value: unknown) => (typeof value === 'string' ? value.length : 0);

/** Clears of a scope remembered for values being computed; an older one counts as a full clear. */
const SCOPED_CLEARS_KEPT = 64;

/**
 * Answers by key, least recently used first out. Each `clear()` starts a new generation: an
 * answer computed before it (from the old data) is not stored after it, unless the clear had a
 * scope that does not touch the answer.
 */
export class ResponseCache<V = string> {
  private readonly entries = new Map<string, Entry<V>>();
  private bytes = 0;
  private generation = 0;
  /** Values computed before this generation are not stored: a full clear came after them. */
  private floor = 0;
  private readonly scopedClears: { generation: number; scope: ChangeScope }[] = [];
  private readonly sizeOf: (value: V) => number;
  private readonly tagsOf: (value: V) => CacheTags;

  constructor(private readonly options: ResponseCacheOptions<V>) {
    this.sizeOf = options.sizeOf ?? stringLength;
    this.tagsOf = options.tagsOf ?? (() => NO_TAGS);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  get current(): number {
    return this.generation;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The largest value it keeps. */
  get maxBytes(): number {
    return this.options.maxBytes;
  }

  /** The total size of the values held. */
  get usedBytes(): number {
    return this.bytes;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) {
      this.bytes -= entry.size;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores `value` unless a clear since `generation` was read touches it. */
  set(key: string, value: V, generation: number): void {
    if (this.staleSince(generation, value)) return;
    const size = this.sizeOf(value);
    if (size > this.options.maxBytes) return;
    this.drop(key);
    this.entries.set(key, { value, size, expires: this.now() + this.options.ttlMs });
    this.bytes += size;
    this.evict();
  }

  /** Measures the value of `key` again after it grew in place (for example a new variant). */
  resized(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    const size = this.sizeOf(entry.value);
    this.bytes += size - entry.size;
    entry.size = size;
    if (size > this.options.maxBytes) this.drop(key);
    this.evict(key);
  }

  /** Drops everything, or with a scope the values it touches. */
  clear(scope?: ChangeScope): void {
    this.generation++;
    if (!scope) {
      this.floor = this.generation;
      this.scopedClears.length = 0;
      this.entries.clear();
      this.bytes = 0;
      return;
    }
    this.scopedClears.push({ generation: this.generation, scope });
    if (this.scopedClears.length > SCOPED_CLEARS_KEPT) {
      this.floor = this.scopedClears.shift()!.generation;
    }
    for (const [key, entry] of this.entries) {
      if (touches(scope, this.tagsOf(entry.value))) this.drop(key);
    }
  }

  private staleSince(generation: number, value: V): boolean {
    if (generation < this.floor) return true;
    for (let i = this.scopedClears.length - 1; i >= 0; i--) {
      const clear = this.scopedClears[i]!;
      if (clear.generation <= generation) break;
      if (touches(clear.scope, this.tagsOf(value))) return true;
    }
    return false;
  }

  private drop(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.bytes -= old.size;
    this.entries.delete(key);
  }

  /** Drops the least recently used entries (sparing `keep`) until the values fit. */
  private evict(keep?: string): void {
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      if (oldest === keep) continue;
      this.entries.delete(oldest);
      this.bytes -= entry.size;
    }
  }
}

const querySpecs = new WeakMap<object, QuerySpec | undefined>();

/**
 * The parameters a route reads: the keys of its zod `querystring` object, each taken as a set
 * of values. Undefined when the schema is not a plain object (then every parameter counts).
 */
function routeQuerySpec(schema: unknown): QuerySpec | undefined {
  if (!schema || typeof schema !== 'object') return {};
  if (!querySpecs.has(schema)) {
    const spec =
      schema instanceof z.ZodObject
        ? Object.fromEntries(Object.keys(schema.shape).map((name) => [name, 'many' as const]))
        : undefined;
    querySpecs.set(schema, spec);
  }
  return querySpecs.get(schema);
}

/**
 * The cache key of an API request: its path and the query parameters its route declares, in
 * one order, so `?utm_source=x&page=2` and `?page=2` are one answer. Only validated requests
 * get here, so the handler never saw what the key leaves out.
 */
export function answerKey(request: FastifyRequest): string {
  const [path = '', search = ''] = request.url.split('?', 2);
  const spec = routeQuerySpec(request.routeOptions.schema?.querystring);
  const params = new URLSearchParams(search);
  const query = normalizeQueryString(
    params,
    spec ?? Object.fromEntries([...params.keys()].map((name) => [name, 'many' as const])),
  );
  return query ? `${path}?${query}` : path;
}

/**
 * A storefront API answer as kept: its bytes and what it shows. Kept as UTF-8, not as the
 * serialized string: a text in Armenian or Russian is a two-byte string in V8, so the bytes take
 * about two thirds of its memory, and a socket writes them as they are, where a string is
 * encoded again on every send (0.5 ms for the old search's 148 KB, against 0.07 for its bytes).
 */
export interface Answer {
  body: Buffer;
  tags: CacheTags;
}

export const answerCacheOptions = {
  sizeOf: (answer: Answer) => answer.body.length,
  tagsOf: (answer: Answer) => answer.tags,
};

/**
 * Answers the storefront's GET requests of a plugin from `cache` (every visitor gets the same
 * bytes until the shop changes). Staff requests (they see unavailable products too) and
 * answers other than 200 bypass it. Each answer carries its tags (`tagsOf` the object it
 * serializes; one it streams shows any product) in a header, for the page rendered from it.
 */
export function serveFromCache(
  app: FastifyInstance,
  cache: ResponseCache<Answer>,
  tagsOf: (payload: unknown) => CacheTags,
): void {
  const started = new WeakMap<
    FastifyRequest,
    { key: string; generation: number; tags?: CacheTags }
  >();
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || request.staff) return;
    const key = answerKey(request);
    const answer = cache.get(key);
    if (answer === undefined) {
      started.set(request, { key, generation: cache.current });
      return;
    }
    reply
      .header('x-cache', 'hit')
      .header(CACHE_TAGS_HEADER, formatTags(answer.tags))
      .type('application/json; charset=utf-8');
    return reply.send(answer.body);
  });
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const miss = started.get(request);
    if (miss) miss.tags = tagsOf(payload);
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const miss = started.get(request);
    if (!miss || reply.statusCode !== 200) return payload;
    const tags = miss.tags ?? new Set([ANY_PRODUCT]);
    reply.header(CACHE_TAGS_HEADER, formatTags(tags));
    const keep = (body: Buffer) => cache.set(miss.key, { body, tags }, miss.generation);
    if (typeof payload === 'string') {
      // encoded once, for the cache and for this answer
      const body = Buffer.from(payload);
      keep(body);
      return body;
    }
    if (payload instanceof Readable) return keptWhileSent(payload, cache.maxBytes, keep);
    return payload;
  });
}

/**
 * A streamed answer (a whole product list) passed on as it comes, and handed to `keep` once
 * complete if it stayed within `limit` bytes.
 */
function keptWhileSent(stream: Readable, limit: number, keep: (body: Buffer) => void): Readable {
  return Readable.from(
    (async function* () {
      let parts: Buffer[] | null = [];
      let size = 0;
      for await (const chunk of stream) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
        size += bytes.length;
        if (parts && size <= limit) parts.push(bytes);
        else parts = null;
        yield bytes;
      }
      if (parts) keep(Buffer.concat(parts, size));
    })(),
    { objectMode: false },
  );
}
