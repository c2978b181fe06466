import type { TestSmtp } from '../apps/server/test/smtp-fixture.ts';
import { expect, test, type APIRequestContext } from './fixtures';
import {
  confirmPopover,
  createStaff,
  expectToast,
  pickOption,
  Role,
  signIn,
  unique,
  type Staff,
} from './admin-helpers';
import { startShopSmtp } from './mail';

// A seller works one order from its own page (issue 38): a note, sending it with a carrier and
// tracking number the customer is told of, and taking a mistaken "delivered" back. The order
// is this journey's own (a buyer nobody else uses); the demo's carriers are only read.

const HAYPOST = 'https://www.haypost.am/en/track-and-trace?code=';
const NUMBER = 'RR123456789AM';

let smtp: TestSmtp;
let seller: Staff;
let order: { id: number; token: string; email: string };

/** A paid English order of the first demo product, placed and paid as its buyer's browser. */
async function placePaidOrder(request: APIRequestContext, email: string) {
  const products = (await (await request.get('/api/products?page=1&per_page=1')).json()) as {
    data: { id: number }[];
  };
  const placed = await request.post('/api/payment/signIn', {
    data: {
      name: 'Nare',
      surname: unique('Fulfilment'),
      email,
      phone: '+37491234567',
      region: 'Yerevan',
      address: 'Tumanyan 5',
      message: '',
      paymentType: 1,
      language: 'en',
      products: [{ id: products.data[0]!.id, quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderId, orderNumber, formUrl } = (await placed.json()) as {
    orderId: string;
    orderNumber: number;
    formUrl: string;
  };
  const paid = await request.post('/api/test-gateway/pay', {
    form: {
      mdOrder: orderId,
      token: new URL(formUrl).searchParams.get('token') ?? '',
      action: 'pay',
    },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  // the placing browser's check answers the customer's order link
  const check = await request.post('/api/payment/check', { data: { orderId } });
  const answer = (await check.json()) as { payment_status: string; order_token: string | null };
  expect(answer.payment_status).toBe('paid');
  expect(answer.order_token).toBeTruthy();
  return { id: orderNumber, token: answer.order_token!, email };
}

test.beforeAll(async ({ request }) => {
  smtp = await startShopSmtp();
  seller = await createStaff(request, Role.Seller, 'Fulfilment');
  order = await placePaidOrder(request, `fulfilment-${Date.now()}@example.com`);
});
test.afterAll(async () => {
  await smtp.stop();
});

test('a seller notes, sends with tracking, and takes a mistaken "delivered" back', async ({
  page,
}) => {
  test.slow();
  await signIn(page, seller);
  await page.goto('/admin/payment/orders');
  await page.getByRole('link', { name: `Open order ${order.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/payment/orders/${order.id}$`));
  await expect(page.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
  await expect(page.getByText(`/en/order/${order.token}`)).toBeVisible();
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline).toContainText('Order placed');
  await expect(timeline).toContainText('Payment: Awaiting payment → Paid');

  // a note for the staff only
  await page.getByLabel('New note').fill('Fragile: pack it in the velvet box.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expectToast(page, 'Note added');
  await expect(timeline).toContainText('Fragile: pack it in the velvet box.');
  await expect(page.getByText(seller.name).first()).toBeVisible();

  // sending asks the carrier and the number; a bad number is refused before it goes
  await page.getByRole('button', { name: 'Mark as in transit' }).click();
  const dialog = page.getByRole('dialog', { name: `Send order ${order.id}` });
  // clicked once the dialog has stopped moving (a click in its opening animation meets the mask)
  await dialog.getByRole('combobox', { name: 'Carrier' }).click();
  await pickOption(page, 'HayPost');
  await dialog.getByLabel('Tracking number').fill('no');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(
    dialog.getByText('This is not a tracking number: use 4 to 40 letters, digits or hyphens.'),
  ).toBeVisible();
  await dialog.getByLabel('Tracking number').fill(NUMBER);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expectToast(page, 'The order is on its way');
  await expect(page.getByTestId('order-status')).toHaveText('In transit');
  await expect(page.getByTestId('order-tracking')).toHaveAttribute('href', `${HAYPOST}${NUMBER}`);
  await expect(timeline).toContainText(`HayPost ${NUMBER}`);

  // the customer's e-mail and order page link to the parcel's tracking address
  await expect
    .poll(() => smtp.to(order.email).filter((m) => /is on its way/.test(m.subject ?? '')).length, {
      timeout: 20_000,
    })
    .toBe(1);
  const mail = smtp.to(order.email).find((m) => /is on its way/.test(m.subject ?? ''))!;
  expect(mail.text).toContain(`Carrier: HayPost, tracking number: ${NUMBER}.`);
  expect(mail.html).toContain(`href="${HAYPOST}${NUMBER}"`);
  const customer = await page.context().newPage();
  await customer.goto(`/en/order/${order.token}`);
  await expect(customer.getByTestId('order-shipment')).toContainText(
    `HayPost, tracking number ${NUMBER}`,
  );
  await expect(customer.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
    'href',
    `${HAYPOST}${NUMBER}`,
  );
  await expect(customer.getByText('Fragile')).toHaveCount(0);
  await customer.close();

  // "delivered" asks first; clicked by mistake, it is taken back
  await page.getByRole('button', { name: 'Mark as delivered' }).click();
  await confirmPopover(page, 'Mark as delivered');
  await expectToast(page, 'The order is marked as delivered');
  await expect(page.getByTestId('order-status')).toHaveText('Delivered');
  await page.getByRole('button', { name: /Undo: back to “In transit”/ }).click();
  await expectToast(page, 'The status change was taken back');
  await expect(page.getByTestId('order-status')).toHaveText('In transit');
  await expect(timeline).toContainText('Taken back: Delivered → In transit');
  await expect(page.getByRole('button', { name: /Undo:/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
});
