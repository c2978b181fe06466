import { Transform } from 'node:stream';

/** React Router's module preloads, which React renders into the document's head. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * The document with its module preloads made inert: `media="not all"` matches no screen, so the
 * browser fetches nothing for them, yet React, which finds a head link by its href, rel, title and
 * crossorigin, still adopts each one when it hydrates. Taken out instead, React would create and
 * insert every one of them in the commit that ends hydration, a task a phone cannot spare.
 */
export function withInertModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, (link) => link.replace('<link ', '<link media="not all" '));
}

/**
 * Passes a storefront document on with its module preloads inert (decision 0021). The page is
 * complete HTML that paints and links without scripts; preloaded in the head, React and the page's
 * modules (about 140 KB gzip) share a phone's connection with the stylesheet, fonts and the main
 * image before the first paint. Without them the scripts are fetched when the parser reaches React
 * Router's module script at the end of the body, after what the first screen needs.
 * The document is rendered whole before it is sent (onAllReady), so holding it back costs nothing.
 */
export function inertModulePreloads(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    flush(done) {
      done(null, withInertModulePreloads(Buffer.concat(chunks).toString('utf8')));
    },
  });
}
