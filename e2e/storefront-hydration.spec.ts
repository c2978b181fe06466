import { expect, test } from './fixtures';
import { expectHeaderCount } from './storefront-helpers';

// A browsing page hydrates in parts (decision 0023): the header, the footer and the page's larger
// sections are Suspense boundaries that React hydrates after the rest, each in a task of its own.

declare global {
  interface Window {
    /** Whether "Add to basket" had been hydrated when the test pressed it. */
    pressedHydrated?: boolean;
  }
}

/** Where React sent a boundary apart, for a script to move into place. */
const SENT_APART = /<template id="B:|<div hidden id="S:/;

test('every part of a browsing page is in its place in the HTML, none sent apart', async ({
  request,
}) => {
  const category = await (await request.get('/en/products/1')).text();
  const product = category.match(/href="(\/en\/product\/\d+)"/)?.[1];
  expect(product, 'a product link on the category page').toBeTruthy();
  for (const [url, parts] of [
    ['/en', 5], // header, footer, two product sections, the feed
    ['/en/products/1', 4], // header, footer, filters, grid
    [product!, 4], // header, footer, details, related products
    ['/en/basket', 2],
  ] as const) {
    const html = await (await request.get(url)).text();
    expect(html, url).not.toMatch(SENT_APART);
    expect(html.split('<!--$-->').length - 1, `${url} parts`).toBeGreaterThanOrEqual(parts);
  }
});

test('a press before its part of the page is hydrated still counts', async ({ page }) => {
  await page.goto('/en/products/1');
  const product = page.getByRole('main').getByRole('link').filter({ hasText: 'Tatev' }).first();
  const href = await product.getAttribute('href');
  // Presses "Add to basket" in the task that marks the page hydrated, before React hydrates the
  // product's details: React must hydrate them then and there and replay the press.
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      observer.disconnect();
      const add = [...document.querySelectorAll('button')].find(
        (button) => button.textContent?.trim() === 'Add to basket',
      );
      if (!add) return;
      window.pressedHydrated = Object.keys(add).some((key) => key.startsWith('__reactFiber'));
      add.click();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  // As on a phone: on a fast machine React can hydrate the details in the very task whose
  // end runs the observer, and the press would come too late to test anything.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(href!);
  await expect.poll(() => page.evaluate(() => window.pressedHydrated)).toBe(false);
  await expectHeaderCount(page, /^Basket/, 1);
  await expect(page.getByRole('status').filter({ hasText: 'Added to the basket' })).toBeVisible();
});
