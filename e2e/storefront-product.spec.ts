import { expect, test } from './fixtures';
import { hydrated } from './storefront-helpers';

test('the product page: details in each language, and a main image loaded first', async ({
  page,
}) => {
  await page.goto('/ru/product/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/«Арагац»/);
  const main = page.getByRole('main');
  for (const label of ['Модель', 'Металл', 'Вес', 'Проба', 'Наличие']) {
    await expect(main.getByRole('term').filter({ hasText: label })).toBeVisible();
  }
  await expect(main.getByRole('definition').filter({ hasText: /^\d+,\d+ г$/ })).toBeVisible();
  await expect(main.getByText('В наличии')).toBeVisible();

  const image = main.locator('img[fetchpriority="high"]');
  await expect(image).toHaveCount(1);
  await expect(image).toHaveAttribute('width', /\d+/);
  await expect(image).toHaveAttribute('height', /\d+/);
  await expect(image).toHaveAttribute(
    'srcset',
    /-320\.webp 320w, .+-640\.webp 640w, .+\.webp 1280w/,
  );
  await expect(image).toHaveAttribute('sizes', /.+/);
});

test('the gallery: thumbnails by keyboard, and a zoom view', async ({ page }) => {
  await page.goto('/en/product/1');
  await hydrated(page);
  // the demo's pieces have their main photo and two or three more
  const thumbs = page.getByRole('list', { name: 'All photos' }).getByRole('button');
  await expect(thumbs.nth(2)).toBeVisible();
  const count = await thumbs.count();
  await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true');

  await thumbs.nth(0).focus();
  await page.keyboard.press('ArrowRight');
  await expect(thumbs.nth(1)).toBeFocused();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  // past the last photo, the first again
  for (let n = 2; n <= count; n++) await page.keyboard.press('ArrowRight');
  await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true');

  await page.getByRole('button', { name: new RegExp(`photo 1 of ${count} Zoom$`) }).click();
  const zoom = page.getByRole('dialog', { name: /^Photos: / });
  await expect(zoom).toBeVisible();
  await expect(zoom.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(zoom.getByRole('img', { name: `photo 2 of ${count}` })).toBeVisible();
  const fullSize = zoom.getByRole('button', { name: 'Full size' });
  await fullSize.click();
  await expect(fullSize).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(zoom).toBeHidden();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
});

test('product cards: sized images with a srcset, and links prefetched within 200px of the viewport', async ({
  page,
}) => {
  const height = 700;
  await page.setViewportSize({ width: 1280, height });
  const prefetched = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.data')) prefetched.add(pathname.replace(/\.data$/, ''));
  });
  await page.goto('/en/products/1');
  await hydrated(page);
  const images = page.getByRole('main').locator('article img');
  await expect(images.first()).toHaveAttribute('width', '640');
  await expect(images.first()).toHaveAttribute('height', '640');
  await expect(images.first()).toHaveAttribute('srcset', /320w.+640w.+1280w/);

  const links = await page
    .getByRole('main')
    .locator('article h2 a')
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ href: a.getAttribute('href')!, top: a.getBoundingClientRect().top })),
    );
  const near = links.filter((link) => link.top < height + 150);
  const far = links.filter((link) => link.top > height + 250);
  expect(near.length).toBeGreaterThan(0);
  expect(far.length).toBeGreaterThan(0);
  for (const { href } of near) await expect.poll(() => prefetched.has(href)).toBe(true);
  for (const { href } of far) expect(prefetched.has(href)).toBe(false);

  await page.mouse.wheel(0, 2000);
  for (const { href } of far) await expect.poll(() => prefetched.has(href)).toBe(true);
  await page.getByRole('link', { name: 'Wedding band “Tatev”' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wedding band “Tatev”' })).toBeVisible();
});
