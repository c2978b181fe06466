import { expect, test } from './fixtures';
import { expectHeaderCount, hydrated } from './storefront-helpers';

test('favourites: add from a card, see them listed, remove them again', async ({ page }) => {
  await page.goto('/en');
  await hydrated(page);
  const card = page.getByRole('region', { name: 'Best offers' }).getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  const heart = card.getByRole('button', { name: `Add to favourites: ${title}` });

  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('status').filter({ hasText: `Added to favourites: ${title}` }),
  ).toBeVisible();
  await expectHeaderCount(page, /^Favourites/, 1);
  expect(await page.evaluate(() => localStorage.getItem('favoriteCount'))).toBe('1');

  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Favourites/ })
    .click();
  await expect(page).toHaveURL(/\/en\/favorites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  const listed = page.getByRole('main').getByRole('article');
  await expect(listed).toHaveCount(1);
  await expect(listed.getByRole('link', { name: title })).toBeVisible();

  // survives a reload, in another language too
  await page.goto('/ru/favorites');
  await hydrated(page);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);

  await page.goto('/en/favorites');
  await hydrated(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: `Add to favourites: ${title}` })
    .click();
  await expect(page.getByText('You have no favourites yet.')).toBeVisible();
  await expectHeaderCount(page, /^Favourites/, 0);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? 'null')),
  ).toEqual([]);
});

test('the basket toggle on a card adds and removes the product', async ({ page }) => {
  await page.goto('/en/products/5');
  await hydrated(page);
  const card = page.getByRole('main').getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  const toggle = card.getByRole('button', { name: `Add to basket: ${title}` });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('status').filter({ hasText: `Added to the basket: ${title}` }),
  ).toBeVisible();
  await expectHeaderCount(page, /^Basket/, 1);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expectHeaderCount(page, /^Basket/, 0);
});

test('the basket and favourites stay in sync across tabs', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/en/basket');
  await second.goto('/en/products/13');
  await hydrated(first);
  await hydrated(second);
  await expect(first.getByText('Your basket is empty.')).toBeVisible();

  const card = second.getByRole('main').getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: `Add to basket: ${title}` }).click();
  await card.getByRole('button', { name: `Add to favourites: ${title}` }).click();

  await expect(first.getByRole('spinbutton', { name: `Quantity: ${title}` })).toHaveValue('1');
  await expectHeaderCount(first, /^Basket/, 1);
  await expectHeaderCount(first, /^Favourites/, 1);

  await first.getByRole('button', { name: `Remove from the basket: ${title}` }).click();
  await expect(first.getByText('Your basket is empty.')).toBeVisible();
  await expectHeaderCount(second, /^Basket/, 0);
});
