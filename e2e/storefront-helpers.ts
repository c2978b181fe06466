import { expect, type Page } from '@playwright/test';

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
