import { expect, test, type Page } from './fixtures';
import {
  apiToken,
  bearer,
  clearDateRange,
  createStaff,
  openSelect,
  pickOption,
  placeOrder,
  Role,
  signIn,
  typeDateRange,
  unique,
  type Staff,
} from './admin-helpers';

// The Seller narrows the orders list on the server: text search, status, payment status and
// dates, a page at a time, all kept in the address.

const ORDERS = 11;
let seller: Staff;
/** A word only this run's orders carry, in their surname. */
let mark: string;
let inTransit: number;

test.beforeAll(async ({ request }) => {
  seller = await createStaff(request, Role.Seller, 'Filters');
  mark = unique('Zfilter').replace(' ', '');
  const ids: number[] = [];
  for (let n = 1; n <= ORDERS; n++)
    ids.push((await placeOrder(request, `${mark} ${n}`, { pay: n <= 3 })).id);
  // the first paid order is on its way
  inTransit = ids[0]!;
  const token = await apiToken(request, seller);
  const moved = await request.get(`/api/payment/doneOrInProgress/${inTransit}/0`, {
    headers: bearer(token),
  });
  expect(moved.status()).toBe(200);
});

test.beforeEach(async ({ page }) => {
  await signIn(page, seller);
});

const rows = (page: Page) => page.getByRole('row').filter({ hasText: mark });

/** Picks `option` in the multiple-choice Select labelled `label`, then closes it. */
async function pick(page: Page, label: string, option: string) {
  await openSelect(page.getByRole('combobox', { name: label, exact: true }));
  await pickOption(page, option);
  await page.keyboard.press('Escape');
}

test('the Seller searches, pages, filters by status, payment and date, and a reload keeps it all', async ({
  page,
}) => {
  test.slow();
  await page.goto('/admin/payment/orders?per_page=10');
  const search = page.getByLabel('Search orders');
  await search.fill(mark.toUpperCase().slice(0, -1));
  await search.press('Enter');
  await expect(page).toHaveURL(/query=/);
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByText(`${ORDERS} items`)).toBeVisible();
  // newest first: the last one placed leads
  await expect(rows(page).first()).toContainText(`${mark} ${ORDERS}`);

  await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows(page)).toHaveCount(ORDERS - 10);
  await expect(rows(page).first()).toContainText(`${mark} 1`);

  await page.reload();
  await expect(page.getByLabel('Search orders')).toHaveValue(mark.toUpperCase().slice(0, -1));
  await expect(rows(page)).toHaveCount(ORDERS - 10);
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');

  // a status: only the order in transit, and the page starts again at 1
  await pick(page, 'Status', 'In transit');
  await expect(page).toHaveURL(/done=1/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(`#${inTransit}`);

  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/admin\/payment\/orders\?per_page=10$/);
  // as a person would, go on once the page shows the filters gone: the address changes a
  // moment before the page does, and a search typed in between kept the old status
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);

  // a payment status together with the search: the three paid orders
  await page.getByLabel('Search orders').fill(mark);
  await page.getByLabel('Search orders').press('Enter');
  await expect(page.getByText(`${ORDERS} items`)).toBeVisible();
  await pick(page, 'Payment status', 'Paid');
  await expect(page).toHaveURL(/payment_status=paid/);
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByText('3 items')).toBeVisible();

  // days long ago: nothing; today: the three again
  await typeDateRange(page, '2001-01-01', '2001-01-02');
  await expect(page).toHaveURL(/from=2001-01-01&to=2001-01-02/);
  await expect(page.getByText('No orders match these filters.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();

  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Yerevan' }).format(new Date());
  await clearDateRange(page);
  await typeDateRange(page, today, today);
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  await expect(rows(page)).toHaveCount(3);

  await page.reload();
  await expect(page.locator('#orders-from')).toHaveValue(today);
  await expect(page.locator('#orders-to')).toHaveValue(today);
  await expect(rows(page)).toHaveCount(3);
});

test('two choices in one moment both hold: the search builds on the filters just cleared', async ({
  page,
}) => {
  await page.goto(`/admin/payment/orders?per_page=10&done=1&query=${mark}`);
  await expect(rows(page)).toHaveCount(1);
  // Both in one task, so the search runs before React has rendered the cleared address.
  await page.evaluate((word) => {
    const clear = [...document.querySelectorAll('button')].find(
      (button) => button.textContent === 'Clear filters',
    );
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Search orders"]');
    const searchButton = input
      ?.closest('.ant-input-search')
      ?.querySelector<HTMLButtonElement>('button.ant-input-search-button');
    if (!clear || !input || !searchButton) throw new Error('the filter bar is not as expected');
    clear.click();
    input.value = word;
    searchButton.click();
  }, mark);
  await expect(page.getByText(`${ORDERS} items`)).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  expect(new URL(page.url()).search).toBe(`?query=${mark}&per_page=10`);
});
