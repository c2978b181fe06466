import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import pLimit from 'p-limit';
import { matchStorefrontPath } from '@voski/contract';
import { bodyLimits } from './body-limits.ts';
import { CACHE_TAGS_HEADER, formatTags } from './cache-tags.ts';
import { CSP_HEADER, newNonce, pagePolicy } from './content-security-policy.ts';
import { busyPage } from './render-budget.ts';
import {
  isHtml,
  pageHandler,
  type PageCache,
  type PageRenderer,
  type RenderBudget,
} from './page-cache.ts';
import { inProcessFetch, inProcessReads, nextTurn } from './in-process-api.ts';
import {
  collectingTags,
  loaderApiOf,
  rememberingReads,
  type ReadApi,
  type ReadMemory,
} from './render-reads.ts';
import { carry, headerOf, type Carried } from './render-protocol.ts';
import { renderThreadEntry, RenderThreads } from './render-threads.ts';
import { loadWebBuild } from './web-build.ts';

const YEAR = 365 * 24 * 3600;

/**
 * Shared pages rendered at once; the rest wait their turn. Rendered on the main thread, a render
 * holds the event loop for tens of milliseconds at a time, and a page answered from memory waits
 * behind every render chunk queued before it: two at a time keep that wait short while a
 * database read of one overlaps the other's rendering. In a render thread (docs/decisions/0043)
 * the main thread only answers the loaders' reads, about a millisecond each, and the render
 * thread sat idle while two renders both waited on the database: eight at once (per render
 * thread) rendered 17-28% more uncached pages a second, and random product pages at 100,000
 * products 30% more.
 */
const RENDERS_AT_ONCE = { mainThread: 2, renderThread: 8 };
/** Past this many waiting, a new render is answered 503 (the server is behind). */
const RENDERS_WAITING_MAX = 64;

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const body = request.body;
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(Buffer.isBuffer(body) ? { body } : {}),
  });
}

export interface WebAppOptions {
  /** The web app's build (apps/web/build). */
  buildDir: string;
  publicUrl: string;
  pages: PageCache;
  /** API answers kept for shared pages' loaders; none: every read goes to the API. */
  reads?: ReadMemory;
  /** What each client may have rendered; none: no limit. */
  budget?: RenderBudget;
  /** Threads shared pages are rendered in (docs/decisions/0043); none: the main thread. */
  renderThreads?: number;
  /** Quiet time after which a render thread collects its garbage (lib/idle-collection.ts). */
  idleGcMs?: number;
}

/**
 * Serves the React Router build: hashed assets with immutable caching, and every other page
 * rendered on the server, public pages through `pages`. Its loaders reach the API through
 * `context.api`.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { buildDir, publicUrl, pages, reads, budget, renderThreads = 0, idleGcMs = 0 }: WebAppOptions,
): Promise<void> {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  const clientDir = path.join(buildDir, 'client');
  if (!existsSync(serverEntry)) {
    throw new Error(`The web app is not built (${serverEntry} missing): run npm run build`);
  }
  const { build, handle } = await loadWebBuild(serverEntry);
  const api = inProcessReads(app);
  const sharedApi = reads ? rememberingReads(api, reads) : api;
  const turns = pLimit(
    renderThreads ? RENDERS_AT_ONCE.renderThread * renderThreads : RENDERS_AT_ONCE.mainThread,
  );
  const thread = renderThreads
    ? new RenderThreads(
        renderThreads,
        renderThreadEntry(),
        { serverEntry, publicUrl, idleGcMs },
        (message) => app.log.error(message),
      )
    : undefined;
  if (thread) {
    app.addHook('onClose', () => thread.close());
    await thread.ready;
  }
  // Every render gets a nonce of its own, and its policy names it; a shared page keeps both,
  // with the page, until a change renders it again (docs/decisions/0014).
  const renderShared = async (url: string, nonce: string, read: ReadApi): Promise<Carried> =>
    thread
      ? thread.render(url, nonce, read)
      : carry(
          await handle(new Request(new URL(url, publicUrl)), {
            api: loaderApiOf(read),
            publicUrl,
            nonce,
          }),
        );
  const renderer: PageRenderer = {
    // A shared page is rendered for the shop's own address with no visitor's headers, so
    // nothing a visitor sends (a Host, a header) can end up in what others are served.
    shared: (url) => {
      if (turns.pendingCount >= RENDERS_WAITING_MAX) {
        return carry(busyPage(matchStorefrontPath(new URL(url, publicUrl).pathname).locale));
      }
      // The whole body is made inside the turn: React renders while the stream is read, and
      // loaders' deferred reads end before it does.
      return turns(async () => {
        await nextTurn();
        const tags = new Set<string>();
        const nonce = newNonce();
        const page = await renderShared(url, nonce, collectingTags(sharedApi, tags));
        const headers = page.headers.filter(([name]) => name !== CSP_HEADER);
        if (isHtml(headerOf(page, 'content-type'))) headers.push([CSP_HEADER, pagePolicy(nonce)]);
        headers.push([CACHE_TAGS_HEADER, formatTags(tags)]);
        return { ...page, headers };
      });
    },
    own: async (request, reply) => {
      const nonce = newNonce();
      const context = { api: inProcessFetch(app, request.ip), publicUrl, nonce };
      const response = await handle(toWebRequest(request, reply), context);
      if (isHtml(response.headers.get('content-type'))) {
        response.headers.set(CSP_HEADER, pagePolicy(nonce));
      }
      return response;
    },
    routeIds: new Set(Object.keys(build.routes)),
  };

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    // the build writes .br and .gz copies of its text files (apps/web/vite/precompressed-assets.ts)
    preCompressed: true,
    setHeaders(reply, filePath) {
      const hashed = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
      reply.header(
        'cache-control',
        hashed ? `public, max-age=${YEAR}, immutable` : 'public, max-age=3600',
      );
    },
  });

  await app.register(async (web) => {
    web.removeAllContentTypeParsers();
    // A page's form (the contact form, a cancel) is small: read whole, within the limit.
    web.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, payload, done) =>
      done(null, payload),
    );
    web.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      bodyLimit: bodyLimits.pageForm,
      handler: pageHandler(pages, renderer, budget),
    });
  });
}
