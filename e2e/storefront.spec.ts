import { expect, test } from './fixtures';
import { holdRequests, hydrated } from './storefront-helpers';

const pages = [
  { path: '/', lang: 'hy', menu: 'Մատանիներ' },
  { path: '/en', lang: 'en', menu: 'Rings' },
  { path: '/ru', lang: 'ru', menu: 'Кольца' },
];

for (const { path, lang, menu } of pages) {
  test(`the storefront at ${path} is in ${lang}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(
      page.getByRole('navigation').getByRole('link', { name: menu }).first(),
    ).toBeVisible();
  });
}

test('the server renders the page, with the right lang, before any script runs', async ({
  request,
}) => {
  for (const { path, lang, menu } of pages) {
    const html = await (await request.get(path)).text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(menu);
  }
});

test('switching language keeps the page', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('link', { name: 'Рус' }).first().click();
  await expect(page).toHaveURL(/\/ru\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('a first segment that names no language, or a page in another case, is no page', async ({
  page,
}) => {
  for (const path of ['/xx', '/hy/basket', '/xx/basket', '/EN', '/EN/basket', '/Basket']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hy');
    await expect(page.getByRole('navigation').first()).toBeVisible();
  }
});

test('an unknown page answers 404 inside the shop layout', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation').first()).toBeVisible();
});

test('the currency switcher stores the choice', async ({ page }) => {
  await page.goto('/en');
  await hydrated(page);
  const select = page.getByRole('combobox', { name: /currency/i });
  await select.selectOption('USD');
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('currentRate') ?? '{}').current),
    )
    .toBe('USD');
  await page.reload();
  await expect(page.getByRole('combobox', { name: /currency/i })).toHaveValue('USD');
});

test('a currency chosen before the page’s scripts have come is kept once they run', async ({
  page,
}) => {
  // The page's scripts are held back until the shopper has chosen in the server's HTML.
  const release = await holdRequests(page, '**/assets/*.js');
  await page.goto('/en/products/1', { waitUntil: 'commit' });
  const select = page.getByRole('combobox', { name: /currency/i });
  await select.selectOption('USD');
  await expect(page.getByRole('main')).not.toContainText('$');
  release();
  await hydrated(page);
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('currentRate') ?? '{}').current),
    )
    .toBe('USD');
  await expect(select).toHaveValue('USD');
  await expect(
    page
      .getByRole('main')
      .getByText(/\$\s?[\d,.]+/)
      .first(),
  ).toBeVisible();
});

test('a page downloads only its own language; switching fetches the next one', async ({
  page,
  request,
}) => {
  const products = (await (await request.get('/api/products/all')).json()) as {
    data: { id: number }[];
  };
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const loaded = (text: string) => scripts.some((script) => script.includes(text));

  await page.goto(`/product/${products.data[0]!.id}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('button', { name: 'Ավելացնել զամբյուղ', exact: true })).toBeVisible();
  expect(loaded('Ավելացնել զամբյուղ')).toBe(true);
  expect(loaded('Add to basket')).toBe(false);
  expect(loaded('Добавить в корзину')).toBe(false);

  // a move within the page's scripts (the document stays), which fetches the English catalog
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: 'Eng', exact: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expect(page.getByRole('button', { name: 'Add to basket', exact: true })).toBeVisible();
  // Messages with arguments, formatted in the browser from the pre-compiled catalog.
  await expect(page.getByRole('button', { name: /^Add to basket: .+/ }).first()).toBeAttached();
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(page.getByText(/^Added to the basket: .+/)).toBeVisible();
  expect(loaded('Add to basket')).toBe(true);
  expect(loaded('Добавить в корзину')).toBe(false);
  expect(errors).toEqual([]);
});
