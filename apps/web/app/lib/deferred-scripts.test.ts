import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { deferScriptsIn, wholeDocument, withDeferredScripts } from './deferred-scripts';

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
    expect(withDeferredScripts(head)).toBe(
      `<head>${font}` +
        '<link media="not all" rel="modulepreload" href="/assets/entry.client-B4soaCo_.js" nonce="n1"/>' +
        '<link media="not all" rel="modulepreload" href="/assets/framework-9-T74NZ7.js" nonce="n1"/>' +
        `${stylesheet}</head>`,
    );
  });

  it('are made inert in a document written in chunks split anywhere, inside a tag or a letter', async () => {
    const page = Buffer.from(`${head}<body>Ոսկի</body>`);
    const letter = page.indexOf('Ո') + 1; // between the two bytes of an Armenian letter
    const chunks = [page.subarray(0, 150), page.subarray(150, letter), page.subarray(letter)];
    const whole = new Promise<Buffer>((resolve, reject) =>
      Readable.from(chunks).pipe(wholeDocument(resolve, reject)),
    );
    const out = deferScriptsIn(await whole).toString('utf8');
    expect(out).toBe(withDeferredScripts(`${head}<body>Ոսկի</body>`));
    expect(out.match(/<link[^>]*modulepreload/g)).toHaveLength(2);
    expect(out).not.toMatch(/<link (?!media="not all")[^>]*modulepreload/);
  });

  it('fail the document when its destination errs', async () => {
    const failed = new Promise<Error>((resolve) => {
      wholeDocument(() => undefined, resolve).destroy(new Error('closed early'));
    });
    expect((await failed).message).toBe('closed early');
  });

  it('leave the module script to be inserted after the first paint, with its nonce and source', () => {
    const source = 'import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");</x>';
    const page = withDeferredScripts(
      `<body><p>Ոսկի</p><script nonce="n1" type="module" async="">${source}</script></body>`,
    );
    expect(page).not.toContain('type="module" async');
    expect(page).not.toContain('</x>');
    const inline = /^<body><p>Ոսկի<\/p><script nonce="n1">(.*)<\/script><\/body>$/.exec(page);
    expect(inline).not.toBeNull();
    // run it against a stand-in document: a frame, then a task, inserts the module script once
    const inserted: { type: string; nonce: string; textContent: string }[] = [];
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    new Function('document', 'requestAnimationFrame', 'setTimeout', inline![1]!)(
      {
        createElement: () => ({ type: '', nonce: '', textContent: '' }),
        body: { appendChild: (element: (typeof inserted)[number]) => inserted.push(element) },
      },
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => tasks.push(callback),
    );
    expect(inserted).toEqual([]);
    frames.forEach((frame) => frame());
    tasks.forEach((task) => task());
    expect(inserted).toEqual([{ type: 'module', nonce: 'n1', textContent: source }]);
  });
});

describe('a document deferred as bytes', () => {
  const script =
    '<script nonce="n1" type="module" async="">import("/assets/entry.client-2.js");</script>';
  const documents = {
    'a whole page': `<html>${head}<body><p>Ոսկի</p><script nonce="n1">x()</script>${script}</body></html>`,
    'no module script': `<html>${head}<body><p>Золото</p></body></html>`,
    'no preloads': `<html><head></head><body><p>Gold</p>${script}</body></html>`,
    neither: '<p>Ոսկի</p>',
  };

  it.each(Object.entries(documents))('comes out as the text would: %s', (_name, page) => {
    expect(deferScriptsIn(Buffer.from(page)).toString('utf8')).toBe(withDeferredScripts(page));
  });

  it('leaves the bytes between the preloads and the script as they were', () => {
    const page = Buffer.from(documents['a whole page']);
    const out = deferScriptsIn(page);
    const body = Buffer.from('<body><p>Ոսկի</p><script nonce="n1">x()</script>');
    expect(out.includes(body)).toBe(true);
    expect(out.toString()).not.toContain('type="module" async');
  });
});
