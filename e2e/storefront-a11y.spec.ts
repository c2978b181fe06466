import { expect, test } from './fixtures';
import { blockingViolations } from './axe';
import { apiToken, bearer, e2eAdmin } from './admin-helpers';
import { hydrated } from './storefront-helpers';

const pages: [name: string, path: string][] = [
  ['home', ''],
  ['category', '/products/1'],
  ['product', '/product/1'],
  ['search', '/search?query=gold'],
  ['offers', '/offers'],
  ['sale', '/sale'],
  ['basket', '/basket'],
  ['favorites', '/favorites'],
  ['contacts', '/contacts'],
  ['faq', '/faq'],
  ['return-policy', '/return-policy'],
  ['about', '/about'],
  ['blog', '/blog'],
];

for (const locale of ['hy', 'en', 'ru']) {
  test(`no serious or critical axe violations on the ${locale} pages`, async ({
    page,
  }, testInfo) => {
    // a filled basket and favourites, so their pages show their lines
    await page.addInitScript(() => {
      if (localStorage.getItem('basket')) return;
      const product = {
        id: 1,
        title: 'Նշանադրության մատանի «Արագած»',
        title_en: 'Engagement ring “Aragats”',
        title_ru: 'Помолвочное кольцо «Арагац»',
        price: 78400,
        avatar: null,
        images: [],
      };
      localStorage.setItem('basket', JSON.stringify([{ ...product, quantity: 2 }]));
      localStorage.setItem('basketCount', '2');
      localStorage.setItem('favorites', JSON.stringify([product]));
      localStorage.setItem('favoriteCount', '1');
    });
    for (const [name, path] of pages) {
      const prefix = locale === 'hy' ? '' : `/${locale}`;
      await page.goto(`${prefix}${path}` || '/');
      await hydrated(page);
      expect(await blockingViolations(page, name)).toEqual([]);
      if (locale === 'en') {
        await page.screenshot({ path: testInfo.outputPath(`${name}-desktop.png`), fullPage: true });
      }
    }
  });
}

test('screenshots of the main pages at phone width', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const [name, path] of pages.slice(0, 7)) {
    await page.goto(`/en${path}`);
    await hydrated(page);
    expect(await blockingViolations(page, name, ['wcag2a', 'wcag2aa', 'wcag22aa'])).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`${name}-phone.png`), fullPage: true });
  }
});

test('the storefront is usable by keyboard: skip link, menu, and a visible focus', async ({
  page,
}) => {
  await page.goto('/en');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  await page.getByRole('banner').getByRole('link', { name: 'Rings', exact: true }).focus();
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe('none');
});

test('text not yet translated is marked as Armenian, for a screen reader’s voice', async ({
  page,
  request,
}) => {
  const headers = bearer(await apiToken(request, e2eAdmin));
  const created = await request.post('/api/faqs', {
    headers,
    data: { question: 'Ինչպե՞ս խնամել ոսկին', answer: 'Փափուկ կտորով։', question_en: 'Gold care?' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { faq } = (await created.json()) as { faq: { id: number } };
  try {
    await page.goto('/en/faq');
    // the question has its English text; the answer falls back to the Armenian one
    const question = page.locator('summary', { hasText: 'Gold care?' });
    await expect(question).not.toHaveAttribute('lang');
    const answer = question.locator('xpath=following-sibling::p');
    await expect(answer).toHaveText('Փափուկ կտորով։');
    await expect(answer).toHaveAttribute('lang', 'hy');
    // on the Armenian page it is the page's own language: no mark
    await page.goto('/faq');
    await expect(page.locator('p', { hasText: 'Փափուկ կտորով։' })).not.toHaveAttribute('lang');
  } finally {
    await request.delete(`/api/faqs/${faq.id}`, { headers });
  }
});
