import { expect, test, type APIRequestContext } from './fixtures';
import { confirmPopover, e2eAdmin, expectToast, signIn } from './admin-helpers';

// The Admin adds a zone for Iceland (a country no other journey orders to), sees the checkout's
// quote follow, gives it free delivery from an amount, and deletes it again.
const ring = { id: 1, price: 78_400 };

async function icelandDelivery(request: APIRequestContext): Promise<number | null> {
  const answer = await request.post('/api/payment/quote', {
    data: { products: [{ id: ring.id, quantity: 1 }], country: 'IS', region: '' },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { delivery: number | null }).delivery;
}

test('the Admin adds a delivery zone, the quote follows, then deletes it', async ({
  page,
  request,
}) => {
  test.slow();
  const world = await icelandDelivery(request);
  const key = `Nordic${Date.now() % 100_000}`;

  await signIn(page, e2eAdmin);
  await page.goto('/admin/payment/zones');
  await page.getByRole('button', { name: 'Add a zone' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Key').fill(key);
  await dialog.getByLabel('Name (Armenian)').fill('Հյուսիս');
  await dialog.getByLabel('Name (English)').fill(`North ${key}`);
  await dialog.getByLabel('Name (Russian)').fill('Север');
  const countries = dialog.getByLabel('Countries');
  await countries.click({ force: true });
  await countries.fill('Iceland');
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: 'Iceland (IS)' })
    .click();
  await dialog.getByText('Add a zone', { exact: true }).click();
  await dialog.getByLabel('Fee, AMD').fill('9000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Delivery zone added');
  const row = page.getByRole('row').filter({ hasText: `North ${key}` });
  await expect(row).toContainText('Iceland');
  expect(await icelandDelivery(request)).toBe(9000);

  // free from the ring's price, in the list's quick edit
  await row
    .getByRole('spinbutton', { name: `Free from, ֏: North ${key}` })
    .fill(String(ring.price));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Delivery zones saved');
  expect(await icelandDelivery(request)).toBe(0);

  await row.getByRole('button', { name: `Delete: North ${key}` }).click();
  await confirmPopover(page);
  await expectToast(page, 'Delivery zone deleted');
  await expect(row).toHaveCount(0);
  expect(await icelandDelivery(request)).toBe(world);
});
