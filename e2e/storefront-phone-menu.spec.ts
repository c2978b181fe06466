import { expect, test } from './fixtures';
import { hydrated } from './storefront-helpers';

test.use({ viewport: { width: 390, height: 844 } });

const languages = [
  {
    path: '/',
    openMenu: 'Բացել ընտրացանկը',
    pages: ['Կապ', 'Վերադարձի կանոններ', 'Մեր մասին', 'Հաճախ տրվող հարցեր', 'Բլոգ'],
  },
  {
    path: '/en',
    openMenu: 'Open menu',
    pages: ['Contacts', 'Return policy', 'About us', 'FAQ', 'Blog'],
  },
  {
    path: '/ru',
    openMenu: 'Открыть меню',
    pages: ['Контакты', 'Условия возврата', 'О нас', 'Частые вопросы', 'Блог'],
  },
];

test("on a phone the menu leads to the shop's own pages too, in each language", async ({
  page,
}) => {
  for (const { path, openMenu, pages } of languages) {
    await page.goto(path);
    await hydrated(page);
    await page.getByRole('button', { name: openMenu }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    for (const name of pages) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
  }

  // a page chosen there opens, and the menu closes behind it
  const menu = page.getByRole('dialog');
  await menu.getByRole('link', { name: 'Частые вопросы', exact: true }).click();
  await expect(page).toHaveURL(/\/ru\/faq$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
