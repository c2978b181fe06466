import { expect, test } from './fixtures';
import { hydrated } from './storefront-helpers';

test('search from the header: debounced, results as cards, and a "no results" message', async ({
  page,
}) => {
  await page.goto('/en/products/13');
  await hydrated(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const field = page.getByRole('searchbox', { name: 'Search products' });
  await expect(field).toBeFocused();

  await field.pressSequentially('tatev', { delay: 40 });
  await expect(page).toHaveURL(/\/en\/search\?query=tatev$/);
  await expect(field).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  const results = page.getByRole('main').getByRole('article');
  await expect(results.first()).toBeVisible();
  for (const title of await results.getByRole('heading').allTextContents()) {
    expect(title).toMatch(/Tatev/);
  }
  await expect(page.getByRole('status').filter({ hasText: /found for “tatev”/ })).toBeVisible();

  await field.fill('zzqqxx');
  await expect(page.getByText('Nothing was found for “zzqqxx”.', { exact: false })).toBeVisible();
  await expect(results).toHaveCount(0);
  await expect(page).toHaveURL(/query=zzqqxx$/);
});

test('the search page answers a query on its own, in each language', async ({ page }) => {
  await page.goto('/ru/search?query=%D0%BA%D0%BE%D0%BB%D1%8C%D1%86%D0%BE');
  await expect(page.getByRole('heading', { level: 1, name: 'Поиск' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Поиск товаров' })).toHaveValue('кольцо');

  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Որոնում' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
});

test('the search form works before scripts run (a plain GET)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/search');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('Garni');
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?query=Garni$/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await context.close();
});

test('search results narrowed by fineness: counted, shown as a chip, kept with the words', async ({
  page,
  request,
}) => {
  const facets = (
    (await (await request.get('/api/products/search/facets?query=ring')).json()) as {
      data: { total: number; respects: { respect: number; count: number }[] };
    }
  ).data;
  // the demo's rings come in more than one fineness: one of them narrows the list
  const narrower = facets.respects.find((r) => r.count > 0 && r.count < facets.total);
  expect(narrower, JSON.stringify(facets)).toBeDefined();
  const { respect, count } = narrower!;

  await page.goto('/en/search?query=ring');
  await hydrated(page);
  const results = page.getByRole('main').getByRole('article');
  await expect(page.getByRole('status').filter({ hasText: /found for “ring”/ })).toContainText(
    String(facets.total),
  );
  await page.getByRole('checkbox', { name: `${respect} (${count})` }).check();
  await expect(page).toHaveURL(new RegExp(`/en/search\\?query=ring&respect=${respect}$`));
  await expect(results).toHaveCount(Math.min(count, 24));
  await expect(page.getByRole('status').filter({ hasText: /found for “ring”/ })).toContainText(
    String(count),
  );
  const chip = page
    .getByRole('region', { name: 'Applied filters' })
    .getByRole('link', { name: `Remove the filter “${respect}”` });
  await chip.click();
  await expect(page).toHaveURL(/\/en\/search\?query=ring$/);
  await expect(page.getByRole('checkbox', { name: `${respect} (${count})` })).not.toBeChecked();

  // filters that leave nothing: said so, with a way back, and no near matches instead
  await page.goto('/en/search?query=ring&min=1900000000');
  await expect(page.getByText('No products match these filters.')).toBeVisible();
  await page
    .getByRole('main')
    .getByText('No products match these filters.')
    .locator('..')
    .getByRole('link', { name: 'Reset filters' })
    .click();
  await expect(page).toHaveURL(/\/en\/search\?query=ring$/);
  await expect(results.first()).toBeVisible();
});

test('the search filters work before scripts run: the plain form keeps the words', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/search?query=ring');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('checkbox').first().check();
  await filters.getByRole('button', { name: 'Show' }).click();
  // the words first (a hidden field), then the metal ticked
  await expect(page).toHaveURL(/\/en\/search\?query=ring&metal=/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await context.close();
});
