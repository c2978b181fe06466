import { expect, test } from './fixtures';
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
