import { expect, test } from './fixtures';
import { hydrated } from './storefront-helpers';

// A phone's first layout holds the first screen: product cards below it are laid out only when
// they come near (content-visibility: auto), and a card's focus ring is not clipped by that
// containment.

// A phone held sideways: Chromium lays out what is within one and a half screens of the viewport
// as well, and this keeps the home page's lower sections beyond that.
test.use({ viewport: { width: 390, height: 500 }, isMobile: true, hasTouch: true });

/** Whether Chromium skips the element's contents for now (content-visibility: auto). */
function skipped(element: Element): boolean {
  const content = element.firstElementChild;
  if (!content) throw new Error(`${element.tagName} has no content`);
  return !content.checkVisibility({ contentVisibilityAuto: true }) && content.checkVisibility();
}

/** The product grid's cards, each in its list item. */
const CARDS = 'main li:has(> article)';

test('cards below the first screen are laid out when they come near', async ({ page }) => {
  await page.goto('/en');
  await hydrated(page);
  const cards = page.locator(CARDS);
  expect(await cards.count()).toBeGreaterThan(6);
  const first = cards.first();
  const last = cards.last();
  expect(await first.evaluate(skipped)).toBe(false);
  expect(await last.evaluate(skipped)).toBe(true);
  // nothing is hidden from readers or from the keyboard meanwhile
  await expect(last.getByRole('link').first()).toHaveAccessibleName(/.+/);
  await last.getByRole('link').first().focus();
  await expect(last.getByRole('link').first()).toBeFocused();
  await expect.poll(() => last.evaluate(skipped)).toBe(false);
});

test("a card's focus ring is drawn inside what its containment paints", async ({ page }) => {
  await page.goto('/en/products/1');
  await hydrated(page);
  const link = page.locator(CARDS).first().getByRole('link').first();
  await page.keyboard.press('Tab');
  await link.focus();
  const fits = await link.evaluate((element) => {
    const item = element.closest('li')!;
    const card = element.closest('li > *')!;
    const ring = getComputedStyle(element, '::after');
    const reach =
      ring.outlineStyle === 'none'
        ? 0
        : parseFloat(ring.outlineWidth) + parseFloat(ring.outlineOffset);
    const box = card.getBoundingClientRect();
    const style = getComputedStyle(item);
    const clip = item.getBoundingClientRect();
    const inset = (side: 'Top' | 'Right' | 'Bottom' | 'Left') =>
      parseFloat(style[`border${side}Width`]);
    return {
      reach,
      box: [box.left, box.top, box.right, box.bottom],
      clip: [clip.left, clip.top, clip.right, clip.bottom],
      fits:
        box.left - reach >= clip.left + inset('Left') &&
        box.top - reach >= clip.top + inset('Top') &&
        box.right + reach <= clip.right - inset('Right') &&
        box.bottom + reach <= clip.bottom - inset('Bottom'),
    };
  });
  expect(fits.reach).toBeGreaterThan(0);
  expect(fits.fits, JSON.stringify(fits)).toBe(true);
});
