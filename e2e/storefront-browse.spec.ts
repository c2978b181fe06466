import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { apiToken, bearer, e2eAdmin } from './admin-helpers';
import { hydrated } from './storefront-helpers';

/**
 * A category large enough to page through: 60 pieces in "Lorvak" (two subcategories), priced
 * 10,000 + 1,000 × n, fineness 585 for even n and 750 for odd n; the first 30 are best offers
 * (more than the home page's section shows). Removed again afterwards.
 */
const OFFERS = 30;
const COUNT = 60;
const price = (n: number) => 10_000 + 1_000 * n;
const created: number[] = [];
let categories: number[] = [];
let top = 0;
let headers: Record<string, string>;

async function post(request: APIRequestContext, url: string, data: Record<string, unknown>) {
  const response = await request.post(url, { headers, data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

test.beforeAll(async ({ request }) => {
  headers = bearer(await apiToken(request, e2eAdmin));
  top = await post(request, '/api/categories', { name: 'Լորվակ', name_en: 'Lorvak' });
  categories = [
    await post(request, '/api/categories', {
      name: 'Լորվակ Ա',
      name_en: 'Lorvak A',
      parent_id: top,
    }),
    await post(request, '/api/categories', {
      name: 'Լորվակ Բ',
      name_en: 'Lorvak B',
      parent_id: top,
    }),
  ];
  for (let n = 1; n <= COUNT; n++) {
    const response = await request.post('/api/products', {
      headers,
      multipart: {
        title: `Լորվակ ${n}`,
        title_en: `Lorvak piece ${n}`,
        weight: '2.5',
        metal: 'Ոսկի',
        metal_en: 'Gold',
        respect: n % 2 === 0 ? '585' : '750',
        price: String(price(n)),
        category_id: JSON.stringify([categories[n % 2]]),
        important: n <= OFFERS ? '1' : '0',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    created.push(((await response.json()) as { data: { id: number } }).data.id);
  }
});

test.afterAll(async ({ request }) => {
  for (const id of created) await request.delete(`/api/products/${id}`, { headers });
  for (const id of [...categories, top]) await request.delete(`/api/categories/${id}`, { headers });
});

const cardTitles = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2, name: /^Lorvak piece/ });

test('sort, a facet, page 2, a product and back: the filters are kept', async ({ page }) => {
  await page.goto(`/en/products/${top}`);
  await hydrated(page);
  await expect(page.getByText(`${COUNT} items`)).toBeVisible();
  await expect(cardTitles(page)).toHaveCount(24);

  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(cardTitles(page).first()).toHaveText('Lorvak piece 1');

  // Fineness 585 (the even pieces): 30 of them, each value counted
  await page.getByRole('checkbox', { name: '585 (30)' }).check();
  await expect(page).toHaveURL(/respect=585/);
  await expect(page.getByText('30 items')).toBeVisible();
  await expect(cardTitles(page).first()).toHaveText('Lorvak piece 2');
  const chips = page.getByRole('region', { name: 'Applied filters' });
  await expect(chips.getByRole('link', { name: 'Remove the filter “585”' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  expect(new URL(page.url()).searchParams.get('respect')).toBe('585');
  expect(new URL(page.url()).searchParams.get('sort')).toBe('price_asc');
  // pieces 50, 52, ..., 60: the 25th to 30th cheapest of the even ones
  await expect(cardTitles(page)).toHaveCount(6);
  await expect(cardTitles(page).first()).toHaveText('Lorvak piece 50');

  await cardTitles(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lorvak piece 50');

  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('checkbox', { name: '585 (30)' })).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  await expect(cardTitles(page).first()).toHaveText('Lorvak piece 50');

  // Removing the chip drops the facet but keeps the order, back on page 1
  await chips.getByRole('link', { name: 'Remove the filter “585”' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/products/${top}\\?sort=price_asc$`));
  await expect(page.getByText(`${COUNT} items`)).toBeVisible();
});

test('show more appends the next page without leaving it', async ({ page }) => {
  await page.goto(`/en/products/${top}?sort=price_desc`);
  await hydrated(page);
  await expect(cardTitles(page)).toHaveCount(24);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(cardTitles(page)).toHaveCount(48);
  await expect(page.getByText(`48 of ${COUNT} shown`)).toBeVisible();
  expect(new URL(page.url()).search).toBe('?sort=price_desc');
  await expect(cardTitles(page).nth(24)).toHaveText('Lorvak piece 36');
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(cardTitles(page)).toHaveCount(COUNT);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
});

test('page links work without JavaScript, with a canonical address per page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/en/products/${top}`);
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Page 3' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/en/products/${top}\\?page=3$`));
  await expect(cardTitles(page)).toHaveCount(COUNT - 48);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/en/products/${top}\\?page=3$`),
  );
  await context.close();
});

test('the home page’s best offers lead to their whole list: counted, sorted and paged', async ({
  page,
  request,
}) => {
  const total = (await (await request.get('/api/products/importants?per_page=1')).json()) as {
    meta: { total: number };
  };
  expect(total.meta.total).toBeGreaterThan(OFFERS);
  await page.goto('/en');
  await hydrated(page);
  const offers = page.getByRole('region', { name: 'Best offers' });
  await expect(offers.getByRole('article')).toHaveCount(12);
  // the demo's three new arrivals all fit in their section: no link to more of them
  await expect(page.getByRole('link', { name: 'See all new arrivals' })).toHaveCount(0);
  await offers.getByRole('link', { name: 'See all best offers' }).click();
  await expect(page).toHaveURL(/\/en\/offers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Best offers');
  await expect(page).toHaveTitle('Best offers — Voski');
  await expect(page.getByText(`${total.meta.total} items`)).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(24);

  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/\/en\/offers\?sort=price_asc$/);
  await expect(cardTitles(page).first()).toHaveText('Lorvak piece 1');
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/\/en\/offers\?page=2&sort=price_asc$/);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(total.meta.total - 24);
  // Lorvak pieces 25 to 30, then the demo's own offers, dearer
  await expect(cardTitles(page).first()).toHaveText('Lorvak piece 25');

  // the same list in Russian; past its last page, a 404
  await page.goto('/ru/offers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Лучшие предложения');
  const beyond = await page.goto('/en/offers?page=9');
  expect(beyond?.status()).toBe(404);
});
