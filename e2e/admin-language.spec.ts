import { expect, test, type Page } from './fixtures';
import { e2eAdmin } from './admin-helpers';

// /login and the back-office speak the staff member's choice, else the browser's language
// (hy, en or ru), else Armenian.

async function signInAs(page: Page, email: string, password: string, submit: string) {
  await page.getByLabel(email).fill(e2eAdmin.email);
  await page.getByLabel(password).fill(e2eAdmin.password);
  await page.getByRole('button', { name: submit }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test.describe('with an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the login and the back-office are in English', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await signInAs(page, 'Email', 'Password', 'Login');
    await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  });

  test('the staff member’s choice wins over the browser’s language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('adminLang', 'ru'));
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await signInAs(page, 'Эл. почта', 'Пароль', 'Войти');
    await expect(page.getByRole('navigation', { name: 'Меню управления' })).toBeVisible();
  });
});

test.describe('with a Russian browser', () => {
  test.use({ locale: 'ru-RU' });

  test('the login is in Russian', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Эл. почта')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  });
});

test.describe('with a browser in a language the shop does not speak', () => {
  test.use({ locale: 'de-DE' });

  test('the login is in Armenian', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hy');
    await expect(page.getByLabel('Էլ. փոստ')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Մուտք' })).toBeVisible();
  });
});
