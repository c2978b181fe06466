import { expect, test, type APIRequestContext } from './fixtures';
import {
  apiToken,
  bearer,
  confirmPopover,
  createStaff,
  expectToast,
  formItem,
  Role,
  signIn,
  type Staff,
} from './admin-helpers';

// An Admin edits staff accounts and ends their sessions; any staff member signs out everywhere.

let admin: Staff;

test.beforeAll(async ({ request }) => {
  admin = await createStaff(request, Role.Admin, 'Users admin');
});

/** The role of a token's staff member, or its HTTP status when the token is refused. */
async function whoIs(request: APIRequestContext, token: string) {
  const response = await request.get('/api/auth/me', { headers: bearer(token) });
  if (!response.ok()) return response.status();
  return ((await response.json()) as { user: { role_id: number } }).user.role_id;
}

test('the Admin changes a role and a password in Russian, then ends the sessions', async ({
  page,
  request,
}) => {
  const seller = await createStaff(request, Role.Seller, 'Seller');
  const before = await apiToken(request, seller);
  await signIn(page, admin, 'ru');

  await page.goto('/admin/user/all');
  await page.getByRole('link', { name: `Изменить: ${seller.email}` }).click();
  await expect(page).toHaveURL(/\/admin\/user\/edit\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Изменить пользователя' })).toBeVisible();
  await expect(page.getByText(seller.email)).toBeVisible();

  // A common password: the server refuses it and the reason is shown in Russian.
  await page.locator('.ant-radio-button-wrapper').filter({ hasText: 'Контент-менеджер' }).click();
  await page.getByLabel('Новый пароль').fill('qwertyuiop');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(formItem(page, 'Новый пароль')).toContainText(
    'Это один из самых распространённых паролей.',
  );
  // Nothing was changed: the old token still works, with the old role.
  expect(await whoIs(request, before)).toBe(Role.Seller);

  // Too short is said before anything is sent.
  await page.getByLabel('Новый пароль').fill('short');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(formItem(page, 'Новый пароль')).toContainText('не меньше 10 символов');

  const password = 'saffron tulip ledger';
  await page.getByLabel('Новый пароль').fill(password);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectToast(page, 'Учётная запись сохранена');
  await expect(page).toHaveURL(/\/admin\/user\/all$/);
  await expect(page.getByRole('row').filter({ hasText: seller.email })).toContainText(
    'Контент-менеджер',
  );
  // The new password ended the old session; it signs in, with the new role.
  expect(await whoIs(request, before)).toBe(401);
  const after = await apiToken(request, { email: seller.email, password });
  expect(await whoIs(request, after)).toBe(Role.Adder);

  await page.getByRole('button', { name: `Завершить сеансы ${seller.email}` }).click();
  await confirmPopover(page, 'Завершить сеансы');
  await expectToast(page, 'Сеансы завершены');
  expect(await whoIs(request, after)).toBe(401);
  // The Admin's own session goes on.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: seller.email })).toBeVisible();
});

test("the Admin changes a Seller's role and the Seller's menu follows at the next page; deactivation signs them out", async ({
  page,
  request,
  browser,
}) => {
  const seller = await createStaff(request, Role.Seller, 'Moving seller');
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await signIn(page, seller);
  await expect(menu.getByRole('menuitem', { name: 'Orders', exact: true })).toBeVisible();

  const adminPage = await browser.newPage();
  try {
    await signIn(adminPage, admin);
    await adminPage.goto('/admin/user/all');
    await adminPage.getByRole('link', { name: `Edit ${seller.email}` }).click();
    await adminPage.locator('.ant-radio-button-wrapper').filter({ hasText: 'Adder' }).click();
    await adminPage.getByRole('button', { name: 'Save' }).click();
    await expectToast(adminPage, 'Account saved');

    // the Seller's next page: the catalog, no orders
    await page.getByRole('link', { name: 'Messages' }).click();
    await expect(menu.getByRole('menuitem', { name: 'Catalog', exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Orders', exact: true })).toHaveCount(0);

    await adminPage.getByRole('link', { name: `Edit ${seller.email}` }).click();
    await adminPage.getByRole('switch', { name: 'Account active' }).click();
    await adminPage.getByRole('button', { name: 'Save' }).click();
    await expectToast(adminPage, 'Account saved');
    await expect(adminPage.getByRole('row').filter({ hasText: seller.email })).toContainText(
      'Deactivated',
    );
  } finally {
    await adminPage.close();
  }
  // the next page meets the login form, and signing in is refused
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(seller.email);
  await page.getByLabel('Password').fill(seller.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('This account is deactivated')).toBeVisible();
});

test('a staff member signs out everywhere from the menu', async ({ page, request }) => {
  const adder = await createStaff(request, Role.Adder, 'Adder');
  const elsewhere = await apiToken(request, adder);
  await signIn(page, adder);
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('menuitem', { name: 'Sign out everywhere' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await whoIs(request, elsewhere)).toBe(401);
});
