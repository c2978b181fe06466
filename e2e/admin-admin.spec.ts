import { expect, test } from './fixtures';
import {
  apiToken,
  bearer,
  confirmPopover,
  createStaff,
  e2eAdmin,
  expectToast,
  formItem,
  Role,
  signIn,
  unique,
  type Staff,
} from './admin-helpers';

// The Admin has every page, and alone manages staff accounts.

let admin: Staff;

test.beforeAll(async ({ request }) => {
  // a second admin, so this spec never touches the account the others sign in with
  admin = await createStaff(request, Role.Admin, 'Admin');
});

test.beforeEach(async ({ page }) => {
  await signIn(page, admin);
});

test('the Admin creates a user of each role, sees their roles and deletes one', async ({
  page,
  request,
}) => {
  const made: Record<string, string> = {};
  for (const role of ['Adder', 'Seller', 'Admin'] as const) {
    const name = unique(`New ${role}`);
    const email = `${name.replace(/\W+/g, '.').toLowerCase()}@voski.test`;
    made[role] = email;
    await page.goto('/admin/user/add');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('correct horse battery');
    await page
      .locator('.ant-radio-button-wrapper')
      .filter({ hasText: new RegExp(`^${role}$`) })
      .click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Account created');
    await expect(page).toHaveURL(/\/admin\/user\/all$/);
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText(role);
  }

  // each can sign in with the role given
  for (const [role, email] of Object.entries(made)) {
    const signedIn = await request.post('/api/auth/signIn', {
      data: { email, password: 'correct horse battery' },
    });
    const body = (await signedIn.json()) as { user: { role_id: number } };
    expect(body.user.role_id).toBe(Role[role as keyof typeof Role]);
  }

  await page.getByRole('button', { name: `Delete ${made.Seller}` }).click();
  await confirmPopover(page);
  await expectToast(page, 'Account deleted');
  await expect(page.getByRole('row').filter({ hasText: made.Seller! })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: made.Adder! })).toBeVisible();

  // clean up through the API
  const token = await apiToken(request, e2eAdmin);
  const users = (await (
    await request.get('/api/auth/users', { headers: bearer(token) })
  ).json()) as {
    users: { id: number; email: string }[];
  };
  for (const user of users.users.filter((u) => u.email === made.Adder || u.email === made.Admin)) {
    await request.delete(`/api/auth/users/${user.id}`, { headers: bearer(token) });
  }
});

test('bad user input shows the field messages and creates nobody', async ({ page, request }) => {
  const token = await apiToken(request, e2eAdmin);
  const count = async () =>
    (
      (await (await request.get('/api/auth/users', { headers: bearer(token) })).json()) as {
        users: unknown[];
      }
    ).users.length;
  const before = await count();

  await page.goto('/admin/user/add');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(formItem(page, 'Name')).toContainText('This field is required.');
  await expect(formItem(page, 'Email')).toContainText('This field is required.');
  await expect(formItem(page, 'Password')).toContainText('This field is required.');

  await page.getByLabel('Name').fill('Someone');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(formItem(page, 'Email')).toContainText('Enter a valid email address.');
  await expect(formItem(page, 'Password')).toContainText(
    'The password needs at least 10 characters.',
  );

  // the server's answer for a taken address lands under the field
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill('long enough password');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(formItem(page, 'Email')).toContainText(/already been taken/);
  await expect(page).toHaveURL(/\/admin\/user\/add$/);
  expect(await count()).toBe(before);
});

test('the Admin cannot delete their own account: the server says why', async ({ page }) => {
  await page.goto('/admin/user/all');
  await page.getByRole('button', { name: `Delete ${admin.email}` }).click();
  await confirmPopover(page);
  await expectToast(page, 'You cannot delete your own account.');
  await expect(page.getByRole('row').filter({ hasText: admin.email })).toBeVisible();
});

test('the Admin sees every section, and works in Russian or Armenian too', async ({ page }) => {
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  for (const group of ['Slides', 'Catalog', 'Users', 'Orders', 'Contact and pages', 'Follow us']) {
    await expect(menu.getByRole('menuitem', { name: group, exact: true })).toBeVisible();
  }
  await expect(page.getByText('New orders')).toBeVisible();
  await expect(page.getByText('Products in the catalog')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Orders per day' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Paid per day, AMD' })).toBeAttached();

  // Russian: labels, and the spec's product toasts translated
  await page.getByRole('combobox', { name: 'Language' }).click({ force: true });
  await page.locator('.ant-select-item-option').filter({ hasText: 'Русский' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Меню управления' }).getByRole('menuitem', {
      name: 'Каталог',
      exact: true,
    }),
  ).toBeVisible();
  await page.goto('/admin/products/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Все товары' })).toBeVisible();
  const toggle = page.getByRole('switch', { name: /^В продаже: / }).first();
  const was = await toggle.isChecked();
  await toggle.click();
  await expectToast(page, 'Статус товара успешно изменён');
  await expect(toggle).toBeChecked({ checked: !was });
  await toggle.click();
  await expect(toggle).toBeChecked({ checked: was });

  await page.goto('/admin/contact/update');
  await expect(page.getByRole('button', { name: 'Добавить адрес' })).toBeVisible();
  await expect(page.getByLabel('Адрес 1', { exact: true })).toBeVisible();

  // Armenian
  await page.getByRole('combobox', { name: 'Язык' }).click({ force: true });
  await page.locator('.ant-select-item-option').filter({ hasText: 'Հայերեն' }).click();
  await expect(page.getByRole('button', { name: 'Ավելացնել հասցե' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Կոնտակտային տվյալներ' })).toBeVisible();
});
