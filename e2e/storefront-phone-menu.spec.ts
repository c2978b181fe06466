import { expect, test } from './fixtures';
import { hydrated } from './storefront-helpers';

test.use({ viewport: { width: 390, height: 844 } });

const languages = [
  {
    path: '/',
    openMenu: 'Բացել ընտրացանկը',
    closeMenu: 'Փակել ընտրացանկը',
    pages: ['Կապ', 'Վերադարձի կանոններ', 'Մեր մասին', 'Հաճախ տրվող հարցեր', 'Բլոգ'],
  },
  {
    path: '/en',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    pages: ['Contacts', 'Return policy', 'About us', 'FAQ', 'Blog'],
  },
  {
    path: '/ru',
    openMenu: 'Открыть меню',
    closeMenu: 'Закрыть меню',
    pages: ['Контакты', 'Условия возврата', 'О нас', 'Частые вопросы', 'Блог'],
  },
];

test("on a phone the menu leads to the shop's own pages too, in each language", async ({
  page,
}) => {
  for (const { path, openMenu, closeMenu, pages } of languages) {
    await page.goto(path);
    await hydrated(page);
    // Only a script opens the menu: its contents are rendered when it first opens.
    await expect(page.locator('dialog a')).toHaveCount(0);
    const burger = page.getByRole('button', { name: openMenu });
    await burger.click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    for (const name of pages) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // They are there before it opens: the dialog focuses its first control, and gives focus back.
    await expect(menu.getByRole('button', { name: closeMenu })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
    await burger.click();
    await expect(menu).toBeVisible();
  }

  // a page chosen there opens, and the menu closes behind it
  const menu = page.getByRole('dialog');
  await menu.getByRole('link', { name: 'Частые вопросы', exact: true }).click();
  await expect(page).toHaveURL(/\/ru\/faq$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
