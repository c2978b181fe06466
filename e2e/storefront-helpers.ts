import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, bearer, e2eAdmin, unique } from './admin-helpers';

/** The demo shop's rates (apps/server/src/seed/demo-catalog.ts). */
export const demoRates = { USD: 387.5, RUB: 4.85 };

/** A price as the storefront shows it in English: AMD unchanged, others price ÷ rate, 1 decimal. */
export function shownPrice(amd: number, currency: 'AMD' | 'USD' | 'RUB' = 'AMD'): string {
  if (currency === 'AMD') {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency: 'AMD',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    }).format(amd);
  }
  const converted = Math.round((amd / demoRates[currency]) * 10) / 10;
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(converted);
}

/** Texts compared without Intl's (narrow) no-break spaces. */
export const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The header's counter link ("Basket, 2 items"). */
export async function expectHeaderCount(page: Page, label: RegExp, count: number) {
  await expect(page.getByRole('banner').getByRole('link', { name: label })).toHaveAccessibleName(
    new RegExp(`, ${count} `),
  );
}

/** Waits until React has hydrated the page (the toggles only work after that). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Holds back the requests matching `url` until the returned function is called: for what a
 * shopper does while a page's scripts or data are still on their way.
 */
export async function holdRequests(
  page: Page,
  url: string,
  options?: { times?: number },
): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    url,
    async (route) => {
      await released;
      await route.continue();
    },
    options,
  );
  return release;
}

/** A product a journey made through the API, to delete afterwards. */
export interface MadeProduct {
  id: number;
  title: string;
}

export async function makeProduct(
  request: APIRequestContext,
  fields: Record<string, string>,
): Promise<MadeProduct> {
  const token = await apiToken(request, e2eAdmin);
  const title = unique(fields.title ?? 'Piece');
  const response = await request.post('/api/products', {
    headers: bearer(token),
    multipart: {
      weight: '3.2',
      respect: '750',
      metal: 'Ոսկի',
      metal_en: 'Gold',
      metal_ru: 'Золото',
      price: '90000',
      ...fields,
      title,
      title_en: title,
      title_ru: title,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: ((await response.json()) as { data: { id: number } }).data.id, title };
}

export async function deleteProduct(request: APIRequestContext, id: number) {
  const token = await apiToken(request, e2eAdmin);
  const response = await request.delete(`/api/products/${id}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
}

/** From the basket to the confirmation step, paying by card (or as told). */
export async function toConfirmation(page: Page, surname: string, payment = 'Bank card') {
  await page.goto('/en/checkout');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ani');
  await page.getByRole('textbox', { name: 'Surname', exact: true }).fill(surname);
  await page
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(`${surname.replace(/\W+/g, '.').toLowerCase()}@example.am`);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+374 91 234567');
  await page.getByRole('combobox', { name: 'Region' }).selectOption('Yerevan');
  await page.getByRole('textbox', { name: 'Delivery address' }).fill('Abovyan 12, apt. 5');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: payment }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Step 3 of 3 Confirmation' }),
  ).toBeVisible();
}

export async function addToBasket(page: Page, product: MadeProduct) {
  await page.goto(`/en/product/${product.id}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expectHeaderCount(page, /^Basket/, 1);
}
