import { expect, test, type APIRequestContext, type Browser } from './fixtures';
import { apiToken, bearer, e2eAdmin, expectToast, formItem, signIn, unique } from './admin-helpers';
import { blockingViolations } from './axe';
import {
  addToBasket,
  deleteProduct,
  expectHeaderCount,
  hydrated,
  makeProduct,
  shownPrice,
  toConfirmation,
  type MadeProduct,
} from './storefront-helpers';

// Each journey makes its own products through the API and deletes them afterwards: the demo
// catalogue other journeys rely on stays as it was.

async function productStock(request: APIRequestContext, id: number): Promise<number | null> {
  const response = await request.get(`/api/products/${id}`);
  return ((await response.json()) as { stock: number | null }).stock;
}

test('a ring bought in size 17.5: chosen on the page, in the basket, the order and the staff view', async ({
  page,
  request,
}) => {
  test.slow();
  const ring = await makeProduct(request, { title: 'Sized ring', sizes: '["16.5","17","17.5"]' });
  try {
    await page.goto(`/en/product/${ring.id}`);
    await hydrated(page);
    const sizes = page.getByRole('group', { name: 'Choose a size' });
    await expect(sizes.getByRole('radio')).toHaveCount(3);

    // without a size nothing is added, and the shopper is told why
    await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please choose a size first.' }),
    ).toBeVisible();
    await expect(sizes.getByRole('radio', { name: '16.5' })).toBeFocused();
    await expectHeaderCount(page, /^Basket/, 0);
    expect(await blockingViolations(page, 'size picker')).toEqual([]);

    // the size guide, a dialog beside the sizes
    await page.getByRole('button', { name: 'Size guide' }).click();
    const guide = page.getByRole('dialog', { name: 'How to find your ring size' });
    await expect(guide).toBeVisible();
    await expect(guide.getByRole('row').filter({ hasText: /^17\.5/ })).toContainText('55');
    expect(await blockingViolations(page, 'size guide')).toEqual([]);
    await guide.getByRole('button', { name: 'Close' }).click();
    await expect(guide).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Size guide' })).toBeFocused();

    // 17.5, then 17: the same ring in two sizes is two lines
    await sizes.getByRole('radio', { name: '17.5', exact: true }).check();
    await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
    await expectHeaderCount(page, /^Basket/, 1);
    await sizes.getByRole('radio', { name: '17', exact: true }).check();
    await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
    await expectHeaderCount(page, /^Basket/, 2);

    await page.goto('/en/basket');
    await hydrated(page);
    const lines = page.getByRole('main').getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.filter({ hasText: 'Size 17.5' })).toContainText(ring.title);
    await expect(lines.filter({ hasText: 'Size 17' }).first()).toBeVisible();
    await page
      .getByRole('button', { name: `Remove from the basket: ${ring.title}, size 17`, exact: true })
      .click();
    await expect(lines).toHaveCount(1);
    await expect(lines).toContainText('Size 17.5');

    // the order: the size on the confirmation, the customer's page and the staff's view
    const surname = unique('Sizes');
    await toConfirmation(page, surname);
    await expect(page.getByRole('region', { name: 'Your order' })).toContainText(
      `${ring.title}, size 17.5`,
    );
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/api\/test-gateway\/pay\?mdOrder=/);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/en\/payment\/success\?orderId=/);
    await page.getByRole('link', { name: /^See your order/ }).click();
    await expect(page).toHaveURL(/\/en\/order\/[\w-]+$/);
    await expect(page.getByRole('main')).toContainText(`${ring.title}, size 17.5`);

    await signIn(page, e2eAdmin);
    await page.goto('/admin/payment/orders');
    const row = page.getByRole('row').filter({ hasText: surname });
    await row.getByRole('button', { name: 'Expand row' }).click();
    const details = page.locator('tr.ant-table-expanded-row');
    await expect(details.filter({ hasText: ring.title })).toContainText('(size 17.5)');
  } finally {
    await deleteProduct(request, ring.id);
  }
});

test('a bracelet in S, M and L offers its sizes without the ring size guide', async ({
  page,
  request,
}) => {
  const bracelet = await makeProduct(request, { title: 'Sized bracelet', sizes: '["S","M","L"]' });
  try {
    await page.goto(`/en/product/${bracelet.id}`);
    const sizes = page.getByRole('group', { name: 'Choose a size' });
    await expect(sizes.getByRole('radio')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Size guide' })).toHaveCount(0);
  } finally {
    await deleteProduct(request, bracelet.id);
  }
});

async function shopper(browser: Browser, piece: MadeProduct, surname: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await addToBasket(page, piece);
  await toConfirmation(page, surname);
  return { context, page };
}

test('the last unique piece: two shoppers at once get one order and one “sold out”; a decline gives it back', async ({
  browser,
  request,
}) => {
  test.slow();
  const piece = await makeProduct(request, { title: 'Unique brooch', stock: '1' });
  const shoppers = [
    await shopper(browser, piece, unique('First')),
    await shopper(browser, piece, unique('Second')),
  ];
  try {
    // both press "Place order" at the same moment
    await Promise.all(
      shoppers.map(({ page }) => page.getByRole('button', { name: 'Place order' }).click()),
    );
    const outcomes = await Promise.all(
      shoppers.map(async ({ page }) => {
        const paying = page.getByRole('button', { name: /^Pay / });
        const soldOut = page.getByRole('alert').filter({ hasText: 'has just sold out' });
        await expect(paying.or(soldOut)).toBeVisible();
        return (await paying.count()) > 0 ? 'paying' : 'sold out';
      }),
    );
    expect([...outcomes].sort()).toEqual(['paying', 'sold out']);
    const winner = shoppers[outcomes.indexOf('paying')]!.page;
    const loser = shoppers[outcomes.indexOf('sold out')]!.page;
    await expect(loser.getByRole('alert')).toContainText(
      `Sorry, ${piece.title} has just sold out, or fewer pieces are left than your basket holds.`,
    );
    expect(await productStock(request, piece.id)).toBe(0);

    // while the winner pays, the piece is sold out for everyone else
    const third = await browser.newContext();
    const look = await third.newPage();
    await look.goto(`/en/product/${piece.id}`);
    await hydrated(look);
    await expect(look.getByRole('main')).toContainText('Sold out');
    await expect(look.getByRole('button', { name: 'Add to basket', exact: true })).toBeDisabled();
    await look.goto(`/en/search?query=${encodeURIComponent(piece.title)}`);
    await expect(
      look.getByRole('article').filter({ hasText: piece.title }).getByText('Sold out'),
    ).toBeVisible();
    await third.close();

    // the winner's card is declined: the piece is for sale again, and the other shopper buys it
    await winner.getByRole('button', { name: 'Decline' }).click();
    await expect(winner).toHaveURL(/\/en\/payment\/failure\?orderId=/);
    await expect(winner.getByRole('heading', { level: 1 })).toHaveText(
      'The payment did not go through',
    );
    await expect.poll(() => productStock(request, piece.id)).toBe(1);
    await loser.getByRole('button', { name: 'Place order' }).click();
    await expect(loser).toHaveURL(/\/api\/test-gateway\/pay\?mdOrder=/);
    await loser.getByRole('button', { name: /^Pay / }).click();
    await expect(loser).toHaveURL(/\/en\/payment\/success\?orderId=/);
    await expect(loser.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you! Your order is paid',
    );
    // paid: it stays sold
    expect(await productStock(request, piece.id)).toBe(0);
    await loser.goto(`/en/product/${piece.id}`);
    await hydrated(loser);
    await expect(loser.getByRole('main')).toContainText('Sold out');
  } finally {
    for (const { context } of shoppers) await context.close();
    await deleteProduct(request, piece.id);
  }
});

async function setStock(request: APIRequestContext, id: number, stock: string) {
  const token = await apiToken(request, e2eAdmin);
  const response = await request.post(`/api/products/${id}`, {
    headers: bearer(token),
    multipart: { stock },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('the basket never holds more pieces than are left, and says so when the stock falls', async ({
  page,
  request,
}) => {
  const piece = await makeProduct(request, { title: 'Counted earrings', stock: '2' });
  try {
    await page.goto(`/en/product/${piece.id}`);
    await hydrated(page);
    const add = page.getByRole('button', { name: 'Add to basket', exact: true });
    await add.click();
    await expectHeaderCount(page, /^Basket/, 1);
    await add.click();
    await expectHeaderCount(page, /^Basket/, 2);
    // a third press: both pieces are already in the basket
    await add.click();
    await expect(
      page.getByRole('status').filter({
        hasText: `All the pieces left of ${piece.title} are already in your basket.`,
      }),
    ).toBeVisible();
    await expectHeaderCount(page, /^Basket/, 2);

    await page.goto('/en/basket');
    await hydrated(page);
    const line = page.getByRole('main').getByRole('listitem');
    const more = page.getByRole('button', { name: `Increase the quantity: ${piece.title}` });
    await expect(more).toBeDisabled();
    await expect(line).toContainText('Only 2 pieces left');
    // a typed quantity above it stops at what is left
    const quantity = page.getByRole('spinbutton', { name: `Quantity: ${piece.title}` });
    await quantity.fill('5');
    await quantity.blur();
    await expect(quantity).toHaveValue('2');
    await expectHeaderCount(page, /^Basket/, 2);

    // one piece sells elsewhere: the basket comes down to what is left and says so
    await setStock(request, piece.id, '1');
    await page.reload();
    await hydrated(page);
    await expect(
      page.getByRole('status').filter({
        hasText: `${piece.title}: only one piece is left, so the basket now holds one.`,
      }),
    ).toBeVisible();
    await expect(quantity).toHaveValue('1');
    await expectHeaderCount(page, /^Basket/, 1);
    const summary = page.getByRole('region', { name: 'Your order' });
    await expect(summary).toContainText(`Total${shownPrice(90_000)}`);

    // the last one sells: the line says so, and checkout waits until it is removed
    await setStock(request, piece.id, '0');
    await page.reload();
    await hydrated(page);
    await expect(
      page.getByRole('status').filter({
        hasText: `Sold out since it was put in the basket: ${piece.title}.`,
      }),
    ).toBeVisible();
    await expect(line).toContainText('Sold out');
    await expect(quantity).toHaveCount(0);
    // the total is what checkout would charge: nothing of a sold-out line
    await expect(summary).toContainText(`Total${shownPrice(0)}`);
    await expect(page.getByRole('main')).toContainText(
      'Remove what has sold out to go to checkout.',
    );
    await expect(page.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
    expect(await blockingViolations(page, 'sold-out basket line')).toEqual([]);
    await page.getByRole('button', { name: `Remove from the basket: ${piece.title}` }).click();
    await expect(page.getByRole('main')).toContainText('Your basket is empty.');
  } finally {
    await deleteProduct(request, piece.id);
  }
});

test('a payment given up at Idram: trying again frees the unique piece the first order held', async ({
  page,
  request,
}) => {
  const piece = await makeProduct(request, { title: 'Idram brooch', stock: '1' });
  try {
    await addToBasket(page, piece);
    await toConfirmation(page, unique('Giveup'), 'Idram');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/api\/test-gateway\/idram\/GetPayment$/);
    // the order holds the piece while it may be paid
    expect(await productStock(request, piece.id)).toBe(0);
    await page.getByRole('button', { name: 'Decline' }).click();

    // Idram's FAIL_URL: the shop says so; the order is still open at the shop
    await expect(page).toHaveURL(/\/en\/payment\/failure\?orderId=idram-/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The payment did not go through',
    );
    await hydrated(page);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\?step=3$/);
    // trying again gave the first order up, and its piece back
    await expect.poll(() => productStock(request, piece.id)).toBe(1);

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/api\/test-gateway\/idram\/GetPayment$/);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you! Your order is paid',
    );
    expect(await productStock(request, piece.id)).toBe(0);
  } finally {
    await deleteProduct(request, piece.id);
  }
});

test('back to the basket from a payment given up at Idram gives that order’s piece back too', async ({
  page,
  request,
}) => {
  const piece = await makeProduct(request, { title: 'Idram pendant', stock: '1' });
  try {
    await addToBasket(page, piece);
    await toConfirmation(page, unique('Basketback'), 'Idram');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/api\/test-gateway\/idram\/GetPayment$/);
    expect(await productStock(request, piece.id)).toBe(0);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/en\/payment\/failure\?orderId=idram-/);
    await hydrated(page);
    await page.getByRole('link', { name: 'Back to the basket' }).click();
    await expect(page).toHaveURL(/\/en\/basket$/);
    await expect.poll(() => productStock(request, piece.id)).toBe(1);
    // the basket still holds the piece, for sale again
    await expect(page.getByRole('main').getByRole('listitem')).toContainText(piece.title);
  } finally {
    await deleteProduct(request, piece.id);
  }
});

test('staff give a product ring sizes and count one size’s pieces on the product form', async ({
  page,
  request,
}) => {
  const ring = await makeProduct(request, { title: 'Form ring' });
  try {
    await signIn(page, e2eAdmin);
    await page.goto(`/admin/products/edit/${ring.id}`);
    const sizes = formItem(page, 'Sizes');
    // a size that is not one is refused with its reason
    await sizes.getByRole('combobox').fill('17!');
    await sizes.getByRole('combobox').press('Enter');
    await expect(sizes).toContainText('“17!” is not a size');
    await page.getByRole('button', { name: 'Rings 15–22, half sizes' }).click();
    await expect(sizes).not.toContainText('is not a size');
    await expect(sizes).toContainText('21.5');

    await page.getByRole('switch', { name: 'Count pieces in stock' }).click();
    await page.getByRole('switch', { name: 'Count each size' }).click();
    await page.getByRole('spinbutton', { name: 'Size 17.5', exact: true }).fill('1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Product updated successfully');

    const saved = (await (await request.get(`/api/products/${ring.id}`)).json()) as {
      sizes: string[];
      stock: number | null;
      size_stock: Record<string, number> | null;
    };
    expect(saved.sizes).toHaveLength(15);
    expect(saved.stock).toBe(1);
    expect(saved.size_stock).toMatchObject({ '15': 0, '17.5': 1, '22': 0 });

    // on the storefront: only 17.5 can be chosen
    await page.goto(`/en/product/${ring.id}`);
    await hydrated(page);
    const choices = page.getByRole('group', { name: 'Choose a size' });
    await expect(choices.getByRole('radio', { name: '17.5', exact: true })).toBeEnabled();
    await expect(choices.getByRole('radio', { name: '17, sold out', exact: true })).toBeDisabled();
    await expect(page.getByRole('main')).toContainText('Only 1 piece left');
  } finally {
    await deleteProduct(request, ring.id);
  }
});
