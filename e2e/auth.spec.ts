import { expect, test, type Page } from './fixtures';

const admin = { email: 'e2e-admin@voski.test', password: 'violet harbour kettle' };

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('adminLang')) localStorage.setItem('adminLang', 'en');
  });
});

test('an admin signs in from /login, lands on /admin, logs out and meets the login form again', async ({
  page,
}) => {
  await page.goto('/login');
  await fillLogin(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('menuitem', { name: /logout/i })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('1');

  await page.getByRole('menuitem', { name: /logout/i }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  await page.goto('/admin');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /logout/i })).toHaveCount(0);
});

test('a wrong password shows the error under the username field', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, admin.email, 'not the password');
  const usernameItem = page.locator('.ant-form-item').filter({ has: page.getByLabel('Email') });
  await expect(usernameItem).toContainText('These credentials do not match our records.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password is told in the staff member’s language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('adminLang', 'ru'));
  await page.goto('/login');
  await page.getByLabel('Эл. почта').fill(admin.email);
  await page.getByLabel('Пароль').fill('not the password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Неверный адрес электронной почты или пароль.')).toBeVisible();
});

test('the login form asks for both fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please input your username!')).toBeVisible();
  await expect(page.getByText('Please input your password!')).toBeVisible();
});

test('after sign-in, ?next= decides where to go', async ({ page }) => {
  await page.goto('/login?next=/admin/products/all');
  await fillLogin(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/products\/all$/);
});

test('a revoked token clears the stored session on the next staff call', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await fillLogin(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const out = await request.post('/api/auth/signOut', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(out.status()).toBe(200);
  await page.reload();
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});
