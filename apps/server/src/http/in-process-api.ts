import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CACHE_TAGS_HEADER, parseTags } from './cache-tags.ts';
import type { Read, ReadApi } from './render-reads.ts';

/**
 * Lets the requests that came meanwhile (most of them pages served from memory) go first. A
 * render's reads and React's work otherwise follow each other in one run of promise callbacks,
 * holding the thread for the whole render, or two (renders run two at once).
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One API request through Fastify's `inject`: no socket, same semantics. `remoteAddress` is the
 * visitor's, for a page rendered for one visitor: the API's per-address limits then count that
 * visitor (a contact form posted without JavaScript), not the shop itself.
 */
async function inject(
  app: FastifyInstance,
  url: string,
  init: RequestInit,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  const headers = Object.fromEntries(new Headers(init.headers).entries());
  await nextTurn();
  return app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url,
    headers,
    payload: typeof init.body === 'string' ? init.body : undefined,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

const bodyless = (status: number) => status === 204 || status === 304;

/** Calls the API in-process as `fetch` does, for the loaders and actions of a visitor's page. */
export function inProcessFetch(app: FastifyInstance, remoteAddress?: string) {
  return async (url: string, init: RequestInit = {}): Promise<Response> => {
    const res = await inject(app, url, init, remoteAddress);
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value])
        responseHeaders.append(name, String(v));
    }
    return new Response(bodyless(res.statusCode) ? null : res.rawPayload, {
      status: res.statusCode,
      headers: responseHeaders,
    });
  };
}

const single = (value: string | string[] | number | undefined): string | undefined =>
  value === undefined ? undefined : String(Array.isArray(value) ? value[0] : value);

/**
 * Reads the API in-process for a shared page's loaders, keeping of the answer only what they
 * use (its status, body and content type) and the cache tags it names. A shared render reads
 * the API a few times per page, and each header kept would be copied to the render thread and
 * read back there.
 */
export function inProcessReads(app: FastifyInstance): ReadApi {
  return async (url, init = {}): Promise<Read> => {
    const res = await inject(app, url, init);
    const type = single(res.headers['content-type']);
    return {
      status: res.statusCode,
      headers: type === undefined ? [] : [['content-type', type]],
      body: bodyless(res.statusCode) ? new ArrayBuffer(0) : new Uint8Array(res.rawPayload).buffer,
      tags: parseTags(single(res.headers[CACHE_TAGS_HEADER])),
    };
  };
}
