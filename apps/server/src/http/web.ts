import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';

const YEAR = 365 * 24 * 3600;

/** Calls the API in-process, for the web app's server loaders: no socket, same semantics. */
export function inProcessFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit = {}): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value])
        responseHeaders.append(name, String(v));
    }
    const bodyless = res.statusCode === 204 || res.statusCode === 304;
    return new Response(bodyless ? null : res.rawPayload, {
      status: res.statusCode,
      headers: responseHeaders,
    });
  };
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody
      ? { body: Readable.toWeb(request.body as Readable) as ReadableStream, duplex: 'half' }
      : {}),
  } as RequestInit);
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

/**
 * Serves the React Router build: hashed assets with immutable caching, and every other page
 * rendered on the server. Its loaders reach the API through `context.api`.
 */
export async function registerWebApp(
  app: FastifyInstance,
  buildDir: string,
  publicUrl: string,
): Promise<void> {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  const clientDir = path.join(buildDir, 'client');
  if (!existsSync(serverEntry)) {
    throw new Error(`The web app is not built (${serverEntry} missing): run npm run build`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const api = inProcessFetch(app);

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
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
    web.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    web.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        const response = await handle(toWebRequest(request, reply), { api, publicUrl });
        return sendWebResponse(reply, response);
      },
    });
  });
}
