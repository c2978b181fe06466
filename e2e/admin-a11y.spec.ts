import { expect, test, type Page } from './fixtures';
import { adminPages, editPages, recordPages } from '../apps/web/app/admin/menu';
import { apiToken, bearer, e2eAdmin, placeOrder, signIn, unique } from './admin-helpers';
import { blockingViolations } from './axe';
import { hydrated } from './storefront-helpers';

// The login page, every staff page of the menu and every edit form reached from a list, in each
// staff language, as the Admin (who may open them all): no serious or critical axe violation.

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeAll(async ({ request }) => {
  // the order desk with a row in each state, and a message to read
  const token = await apiToken(request, e2eAdmin);
  await placeOrder(request, unique('Axe unpaid'), { pay: false });
  await placeOrder(request, unique('Axe paid'));
  const shipped = await placeOrder(request, unique('Axe shipped'));
  const moved = await request.get(`/api/payment/doneOrInProgress/${shipped.id}/0`, {
    headers: bearer(token),
  });
  expect(moved.status()).toBe(200);
  const cancelled = await placeOrder(request, unique('Axe cancelled'));
  const cancel = await request.post(`/api/payment/orders/${cancelled.id}/cancel`, {
    headers: bearer(token),
  });
  expect(cancel.status(), await cancel.text()).toBe(200);
  const sent = await request.post('/api/messages', {
    data: {
      name: unique('Axe'),
      surname: 'Reader',
      email: 'reader@example.com',
      phone: '+37491234567',
      message: 'Is the Aragats ring made in 585 gold?',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
});

/** Waits until the page's data has landed: its heading shown and no spinner or skeleton. */
async function settled(page: Page) {
  await expect(page.locator('#main h1:not([data-left])')).toBeVisible();
  // two frames: the page's reads have started (and shown their spinners) by then
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
}

/** Opens `path` inside the running app, as its links do: no reload, so quicker. */
async function open(page: Page, path: string) {
  // the heading left behind is marked, so settling waits for the new page's own
  await page.evaluate((to) => {
    document.querySelector('#main h1')?.setAttribute('data-left', '');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

for (const locale of ['hy', 'en', 'ru']) {
  test(`no serious or critical axe violations on the ${locale} staff pages`, async ({ page }) => {
    // some forty pages, each checked by axe: two minutes on a slow machine, too near three
    test.setTimeout(360_000);
    const found: string[] = [];
    const check = async (path: string) => {
      await test.step(path, async () => {
        if (path !== new URL(page.url()).pathname) await open(page, path);
        await settled(page);
        found.push(...(await blockingViolations(page, `${locale} ${path}`)));
      });
    };

    await page.addInitScript((language) => {
      if (!localStorage.getItem('adminLang')) localStorage.setItem('adminLang', language);
    }, locale);
    await page.goto('/login');
    await hydrated(page);
    found.push(...(await blockingViolations(page, `${locale} /login`)));
    await signIn(page, e2eAdmin, locale);

    const editForms: string[] = [];
    for (const { path } of adminPages) {
      await check(path);
      if (editPages.some((edit) => edit.parent === path)) {
        const prefix = path.replace(/\/all$/, '/edit/');
        const href = await page.locator(`#main a[href^="${prefix}"]`).first().getAttribute('href');
        editForms.push(href!);
      }
      // a record's own page (an order's, issue 38), linked from its list
      if (recordPages.some((record) => record.parent === path)) {
        const href = await page.locator(`#main a[href^="${path}/"]`).first().getAttribute('href');
        editForms.push(href!);
      }
    }
    expect(editForms).toHaveLength(editPages.length + recordPages.length);
    for (const path of editForms) await check(path);

    expect(found, found.join('\n')).toEqual([]);
  });
}

test('confirmations, focus rings, open lists and required fields, by keyboard and screen reader', async ({
  page,
}) => {
  await signIn(page, e2eAdmin);
  await page.goto('/admin/faq/all');
  await settled(page);

  // a visible focus ring on buttons and on links alike
  const remove = page.getByRole('button', { name: /^Delete / }).first();
  await remove.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(remove).toBeFocused();
  await expect(remove).not.toHaveCSS('outline-style', 'none');
  await page.getByRole('link', { name: 'View site' }).focus();
  await expect(page.getByRole('link', { name: 'View site' })).not.toHaveCSS(
    'outline-style',
    'none',
  );

  // a confirmation takes the focus to its safe answer, and Escape gives it back
  await remove.focus();
  await page.keyboard.press('Enter');
  const popup = page.locator('.ant-popover:not(.ant-popover-hidden)');
  await expect(popup.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await blockingViolations(page, 'delete confirmation')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(remove).toBeFocused();

  // Cancel closes it too, and the focus comes back the same way
  await page.keyboard.press('Enter');
  await expect(popup.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popup).toHaveCount(0);
  await expect(remove).toBeFocused();

  // an open list of choices passes too
  await page.goto('/admin/payment/orders');
  await settled(page);
  await page.getByRole('combobox', { name: 'Status', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.ant-select-dropdown .ant-select-item-option').first()).toBeVisible();
  expect(await blockingViolations(page, 'open status filter')).toEqual([]);

  // a required choice says so where a screen reader looks: on the control, not its wrapper
  await page.goto('/admin/products/add');
  await settled(page);
  await expect(page.getByRole('combobox', { name: 'Fineness' })).toHaveAttribute(
    'aria-required',
    'true',
  );
  await expect(page.getByRole('radiogroup', { name: 'Shown as' })).toBeVisible();
  await page.goto('/admin/user/add');
  await expect(page.getByRole('radiogroup', { name: 'Role' })).toHaveAttribute(
    'aria-required',
    'true',
  );
});
