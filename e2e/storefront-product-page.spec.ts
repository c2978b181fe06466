import { expect, test, type APIRequestContext, type Locator } from './fixtures';
import { apiToken, bearer, e2eAdmin, expectToast, signIn, unique } from './admin-helpers';
import { blockingViolations } from './axe';
import { expectHeaderCount, hydrated, plain, shownPrice } from './storefront-helpers';

/**
 * What a buyer reads on a product page beyond its specification: the description in the page's
 * language, delivery and returns, a weight price taken apart, and on phones a basket bar that
 * stays in reach. Every product here is made through the API and removed again.
 */
let headers: Record<string, string>;
const created: number[] = [];

test.beforeAll(async ({ request }) => {
  headers = bearer(await apiToken(request, e2eAdmin));
});

test.afterAll(async ({ request }) => {
  for (const id of created) await request.delete(`/api/products/${id}`, { headers });
});

async function createProduct(request: APIRequestContext, fields: Record<string, string>) {
  const response = await request.post('/api/products', {
    headers,
    multipart: { weight: '2.5', metal: 'Ոսկի', metal_en: 'Gold', respect: '585', ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { id: number; price: number } };
  created.push(data.id);
  return data;
}

test('staff write a description in three languages; each product page shows its own, with delivery and returns', async ({
  page,
  request,
}) => {
  const title = unique('Described ring');
  const { id } = await createProduct(request, {
    title: `${title} hy`,
    title_en: title,
    price: '98000',
  });

  await signIn(page, e2eAdmin);
  await page.goto(`/admin/products/edit/${id}`);
  const texts = {
    Armenian: 'Ձեռքով պատրաստված մատանի',
    English: 'A hand-made ring',
    Russian: 'Кольцо ручной работы',
  };
  for (const [language, text] of Object.entries(texts)) {
    await page.getByRole('tab', { name: language }).click();
    await page.getByRole('textbox', { name: `Description (${language})` }).fill(text);
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Product updated successfully');

  const description = (locator: Locator) =>
    locator.getByRole('region', { name: /^(Նկարագրություն|Description|Описание)$/ });
  for (const [path, text, returnsLink] of [
    [`/product/${id}`, texts.Armenian, 'Վերադարձի կանոններ'],
    [`/en/product/${id}`, texts.English, 'Return policy'],
    [`/ru/product/${id}`, texts.Russian, 'Условия возврата'],
  ] as const) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(description(main)).toHaveText(new RegExp(`${text}$`));
    await expect(main.getByRole('link', { name: returnsLink })).toBeVisible();
  }

  // On the Russian page: delivery and returns under the price, the policy in Russian.
  const main = page.getByRole('main');
  await expect(main.getByText(/^Доставка по регионам/)).toBeVisible();
  await expect(main.getByText(/^Возврат в течение 14 дней/)).toBeVisible();
  await main.getByRole('link', { name: 'Условия возврата' }).click();
  await expect(page).toHaveURL(/\/ru\/return-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Условия возврата');

  // A translation left empty falls back to the Armenian text.
  await page.goto(`/admin/products/edit/${id}`);
  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByRole('textbox', { name: 'Description (English)' }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Product updated successfully');
  await page.goto(`/en/product/${id}`);
  await expect(description(page.getByRole('main'))).toHaveText(new RegExp(`${texts.Armenian}$`));
  // Desktop has no basket bar.
  await expect(page.getByRole('region', { name: 'Quick purchase' })).toHaveCount(0);
});

test('a weight-priced piece shows how its price is made up, and the parts add up to it', async ({
  page,
  request,
}) => {
  // Silver 875 is this journey's own: its price is set only when no journey has set one.
  const prices = (await (await request.get('/api/metal-prices')).json()) as {
    metal: string;
    fineness: number;
    price_per_gram: number;
  }[];
  let perGram = prices.find((p) => p.metal === 'silver' && p.fineness === 875)?.price_per_gram;
  if (perGram === undefined) {
    perGram = 523;
    const set = await request.put('/api/metal-prices', {
      headers,
      data: { metal: 'silver', fineness: 875, price_per_gram: perGram },
    });
    expect(set.status(), await set.text()).toBe(200);
  }
  const title = unique('Weighed bracelet');
  const bracelet = await createProduct(request, {
    title: `${title} hy`,
    title_en: title,
    weight: '12.345',
    respect: '875',
    priced_by_weight: '1',
    metal_kind: 'silver',
    making_charge: '317',
    making_per_gram: '1',
  });

  await page.goto(`/en/product/${bracelet.id}`);
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByText(shownPrice(bracelet.price)).first()).toBeVisible();
  await main.getByText('How the price is made up').click();
  const table = main.getByRole('table');
  const amount = async (part: string) => {
    const text = plain(await table.locator(`tr[data-part="${part}"] td`).textContent());
    return Number(text.replace(/[−–]/, '-').replace(/[^\d-]/g, ''));
  };
  const labels = (await table.getByRole('rowheader').allTextContents()).map(plain);
  expect(labels.slice(0, 2)).toEqual([
    plain(`Silver, fineness 875: 12.345 g × ${shownPrice(perGram)} a gram`),
    plain(`Making: 12.345 g × ${shownPrice(317)} a gram`),
  ]);
  const metal = await amount('metal');
  const making = await amount('making');
  const rounding = (await table.locator('tr[data-part="rounding"]').count())
    ? await amount('rounding')
    : 0;
  expect(metal).toBe(Math.round(12.345 * perGram));
  expect(making).toBe(Math.round(12.345 * 317));
  expect(Math.abs(rounding)).toBeLessThanOrEqual(50);
  expect(await amount('price')).toBe(bracelet.price);
  expect(metal + making + rounding).toBe(bracelet.price);
  expect(await blockingViolations(page, 'price breakdown')).toEqual([]);
});

test('on a phone the basket bar appears once the basket button scrolls away, and adds the piece', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const title = unique('Pocket ring');
  const { id } = await createProduct(request, {
    title: `${title} hy`,
    title_en: title,
    price: '76500',
  });
  await page.goto(`/en/product/${id}`);
  await hydrated(page);
  const bar = page.getByRole('region', { name: 'Quick purchase' });
  // The page's own button comes first (the bar, while hidden, is out of the accessibility tree).
  const mainButton = page
    .getByRole('main')
    .getByRole('button', { name: 'Add to basket', exact: true })
    .first();
  await mainButton.scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();

  // Scrolled past the page's own button: the bar comes up with the price.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(shownPrice(76_500));
  const barButton = bar.getByRole('button', { name: 'Add to basket', exact: true });
  const box = (await barButton.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);

  // The page's end stays readable above the bar.
  const barTop = (await bar.boundingBox())!.y;
  const footerBottom = await page
    .getByRole('contentinfo')
    .evaluate((footer) => footer.getBoundingClientRect().bottom);
  expect(footerBottom).toBeLessThanOrEqual(barTop + 1);
  expect(await blockingViolations(page, 'basket bar')).toEqual([]);

  // By keyboard.
  await barButton.focus();
  await page.keyboard.press('Enter');
  await expectHeaderCount(page, /^Basket/, 1);
  await expect(page.getByText(`Added to the basket: ${title}`)).toBeVisible();

  // Back at the top, the page's own button is in reach again, and the bar goes.
  await page.evaluate(() => window.scrollTo(0, 0));
  await mainButton.scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
});

test('on a desktop the shorter column stays beside the taller one while the page scrolls', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  /** How far `locator` moved up when the page scrolled by 250 pixels. */
  const movedOnScroll = async (path: string, locator: () => Locator) => {
    await page.goto(path);
    await hydrated(page);
    const before = (await locator().boundingBox())!.y;
    await page.evaluate(() => window.scrollBy(0, 250));
    await expect
      .poll(async () => (await locator().boundingBox())!.y)
      .toBeGreaterThan(before - 250 + 100);
    await expect(locator()).toBeInViewport();
  };
  // Short details (no description): they stay beside the photos.
  const title = unique('Desk ring');
  const { id } = await createProduct(request, {
    title: `${title} hy`,
    title_en: title,
    price: '76500',
  });
  await movedOnScroll(`/en/product/${id}`, () => page.getByRole('heading', { level: 1 }));
  // The demo's first ring, whose description makes its details the taller column: its photos
  // stay beside them.
  await movedOnScroll('/en/product/1', () =>
    page.getByRole('main').locator('img[fetchpriority="high"]'),
  );
});
