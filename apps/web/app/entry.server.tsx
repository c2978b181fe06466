import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { isStaffPath } from './lib/i18n/locale';
import { deferScriptsIn, wholeDocument } from './lib/deferred-scripts';

export const streamTimeout = 5_000;

/**
 * The server renders with this build's own React Router (its production files, vite.config.ts),
 * not a second copy resolved beside the server: a loader's `data()` and the handler that reads it
 * must be one module.
 */
export { createRequestHandler } from 'react-router';

/**
 * Renders the whole document before answering (onAllReady), for every client: storefront HTML
 * is meant to be cached per locale and path, so it must be complete, not streamed in parts.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  { nonce }: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    timer.unref();
    const { pipe, abort } = renderToPipeableStream(
      // React Router gives the nonce to <Scripts>, <ScrollRestoration> and its data scripts.
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // Every Suspense boundary in its place: a large one would otherwise be sent after the page
        // in a hidden element that a script moves in, so it would not show without scripts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          clearTimeout(timer);
          // staff pages show nothing until their scripts run, so they keep the preloads
          const staff = isStaffPath(new URL(request.url).pathname);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          const answer = (html: Buffer<ArrayBuffer>) =>
            resolve(
              new Response(staff ? html : deferScriptsIn(html), {
                headers: responseHeaders,
                status,
              }),
            );
          pipe(wholeDocument(answer, reject));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // errors before the shell is ready reach handleDocumentRequest, which logs them
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
