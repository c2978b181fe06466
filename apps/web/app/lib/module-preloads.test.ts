import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { modulePreloadStripper, withoutModulePreloads } from './module-preloads';

const head =
  '<head><link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-B4soaCo_.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/framework-9-T74NZ7.js" nonce="n1"/>' +
  '<link nonce="n1" rel="stylesheet" href="/assets/shop-BqPTL-We.css#"/></head>';

describe('module preloads', () => {
  it('are taken out of a document, and nothing else is', () => {
    expect(withoutModulePreloads(head)).toBe(
      '<head><link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
        '<link nonce="n1" rel="stylesheet" href="/assets/shop-BqPTL-We.css#"/></head>',
    );
  });

  it('are taken out of a streamed document split anywhere, inside a tag or a letter', async () => {
    const page = Buffer.from(`${head}<body>Ոսկի</body>`);
    const letter = page.indexOf('Ո') + 1; // between the two bytes of an Armenian letter
    const chunks = [page.subarray(0, 150), page.subarray(150, letter), page.subarray(letter)];
    const out = await text(Readable.from(chunks).pipe(modulePreloadStripper()));
    expect(out).toBe(withoutModulePreloads(`${head}<body>Ոսկի</body>`));
    expect(out).not.toContain('modulepreload');
  });
});
