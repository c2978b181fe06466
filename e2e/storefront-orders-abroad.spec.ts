import type { ParsedMail } from 'mailparser';
import type { TestSmtp } from '../apps/server/test/smtp-fixture.ts';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { e2eAdmin, placeOrder, signIn } from './admin-helpers';
import { SHOP_EMAIL, startShopSmtp } from './mail';
import { expectHeaderCount, hydrated } from './storefront-helpers';

// Demo data: product 1 is the engagement ring "Aragats".
const aragats = { id: 1, en: 'Engagement ring “Aragats”', price: 78_400 };
const admin = { email: 'e2e-admin@voski.test', password: 'violet harbour kettle' };

let smtp: TestSmtp;
test.beforeAll(async () => {
  smtp = await startShopSmtp();
});
test.afterAll(async () => {
  await smtp.stop();
});

const customerEmail = (name: string) => `${name}-${Date.now()}@example.de`;

/** The newest message to an address once it has arrived. */
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

async function staffToken(request: APIRequestContext): Promise<string> {
  const signIn = await request.post('/api/auth/signIn', { data: admin });
  return ((await signIn.json()) as { access_token: string }).access_token;
}

async function zoneFee(request: APIRequestContext, zone: string): Promise<number> {
  const { data } = (await (await request.get('/api/payment/zones')).json()) as {
    data: { zone: string; fee: number }[];
  };
  return data.find((entry) => entry.zone === zone)!.fee;
}

async function addAragats(page: Page) {
  await page.goto(`/en/product/${aragats.id}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expectHeaderCount(page, /^Basket/, 1);
}

/** A customer in Berlin buys the ring in English and pays on the test gateway. */
async function buyFromBerlin(page: Page, email: string): Promise<number> {
  await addAragats(page);
  await page.goto('/en/checkout');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Lena');
  await page.getByRole('textbox', { name: 'Surname', exact: true }).fill('Schmidt');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('combobox', { name: 'Country' }).selectOption('DE');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+49 30 12345678');
  await page.getByRole('textbox', { name: /^Region, state or province/ }).fill('Berlin');
  await page
    .getByRole('textbox', { name: 'Delivery address' })
    .fill('Unter den Linden 5, 10117 Berlin');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('radio', { name: 'PayPal' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Bank card' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Online orders cannot be returned or exchanged.')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Germany');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/api\/test-gateway\/pay\?mdOrder=/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/en\/payment\/success\?orderId=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you! Your order is paid');
  await expect(page.getByRole('link', { name: /^See your order/ })).toHaveAttribute(
    'href',
    /^\/en\/order\/[\w-]+$/,
  );
  const fact = page.getByRole('main').locator('dl > div').filter({ hasText: 'Order number' });
  return Number(await fact.getByRole('definition').textContent());
}

const orderLink = (mail: ParsedMail) => /https?:\/\/\S+\/en\/order\/[\w-]+/.exec(mail.text!)![0];

test('a customer in Germany buys, gets the confirmation, cancels from its link and is refunded', async ({
  page,
  request,
}) => {
  const email = customerEmail('berlin');
  const number = await buyFromBerlin(page, email);

  const total = aragats.price + (await zoneFee(request, 'World'));
  const confirmation = await mailTo(email, new RegExp(`order #${number} is confirmed`));
  expect(confirmation.text).toContain(`${aragats.en} (`);
  expect(confirmation.text).toMatch(new RegExp(`Total paid: AMD\\s${total.toLocaleString('en')}`));
  expect(confirmation.html).toContain('Unter den Linden 5');
  expect(confirmation.text).toContain('Online orders cannot be returned or exchanged.');
  await mailTo(SHOP_EMAIL, new RegExp(`#${number}$`));

  await page.goto(orderLink(confirmation));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${number}`);
  await expect(page.getByTestId('order-status')).toHaveText('new, being prepared');
  await expect(page.getByTestId('order-payment')).toHaveText('paid');
  await expect(page.getByRole('main')).toContainText('Germany');
  // asked first, with the safe answer focused; keeping it changes nothing
  await page.getByRole('button', { name: 'Cancel the order' }).click();
  const question = page.getByRole('region', { name: `Cancel order #${number}?` });
  await expect(question).toContainText('This cannot be undone.');
  await expect(question.getByRole('link', { name: 'Keep the order' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveText('new, being prepared');
  await page.getByRole('button', { name: 'Cancel the order' }).click();
  await question.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('The order is cancelled.');
  await expect(page.getByTestId('order-status')).toHaveText('cancelled');
  await expect(page.getByTestId('order-payment')).toHaveText('refunded');
  await expect(page.getByRole('button', { name: 'Cancel the order' })).toHaveCount(0);

  const notice = await mailTo(SHOP_EMAIL, new RegExp(`#${number} պատվերը չեղարկվել է`));
  expect(notice.text).toContain(email);
  const told = await mailTo(email, new RegExp(`order #${number} is cancelled`));
  expect(told.text).toContain('refunded');
});

test('a cancel after the order went out is refused with a clear message', async ({
  page,
  request,
}) => {
  const email = customerEmail('late');
  const number = await buyFromBerlin(page, email);
  const confirmation = await mailTo(email, new RegExp(`order #${number} is confirmed`));
  await page.goto(orderLink(confirmation));
  await hydrated(page);
  await page.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(page.getByRole('button', { name: 'Yes, cancel the order' })).toBeVisible();

  // meanwhile the shop sends it
  const moved = await request.get(`/api/payment/doneOrInProgress/${number}/0`, {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
  });
  expect(moved.status()).toBe(200);

  await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'This order is already on its way (or delivered), so it can no longer be cancelled.',
  );
  await expect(page.getByTestId('order-status')).toHaveText('on its way');
  await expect(page.getByRole('button', { name: /cancel the order/i })).toHaveCount(0);
  await mailTo(email, new RegExp(`order #${number} is on its way`));
});

test('a link that leads to no order says so, with a 404', async ({ page }) => {
  const response = await page.goto('/en/order/no-such-order-token');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order not found');
  await expect(page.getByRole('main')).toContainText(
    'This link does not lead to an order we know.',
  );
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a Yerevan customer types the usual mobile format', async ({ page, request }) => {
  await addAragats(page);
  await page.goto('/en/checkout');
  await hydrated(page);
  const email = customerEmail('yerevan');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ani');
  await page.getByRole('textbox', { name: 'Surname', exact: true }).fill('Sargsyan');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('AM');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('091 234567');
  await page.getByRole('combobox', { name: 'Region' }).selectOption('Yerevan');
  await page.getByRole('textbox', { name: 'Delivery address' }).fill('Abovyan 12, apt. 5');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 3 Payment' })).toBeFocused();
  await page.getByRole('radio', { name: 'Bank card' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/api\/test-gateway\/pay\?mdOrder=/);

  const orders = await request.get('/api/payment/orders?query=' + encodeURIComponent(email), {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
  });
  const { data } = (await orders.json()) as { data: { phone: string; country: string }[] };
  expect(data).toMatchObject([{ phone: '+37491234567', country: 'AM' }]);
});

test('with the mail server down, messages wait in the outbox and go out when it returns', async ({
  page,
  request,
}) => {
  await smtp.stop();
  let orderNumber = 0;
  try {
    const order = await placeOrder(request, `Outbox-${Date.now()}`);
    orderNumber = order.id;
    await signIn(page, e2eAdmin);
    await page.goto('/admin/user/outbox?waiting=1');
    const row = page.getByRole('row').filter({ hasText: `#${order.id}` });
    await expect(row.first()).toContainText('1 failed try', { timeout: 20_000 });
    await expect(row.first()).toContainText('ECONNREFUSED');
  } finally {
    await smtp.start();
  }
  await page.getByRole('button', { name: 'Try every waiting message now' }).click();
  await mailTo(SHOP_EMAIL, new RegExp(`Նոր պատվեր #${orderNumber}$`));
  await expect
    .poll(async () => {
      await page.reload();
      return page.getByRole('row').filter({ hasText: 'ECONNREFUSED' }).count();
    })
    .toBe(0);
});
