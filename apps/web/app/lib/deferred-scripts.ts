import { Writable } from 'node:stream';

/** React Router's module preloads, which React renders into the document's head. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * The document with its module preloads made inert: `media="not all"` matches no screen, so the
 * browser fetches nothing for them, yet React, which finds a head link by its href, rel, title and
 * crossorigin, still adopts each one when it hydrates. Taken out instead, React would create and
 * insert every one of them in the commit that ends hydration, a task a phone cannot spare.
 * React Router's module script is replaced by a script that inserts it after the first paint
 * (decision 0021).
 */
export function withDeferredScripts(html: string): string {
  return html
    .replace(MODULE_PRELOAD, (link) => link.replace('<link ', '<link media="not all" '))
    .replace(MODULE_SCRIPT, (_script, nonce: string, body: string) => afterFirstPaint(nonce, body));
}

/** React Router's module script at the end of the body, which imports the page's modules. */
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;

/**
 * React Router's module script, inserted only once the first frame has been painted (or after a
 * second, for a tab in the background, where frames wait until it is shown). Left in the page,
 * its modules could arrive before that paint on a fast connection, and Lighthouse then counts
 * all of them (they are fetched at high priority) in the chain to the first paint it simulates
 * for a slow phone: the same page measured FCP 0.8 s or 1.4 s by that race alone.
 */
function afterFirstPaint(nonce: string, body: string): string {
  const source = JSON.stringify(body).replace(/</g, '\\u003c');
  return (
    `<script nonce="${nonce}">(function(){var started=false;function start(){if(started)return;` +
    `started=true;var s=document.createElement("script");s.type="module";s.nonce=${JSON.stringify(nonce)};` +
    `s.textContent=${source};document.body.appendChild(s)}` +
    `requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,1000)})()</script>`
  );
}

const PRELOAD_LINK = Buffer.from('<link rel="modulepreload"');
const MODULE_SCRIPT_TYPE = Buffer.from('" type="module" async="">');
const SCRIPT_WITH_NONCE = Buffer.from('<script nonce="');
const SCRIPT_END = Buffer.from('</script>');

/**
 * `withDeferredScripts` on a document's bytes, decoding only the stretches it changes: the head
 * up to its last module preload, and the module script. The rest, most of a page (80 KB for the
 * home page), is copied as it is: decoding, searching and encoding all of it took a render
 * thread 2-3 ms per page. Every cut is at a `<` or after a `>`, so never inside a letter.
 */
export function deferScriptsIn(html: Buffer): Buffer<ArrayBuffer> {
  const lastPreload = html.lastIndexOf(PRELOAD_LINK);
  const preloadsEnd = lastPreload < 0 ? 0 : html.indexOf('>', lastPreload) + 1;
  const typed = html.indexOf(MODULE_SCRIPT_TYPE, preloadsEnd);
  const scriptStart = typed < 0 ? -1 : html.lastIndexOf(SCRIPT_WITH_NONCE, typed);
  const closing = typed < 0 ? -1 : html.indexOf(SCRIPT_END, typed);
  if (scriptStart < preloadsEnd || closing < 0) {
    // not the shape React Router renders: the whole document, as text
    return Buffer.from(withDeferredScripts(html.toString('utf8')));
  }
  const scriptEnd = closing + SCRIPT_END.length;
  const changed = (start: number, end: number) =>
    Buffer.from(withDeferredScripts(html.toString('utf8', start, end)));
  return Buffer.concat([
    changed(0, preloadsEnd),
    html.subarray(preloadsEnd, scriptStart),
    changed(scriptStart, scriptEnd),
    html.subarray(scriptEnd),
  ]);
}

/**
 * A destination for React's `pipe` that keeps the document's bytes and hands them over whole
 * when React ends it. A page is rendered whole before it is sent (onAllReady), so streaming its
 * chunks through a transform, a web stream and a `Response` reader only cost a render thread
 * copies and stream bookkeeping on every page.
 */
export function wholeDocument(
  done: (html: Buffer<ArrayBuffer>) => void,
  failed: (error: Error) => void,
) {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, next) {
      chunks.push(chunk);
      next();
    },
    final(next) {
      done(Buffer.concat(chunks));
      next();
    },
  }).on('error', failed);
}
