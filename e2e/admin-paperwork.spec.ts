import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { blockingViolations } from './axe';
import { expect, test } from './fixtures';
import {
  createStaff,
  openSelect,
  pickOption,
  Role,
  signIn,
  unique,
  type Staff,
} from './admin-helpers';
import { deleteProduct, makeProduct, type MadeProduct } from './storefront-helpers';

// Issue 38, paperwork: a seller downloads an order's invoice and packing slip (PDF, in the
// customer's language or one chosen), and the customer's order page links the invoice once paid.

let seller: Staff;
let product: MadeProduct;

test.beforeAll(async ({ request }) => {
  seller = await createStaff(request, Role.Seller, 'Seller');
  product = await makeProduct(request, { title: 'Paperwork ring', price: '120000' });
});
test.afterAll(async ({ request }) => {
  await deleteProduct(request, product.id);
});

/** The text of a PDF, white space as single spaces. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<[Download, string]> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return [download, await pdfText(new Uint8Array(await readFile(file)))];
}

test('a seller prints an order’s invoice and packing slip; its customer gets the invoice once paid', async ({
  page,
  request,
}) => {
  test.slow();
  const surname = unique('Paper');
  const placed = await request.post('/api/payment/signIn', {
    data: {
      name: 'Անի',
      surname,
      email: `${surname.toLowerCase().replace(/\W+/g, '.')}@example.am`,
      phone: '+37491234567',
      region: 'Yerevan',
      address: 'Abovyan 10',
      paymentType: 1,
      language: 'hy',
      products: [{ id: product.id, quantity: 2 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderId, orderNumber, formUrl } = (await placed.json()) as {
    orderId: string;
    orderNumber: number;
    formUrl: string;
  };
  // this request context placed the order: the check answers it the customer's link
  const unpaid = await request.post('/api/payment/check', { data: { orderId } });
  const { order_token: token } = (await unpaid.json()) as { order_token: string };
  expect(token).toBeTruthy();

  // before payment: no invoice on the customer's page, and none behind its address
  await page.goto(`/en/order/${token}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(orderNumber));
  await expect(page.getByRole('link', { name: 'Download the invoice (PDF)' })).toHaveCount(0);
  expect((await request.get(`/api/payment/order/${token}/invoice`)).status()).toBe(409);

  const paid = await request.post('/api/test-gateway/pay', {
    form: {
      mdOrder: orderId,
      token: new URL(formUrl).searchParams.get('token') ?? '',
      action: 'pay',
    },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const check = await request.post('/api/payment/check', { data: { orderId } });
  expect(((await check.json()) as { payment_status: string }).payment_status).toBe('paid');

  // the customer's page, in English, links the English invoice
  await page.goto(`/en/order/${token}`);
  const link = page.getByRole('link', { name: 'Download the invoice (PDF)' });
  await expect(link).toHaveAttribute('href', `/api/payment/order/${token}/invoice?lang=en`);
  const [, customerCopy] = await downloaded(page, () => link.click());
  expect(customerCopy).toContain(`Invoice No. ${orderNumber}`);
  expect(customerCopy).toContain(product.title);
  expect(customerCopy).toContain('Including VAT 20%');

  // the seller, in the order's details
  await signIn(page, seller);
  await page.goto('/admin/payment/orders');
  const row = page.getByRole('row').filter({ hasText: surname });
  await row.getByRole('button', { name: 'Expand row' }).click();
  const details = page.locator('tr.ant-table-expanded-row').filter({ hasText: 'Abovyan 10' });
  await expect(details.getByRole('button', { name: 'Invoice (PDF)' })).toBeVisible();
  expect(await blockingViolations(page, 'order paperwork')).toEqual([]);

  // in the customer's language (Armenian) by default
  const [invoice, hy] = await downloaded(page, () =>
    details.getByRole('button', { name: 'Invoice (PDF)' }).click(),
  );
  expect(invoice.suggestedFilename()).toBe(`invoice-${orderNumber}.pdf`);
  expect(hy).toContain(`Հաշիվ № ${orderNumber}`);
  expect(hy).toContain(`Անի ${surname}`);
  expect(hy).toContain(product.title);
  expect(hy).toContain('Ընդամենը');
  expect(hy).toContain('այդ թվում ԱԱՀ 20%');

  const [slip, slipText] = await downloaded(page, () =>
    details.getByRole('button', { name: 'Packing slip (PDF)' }).click(),
  );
  expect(slip.suggestedFilename()).toBe(`packing-slip-${orderNumber}.pdf`);
  expect(slipText).toContain(`Փաթեթավորման թերթիկ № ${orderNumber}`);
  expect(slipText).toContain(`${product.title}`);
  expect(slipText).not.toContain('AMD');

  // or in a language the seller chooses
  await openSelect(details.getByRole('combobox', { name: 'Language' }));
  await pickOption(page, 'English');
  const [, en] = await downloaded(page, () =>
    details.getByRole('button', { name: 'Invoice (PDF)' }).click(),
  );
  expect(en).toContain(`Invoice No. ${orderNumber}`);
  expect(en).toContain('Including VAT 20%');
  expect(en).toContain(`Total AMD 241,500`);
});
