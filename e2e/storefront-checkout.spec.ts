import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectHeaderCount, hydrated, plain, shownPrice } from './storefront-helpers';
import { blockingViolations } from './axe';

// Demo data: "Tatev" is a wedding band among the Rings (category 1); product 1 is "Aragats".
const tatev = { en: 'Wedding band “Tatev”', ru: 'Обручальное кольцо «Татев»', price: 181_300 };
const aragats = { id: 1, en: 'Engagement ring “Aragats”', price: 78_400 };
const admin = { email: 'e2e-admin@voski.test', password: 'violet harbour kettle' };

/** Each test its own customer: the same customer and basket within 30 s is the same order. */
const customerEmail = (name: string) => `${name}-${Date.now()}@example.am`;

interface StoredOrder {
  id: number;
  email: string;
  total: number;
  delivery: number;
  payment_status: string;
}

async function staffOrder(request: APIRequestContext, orderNumber: number): Promise<StoredOrder> {
  const signIn = await request.post('/api/auth/signIn', { data: admin });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const response = await request.get('/api/payment/orders', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const order = ((await response.json()) as StoredOrder[]).find((o) => o.id === orderNumber);
  expect(order, `order ${orderNumber}`).toBeDefined();
  return order!;
}

async function deliveryFee(request: APIRequestContext, region: string): Promise<number> {
  const { data } = (await (await request.get('/api/payment/delivery')).json()) as {
    data: { region: string; fee: number }[];
  };
  return data.find((entry) => entry.region === region)!.fee;
}

async function addProduct(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expectHeaderCount(page, /^Basket/, 1);
}

/** No serious or critical axe violation on the page as it is now. */
async function expectAccessible(page: Page, label: string) {
  expect(await blockingViolations(page, label)).toEqual([]);
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** The result page's "Order number" figure. */
async function shownOrderNumber(page: Page, label: string): Promise<number> {
  const fact = page.getByRole('main').locator('dl > div').filter({ hasText: label });
  return Number(await fact.getByRole('definition').textContent());
}

async function fillEnglishDetails(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ani');
  await page.getByRole('textbox', { name: 'Surname', exact: true }).fill('Sargsyan');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+374 91 234567');
  await page.getByRole('combobox', { name: 'Region' }).selectOption('Yerevan');
  await page.getByRole('textbox', { name: 'Delivery address' }).fill('Abovyan 12, apt. 5');
}

test('browse, fill the basket, switch currency and language, pay: the order is paid', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/en');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Rings', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/products\/1$/);
  await page.getByRole('link', { name: tatev.en }).click();
  await expect(page.getByRole('heading', { level: 1, name: tatev.en })).toBeVisible();
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await page.getByRole('button', { name: 'Add to favourites', exact: true }).click();
  await expectHeaderCount(page, /^Basket/, 1);
  await expectHeaderCount(page, /^Favourites/, 1);

  // the basket: one more of the same piece
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Basket/ })
    .click();
  await page.getByRole('button', { name: `Increase the quantity: ${tatev.en}` }).click();
  await expect(page.getByRole('spinbutton', { name: `Quantity: ${tatev.en}` })).toHaveValue('2');
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary).toContainText(shownPrice(tatev.price * 2));

  // currency: AMD is the price as it is, USD the price ÷ rate with one decimal
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  await expect(summary).toContainText(shownPrice(tatev.price * 2, 'USD'));

  // language: the texts change, the basket stays
  await page.getByRole('banner').getByRole('link', { name: 'Рус' }).click();
  await expect(page).toHaveURL(/\/ru\/basket$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Корзина' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: `Количество: ${tatev.ru}` })).toHaveValue('2');

  // step 1, in Russian
  await page.getByRole('link', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/ru\/checkout$/);
  await hydrated(page);
  const email = customerEmail('paid');
  await page.getByRole('textbox', { name: 'Имя', exact: true }).fill('Анна');
  await page.getByRole('textbox', { name: 'Фамилия', exact: true }).fill('Петрова');
  await page.getByRole('textbox', { name: 'Эл. почта', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Телефон', exact: true }).fill('+7 912 345 67 89');
  await page.getByRole('combobox', { name: 'Регион' }).selectOption({ label: 'Ереван' });
  await page.getByRole('textbox', { name: 'Адрес доставки' }).fill('Абовяна 12, кв. 5');
  await page.getByRole('button', { name: 'Продолжить' }).click();

  // step 2: the heading takes the focus
  await expect(page).toHaveURL(/\/ru\/checkout\?step=2$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Шаг 2 из 3 Оплата' })).toBeFocused();
  // only what the shop takes now: the card and Idram (PayPal is not set up in the demo)
  await expect(page.getByRole('radio')).toHaveCount(2);
  await page.getByRole('radio', { name: 'Банковская карта' }).check();
  await page.getByRole('button', { name: 'Продолжить' }).click();

  // step 3: lines, subtotal, the region's delivery fee and the total, in USD and in drams
  const fee = await deliveryFee(request, 'Yerevan');
  const total = tatev.price * 2 + fee;
  await expect(
    page.getByRole('heading', { level: 2, name: 'Шаг 3 из 3 Подтверждение' }),
  ).toBeFocused();
  const order = page.getByRole('region', { name: 'Ваш заказ' });
  await expect(order.getByRole('listitem')).toHaveCount(1);
  await expect(order.getByRole('listitem')).toContainText(tatev.ru);
  const text = plain(await order.textContent());
  const usd = (amd: number) =>
    `${(Math.round((amd / 387.5) * 10) / 10).toFixed(1).replace('.', ',')} $`;
  expect(text).toContain(`Доставка: Ереван${usd(fee)}`);
  expect(text).toContain(`Итого${usd(total)}`);
  expect(text).toContain(
    `Оплата в армянских драмах: ${total.toLocaleString('ru')} ֏`.replace(/\u00a0/g, ' '),
  );

  // a double click places one order
  const placed: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/payment/signIn')) placed.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.getByRole('button', { name: 'Подтвердить заказ' }).dblclick();

  // the test gateway, then back to the result page in Russian
  await expect(page).toHaveURL(/\/api\/test-gateway\/pay\?mdOrder=/);
  expect(placed).toHaveLength(1);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/ru\/payment\/success\?orderId=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Спасибо! Ваш заказ оплачен');
  const number = await shownOrderNumber(page, 'Номер заказа');
  await expect(
    page.getByRole('main').locator('dl > div').filter({ hasText: 'Статус оплаты' }),
  ).toContainText('оплачено');

  await expectAccessible(page, 'success');
  await page.screenshot({ path: testInfo.outputPath('payment-success-desktop.png') });

  // the basket is empty, the favourites are as they were
  await expectHeaderCount(page, /^Корзина/, 0);
  expect(await stored(page, 'basket')).toBe('[]');
  expect(await stored(page, 'basketCount')).toBe('0');
  expect(JSON.parse((await stored(page, 'favorites')) ?? '[]')).toHaveLength(1);
  expect(await stored(page, 'favoriteCount')).toBe('1');

  // and the shop has the order, paid, at the server's price
  expect(await staffOrder(request, number)).toMatchObject({
    email,
    delivery: fee,
    total,
    payment_status: 'paid',
  });
});

test('a declined payment: the failure page, the basket kept, and a way to try again', async ({
  page,
  request,
}, testInfo) => {
  await addProduct(page, `/en/product/${aragats.id}`);
  await page.goto('/en/checkout');
  await hydrated(page);
  const email = customerEmail('declined');
  await fillEnglishDetails(page, email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Bank card' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/api\/test-gateway\/pay\?mdOrder=/);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/en\/payment\/failure\?orderId=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The payment did not go through',
  );
  await expect(page.getByText('The payment service says: Insufficient funds')).toBeVisible();
  const number = await shownOrderNumber(page, 'Order number');
  await expectAccessible(page, 'failure');
  await page.screenshot({ path: testInfo.outputPath('payment-failure-desktop.png') });
  await expectHeaderCount(page, /^Basket/, 1);
  expect(JSON.parse((await stored(page, 'basket')) ?? '[]')).toMatchObject([
    { id: aragats.id, quantity: 1 },
  ]);
  expect(await staffOrder(request, number)).toMatchObject({ email, payment_status: 'declined' });

  // trying again goes back to the confirmation with everything filled in
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/en\/checkout\?step=3$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Step 3 of 3 Confirmation' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText(email);
  await expect(page.getByRole('main')).toContainText('Bank card');
});

test('the customer step: every message in the visitor language, then the server’s', async ({
  page,
}) => {
  await addProduct(page, `/en/product/${aragats.id}`);

  // Armenian: every required field says so, and the first one takes the focus
  await page.goto('/checkout');
  await hydrated(page);
  await page.getByRole('button', { name: 'Շարունակել' }).click();
  for (const message of [
    'Խնդրում ենք մուտքագրել անունը',
    'Խնդրում ենք մուտքագրել ազգանունը',
    'Խնդրում ենք մուտքագրել էլ. փոստի հասցեն',
    'Խնդրում ենք մուտքագրել հեռախոսահամարը',
    'Խնդրում ենք ընտրել տարածաշրջանը',
    'Խնդրում ենք մուտքագրել հասցեն',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('textbox', { name: 'Անուն', exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectAccessible(page, 'messages');

  // English: formats and lengths; a fixed field clears its message as it is typed
  await page.goto('/en/checkout');
  await hydrated(page);
  await fillEnglishDetails(page, 'ani@');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+374 12');
  await page.getByRole('textbox', { name: /^A note for the shop/ }).fill('x'.repeat(201));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The email address does not match the current format')).toBeVisible();
  await expect(page.getByText('Please enter the correct format')).toBeVisible();
  await expect(page.getByText('Import a maximum of 200 characters')).toBeVisible();
  const emailField = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveAccessibleDescription(
    'The email address does not match the current format',
  );
  await emailField.fill(customerEmail('checks'));
  await expect(page.getByText('The email address does not match the current format')).toHaveCount(
    0,
  );
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+374 91 234567');
  await page.getByRole('textbox', { name: /^A note for the shop/ }).fill('Gift wrap, please.');
  await page.getByRole('button', { name: 'Continue' }).click();

  // step 2: a payment type is required; "Back" keeps what was typed
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('PLease select the payment type')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Surname', exact: true })).toHaveValue('Sargsyan');
  await page.getByRole('button', { name: 'Continue' }).click();

  // PayPal is not set up in the demo: it is not offered at all
  await expect(page.getByRole('radio', { name: 'Bank card' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Idram' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'PayPal' })).toHaveCount(0);
  await expectAccessible(page, 'payment types');

  // what the server says to a client that skipped the checks: back on step 1, in Russian
  await page.goto('/ru/checkout?step=3');
  await hydrated(page);
  await page.route('**/api/payment/signIn', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, name: '', address: ' ' }) });
  });
  await page.getByRole('radio', { name: 'Банковская карта' }).check();
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await expect(page).toHaveURL(/\/ru\/checkout$/);
  await expect(page.getByText('Пожалуйста, введите имя', { exact: true })).toBeVisible();
  await expect(page.getByText('Пожалуйста, введите адрес', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Имя', exact: true })).toBeFocused();
});

test('a basket filled at an older price shows today’s and says so', async ({ page, request }) => {
  const today = (
    (await (await request.get(`/api/products/${aragats.id}`)).json()) as {
      price: number;
    }
  ).price;
  await addProduct(page, `/en/product/${aragats.id}`);
  // as if it had been put in the basket before the gold price went up
  await page.evaluate(() => {
    const lines = JSON.parse(localStorage.getItem('basket') ?? '[]') as { price: number }[];
    localStorage.setItem('basket', JSON.stringify(lines.map((l) => ({ ...l, price: 1_000 }))));
  });
  await page.goto('/en/basket');
  await expect(page.getByRole('status').filter({ hasText: 'Prices change' })).toHaveText(
    `Prices change with the price of gold: ${aragats.en} now costs what is shown.`,
  );
  const line = page.getByRole('listitem').filter({ hasText: aragats.en });
  await expect(line).toContainText(shownPrice(today));
  await expect(page.getByText('Total', { exact: true }).locator('..')).toContainText(
    shownPrice(today),
  );
  const lines = JSON.parse((await stored(page, 'basket')) ?? '[]') as { price: number }[];
  expect(lines.map((l) => l.price)).toEqual([today]);
});

test('an empty basket shows the empty state instead of the form', async ({ page }) => {
  await page.goto('/en/checkout');
  await hydrated(page);
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
});

test('the result pages: not indexed, and kept out by robots.txt', async ({ page, request }) => {
  await page.goto('/payment/failure');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Վճարումը չկայացավ');
  const robots = await (await request.get('/robots.txt')).text();
  for (const path of ['/payment/', '/en/payment/', '/ru/payment/', '/checkout', '/en/checkout']) {
    expect(robots).toContain(`Disallow: ${path}\n`);
  }
});

for (const [name, size] of [
  ['phone', { width: 360, height: 780 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`the checkout steps by keyboard, with screenshots at ${name} width`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(size);
    await addProduct(page, `/en/product/${aragats.id}`);
    await page.goto('/en/checkout');
    await hydrated(page);
    const shoot = async (step: string) => {
      await expectAccessible(page, step);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: testInfo.outputPath(`checkout-${step}-${name}.png`),
        fullPage: true,
      });
    };

    await fillEnglishDetails(page, customerEmail(`keys-${name}`));
    await shoot('1-details');
    // Enter in a field sends the step
    await page.getByRole('textbox', { name: 'Phone', exact: true }).press('Enter');
    const payment = page.getByRole('heading', { level: 2, name: 'Step 2 of 3 Payment' });
    await expect(payment).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Bank card' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Bank card' })).toBeChecked();
    await shoot('2-payment');
    await page.keyboard.press('Tab'); // Back
    await page.keyboard.press('Tab'); // Continue
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Step 3 of 3 Confirmation' }),
    ).toBeFocused();
    await expect(page.getByRole('main')).toContainText(shownPrice(aragats.price));
    await shoot('3-confirmation');

    // the browser's back button goes to the previous step, with the choice kept
    await page.goBack();
    await expect(page.getByRole('radio', { name: 'Bank card' })).toBeChecked();
  });
}

test('pay by Idram: the shop posts the bill to the wallet, Idram confirms, the order is paid', async ({
  page,
  request,
}) => {
  await addProduct(page, `/en/product/${aragats.id}`);
  await page.goto('/en/checkout');
  await hydrated(page);
  const email = customerEmail('idram');
  await fillEnglishDetails(page, email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const idram = page.getByRole('radio', { name: 'Idram' });
  await expect(idram).toHaveAccessibleDescription(/Pay from your Idram wallet\./);
  await idram.check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();

  // the shop's page posts the bill to Idram by itself: here, the test wallet
  await expect(page).toHaveURL(/\/api\/test-gateway\/idram\/GetPayment$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test Idram wallet');
  const fee = await deliveryFee(request, 'Yerevan');
  const total = aragats.price + fee;
  await page.getByRole('button', { name: `Pay ${total} AMD` }).click();

  // Idram's SUCCESS_URL leads back to the shop's result page, in the checkout's language
  await expect(page).toHaveURL(/\/en\/payment\/success\?orderId=idram-/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you! Your order is paid');
  const number = await shownOrderNumber(page, 'Order number');
  expect(await staffOrder(request, number)).toMatchObject({ email, total, payment_status: 'paid' });
  await expectHeaderCount(page, /^Basket/, 0);

  // the customer's order page: an Idram payment is given back by the shop, so no cancel button
  await page.getByRole('link', { name: /^See your order/ }).click();
  await expect(page.getByText('This order was paid by Idram')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel the order' })).toHaveCount(0);
  await expectAccessible(page, 'order paid by Idram');
});
