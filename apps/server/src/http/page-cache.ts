import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import {
  defaultLocale,
  matchStorefrontPath,
  normalizeQueryString,
  normalizeStorefrontUrl,
  type Locale,
  type QuerySpec,
} from '@voski/contract';
import type { ChangeScope } from '../lib/change-signal.ts';
import { CACHE_TAGS_HEADER, parseTags, type CacheTags } from './cache-tags.ts';
import { carry, headerOf, type Carried } from './render-protocol.ts';
import { ResponseCache } from './response-cache.ts';

/**
 * Browsers check back every time (a 304 costs next to nothing, and staff see their edit at
 * once); a CDN may answer from its copy for a minute, and for five more while it fetches a
 * fresh one, which keeps bursts of visitors off this server.
 */
export const PUBLIC_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';

/** How a request for a page is answered: rendered for each visitor, or shared by all. */
export type PagePlan =
  | { kind: 'private' }
  /** `url`: the normalized address the page is rendered for; it is also the cache key. */
  | { kind: 'public'; url: string };

/**
 * Every unknown path of a locale shows the same not-found page, rendered once for this address
 * (which no page has) and kept under it: a walk over random paths stores nothing more.
 */
export function notFoundUrl(locale: Locale, data: boolean): string {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  return `${prefix}/__not-found${data ? '.data' : ''}`;
}

const isNotFoundUrl = (url: string) => /\/__not-found(?:\.data)?$/.test(url);

const DATA_SUFFIX = /(?:\/_root)?\.data$/;
/** React Router's client navigations name the routes whose data they want. */
const dataQuery: QuerySpec = { _routes: 'one' };

/**
 * Public storefront pages are the same for every visitor of a locale: basket, favourites and
 * currency live in the browser. Staff carry their bearer token in an `Authorization` header
 * (the app's one cookie, the placing browser's order links, is for `/api/payment` only), so a
 * request with one is never shared.
 */
export function planPage(request: FastifyRequest, routeIds?: ReadonlySet<string>): PagePlan {
  if (request.method !== 'GET' && request.method !== 'HEAD') return { kind: 'private' };
  if (request.headers.authorization !== undefined) return { kind: 'private' };
  const { pathname, search } = new URL(request.url, 'http://page.invalid');
  // `/en/products/3.data?_routes=…`: the data of a client-side navigation to that page.
  const pagePath = DATA_SUFFIX.test(pathname) ? pathname.replace(DATA_SUFFIX, '') || '/' : null;
  const { rule, page, locale } = matchStorefrontPath(pagePath ?? pathname);
  if (rule.caching === 'private') return { kind: 'private' };
  if (page === 'not-found') return { kind: 'public', url: notFoundUrl(locale, pagePath !== null) };
  if (pagePath === null) return { kind: 'public', url: normalizeStorefrontUrl(pathname, search) };
  const params = new URLSearchParams(search);
  const routes = params.get('_routes');
  if (routes !== null && routeIds) params.set('_routes', knownRoutes(routes, routeIds));
  const query = normalizeQueryString(params, { ...rule.query, ...dataQuery });
  return { kind: 'public', url: query ? `${pathname}?${query}` : pathname };
}

/**
 * The route ids of a data request that the app has, sorted: React Router loads only those, so
 * ids it does not know change nothing, and must not make a new cache entry each. None known
 * keeps one id no route has (an empty list would ask for every route's data).
 */
function knownRoutes(value: string, routeIds: ReadonlySet<string>): string {
  const known = [...new Set(value.split(','))].filter((id) => routeIds.has(id)).sort();
  return known.length ? known.join(',') : '-';
}

type Encoding = 'br' | 'gzip';

/** Lets a render go ahead (undefined), or answers what to send instead. */
type Admit = () => Promise<Response | undefined>;

/** A rendered page as every visitor gets it. */
export interface Page {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The body's hash: a strong validator of the identity body. */
  hash: string;
  /** False when it may not be shared or kept (an error, a redirect, a cookie). */
  shareable: boolean;
  /** What it shows: the tags of the API answers its render read. */
  tags: CacheTags;
  /** Compressed bodies, made on first demand and kept with the page. */
  encoded: Map<Encoding, Promise<Buffer>>;
  encodedBytes: number;
}

/** Headers this module sets itself, or that do not describe a stored body. */
const OWN_HEADERS = new Set([
  'cache-control',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'transfer-encoding',
  'vary',
  CACHE_TAGS_HEADER,
]);

/** True for an HTML page's content type: such a page gets its CSP, and may be a shared 404. */
export const isHtml = (contentType: string | null | undefined): boolean =>
  /^text\/html\b/.test(contentType ?? '');

/** The page a render answered, as it is kept and sent (its body is not copied). */
export function readPage(rendered: Carried): Page {
  const body = Buffer.from(rendered.body);
  const headers = rendered.headers.filter(([name]) => !OWN_HEADERS.has(name));
  // A 404 is shared when it is the storefront's own not-found page (an unknown path).
  const kept =
    rendered.status === 200 ||
    (rendered.status === 404 && isHtml(headerOf(rendered, 'content-type')));
  return {
    status: rendered.status,
    headers,
    body,
    hash: createHash('sha1').update(body).digest('base64url'),
    shareable: kept && headerOf(rendered, 'set-cookie') === undefined,
    tags: parseTags(headerOf(rendered, CACHE_TAGS_HEADER)),
    encoded: new Map(),
    encodedBytes: 0,
  };
}

/** About the memory a page takes. */
const pageBytes = (page: Page) => page.body.length + page.encodedBytes + 512;

const COMPRESSIBLE = /^(?:text\/|application\/(?:xml|json))/;
/** Smaller bodies are sent as they are, as @fastify/compress does (its threshold). */
const COMPRESS_MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Each page is compressed once for all its visitors, so a better ratio than the per-response
// compressor's (quality 4) is affordable: quality 6 is ~1.4 ms for 84 KB, 20% smaller; 9 and
// above cost 10-90 ms for a few percent more.
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
  gzip: (body) => gzip(body),
};

/** The encoding to send: brotli, else gzip, else none, as the client accepts them. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (name: Encoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).find(accepts);
}

function etagOf(page: Page, encoding: Encoding | undefined): string {
  return encoding ? `"${page.hash}-${encoding}"` : `"${page.hash}"`;
}

/** True when `If-None-Match` names this page in any of its encodings (a weak comparison). */
export function matchesEtag(ifNoneMatch: string | undefined, page: Page): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag.replace(/^"|"$/g, '').replace(/-(?:br|gzip)$/, '') === page.hash;
  });
}

export interface PageCacheOptions {
  /** Off: every request renders (the headers and 304s stay). */
  enabled: boolean;
  maxBytes: number;
  /** Bounds how long another instance's change may go unseen here. */
  ttlMs: number;
  now?: () => number;
}

/**
 * Server-rendered storefront pages kept in memory by normalized URL, least recently used out,
 * each dropped when what it shows changes. Concurrent requests for a page being rendered wait
 * for that render.
 */
export class PageCache {
  private readonly pages: ResponseCache<Page>;
  private readonly rendering = new Map<string, Promise<Page>>();

  constructor(private readonly options: PageCacheOptions) {
    this.pages = new ResponseCache<Page>({
      ...options,
      sizeOf: pageBytes,
      tagsOf: (page) => page.tags,
    });
  }

  /** The bytes of pages it keeps at most. */
  get maxBytes(): number {
    return this.pages.maxBytes;
  }

  get size(): number {
    return this.pages.size;
  }

  get usedBytes(): number {
    return this.pages.usedBytes;
  }

  /** Drops every page, or with a scope the pages it touches. */
  clear(scope?: ChangeScope): void {
    this.pages.clear(scope);
    // Renders already running may have read the old data (what they show is known only once
    // they end, and then only those the change does not touch are kept): later requests
    // render anew.
    this.rendering.clear();
  }

  /**
   * The page at `url`, from memory, from a render under way, or rendered now. `admit` is asked
   * before a render of this request's own (not before a hit, nor before joining another's
   * render); the answer it may give instead is sent in the page's place.
   */
  async fetch(
    url: string,
    render: () => Promise<Carried>,
    admit?: Admit,
  ): Promise<{ page: Page; hit: boolean }> {
    if (!this.options.enabled) {
      const refused = await admit?.();
      return { page: readPage(refused ? await carry(refused) : await render()), hit: false };
    }
    const found = this.found(url);
    if (found) return { page: await found, hit: true };
    if (admit) {
      const refused = await admit();
      if (refused) return { page: readPage(await carry(refused)), hit: false };
      // While admit was asked, another request may have started (or finished) this render.
      const since = this.found(url);
      if (since) return { page: await since, hit: true };
    }
    const generation = this.pages.current;
    const rendered = render().then(readPage);
    this.rendering.set(url, rendered);
    try {
      const page = await rendered;
      // A missing product or post is not kept (each would push a page out of memory); the
      // unknown paths' one not-found page is.
      const kept = page.status === 200 || isNotFoundUrl(url);
      if (page.shareable && kept) this.pages.set(url, page, generation);
      return { page, hit: false };
    } finally {
      if (this.rendering.get(url) === rendered) this.rendering.delete(url);
    }
  }

  private found(url: string): Page | Promise<Page> | undefined {
    return this.pages.get(url) ?? this.rendering.get(url);
  }

  /** The body to send for `encoding`, compressing it once per page. */
  async body(url: string, page: Page, encoding: Encoding | undefined): Promise<Buffer> {
    if (!encoding) return page.body;
    let encoded = page.encoded.get(encoding);
    if (!encoded) {
      encoded = compressors[encoding](page.body);
      page.encoded.set(encoding, encoded);
      const bytes = (await encoded).length;
      page.encodedBytes += bytes;
      if (this.options.enabled) this.pages.resized(url);
    }
    return encoded;
  }

  /**
   * Answers a public page: from the cache or rendered for its normalized URL, with a strong
   * ETag, a 304 when the client has it already, and the CDN-friendly Cache-Control.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
    render: () => Promise<Carried>,
    admit?: Admit,
  ): Promise<FastifyReply> {
    const { page, hit } = await this.fetch(url, render, admit);
    reply.code(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    if (!page.shareable) {
      reply.header('cache-control', PRIVATE_PAGE_CACHE_CONTROL);
      return reply.send(page.body);
    }
    const compressible =
      page.body.length >= COMPRESS_MIN_BYTES &&
      COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''));
    const encoding = compressible ? chooseEncoding(request.headers['accept-encoding']) : undefined;
    reply
      .header('cache-control', PUBLIC_PAGE_CACHE_CONTROL)
      .header('vary', 'accept-encoding')
      .header('etag', etagOf(page, encoding))
      .header('x-cache', hit ? 'hit' : 'miss');
    // Only a page that would be a 200 can be "not modified" (RFC 9110, 13.2.1).
    if (page.status === 200 && matchesEtag(request.headers['if-none-match'], page)) {
      for (const name of ['content-type', 'content-length']) reply.removeHeader(name);
      return reply.code(304).send();
    }
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(await this.body(url, page, encoding));
  }
}

/** How pages are rendered (React Router's request handler, or a stand-in in tests). */
export interface PageRenderer {
  /**
   * Renders `url` (path and query) as an anonymous GET: the same for every visitor. Its
   * `x-cache-tags` header says what the page shows (none: only a full clear drops it).
   */
  shared(url: string): Promise<Carried>;
  /** Renders the request as it came (method, headers, body), for this visitor only. */
  own(request: FastifyRequest, reply: FastifyReply): Promise<Response>;
  /** The app's route ids, which data requests may name (unknown: `_routes` kept as sent). */
  routeIds?: ReadonlySet<string>;
}

async function sendOwn(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  reply.header('cache-control', PRIVATE_PAGE_CACHE_CONTROL);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

/**
 * Spends one of the client's renders, or answers the refusal to send instead (a 429): asked
 * before a page is rendered for a request, never for a page served from memory.
 */
export type RenderBudget = (request: FastifyRequest) => Promise<Response | undefined>;

/** The storefront's route: public pages through `pages`, the others rendered per visitor. */
export function pageHandler(
  pages: PageCache,
  renderer: PageRenderer,
  budget: RenderBudget = async () => undefined,
): RouteHandlerMethod {
  return async (request, reply) => {
    const plan = planPage(request, renderer.routeIds);
    if (plan.kind === 'public') {
      return pages.send(
        request,
        reply,
        plan.url,
        () => renderer.shared(plan.url),
        () => budget(request),
      );
    }
    const refused = await budget(request);
    return sendOwn(reply, refused ?? (await renderer.own(request, reply)));
  };
}
