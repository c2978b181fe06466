import { staffMessages } from '@voski/contract/staff-messages';
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

test('a refusal of the server is said in the staff language: a category still holding products', async ({
  page,
  request,
}) => {
  const headers = bearer(await apiToken(request, e2eAdmin));
  const name = unique('Busy');
  const made = await request.post('/api/categories', {
    headers,
    data: { name, name_en: name, name_ru: name },
  });
  expect(made.status(), await made.text()).toBe(201);
  const category = ((await made.json()) as { data: { id: number } }).data.id;
  const products: number[] = [];
  for (const n of [1, 2]) {
    const response = await request.post('/api/products', {
      headers,
      multipart: {
        title: `${name} ${n}`,
        weight: '2.5',
        metal: 'Ոսկի',
        respect: '585',
        price: '100000',
        category_id: JSON.stringify([category]),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    products.push(((await response.json()) as { data: { id: number } }).data.id);
  }

  await page.evaluate(() => localStorage.setItem('adminLang', 'ru'));
  await page.goto('/admin/category/all');
  await page.getByRole('button', { name: `Удалить: ${name}` }).click();
  await confirmPopover(page, 'Удалить');
  // the server's 409 says "This category still has 2 products: …"; the back-office, in Russian
  await expectToast(
    page,
    'В этой категории ещё 2 товара: сначала перенесите их в другую категорию или удалите.',
  );
  await expect(page.getByText('This category still has')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

  for (const id of products) await request.delete(`/api/products/${id}`, { headers });
  await request.delete(`/api/categories/${category}`, { headers });
});

test('a refusal of the server is said in the staff language: the Admin’s own role, the last admin', async ({
  page,
  request,
}) => {
  await page.evaluate(() => localStorage.setItem('adminLang', 'hy'));
  await page.goto('/admin/user/all');
  await page.getByRole('link', { name: `Խմբագրել՝ ${admin.email}` }).click();
  await page.locator('.ant-radio-button-wrapper').filter({ hasText: 'Վաճառող' }).click();
  await page.getByRole('button', { name: 'Պահպանել' }).click();
  // a 409: "You cannot demote yourself; another admin can."
  await expectToast(
    page,
    'Դուք չեք կարող փոխել ձեր սեփական դերը․ դա կարող է անել մեկ այլ ադմինիստրատոր։',
  );
  await expect(page.locator('.ant-alert-error')).toContainText(
    'Դուք չեք կարող փոխել ձեր սեփական դերը',
  );

  // This server has several admins, so the refusal to delete the last one is played here: the
  // server's own words (from the contract), as DELETE /api/auth/users/{id} answers them.
  await page.route('**/api/auth/users/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 409, json: { message: staffMessages.lastAdminDeleted } })
      : route.fallback(),
  );
  const other = await createStaff(request, Role.Admin, 'Other admin');
  await page.goto('/admin/user/all');
  await page.getByRole('button', { name: `Ջնջել՝ ${other.email}` }).click();
  await confirmPopover(page, 'Ջնջել');
  await expectToast(page, 'Վերջին ադմինիստրատորին չի կարելի ջնջել։');
  await expect(page.getByRole('row').filter({ hasText: other.email })).toBeVisible();

  const headers = bearer(await apiToken(request, e2eAdmin));
  const { users } = (await (await request.get('/api/auth/users', { headers })).json()) as {
    users: { id: number; email: string }[];
  };
  const made = users.find((user) => user.email === other.email);
  if (made) await request.delete(`/api/auth/users/${made.id}`, { headers });
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
