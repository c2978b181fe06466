import { expect, test } from './fixtures';
import {
  confirmPopover,
  createStaff,
  expectToast,
  openMenuGroup,
  Role,
  signIn,
  unique,
  type Staff,
} from './admin-helpers';
import { makeProduct } from './storefront-helpers';

// Issue 34: staff see the pieces unpaid orders hold off sale, and can put them back on sale.

let seller: Staff;

test.beforeAll(async ({ request }) => {
  seller = await createStaff(request, Role.Seller, 'Seller');
});

test('the Seller sees an unpaid order holding a unique piece and releases it', async ({
  page,
  request,
}) => {
  const { id: productId, title } = await makeProduct(request, {
    title: 'Held brooch',
    stock: '1',
  });
  const surname = unique('Holder');
  const placed = await request.post('/api/payment/signIn', {
    data: {
      name: 'Anna',
      surname,
      email: `${surname.toLowerCase().replace(' ', '.')}@example.com`,
      phone: '+37491234567',
      region: 'Yerevan',
      address: 'Abovyan 10',
      paymentType: 2,
      products: [{ id: productId, quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderNumber } = (await placed.json()) as { orderNumber: number };
  const stock = async () =>
    ((await (await request.get(`/api/products/${productId}`)).json()) as { stock: number }).stock;
  expect(await stock()).toBe(0);

  await signIn(page, seller);
  await openMenuGroup(page, 'Orders');
  await page.getByRole('link', { name: 'Held pieces' }).click();
  await expect(page).toHaveURL(/\/admin\/payment\/holds$/);
  const row = page.getByRole('row').filter({ hasText: surname });
  await expect(row).toContainText(`1 × ${title}`);
  await expect(row).toContainText(String(orderNumber));

  await row.getByRole('button', { name: `Release order ${orderNumber}` }).click();
  await confirmPopover(page, 'Release');
  await expectToast(page, 'Order released');
  await expect(page.getByRole('row').filter({ hasText: surname })).toHaveCount(0);
  await expect.poll(stock).toBe(1);
});
