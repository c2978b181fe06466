import { expect, test } from './fixtures';
import { apiToken, bearer, choose, e2eAdmin, expectToast, signIn, unique } from './admin-helpers';
import {
  addToBasket,
  deleteProduct,
  hydrated,
  makeProduct,
  plain,
  toConfirmation,
} from './storefront-helpers';

// The demo code (apps/server/src/seed/demo-promotions.ts): 10% off everything. Nothing is
// ordered here, so no stock or price another journey counts changes.
test('a shopper applies VOSKI10 in the basket in Russian, and the code goes on to checkout', async ({
  page,
  request,
}) => {
  const product = await makeProduct(request, { title: 'Basket code ring', price: '100000' });
  try {
    await addToBasket(page, product);
    await page.goto('/ru/basket');
    await hydrated(page);
    const field = page.getByLabel('Код скидки');

    // An unknown code: refused, said in Russian, nothing taken off.
    await field.fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Применить' }).click();
    await expect(page.getByText('Такой код не найден. Проверьте его, пожалуйста.')).toBeVisible();
    await expect(page.getByTestId('code-discount')).toHaveCount(0);

    // The demo code, typed in small letters: 10% of 100 000 off, the total 90 000.
    await field.fill('voski10');
    await page.getByRole('button', { name: 'Применить' }).click();
    await expect(page.getByText(/Код VOSKI10 снижает цену на/)).toBeVisible();
    await expect(page.getByText('Такой код не найден. Проверьте его, пожалуйста.')).toHaveCount(0);
    const discount = page.getByTestId('code-discount');
    await expect(discount).toContainText('Код VOSKI10');
    await expect.poll(async () => plain(await discount.textContent())).toMatch(/10 000/);
    const summary = page.getByRole('region', { name: 'Ваш заказ' });
    await expect.poll(async () => plain(await summary.textContent())).toMatch(/Итого\s*90 000/);

    // In dollars too: the discount and the total as the shop shows them in USD.
    await page.getByRole('combobox', { name: 'Валюта' }).selectOption('USD');
    await expect.poll(async () => plain(await discount.textContent())).toMatch(/25,8/);
    await expect.poll(async () => plain(await summary.textContent())).toMatch(/232,3/);
    await page.getByRole('combobox', { name: 'Валюта' }).selectOption('AMD');

    // On to checkout: the code is kept, the summary already takes it off.
    await page.getByRole('link', { name: 'Оформить заказ' }).click();
    await expect(page).toHaveURL(/\/ru\/checkout/);
    await expect
      .poll(async () => plain(await page.getByTestId('code-discount').textContent()))
      .toMatch(/10 000/);

    // The confirmation step shows it, and takes it off when asked.
    await toConfirmation(page, 'Basket code');
    await expect(page.getByText('Code VOSKI10 takes')).toBeVisible();
    await expect(page.getByTestId('code-discount')).toContainText('10,000');
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByTestId('code-discount')).toHaveCount(0);
    await expect(page.getByText('Code VOSKI10 takes')).toHaveCount(0);
  } finally {
    await deleteProduct(request, product.id);
  }
});

test('an owner makes a free-delivery code for Yerevan; the basket takes it, checkout makes delivery free', async ({
  page,
  request,
}) => {
  const code = unique('FREEYVN')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const product = await makeProduct(request, { title: 'Free delivery ring', price: '100000' });
  try {
    await signIn(page, e2eAdmin);
    await page.goto('/admin/promotions/add');
    await page.getByLabel('Name (Armenian)').fill(`${code} hy`);
    await page.getByLabel('Name (English)').fill(code);
    await page.getByLabel('Name (Russian)').fill(`${code} ru`);
    await page.getByRole('checkbox', { name: 'Everything' }).check();
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('checkbox', { name: 'Free delivery', exact: true }).check();
    // Free delivery alone: nothing else off.
    await page.getByLabel('Percent').fill('0');
    await choose(page, 'Free delivery zones (all when empty)', 'Yerevan');
    await page.getByLabel('Free delivery from a basket of, ֏').fill('50000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Promotion added');
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('free delivery');

    // The basket takes it: whether delivery is free waits for the place.
    await addToBasket(page, product);
    await page.goto('/en/basket');
    await hydrated(page);
    await page.getByLabel('Discount code').fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByText(`Code ${code} is applied: whether it makes delivery free depends`),
    ).toBeVisible();

    // To Yerevan, over 50 000: delivery is free, the total is the products' alone.
    await toConfirmation(page, 'Free delivery');
    await expect(page.getByText(`Code ${code} makes delivery free.`)).toBeVisible();
    await expect(page.getByText('Free', { exact: true })).toBeVisible();
    await expect
      .poll(async () => plain(await page.getByTestId('quote-total').textContent()))
      .toContain('100,000');
  } finally {
    const token = await apiToken(request, e2eAdmin);
    const list = await request.get('/api/promotions?per_page=100', { headers: bearer(token) });
    const made = ((await list.json()) as { data: { id: number; code: string | null }[] }).data;
    for (const p of made.filter((m) => m.code === code)) {
      await request.delete(`/api/promotions/${p.id}`, { headers: bearer(token) });
    }
    await deleteProduct(request, product.id);
  }
});
