import { expect, test } from './fixtures';
import {
  apiToken,
  bearer,
  confirmPopover,
  createStaff,
  e2eAdmin,
  expectToast,
  openMenuGroup,
  Role,
  signIn,
  unique,
  type Staff,
} from './admin-helpers';

// Issue 34: staff see the pieces unpaid orders hold off sale, and can put them back on sale.

let seller: Staff;

test.beforeAll(async ({ request }) => {
  seller = await createStaff(request, Role.Seller, 'Seller');
});

test('the Seller sees an unpaid order holding a unique piece and releases it', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, e2eAdmin);
  const title = unique('Held brooch');
  const made = await request.post('/api/products', {
    headers: bearer(token),
    multipart: {
      weight: '3.2',
      respect: '750',
      metal: 'Ոսկի',
      metal_en: 'Gold',
      metal_ru: 'Золото',
      price: '90000',
      stock: '1',
      title,
      title_en: title,
      title_ru: title,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const productId = ((await made.json()) as { data: { id: number } }).data.id;
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
