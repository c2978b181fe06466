import { e2eAdmin, signIn } from './admin-helpers';
import { expect, test, watchCsp, type Page, type Response } from './fixtures';
import { expectHeaderCount, hydrated } from './storefront-helpers';

// Every spec imports `test` from ./fixtures, which fails a test on any Content-Security-Policy
// violation; these journeys go through each kind of page on purpose.

/** The page's policy: its own nonce for scripts and <style>, nothing inline without it. */
function expectPagePolicy(response: Pick<Response, 'headers'> | null) {
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/(?:^|; )script-src 'self' 'nonce-[\w-]{20,}'(?:;|$)/);
  expect(policy).toMatch(/(?:^|; )style-src 'self' 'nonce-[\w-]{20,}'(?:;|$)/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-eval');
}

async function goto(page: Page, path: string) {
  const response = await page.goto(path);
  expectPagePolicy(response);
  return response;
}

test('the storefront, checkout and test gateway run under their policy', async ({ page }) => {
  await goto(page, '/en');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Rings', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/products\/1$/);
  await page.getByRole('main').getByRole('link').filter({ hasText: 'Tatev' }).first().click();
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expectHeaderCount(page, /^Basket/, 1);

  // a page loaded on its own (from the page cache), then the private ones
  await goto(page, '/en/about');
  await hydrated(page);
  await goto(page, '/en/basket');
  await hydrated(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ani');
  await page.getByRole('textbox', { name: 'Surname', exact: true }).fill('Sargsyan');
  await page
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(`csp-${Date.now()}@example.am`);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+374 91 234567');
  await page.getByRole('combobox', { name: 'Region' }).selectOption('Yerevan');
  await page.getByRole('textbox', { name: 'Delivery address' }).fill('Abovyan 12, apt. 5');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Bank card' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  const gateway = page.waitForResponse((r) => r.url().includes('/api/test-gateway/pay?'));
  await page.getByRole('button', { name: 'Place order' }).click();
  expectPagePolicy(await gateway);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/en\/payment\/success\?orderId=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the back-office runs under its policy: tables, forms, editor, image preview', async ({
  page,
}) => {
  expectPagePolicy(await page.request.get('/login'));
  await signIn(page, e2eAdmin);
  for (const path of [
    '/admin/payment/orders',
    '/admin/products/all',
    '/admin/blog/add',
    '/admin/slide/all',
    '/admin/user/all',
  ]) {
    await goto(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  }
  // the preview locks the page's scrolling with a <style> of its own (see admin/style-nonce.ts)
  await goto(page, '/admin/products/edit/1');
  const gallery = page.getByRole('list', { name: 'Images in the gallery' });
  await gallery.getByRole('listitem').first().locator('.ant-image-mask').click();
  await expect(page.locator('.ant-image-preview-img')).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow-y', 'hidden');
});

test('the API docs run under their own policy: scripts only from the shop', async ({ page }) => {
  const response = await page.goto('/api/docs');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { name: /Voski shop API/ })).toBeVisible();
});

test('a violation is seen: an inline script and a <style> without the nonce', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const violations = await watchCsp(context);
  const page = await context.newPage();
  await page.goto('/en');
  await hydrated(page);
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 1px solid red }';
    document.head.append(style);
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.append(script);
  });
  await expect.poll(() => violations.join('\n')).toMatch(/style-src/);
  await expect.poll(() => violations.join('\n')).toMatch(/script-src/);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  await context.close();
});
