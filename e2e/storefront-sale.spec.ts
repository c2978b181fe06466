import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { apiToken, bearer, e2eAdmin } from './admin-helpers';
import { hydrated, plain, shownPrice } from './storefront-helpers';

/**
 * The demo's running sale ("Making charge −20% on necklaces & pendants", seeded beside
 * VOSKI10) and one of this journey's own: 26 pieces in "Mayrik", 10% off, more than a page
 * of the sale. Both promotion and pieces are removed afterwards; no demo price changes.
 */
const COUNT = 26;
const price = (n: number) => 20_000 + 1_000 * n;
const demoSale = 'Making charge −20% on necklaces & pendants';
const created: number[] = [];
let category = 0;
let promotion = 0;
let headers: Record<string, string>;

async function post(request: APIRequestContext, url: string, data: Record<string, unknown>) {
  const response = await request.post(url, { headers, data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

test.beforeAll(async ({ request }) => {
  headers = bearer(await apiToken(request, e2eAdmin));
  category = await post(request, '/api/categories', {
    name: 'Մայրիկ',
    name_en: 'Mayrik',
    name_ru: 'Майрик',
  });
  for (let n = 1; n <= COUNT; n++) {
    const response = await request.post('/api/products', {
      headers,
      multipart: {
        title: `Մայրիկ ${n}`,
        title_en: `Mayrik piece ${n}`,
        title_ru: `Майрик ${n}`,
        weight: '2',
        metal: 'Ոսկի',
        metal_en: 'Gold',
        respect: '585',
        price: String(price(n)),
        category_id: JSON.stringify([category]),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    created.push(((await response.json()) as { data: { id: number } }).data.id);
  }
  promotion = await post(request, '/api/promotions', {
    name: 'Մայրիկ −10%',
    name_en: 'Mayrik −10%',
    name_ru: 'Майрик −10%',
    kind: 'percent',
    value: 10,
    targets: { categories: [category] },
  });
});

test.afterAll(async ({ request }) => {
  if (promotion) await request.delete(`/api/promotions/${promotion}`, { headers });
  for (const id of created) await request.delete(`/api/products/${id}`, { headers });
  if (category) await request.delete(`/api/categories/${category}`, { headers });
});

const cards = (page: Page) => page.getByRole('main').getByRole('article');

test('a shopper finds the sale in the menu, sees struck-through prices, filters and pages', async ({
  page,
}) => {
  await page.goto('/en');
  await page.getByRole('banner').getByRole('link', { name: 'Sale', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/sale$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sale' })).toBeVisible();
  // the running sales by name, the demo's among them
  await expect(page.getByRole('main')).toContainText(demoSale);
  await expect(page.getByRole('main')).toContainText('Mayrik −10%');
  await hydrated(page);
  // every card shows its old price struck through and the sale price
  await expect(cards(page)).toHaveCount(24);
  for (const card of await cards(page).all()) {
    await expect(card.locator('[data-sale] del')).toBeVisible();
  }

  // only this journey's category: 26 pieces, two pages
  await page.getByRole('checkbox', { name: /^Mayrik/ }).check();
  await expect(page).toHaveURL(/\/en\/sale\?sub=\d+$/);
  await expect(page.getByRole('status').filter({ hasText: '26 items' })).toBeVisible();
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  const first = cards(page).first();
  await expect(first.getByRole('heading')).toHaveText('Mayrik piece 1');
  // 21,000 AMD, 10% off: 18,900 AMD
  await expect(first.locator('[data-sale] del')).toContainText(plain(shownPrice(price(1))));
  expect(plain(await first.locator('[data-sale]').textContent())).toContain(
    plain(shownPrice(18_900)),
  );

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: '2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).first().getByRole('heading')).toHaveText('Mayrik piece 25');
});

test('the sale in Armenian and Russian, in the sitemap, indexable while it runs', async ({
  page,
  request,
}) => {
  for (const [path, title] of [
    ['/sale', 'Զեղչեր'],
    ['/ru/sale', 'Распродажа'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(cards(page).first().locator('[data-sale]')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  }
  const sitemap = await (await request.get('/sitemaps/pages.xml')).text();
  for (const path of ['/sale', '/en/sale', '/ru/sale']) {
    expect(sitemap).toContain(`/sale</loc>`);
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${path.replace(/\//g, '\\/')}</loc>`));
  }
});

test('without a running sale the page says so, is not indexed, and leaves menu and sitemap', async ({
  page,
  request,
}) => {
  // pause every running automatic promotion (the demo's and this journey's), then resume them
  const answer = await request.get('/api/promotions?state=running&per_page=100', { headers });
  const running = ((await answer.json()) as { data: Record<string, unknown>[] }).data.filter(
    (p) => p.code === null,
  );
  const setPaused = async (paused: boolean) => {
    for (const { id, state: _s, uses: _u, created_at: _c, updated_at: _up, ...rest } of running) {
      const put = await request.put(`/api/promotions/${String(id)}`, {
        headers,
        data: { ...rest, paused },
      });
      expect(put.status(), await put.text()).toBe(200);
    }
  };
  await setPaused(true);
  try {
    await page.goto('/en/sale');
    await expect(page.getByText('There is no sale on just now.', { exact: false })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(cards(page)).toHaveCount(0);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Sale', exact: true }),
    ).toHaveCount(0);
    expect(await (await request.get('/sitemaps/pages.xml')).text()).not.toContain('/sale<');
  } finally {
    await setPaused(false);
  }
});
