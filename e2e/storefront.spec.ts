import { expect, test } from '@playwright/test';

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

test('an unknown page answers 404 inside the shop layout', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation').first()).toBeVisible();
});

test('the currency switcher stores the choice', async ({ page }) => {
  await page.goto('/en');
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
