import { expect, test } from './fixtures';
import { hydrated } from './storefront-helpers';

// The demo data has slides, a slogan and "follow us" posts; the home page shows each section
// only while its API answers.

test('the carousel: previous/next, arrow keys, a pause button, and it rotates by itself', async ({
  page,
}) => {
  await page.goto('/en');
  await hydrated(page);
  const carousel = page.getByRole('region', { name: 'Highlights' });
  // the slides not shown are hidden from assistive technology
  const slides = carousel.getByRole('group', { includeHidden: true });
  const count = await slides.count();
  expect(count).toBeGreaterThan(1);
  await expect(slides.first()).toHaveAccessibleName(`1 of ${count}`);
  // the first banner is the page's largest image: it loads first
  await expect(carousel.locator('img').first()).toHaveAttribute('fetchpriority', 'high');

  // it moves on at the staff's interval (the mouse is elsewhere)
  await expect(carousel.getByRole('group', { name: `2 of ${count}` })).toBeVisible({
    timeout: 8000,
  });

  const pause = carousel.getByRole('button', { name: 'Pause the slides' });
  await pause.click();
  await expect(carousel.getByRole('button', { name: 'Play the slides' })).toBeVisible();
  const next = carousel.getByRole('button', { name: 'Next slide' });
  const shown = async () =>
    carousel
      .locator('[aria-roledescription="slide"]')
      .evaluateAll((groups) =>
        groups.findIndex((group) => group.getAttribute('aria-hidden') !== 'true'),
      );
  const before = await shown();
  await next.click();
  expect(await shown()).toBe((before + 1) % count);
  await page.keyboard.press('ArrowLeft');
  expect(await shown()).toBe(before);
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  expect(await shown()).toBe((before - 1 + count) % count);

  // paused means paused
  const paused = await shown();
  await page.waitForTimeout(5500);
  expect(await shown()).toBe(paused);
});

test('the carousel stands still when the visitor prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/en');
  await hydrated(page);
  const carousel = page.getByRole('region', { name: 'Highlights' });
  await expect(carousel.getByRole('button', { name: 'Play the slides' })).toBeVisible();
  await page.waitForTimeout(5500);
  await expect(carousel.getByRole('group', { name: /^1 of/ })).not.toHaveAttribute(
    'aria-hidden',
    'true',
  );
});

test('the home page: best offers, slogan, new arrivals and the "follow us" feed', async ({
  page,
}) => {
  await page.goto('/ru');
  await expect(
    page.getByRole('region', { name: 'Лучшие предложения' }).getByRole('article'),
  ).not.toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Новинки' }).getByRole('article')).not.toHaveCount(
    0,
  );
  const followUs = page.getByRole('region', { name: 'Подписывайтесь на нас' });
  await expect(followUs.getByRole('link').first()).toHaveAttribute('href', /^https?:\/\//);
  await expect(followUs.getByRole('img').first()).toHaveAttribute('alt', /\S/);
});
