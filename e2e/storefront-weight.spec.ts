import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// What a storefront page makes a phone fetch before it can paint (issue 18, decision 0021): one
// stylesheet, the fonts its first screen shows, its main image first; its scripts (a handful,
// never another page's) only once the document is read, so they are not preloaded from the head.

/**
 * The most scripts a browsing page may load. The category and search pages load one more: the
 * filter panel, which only the two share and which every other page's shared chunk leaves out.
 */
const maxScripts = (route: string) => (route === 'category' || route === 'search' ? 11 : 10);

/** The storefront's page modules, from the route files: "home", "product", "blog-post" ... */
const routeNames = readdirSync(path.join(import.meta.dirname, '../apps/web/app/routes'))
  .filter((file) => file.endsWith('.tsx') && !file.startsWith('storefront-'))
  .map((file) => file.replace(/\.tsx$/, ''));

/** The page module an asset is named after (Vite names a route's chunk and CSS after it). */
function routeOf(href: string): string | undefined {
  const file = href.split(/[/#?]/).filter(Boolean).pop() ?? '';
  return routeNames.find((name) => new RegExp(`^${name}-[\\w-]{8}\\.(js|css)$`).test(file));
}

const LOCALES = [{ prefix: '' }, { prefix: '/en' }, { prefix: '/ru' }] as const;

async function browsingPages(request: APIRequestContext) {
  const products = (await (await request.get('/api/products/all')).json()) as {
    data: { id: number; categories: { category: { id: number } }[] }[];
  };
  const product = products.data.find((p) => p.categories.length > 0)!;
  return [
    { route: 'home', path: '', image: true },
    { route: 'category', path: `/products/${product.categories[0]!.category.id}`, image: true },
    { route: 'product', path: `/product/${product.id}`, image: true },
    { route: 'basket', path: '/basket', image: false },
  ];
}

/**
 * The font files the text on the first screen is set in, named like @fontsource's files
 * ("noto-sans-armenian-latin-600"), in any language: an English page's prices carry the dram
 * sign (Armenian) and its language switcher says "Հայ". A Cyrillic letter in the serif comes from Noto Serif (the Armenian serif has none); Cyrillic in
 * the sans face is the system's, as the Armenian sans has none either.
 */
function firstScreenFaces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faces = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const element = node.parentElement;
      if (!element || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.bottom <= 0 || box.top >= innerHeight) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      const family = style.fontFamily.split(',')[0]!.replace(/['"]/g, '').trim();
      const serif = family === 'Noto Serif Armenian';
      if (!serif && family !== 'Noto Sans Armenian') continue;
      const weight = serif || Number(style.fontWeight) > 500 ? 600 : 400;
      for (const letter of node.textContent) {
        const code = letter.codePointAt(0)!;
        const script =
          code >= 0x530 && code <= 0x58f
            ? 'armenian'
            : code >= 0x400 && code <= 0x45f
              ? 'cyrillic'
              : /\p{L}|\p{N}/u.test(letter) && code < 0x250
                ? 'latin'
                : undefined;
        if (!script) continue;
        if (script === 'cyrillic' && !serif) continue;
        const file = script === 'cyrillic' ? 'noto-serif' : family.toLowerCase().replace(/ /g, '-');
        faces.add(`${file}-${script}-${weight}`);
      }
    }
    return [...faces].sort();
  });
}

/**
 * The faces the page has set text in (a font only preloaded is fetched but never loaded as a
 * face), named like the files: family, the subset its unicode-range starts with, and weight.
 */
function usedFaces(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => {
        const range = face.unicodeRange.toUpperCase();
        const subset = range.includes('U+530-58F')
          ? 'armenian'
          : range.includes('U+400-45F')
            ? 'cyrillic'
            : range.startsWith('U+0-FF')
              ? 'latin'
              : 'other';
        return `${face.family.replace(/['"]/g, '').toLowerCase().replace(/ /g, '-')}-${subset}-${face.weight}`;
      }),
  );
}

/** The largest paint on the first screen, as the browser reported it, and how it was asked for. */
function largestPaint(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{
        tag: string;
        priority: string | null;
        loading: string | null;
        srcset: boolean;
      }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
          const element = entries.at(-1)?.element;
          resolve({
            tag: element?.tagName ?? 'none',
            priority: element?.getAttribute('fetchpriority') ?? null,
            loading: element?.getAttribute('loading') ?? null,
            srcset: Boolean(element?.getAttribute('srcset') && element.getAttribute('sizes')),
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

const fileStem = (url: string) =>
  (url.split('/').pop() ?? '').replace(/-normal-[\w-]+\.woff2$/, '');

declare global {
  interface Window {
    scriptsAtHydration?: string[];
    headLinksAdded?: string[];
  }
}

/**
 * Notes the scripts fetched by the time the page marks itself hydrated (root.tsx's effect), and
 * the module preloads scripts inserted into the head until then.
 */
function noteScriptsAtHydration() {
  window.headLinksAdded = [];
  new MutationObserver((records, observer) => {
    for (const record of records) {
      if (record.target !== document.head) continue;
      for (const node of record.addedNodes) {
        // the parser's own links are the inert ones: only script-made, fetching ones count
        if (node instanceof HTMLLinkElement && node.rel === 'modulepreload' && !node.media) {
          window.headLinksAdded!.push(node.href);
        }
      }
    }
    if (!document.documentElement?.dataset.hydrated) return;
    observer.disconnect();
    window.scriptsAtHydration = performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          (entry as PerformanceResourceTiming).initiatorType === 'script' ||
          entry.name.endsWith('.js'),
      )
      .map((entry) => entry.name);
  }).observe(document, { attributes: true, childList: true, subtree: true });
}

declare global {
  interface Window {
    documentRenders?: number;
    __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown;
  }
}

interface Fiber {
  type: unknown;
  memoizedProps: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
}

/**
 * Counts how often React renders the document's <html> element, through the hook React (also in
 * production) tells of every commit when React DevTools are there: hydration is one render, and
 * a value that differs between server and browser (a hook reading the browser) is a second one
 * of the whole page, at once, right after it.
 */
function countDocumentRenders() {
  window.documentRenders = 0;
  let lastProps: unknown;
  const htmlFiber = (fiber: Fiber | null): Fiber | null => {
    for (let node = fiber; node; node = node.sibling) {
      if (node.type === 'html') return node;
      const found = htmlFiber(node.child);
      if (found) return found;
    }
    return null;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    inject: () => 1,
    onCommitFiberRoot(_renderer: number, root: { current: Fiber }) {
      const html = htmlFiber(root.current);
      if (html && html.memoizedProps !== lastProps) {
        lastProps = html.memoizedProps;
        window.documentRenders! += 1;
      }
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
}

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

test('a browsing page preloads no scripts and links one stylesheet, none of another page', async ({
  request,
}) => {
  for (const { prefix } of LOCALES) {
    for (const { route, path: pagePath } of await browsingPages(request)) {
      const url = `${prefix}${pagePath}` || '/';
      const html = await (await request.get(url)).text();
      const stylesheets = [...html.matchAll(/<link[^>]* rel="stylesheet" href="([^"]+)"/g)].map(
        (m) => m[1]!,
      );
      // React Router's preloads stay for React to hydrate, inert: media="not all" fetches nothing
      expect(html, `${url} preloads modules`).not.toMatch(
        /<link (?![^>]*media="not all")[^>]*rel="modulepreload"/,
      );
      expect(stylesheets, `${url} stylesheets`).toHaveLength(1);
      expect(routeOf(stylesheets[0]!) ?? route, `${url} links another page's styles`).toBe(route);
      // the scripts still come: React Router's module script, which imports the page's modules,
      // is inserted by an inline script once the first frame is painted
      expect(html, `${url} has a module script of its own`).not.toMatch(
        /<script[^>]* type="module"/,
      );
      expect(html, url).toMatch(
        /<script nonce="[^"]+">[^<]*import \* as route0[^<]*requestAnimationFrame/,
      );
    }
  }
});

test('a browsing page on a phone fetches a few scripts of its own, the fonts its first screen shows and its main image first', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(noteScriptsAtHydration);
  await page.addInitScript(countDocumentRenders);
  for (const { prefix } of LOCALES) {
    for (const { route, path: pagePath, image } of await browsingPages(request)) {
      const url = `${prefix}${pagePath}` || '/';
      await page.goto(url);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await page.evaluate(() => document.fonts.ready);
      // what the page needed to come alive, not what it prefetches for the next page afterwards
      const scripts = await page.evaluate(() => window.scriptsAtHydration ?? []);

      expect(scripts.length, `${url} scripts: ${scripts.join(' ')}`).toBeLessThanOrEqual(
        maxScripts(route),
      );
      const owners = scripts.map(routeOf).filter((owner) => owner !== undefined);
      expect(owners, `${url} loads another page's code`).toEqual([route]);
      // idle: what hydration set off is done
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
      expect(await page.evaluate(() => window.documentRenders), `${url}: renders of <html>`).toBe(
        1,
      );
      // hydration adopts the document's head: it inserts none of the page's own module preloads
      // (links prefetched for the next page may come in the same frame)
      const added = await page.evaluate(() => window.headLinksAdded ?? []);
      const own = added.filter((href) => /\/entry\.client-/.test(href) || routeOf(href) === route);
      expect(own, `${url}: hydration inserted into the head`).toEqual([]);

      const preloaded = (
        await page
          .locator('head link[rel="preload"][as="font"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
      ).map(fileStem);
      const shown = await firstScreenFaces(page);
      expect(shown.length, url).toBeGreaterThan(0);
      expect(preloaded.toSorted(), `${url}: the fonts its first screen shows`).toEqual(
        expect.arrayContaining(shown),
      );
      // a preload is a request of its own: only the faces the page set text in count as used
      expect(await usedFaces(page), `${url}: every preloaded font is used`).toEqual(
        expect.arrayContaining(preloaded),
      );

      if (image) {
        await page.waitForFunction(() =>
          [...document.images]
            .filter((image) => image.fetchPriority === 'high')
            .every((image) => image.complete),
        );
        const largest = await largestPaint(page);
        expect(largest, `${url}: the largest paint is an image asked for first`).toEqual({
          tag: 'IMG',
          priority: 'high',
          loading: 'eager',
          srcset: true,
        });
      }
    }
  }
});

test('an empty basket says so at its first paint, before any script of the page has come', async ({
  page,
}) => {
  // the page's modules never arrive: what shows is the server's HTML and its inline probe
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/en/basket');
  await expect(page.getByText('Your basket is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();

  // a basket with a line waits for the scripts behind its skeleton, never claiming to be empty
  await page.evaluate(() =>
    localStorage.setItem('basket', JSON.stringify([{ id: 1, quantity: 1 }])),
  );
  await page.reload();
  await expect(page.locator('html')).not.toHaveAttribute('data-basket', 'empty');
  await expect(page.getByText('Your basket is empty')).toBeHidden();
});
