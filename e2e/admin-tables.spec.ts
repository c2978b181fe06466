import { expect, test, type Locator, type Page } from './fixtures';
import { apiToken, bearer, e2eAdmin, placeOrder, signIn, unique } from './admin-helpers';

// The working-day tables fit the office screens with the menu open: a total, a payment, a
// status or a row's actions are never out of sight to the right, even beside long texts.

let surname: string;
let category: string;

test.beforeAll(async ({ request }) => {
  surname = `${unique('Wide').replace(' ', '')}-Ter-Grigoryan-Melik-Shahnazaryan`;
  await placeOrder(request, surname);
  category = unique('Rings');
  const long = `${category} ${'handmade white and yellow gold '.repeat(4)}`;
  const made = await request.post('/api/categories', {
    headers: bearer(await apiToken(request, e2eAdmin)),
    data: { name: long, name_en: long, name_ru: long },
  });
  expect(made.status(), await made.text()).toBe(201);
});

/** The whole of `target` is within the window's width, and the table does not scroll sideways. */
async function expectOnScreen(page: Page, target: Locator) {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function expectNoSidewaysScroll(page: Page) {
  const content = page.locator('.ant-table-content').first();
  const overflow = await content.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the orders table shows total, payment and status without scrolling sideways', async ({
      page,
    }) => {
      await signIn(page, e2eAdmin);
      await page.goto('/admin/payment/orders');
      const row = page.getByRole('row').filter({ hasText: surname });
      await expect(row).toBeVisible();
      await expectNoSidewaysScroll(page);
      const header = page.getByRole('columnheader');
      for (const name of ['Order', 'Date', 'Customer', 'Total', 'Payment', 'Status', 'Actions'])
        await expectOnScreen(page, header.filter({ hasText: new RegExp(`^${name}$`) }));
      // the expand button, number, date, customer, total, payment, status, actions
      const cells = row.getByRole('cell');
      for (const column of [4, 5, 6, 7]) await expectOnScreen(page, cells.nth(column));
      await expect(cells.nth(4)).toContainText('֏');
      await expect(cells.nth(5)).toContainText('Paid');
      await expect(cells.nth(6)).toContainText('New');
      await expectOnScreen(page, row.getByRole('button', { name: /Mark order \d+ as in transit/ }));
    });

    test('the products, blogs and users tables keep their actions at the right edge', async ({
      page,
    }) => {
      await signIn(page, e2eAdmin);
      for (const path of ['/admin/products/all', '/admin/blog/all', '/admin/user/all']) {
        await page.goto(path);
        const row = page.getByRole('row').nth(1);
        await expectOnScreen(page, row.getByRole('link', { name: /^Edit / }));
        await expectOnScreen(page, row.getByRole('button', { name: /^Delete / }));
      }
    });

    test('the categories table keeps its edit and delete buttons in reach', async ({ page }) => {
      await signIn(page, e2eAdmin);
      await page.goto('/admin/category/all');
      const row = page.getByRole('row').filter({ hasText: category });
      await expect(row).toBeVisible();
      await expectNoSidewaysScroll(page);
      for (const name of [/^Edit /, /^Delete /]) {
        const button = row.getByRole('button', { name }).or(row.getByRole('link', { name }));
        await expectOnScreen(page, button);
        await button.click({ trial: true });
      }
    });
  });
}
