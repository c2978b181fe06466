import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import {
  apiToken,
  bearer,
  clearDateRange,
  confirmPopover,
  createStaff,
  e2eAdmin,
  expectToast,
  pickOption,
  placeOrder,
  Role,
  signIn,
  typeDateRange,
  unique,
  type Staff,
} from './admin-helpers';

// The Seller works the order desk and reads the contact form's messages.

let seller: Staff;

test.beforeAll(async ({ request }) => {
  seller = await createStaff(request, Role.Seller, 'Seller');
});

test.beforeEach(async ({ page }) => {
  await signIn(page, seller);
});

test('the Seller moves a storefront order to delivered, filters by date and exports', async ({
  page,
  request,
}) => {
  test.slow();
  const surname = unique('Buyer');
  const order = await placeOrder(request, surname, { quantity: 2 });

  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('menuitem', { name: 'Orders' })
    .click();
  await page.getByRole('link', { name: 'All orders' }).click();
  await expect(page).toHaveURL(/\/admin\/payment\/orders$/);
  const row = page.getByRole('row').filter({ hasText: surname });
  await expect(row).toContainText('New');
  await expect(row).toContainText('Paid');
  // the address and the lines are in the row's details
  await row.getByRole('button', { name: 'Expand row' }).click();
  const details = page.locator('tr.ant-table-expanded-row').filter({ hasText: 'Abovyan 10' });
  await expect(details).toContainText('Yerevan');
  // each line links to the product's storefront page
  await expect(details.getByRole('link', { name: order.product.title })).toHaveAttribute(
    'href',
    `/product/${order.product.id}`,
  );

  // sending asks how the parcel travels (issue 38)
  await row.getByRole('button', { name: `Mark order ${order.id} as in transit` }).click();
  const send = page.getByRole('dialog', { name: `Send order ${order.id}` });
  // clicked once the dialog has stopped moving (a click in its opening animation meets the mask)
  await send.getByRole('combobox', { name: 'Carrier' }).click();
  await pickOption(page, 'DHL');
  await send.getByLabel('Tracking number').fill('JD014600003SE');
  await send.getByRole('button', { name: 'Send' }).click();
  await expectToast(page, 'The order is on its way');
  await expect(row).toContainText('In transit');
  await expect(row.getByRole('button', { name: `Cancel order ${order.id}` })).toHaveCount(0);

  // someone else delivers it meanwhile: the click meets a 409, the list reloads
  const token = await apiToken(request, seller);
  const behind = await request.get(`/api/payment/doneOrInProgress/${order.id}/1`, {
    headers: bearer(token),
  });
  expect(behind.status()).toBe(200);
  // "delivered" asks first (issue 38)
  await row.getByRole('button', { name: `Mark order ${order.id} as delivered` }).click();
  await confirmPopover(page, 'Mark as delivered');
  await expectToast(page, 'This order was changed meanwhile; the list has been reloaded.');
  await expect(row).toContainText('Delivered');
  await expect(row.getByRole('button', { name: /Mark order/ })).toHaveCount(0);

  // today only: the order is there; a day long ago: nothing
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Yerevan' }).format(new Date());
  await typeDateRange(page, today, today);
  await expect(page.getByRole('row').filter({ hasText: surname })).toBeVisible();
  const sumLabel = page.getByTestId('orders-sum-label');
  // the sum counts what was paid and kept, and says so (issue 38)
  await expect(sumLabel).toContainText(/Paid and kept \(refunds taken off\), of \d+ orders? shown/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`orders-${today}_${today}.xlsx`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 4).toString('binary')).toBe('PK\x03\x04');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: unknown[] = [];
  workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(cell.value)));
  expect(cells).toContain(surname);
  expect(cells).toContain(order.total);

  await clearDateRange(page);
  await typeDateRange(page, '2001-01-01', '2001-01-02');
  await expect(page.getByText('No orders were placed on these days.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
});

test('the Seller cancels a new order, and its payment is refunded', async ({ page, request }) => {
  const surname = unique('Cancel');
  const order = await placeOrder(request, surname, { quantity: 2 });
  await page.goto('/admin/payment/orders');
  const row = page.getByRole('row').filter({ hasText: surname });
  await row.getByRole('button', { name: `Cancel order ${order.id}` }).click();
  await expect(
    page.getByText(`Cancel order ${order.id}? The payment will be refunded to the customer.`),
  ).toBeVisible();
  await confirmPopover(page, 'Cancel order');
  await expectToast(page, 'The order is cancelled');
  await expect(row).toContainText('Cancelled');
  await expect(row).toContainText('Refunded');
  await expect(row.getByRole('button', { name: new RegExp(`order ${order.id}`) })).toHaveCount(0);
});

test('an order paid by Idram: the Seller is asked to give the payment back in Idram first', async ({
  page,
  request,
}) => {
  const surname = unique('Idram');
  const order = await placeOrder(request, surname, { idram: true });
  await page.goto('/admin/payment/orders');
  const row = page.getByRole('row').filter({ hasText: surname });
  await expect(row).toContainText('Idram');
  await expect(row).toContainText('Paid');
  await row.getByRole('button', { name: `Cancel order ${order.id}` }).click();
  await expect(
    page.getByText(
      `Cancel order ${order.id}? The shop cannot refund an Idram payment: give it back in the Idram merchant account first. Cancelling here records that it was given back.`,
    ),
  ).toBeVisible();
  await confirmPopover(page, 'Cancel order');
  await expectToast(page, 'The order is cancelled');
  await expect(row).toContainText('Cancelled');
  await expect(row).toContainText('Refunded');
});

test('the Seller reads contact-form messages, marks one read for all Sellers, deletes it', async ({
  page,
  request,
  browser,
}) => {
  const name = unique('Writer');
  const sent = await request.post('/api/messages', {
    data: {
      name,
      surname: 'Test',
      email: 'writer@example.com',
      phone: '+37491234567',
      message: 'Do you make custom engagement rings?',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto('/admin');
  await expect(page.getByText('Unread messages')).toBeVisible();
  // the menu counts the unread ones
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await expect(
    menu.getByRole('menuitem', { name: 'Contact and pages', exact: true }).locator('.ant-badge'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/admin\/contact\/formResult$/);
  const first = page.getByRole('row').nth(1);
  await expect(first).toContainText(name);
  await expect(first).toContainText('New');
  await expect(first).toContainText('Do you make custom engagement rings?');
  await expect(
    first.getByRole('link', { name: `Reply to ${name} Test by e-mail` }),
  ).toHaveAttribute('href', /^mailto:writer@example\.com\?subject=/);

  // read here is read for every Seller
  await first.getByRole('button', { name: `Mark the message from ${name} Test read` }).click();
  await expect(
    first.getByRole('button', { name: `Mark the message from ${name} Test unread` }),
  ).toBeVisible();
  await expect(first).not.toContainText('New');
  const other = await createStaff(request, Role.Seller, 'Other seller');
  const elsewhere = await browser.newPage();
  try {
    await signIn(elsewhere, other);
    await elsewhere.goto('/admin/contact/formResult');
    const same = elsewhere.getByRole('row').filter({ hasText: name });
    await expect(
      same.getByRole('button', { name: `Mark the message from ${name} Test unread` }),
    ).toBeVisible();
    await expect(same).not.toContainText('New');
  } finally {
    await elsewhere.close();
  }
  await first.getByRole('button', { name: `Delete the message from ${name} Test` }).click();
  await confirmPopover(page);
  await expectToast(page, 'Message deleted');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('the Seller is refused the catalog, content and users', async ({ page, request }) => {
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await expect(menu.getByRole('menuitem', { name: 'Orders', exact: true })).toBeVisible();
  for (const group of ['Slides', 'FAQ', 'Blog', 'Catalog', 'Users', 'Follow us']) {
    await expect(menu.getByRole('menuitem', { name: group, exact: true })).toHaveCount(0);
  }
  for (const path of [
    '/admin/products/all',
    '/admin/products/edit/1',
    '/admin/category/add',
    '/admin/slide/all',
    '/admin/contact/update',
    '/admin/user/add',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  }
  // the server says the same
  const token = await apiToken(request, seller);
  expect((await request.get('/api/products/has/1', { headers: bearer(token) })).status()).toBe(403);
  expect(e2eAdmin.email).toContain('@');
});
