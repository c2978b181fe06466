import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface ResponseCacheOptions {
  /** Total length of the cached bodies (about their memory); least recently used go first. */
  maxBytes: number;
  /**
   * Longest life of an answer. Writes on this instance clear the cache at once; the TTL bounds
   * how long another instance behind the same load balancer may answer from before them.
   */
  ttlMs: number;
  now?: () => number;
}

interface Entry {
  body: string;
  expires: number;
}

/**
 * Serialized answers by request URL, least recently used first out. `clear()` starts a new
 * generation: an answer computed before it (from the old catalogue) is not stored after it.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private generation = 0;

  constructor(private readonly options: ResponseCacheOptions) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  get current(): number {
    return this.generation;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) {
      this.bytes -= entry.body.length;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.body;
  }

  /** Stores `body` unless the cache was cleared since `generation` was read. */
  set(key: string, body: string, generation: number): void {
    if (generation !== this.generation || body.length > this.options.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.body.length;
      this.entries.delete(key);
    }
    this.entries.set(key, { body, expires: this.now() + this.options.ttlMs });
    this.bytes += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }
}

/**
 * Answers the storefront's GET requests of a plugin from `cache` (every visitor gets the same
 * bytes until the catalogue changes). Staff requests (they see unavailable products too) and
 * answers other than 200 bypass it.
 */
export function serveFromCache(app: FastifyInstance, cache: ResponseCache): void {
  const started = new WeakMap<FastifyRequest, number>();
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || request.staff) return;
    const body = cache.get(request.url);
    if (body === undefined) {
      started.set(request, cache.current);
      return;
    }
    reply.header('x-cache', 'hit').type('application/json; charset=utf-8');
    return reply.send(body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const generation = started.get(request);
    if (generation !== undefined && reply.statusCode === 200 && typeof payload === 'string') {
      cache.set(request.url, payload, generation);
    }
    return payload;
  });
}
