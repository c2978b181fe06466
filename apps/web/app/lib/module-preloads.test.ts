import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { inertModulePreloads, withInertModulePreloads } from './module-preloads';

const font =
  '<link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>';
const stylesheet = '<link nonce="n1" rel="stylesheet" href="/assets/shop-BqPTL-We.css#"/>';
const head =
  `<head>${font}` +
  '<link rel="modulepreload" href="/assets/entry.client-B4soaCo_.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/framework-9-T74NZ7.js" nonce="n1"/>' +
  `${stylesheet}</head>`;

describe('module preloads', () => {
  it('are made inert in a document, keeping what React matches them by, and nothing else changes', () => {
    expect(withInertModulePreloads(head)).toBe(
      `<head>${font}` +
        '<link media="not all" rel="modulepreload" href="/assets/entry.client-B4soaCo_.js" nonce="n1"/>' +
        '<link media="not all" rel="modulepreload" href="/assets/framework-9-T74NZ7.js" nonce="n1"/>' +
        `${stylesheet}</head>`,
    );
  });

  it('are made inert in a streamed document split anywhere, inside a tag or a letter', async () => {
    const page = Buffer.from(`${head}<body>Ոսկի</body>`);
    const letter = page.indexOf('Ո') + 1; // between the two bytes of an Armenian letter
    const chunks = [page.subarray(0, 150), page.subarray(150, letter), page.subarray(letter)];
    const out = await text(Readable.from(chunks).pipe(inertModulePreloads()));
    expect(out).toBe(withInertModulePreloads(`${head}<body>Ոսկի</body>`));
    expect(out.match(/<link[^>]*modulepreload/g)).toHaveLength(2);
    expect(out).not.toMatch(/<link (?!media="not all")[^>]*modulepreload/);
  });
});
