import { expect, test } from './fixtures';
import { hydrated } from './storefront-helpers';

// The demo data has slides, a slogan and "follow us" posts; the home page shows each section
// only while its API answers.

test('the carousel: previous/next, arrow keys, a pause button, and it rotates by itself', async ({
  page,
  request,
}) => {
  const { interval } = (await (await request.get('/api/slides')).json()) as { interval: number };
  // the page's timers run on Playwright's clock: a wait of seconds is a fast-forward
  await page.clock.install();
  await page.goto('/en');
  await hydrated(page);
  const carousel = page.getByRole('region', { name: 'Highlights' });
  // the slides not shown are hidden from assistive technology
  const slides = carousel.getByRole('group', { includeHidden: true });
  const count = await slides.count();
  expect(count).toBeGreaterThan(1);
  await expect(slides.first()).toHaveAccessibleName(`1 of ${count}`);
  // the first banner is the page's largest image: it loads first
  await expect(carousel.locator('img').first()).toHaveAttribute('fetchpriority', 'high');

  // it moves on at the staff's interval, once (the mouse is elsewhere)
  await page.clock.runFor(interval + 200);
  await expect(carousel.getByRole('group', { name: `2 of ${count}` })).toBeVisible();

  const pause = carousel.getByRole('button', { name: 'Pause the slides' });
  await pause.click();
  await expect(carousel.getByRole('button', { name: 'Play the slides' })).toBeVisible();
  const next = carousel.getByRole('button', { name: 'Next slide' });
  const shown = async () =>
    carousel
      .locator('[aria-roledescription="slide"]')
      .evaluateAll((groups) =>
        groups.findIndex((group) => group.getAttribute('aria-hidden') !== 'true'),
      );
  const before = await shown();
  await next.click();
  expect(await shown()).toBe((before + 1) % count);
  await page.keyboard.press('ArrowLeft');
  expect(await shown()).toBe(before);
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  expect(await shown()).toBe((before - 1 + count) % count);

  // paused means paused
  const paused = await shown();
  await page.clock.runFor(5500);
  expect(await shown()).toBe(paused);
});

test('the carousel stands still when the visitor prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/en');
  await hydrated(page);
  const carousel = page.getByRole('region', { name: 'Highlights' });
  await expect(carousel.getByRole('button', { name: 'Play the slides' })).toBeVisible();
  await page.clock.runFor(5500);
  await expect(carousel.getByRole('group', { name: /^1 of/ })).not.toHaveAttribute(
    'aria-hidden',
    'true',
  );
});

test('the home page: best offers, slogan, new arrivals and the "follow us" feed', async ({
  page,
}) => {
  await page.goto('/ru');
  await expect(
    page.getByRole('region', { name: 'Лучшие предложения' }).getByRole('article'),
  ).not.toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Новинки' }).getByRole('article')).not.toHaveCount(
    0,
  );
  const followUs = page.getByRole('region', { name: 'Подписывайтесь на нас' });
  await expect(followUs.getByRole('link').first()).toHaveAttribute('href', /^https?:\/\//);
  await expect(followUs.getByRole('img').first()).toHaveAttribute('alt', /\S/);
});

test('headings are set in a serif that has the page’s letters: Noto Serif for Russian', async ({
  page,
}) => {
  await page.goto('/ru');
  await hydrated(page);
  const heading = page.locator('h2').first();
  await expect(heading).toHaveText(/[А-Яа-я]/);
  const family = await heading.evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family).toMatch(/^"?Noto Serif Armenian"?, "?Noto Serif"?,/);
  // The Cyrillic face is really loaded and used, not the system serif.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((f) => f.family.replace(/"/g, '') === 'Noto Serif' && f.status === 'loaded')
          .map((f) => f.unicodeRange);
      }),
    )
    .toEqual([expect.stringMatching(/U\+0?400-0?45F|U\+400-45F/i)]);
  // An Armenian page never downloads it.
  await page.goto('/');
  await hydrated(page);
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter(
      (f) => f.family.replace(/"/g, '') === 'Noto Serif' && f.status === 'loaded',
    ).length;
  });
  expect(loaded).toBe(0);
});

test('the footer carries the shop’s contacts and the cards it accepts, in every language', async ({
  page,
  request,
}) => {
  const contact = (await (await request.get('/api/contacts/first')).json()) as {
    phone: string;
    email: string;
    addresses: string;
    addresses_en: string;
    addresses_ru: string;
  };
  // every address the shop gives in the page's language, not only its first (the demo shop
  // has two in each)
  const listed = (json: string) =>
    (JSON.parse(json) as { address: string }[]).map((a) => a.address);
  const armenian = listed(contact.addresses);
  expect(armenian.length).toBeGreaterThan(1);
  const own = (json: string) => (listed(json).length > 0 ? listed(json) : armenian);
  for (const [path, heading, accept, addresses] of [
    ['/', 'Կապ մեզ հետ', 'Ընդունում ենք', armenian],
    ['/en', 'Reach us', 'We accept', own(contact.addresses_en)],
    ['/ru', 'Связаться с нами', 'Принимаем к оплате', own(contact.addresses_ru)],
  ] as const) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(heading, { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: contact.phone })).toHaveAttribute(
      'href',
      `tel:${contact.phone.replace(/[^\d+]/g, '')}`,
    );
    await expect(footer.getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    for (const address of addresses) {
      await expect(footer.getByRole('link', { name: address, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('list', { name: accept }).getByRole('listitem')).toHaveText([
      'Visa',
      'Mastercard',
      'ArCa',
      'Idram',
    ]);
  }
});
