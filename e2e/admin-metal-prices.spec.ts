import { expect, test } from './fixtures';
import { apiToken, bearer, choose, e2eAdmin, expectToast, signIn, unique } from './admin-helpers';

/** The price as the English storefront writes it: 113,000 (any grouping space or comma). */
const shown = (amd: number) =>
  new RegExp(String(amd).replace(/(\d)(?=(\d{3})+$)/g, '$1[,\\s\\u00a0\\u202f]?'));

test('an Admin sets the 750 gold price per gram: weight-priced products follow, orders keep theirs', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, e2eAdmin);
  await signIn(page, e2eAdmin);
  const setPrice = async (perGram: string, repriced: RegExp) => {
    await page.goto('/admin/products/metal-prices');
    await choose(page, 'Metal', 'Gold');
    await choose(page, 'Fineness', '750');
    await page.getByLabel('Price per gram, AMD').fill(perGram);
    await page.getByRole('button', { name: 'Set the price' }).click();
    await expectToast(page, 'Price per gram saved');
    await expect(page.getByRole('status').filter({ hasText: 'repriced' })).toHaveText(repriced);
    const today = page.getByRole('region', { name: 'Prices per gram today' });
    // Other journeys may have priced gold of other finenesses; the demo prices its yellow,
    // white and rose gold.
    await expect(
      today
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: 'Gold', exact: true }) })
        .filter({ hasText: '750' }),
    ).toContainText(perGram);
    // the history's newest entry is this one, set by the signed-in Admin
    const history = page.getByRole('region', { name: 'History of prices' });
    const newest = history.getByRole('row').nth(1);
    await expect(newest).toContainText('Gold');
    await expect(newest).toContainText('750');
    await expect(newest).toContainText(perGram);
    await expect(newest).not.toContainText('—');
  };
  await setPrice('28000', /^\d+ products? repriced\.$/);

  // A ring priced by weight: 3.5 g × 28,000 + 15,000 making = 113,000
  const title = unique('Weight-priced ring');
  await page.goto('/admin/products/add');
  await page.getByLabel('Title (Armenian)').fill(`${title} hy`);
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Weight, grams').fill('3.5');
  await choose(page, 'Fineness', '750');
  await page.getByRole('switch', { name: 'Priced by weight' }).click();
  await expect(page.getByLabel('Price, AMD')).toBeDisabled();
  await choose(page, 'Metal', 'Gold');
  await page.getByLabel('Making charge', { exact: true }).fill('15000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Product added successfully');
  const found = (await (
    await request.get(`/api/products/search?query=${encodeURIComponent(title)}`, {
      headers: bearer(token),
    })
  ).json()) as { data: { id: number; price: number }[] };
  const ring = found.data[0]!;
  expect(ring.price).toBe(113_000);

  await page.goto(`/en/product/${ring.id}`);
  await expect(page.getByRole('main')).toContainText(shown(113_000));

  // Somebody orders it at today's price.
  const placed = await request.post('/api/payment/signIn', {
    data: {
      name: 'Anna',
      surname: 'Weight',
      email: 'anna.weight@example.com',
      phone: '+37491234567',
      region: 'Yerevan',
      address: 'Abovyan 10',
      message: '',
      paymentType: 1,
      products: [{ id: ring.id, quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderNumber } = (await placed.json()) as { orderNumber: number };

  // The price of gold goes up: 3.5 g × 30,000 + 15,000 = 120,000
  await setPrice('30000', /^[1-9]\d* products? repriced\.$/);
  // the earlier price stays in the history, below the new one
  await expect(
    page.getByRole('region', { name: 'History of prices' }).getByRole('row').nth(2),
  ).toContainText('28000');
  await page.goto(`/en/product/${ring.id}`);
  await expect(page.getByRole('main')).toContainText(shown(120_000));
  const order = (await (
    await request.get(`/api/payment/orders/${orderNumber}`, { headers: bearer(token) })
  ).json()) as { data: { subtotal: number } };
  expect(order.data.subtotal).toBe(113_000);
});
