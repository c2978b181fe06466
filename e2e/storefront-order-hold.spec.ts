import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import type { TestSmtp } from '../apps/server/test/smtp-fixture.ts';
import { unique } from './admin-helpers';
import { SHOP_EMAIL, startShopSmtp } from './mail';
import {
  addToBasket,
  deleteProduct,
  hydrated,
  makeProduct,
  toConfirmation,
  type MadeProduct,
} from './storefront-helpers';

// Issue 34: an unpaid order keeps its pieces for minutes; its payer may extend that once from
// the order page, with or without JavaScript.

let smtp: TestSmtp;
test.beforeAll(async () => {
  smtp = await startShopSmtp();
});
test.afterAll(async () => {
  await smtp.stop();
});

interface Hold {
  expires_at: string;
  extendable: boolean;
}

/** HH:MM in the shop's time zone, as the order page shows it. */
const shopTime = (iso: string) =>
  new Intl.DateTimeFormat('en', {
    timeZone: 'Asia/Yerevan',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

async function holdOf(request: APIRequestContext, token: string): Promise<Hold | null> {
  const response = await request.get(`/api/payment/order/${token}`);
  return ((await response.json()) as { data: { hold: Hold | null } }).data.hold;
}

/**
 * A unique piece ordered in the browser to be paid by Idram, left unpaid at the (test) wallet;
 * answers the order page's token, which the browser that placed it may ask for.
 */
async function unpaidIdramOrder(
  page: Page,
  piece: MadeProduct,
): Promise<{ token: string; orderId: string }> {
  await addToBasket(page, piece);
  await toConfirmation(page, unique('Keeper'), 'Idram');
  // the answer's body is gone once the page leaves for the wallet: read it on its way
  let orderId = '';
  await page.route('**/api/payment/signIn', async (route) => {
    const response = await route.fetch();
    orderId = ((await response.json()) as { orderId: string }).orderId;
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/api\/test-gateway\/idram\/GetPayment$/);
  const check = await page.request.post('/api/payment/check', { data: { orderId } });
  const { order_token: token } = (await check.json()) as { order_token: string | null };
  expect(token).toEqual(expect.any(String));
  return { token: token!, orderId };
}

const keepButton = (page: Page) => page.getByRole('button', { name: 'Keep them 10 more minutes' });

/**
 * The payer gives the order up: the shop and the payer hear of it, and the payer was never sent
 * a confirmation, which goes out once an order is paid.
 */
async function giveUp(request: APIRequestContext, token: string) {
  const cancelled = await request.post(`/api/payment/order/${token}/cancel`);
  expect(cancelled.status()).toBe(200);
  const { id, email } = ((await cancelled.json()) as { data: { id: number; email: string } }).data;
  const about = (address: string) => smtp.to(address).filter((m) => m.subject?.includes(`#${id}`));
  await expect.poll(() => about(SHOP_EMAIL).length, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(() => about(email).length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(about(email).map((m) => m.subject)).toEqual([`Voski: order #${id} is cancelled`]);
}

/** Makes a unique piece, runs the journey, then gives the piece up and deletes it. */
async function withHeldPiece(
  page: Page,
  request: APIRequestContext,
  journey: (token: string, orderId: string) => Promise<void>,
) {
  const piece = await makeProduct(request, { title: 'Held ring', stock: '1' });
  let token: string | null = null;
  try {
    const placed = await unpaidIdramOrder(page, piece);
    token = placed.token;
    await journey(token, placed.orderId);
  } finally {
    if (token) await giveUp(request, token);
    await deleteProduct(request, piece.id);
  }
}

test('the payer keeps an unpaid order’s piece 10 more minutes, once', async ({ page, request }) => {
  await withHeldPiece(page, request, async (token, orderId) => {
    const before = (await holdOf(request, token))!;
    expect(before.extendable).toBe(true);

    // back from the wallet unpaid: the payment page leads to the order
    await page.goto(`/en/payment/success?orderId=${encodeURIComponent(orderId)}`);
    await page.getByRole('link', { name: /^See your order/ }).click();
    await expect(page).toHaveURL(new RegExp(`/en/order/${token}$`));
    await hydrated(page);
    await expect(page.getByTestId('order-payment')).toHaveText('awaiting payment');
    await expect(page.getByTestId('order-hold')).toHaveText(
      `Your pieces are kept for you until ${shopTime(before.expires_at)}.`,
    );
    await keepButton(page).click();
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toContainText('Done: your pieces are kept until');

    const after = (await holdOf(request, token))!;
    expect(Date.parse(after.expires_at) - Date.parse(before.expires_at)).toBe(10 * 60_000);
    expect(after.extendable).toBe(false);
    const until = shopTime(after.expires_at);
    await expect(status).toHaveText(`Done: your pieces are kept until ${until}.`);
    await expect(page.getByTestId('order-hold')).toHaveText(
      `Your pieces are kept for you until ${until}.`,
    );
    await expect(keepButton(page)).toHaveCount(0);
    // cancelling still works beside it
    await expect(page.getByRole('button', { name: 'Cancel the order' })).toBeVisible();
  });
});

/** The order page in a browser that runs no scripts: each button is a plain form post. */
async function pageWithoutScripts(browser: Browser, token: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/en/order/${token}`);
  return { context, page };
}

test('without JavaScript: kept longer by a plain form post, and a second try is refused clearly', async ({
  browser,
  page,
  request,
}) => {
  await withHeldPiece(page, request, async (token) => {
    // the same page open twice: the second press comes after the first extended the time
    const first = await pageWithoutScripts(browser, token);
    const second = await pageWithoutScripts(browser, token);
    try {
      await keepButton(first.page).click();
      const until = shopTime((await holdOf(request, token))!.expires_at);
      await expect(first.page.getByRole('main').getByRole('status')).toHaveText(
        `Done: your pieces are kept until ${until}.`,
      );
      await expect(keepButton(first.page)).toHaveCount(0);

      await keepButton(second.page).click();
      await expect(second.page.getByRole('main').getByRole('status')).toHaveText(
        'Your pieces cannot be kept any longer: the time to pay was extended once already, ' +
          'or the order no longer waits for payment.',
      );
      await expect(second.page.getByTestId('order-hold')).toHaveText(
        `Your pieces are kept for you until ${until}.`,
      );
      await expect(keepButton(second.page)).toHaveCount(0);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
});
