import { expect, test, type Page } from './fixtures';
import { expectHeaderCount, holdRequests, hydrated, plain, shownPrice } from './storefront-helpers';

// Demo data: Rings (1) has Engagement rings (2), Wedding bands (3), Signet rings (4); the
// wedding bands are "Pomegranate" 81 900, "Tatev" 181 300 and "Dilijan" 288 600 AMD.
const tatev = { en: 'Wedding band “Tatev”', ru: 'Обручальное кольцо «Татев»', price: 181_300 };

/** Marks the page's document: `inSameDocument` tells later whether a click loaded a new one. */
const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { markedDocument: true }));
const inSameDocument = (page: Page) =>
  page.evaluate(() => (window as { markedDocument?: boolean }).markedDocument === true);

test('home → category → filter → product → basket → quantity → currency → language', async ({
  page,
}) => {
  await page.goto('/en');
  await hydrated(page);
  const bestOffers = page.getByRole('region', { name: 'Best offers' });
  await expect(bestOffers.getByRole('article').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'New arrivals' }).getByRole('article'),
  ).not.toHaveCount(0);

  // category from the menu, within the page, which the menu then marks as the current one
  await markDocument(page);
  const rings = page.getByRole('banner').getByRole('link', { name: 'Rings', exact: true });
  await rings.click();
  await expect(page).toHaveURL(/\/en\/products\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rings' })).toBeVisible();
  await expect(rings).toHaveAttribute('aria-current', 'page');
  expect(await inSameDocument(page)).toBe(true);
  await expect(page.getByRole('article')).toHaveCount(9);

  // filters: a subcategory, then a price range; both kept in the URL
  await page.getByRole('checkbox', { name: 'Wedding bands' }).check();
  await expect(page).toHaveURL(/\?sub=3$/);
  await expect(page.getByRole('article')).toHaveCount(3);
  await page.getByRole('textbox', { name: 'From' }).fill('150000');
  await page.getByRole('button', { name: 'Show' }).click();
  // parameters in the order the page cache keys them
  await expect(page).toHaveURL(/\?min=150000&sub=3$/);
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: '2 items' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Wedding bands' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue('150000');

  // a range nothing falls in: the empty message, and a way back
  await hydrated(page);
  await page.getByRole('textbox', { name: 'To' }).fill('160000');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('No products match these filters.')).toBeVisible();
  // the empty state's own way out (the panel has the same link)
  await page.getByRole('main').getByRole('link', { name: 'Reset filters' }).last().click();
  await expect(page).toHaveURL(/\/en\/products\/1$/);
  await expect(page.getByRole('article')).toHaveCount(9);

  // product page, from its card, within the page too
  await markDocument(page);
  await page.getByRole('link', { name: tatev.en }).click();
  await expect(page).toHaveURL(/\/en\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: tatev.en })).toBeVisible();
  expect(await inSameDocument(page)).toBe(true);
  const details = page.getByRole('main');
  await expect(details.getByText('In stock')).toBeVisible();
  await expect(details.getByText(shownPrice(tatev.price), { exact: true }).first()).toBeVisible();

  // add twice: the second adds 1 to the same line
  const add = page.getByRole('button', { name: 'Add to basket', exact: true });
  await add.click();
  await expect(
    page.getByRole('status').filter({ hasText: `Added to the basket: ${tatev.en}` }),
  ).toBeVisible();
  await expectHeaderCount(page, /^Basket/, 1);
  await add.click();
  await expectHeaderCount(page, /^Basket/, 2);

  // the basket: quantity +/−, line and total prices
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Basket/ })
    .click();
  await expect(page).toHaveURL(/\/en\/basket$/);
  const quantity = page.getByRole('spinbutton', { name: `Quantity: ${tatev.en}` });
  await expect(quantity).toHaveValue('2');
  await page.getByRole('button', { name: `Increase the quantity: ${tatev.en}` }).click();
  await expect(quantity).toHaveValue('3');
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary).toContainText(shownPrice(tatev.price * 3));
  await page.getByRole('button', { name: `Decrease the quantity: ${tatev.en}` }).click();
  await expect(quantity).toHaveValue('2');
  await expect(summary).toContainText(shownPrice(tatev.price * 2));
  await expectHeaderCount(page, /^Basket/, 2);
  await expect(summary.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
    'href',
    '/en/checkout',
  );

  // currency: USD is price ÷ rate with one decimal; AMD is the price unchanged
  const currency = page.getByRole('combobox', { name: 'Currency' });
  await currency.selectOption('USD');
  await expect(summary).toContainText(shownPrice(tatev.price * 2, 'USD'));
  await expect(page.getByRole('listitem').filter({ hasText: tatev.en })).toContainText(
    shownPrice(tatev.price, 'USD'),
  );
  await currency.selectOption('RUB');
  await expect(summary).toContainText(shownPrice(tatev.price * 2, 'RUB'));
  await currency.selectOption('AMD');
  await expect(summary).toContainText(shownPrice(tatev.price * 2));
  await currency.selectOption('USD');

  // language: texts change, the basket (and the currency) stay
  await page.getByRole('banner').getByRole('link', { name: 'Рус' }).click();
  await expect(page).toHaveURL(/\/ru\/basket$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Корзина' })).toBeVisible();
  const ruQuantity = page.getByRole('spinbutton', { name: `Количество: ${tatev.ru}` });
  await expect(ruQuantity).toHaveValue('2');
  await expectHeaderCount(page, /^Корзина/, 2);
  const ruTotal = plain(await page.getByRole('region', { name: 'Ваш заказ' }).textContent());
  expect(ruTotal).toContain(
    `${(Math.round(((tatev.price * 2) / 387.5) * 10) / 10).toFixed(1).replace('.', ',')} $`,
  );

  // and a reload keeps everything
  await page.reload();
  await expect(ruQuantity).toHaveValue('2');
  await expect(page.getByRole('combobox', { name: 'Валюта' })).toHaveValue('USD');
});

test('a subcategory address shows its top-level category with it ticked', async ({ page }) => {
  const response = await page.goto('/en/products/2');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/en\/products\/1\?sub=2$/);
  await expect(page.getByRole('checkbox', { name: 'Engagement rings' })).toBeChecked();
  await expect(page.getByRole('article')).toHaveCount(3);
});

test('prices in a filter are typed in the current currency and sent in AMD', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('currentRate', JSON.stringify({ current: 'USD', value: 387.5 })),
  );
  await page.goto('/en/products/1?sub=3');
  await hydrated(page);
  await expect(page.getByRole('group', { name: 'Price, USD' })).toBeVisible();
  // "Tatev" shows as $467.9: a maximum of 467.9 USD keeps it, 467.8 leaves it out
  const to = page.getByRole('textbox', { name: 'To' });
  // The next price is typed while the first list is still loading, and kept when it comes.
  const release = await holdRequests(page, '**/products/1.data*', { times: 1 });
  await to.fill('467.9');
  await page.getByRole('button', { name: 'Show' }).click();
  await to.fill('467.8');
  release();
  await expect(page).toHaveURL(/max=181330(&|$)/);
  await expect(page.getByRole('link', { name: 'Remove the filter “up to $467.9”' })).toBeVisible();
  await expect(page.getByRole('link', { name: tatev.en })).toBeVisible();
  // one frame after the list came, when React has run the page's effects
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  expect(await to.inputValue()).toBe('467.8');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('link', { name: tatev.en })).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('the filter panel is a drawer on phones', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/products/1');
  await hydrated(page);
  await expect(page.getByRole('checkbox', { name: 'Wedding bands' })).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('checkbox', { name: 'Signet rings' }).check();
  await expect(page).toHaveURL(/\?sub=4$/);
  await drawer.getByRole('button', { name: 'Show' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
});

test('an unknown category or product answers 404', async ({ page }) => {
  expect((await page.goto('/en/products/999'))?.status()).toBe(404);
  expect((await page.goto('/product/999'))?.status()).toBe(404);
  expect((await page.goto('/ru/product/abc'))?.status()).toBe(404);
});
