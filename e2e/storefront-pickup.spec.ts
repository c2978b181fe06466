import type { ParsedMail } from 'mailparser';
import type { TestSmtp } from '../apps/server/test/smtp-fixture.ts';
import { expect, test } from './fixtures';
import {
  apiToken,
  bearer,
  confirmPopover,
  e2eAdmin,
  expectToast,
  signIn,
  unique,
} from './admin-helpers';
import { startShopSmtp } from './mail';
import { expectHeaderCount, hydrated } from './storefront-helpers';

// Demo data: product 1 is the engagement ring "Aragats"; the shop's second address (contact
// information) is Northern Avenue 5. The journey makes it a pickup point and puts the points
// back as they were: the other journeys see no pickup choice.
const aragats = { id: 1, price: 78_400 };
const store = 'Yerevan, Northern Avenue 5';
const hours = {
  id: 2,
  hours: 'Երկ–Շբթ 11:00–20:00',
  hours_en: 'Mon–Sat 11:00–20:00',
  hours_ru: 'Пн–Сб 11:00–20:00',
};

let smtp: TestSmtp;
let token: string;
let before: { id: number; hours: string; hours_en: string; hours_ru: string }[];

test.beforeAll(async ({ request }) => {
  smtp = await startShopSmtp();
  token = await apiToken(request, e2eAdmin);
  const listed = (await (await request.get('/api/payment/pickup-points')).json()) as {
    data: typeof before;
  };
  before = listed.data.map(({ id, hours, hours_en, hours_ru }) => ({
    id,
    hours,
    hours_en,
    hours_ru,
  }));
  const set = await request.put('/api/payment/pickup-points', {
    headers: bearer(token),
    data: { points: [...before.filter((p) => p.id !== hours.id), hours] },
  });
  expect(set.status()).toBe(200);
});

test.afterAll(async ({ request }) => {
  await request.put('/api/payment/pickup-points', {
    headers: bearer(token),
    data: { points: before },
  });
  await smtp.stop();
});

async function mailTo(address: string, subject: RegExp): Promise<ParsedMail> {
  await expect
    .poll(() => smtp.to(address).filter((m) => subject.test(m.subject ?? '')).length, {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  return smtp
    .to(address)
    .filter((m) => subject.test(m.subject ?? ''))
    .at(-1)!;
}

test('a Yerevan customer collects in store: no delivery fee, staff mark it ready, the e-mail says where and when', async ({
  page,
}) => {
  test.slow();
  const surname = unique('Collector');
  const email = `collector-${Date.now()}@example.am`;

  await page.goto(`/en/product/${aragats.id}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expectHeaderCount(page, /^Basket/, 1);
  await page.goto('/en/checkout');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Anahit');
  await page.getByRole('textbox', { name: 'Surname', exact: true }).fill(surname);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+374 91 123456');
  // Collecting is offered once the province is known, in the zones that allow it.
  const collect = page.getByRole('radio', {
    name: `Collect in store at ${store}, no delivery fee`,
  });
  await expect(collect).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Region' }).selectOption('Lori');
  await expect(collect).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Region' }).selectOption('Yerevan');
  await expect(page.getByRole('radio', { name: 'Delivery to my address' })).toBeChecked();
  await collect.check();
  await expect(page.getByText(`Opening hours: ${hours.hours_en}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Delivery address' }).fill('Abovyan 10, apt 4');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Bank card' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  const main = page.getByRole('main');
  await expect(main).toContainText(`Collect in store at ${store}`);
  await expect(main).toContainText(`Opening hours: ${hours.hours_en}`);
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary).toContainText(aragats.price.toLocaleString('en'));
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/api\/test-gateway\/pay\?mdOrder=/);
  // no delivery fee: the gateway charges the ring's price
  await expect(page.getByRole('main')).toContainText(aragats.price.toLocaleString('en'));
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/en\/payment\/success\?orderId=/);
  const fact = page.getByRole('main').locator('dl > div').filter({ hasText: 'Order number' });
  const number = Number(await fact.getByRole('definition').textContent());
  const confirmation = await mailTo(email, new RegExp(`order #${number} is confirmed`));
  expect(confirmation.text).toContain(store);

  // The seller marks it ready for pickup on the orders page.
  await signIn(page, e2eAdmin);
  await page.goto('/admin/payment/orders');
  const row = page.getByRole('row').filter({ hasText: surname });
  await expect(row).toContainText('Paid');
  await row.getByRole('button', { name: `Mark order ${number} as ready for pickup` }).click();
  await confirmPopover(page, 'Mark as ready for pickup');
  await expectToast(page, 'The customer is told the order is ready for pickup');
  await expect(row).toContainText('Ready for pickup');

  const ready = await mailTo(email, new RegExp(`order #${number} is ready for pickup`));
  for (const part of [ready.text!, ready.html as string]) {
    expect(part).toContain(store);
    expect(part).toContain(hours.hours_en);
  }

  // The customer's order page (the e-mail's link) says so, with the store and its hours.
  const link = /https?:\/\/\S+\/en\/order\/[\w-]+/.exec(ready.text!)![0];
  const customer = await page.context().newPage();
  await customer.goto(link);
  await expect(customer.getByTestId('order-status')).toHaveText('ready for pickup');
  await expect(customer.getByTestId('order-pickup')).toContainText(store);
  await expect(customer.getByTestId('order-pickup')).toContainText(hours.hours_en);
  await customer.close();

  await row.getByRole('button', { name: `Mark order ${number} as collected` }).click();
  await confirmPopover(page, 'Mark as collected');
  await expectToast(page, 'The order is marked as collected');
  await expect(row).toContainText('Collected');
});
