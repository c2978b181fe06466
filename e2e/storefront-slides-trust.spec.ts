import { expect, test, type APIRequestContext, type Page } from './fixtures';
import {
  apiToken,
  bearer,
  choose,
  confirmPopover,
  createStaff,
  expectToast,
  formItem,
  openMenuGroup,
  pngFile,
  Role,
  signIn,
  unique,
  type Staff,
} from './admin-helpers';
import { blockingViolations } from './axe';
import { expectHeaderCount, hydrated } from './storefront-helpers';

// Issue 16's trust work: words over the slides, addresses in the page's language, the shop's
// social links, the checkout's select arrows. Every shared record changed here (slides and
// their interval, contact information, social links) is put back for the journeys after these.

let adder: Staff;
let token: string;

test.beforeAll(async ({ request }) => {
  adder = await createStaff(request, Role.Adder, 'Trust');
  token = await apiToken(request, adder);
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface SlideList {
  slides: { id: number; title: string; image: string }[];
  interval: number;
}

const slideList = async (request: APIRequestContext) =>
  (await (await request.get('/api/slides')).json()) as SlideList;

/** Removes the slides added since `before`, and puts the interval back. */
async function restoreSlides(request: APIRequestContext, before: SlideList) {
  const headers = bearer(token);
  await request.post('/api/slides/interval', { headers, data: { interval: before.interval } });
  for (const slide of (await slideList(request)).slides) {
    if (!before.slides.some((s) => s.id === slide.id)) {
      await request.delete(`/api/slides/${slide.id}`, { headers });
    }
  }
}

/** The carousel's first slide: staff's priority 7 puts theirs there. */
const firstSlide = (page: Page) =>
  page
    .getByRole('region', { name: /Highlights|Ընտրված առաջարկներ|Избранные предложения/ })
    .locator('[aria-roledescription]')
    .filter({ has: page.locator('img') })
    .first();

test('a slide’s headline, text and button in three languages, over its image on the home page', async ({
  page,
  request,
}) => {
  const original = await slideList(request);
  const words = {
    hy: { title: unique('Ոսկե աշուն'), text: 'Ձեռքի աշխատանք Երևանից', button: 'Դիտել մատանիները' },
    en: {
      title: unique('Golden autumn'),
      text: 'Made by hand in Yerevan',
      button: 'See the rings',
    },
    ru: { title: unique('Золотая осень'), button: 'Смотреть кольца' },
  };
  try {
    await signIn(page, adder);
    await page.goto('/admin/slide/add');
    await page.getByLabel('Image').setInputFiles(pngFile('autumn.png', [240, 240, 235]));
    await page.getByLabel('Link').fill('/products/1');
    await choose(page, 'Priority', '7');
    // the Armenian tab is open first; the others keep their fields
    await page.getByLabel('Headline (Armenian)').fill(words.hy.title);
    await page.getByLabel('Text (Armenian)').fill(words.hy.text);
    await page.getByLabel('Button label (Armenian)').fill(words.hy.button);
    // the slide's words are the form's first group of language tabs (the image description the second)
    await page.getByRole('tab', { name: 'English' }).first().click();
    await page.getByLabel('Headline (English)').fill(words.en.title);
    await page.getByLabel('Text (English)').fill(words.en.text);
    await page.getByLabel('Button label (English)').fill(`${'x'.repeat(40)}!`);
    // saved from another tab: the English one says it has an error, and opens
    await page.getByRole('tab', { name: 'Armenian' }).first().click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('tab', { name: 'English (check this tab)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(formItem(page, 'Button label (English)')).toContainText('At most 40 characters.');
    await page.getByLabel('Button label (English)').fill(words.en.button);
    await page.getByRole('tab', { name: 'Russian' }).first().click();
    await page.getByLabel('Headline (Russian)').fill(words.ru.title);
    await page.getByLabel('Button label (Russian)').fill(words.ru.button);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Slide added successfully');
    // the list names it by its headline in the staff's language
    await expect(page.getByRole('row').filter({ hasText: words.en.title })).toBeVisible();

    // each page in its language; the Russian text is empty, so the Armenian one stands in
    for (const [path, shown] of [
      ['/', words.hy],
      ['/en', words.en],
      ['/ru', { ...words.ru, text: words.hy.text }],
    ] as const) {
      await page.goto(path);
      const slide = firstSlide(page);
      const link = slide.getByRole('link');
      await expect(link).toHaveAttribute('href', `${path === '/' ? '' : path}/products/1`);
      // the link is named by its words, no longer by "See the offer (1 of 4)"
      await expect(link).toHaveAccessibleName(
        new RegExp(`^${escape(shown.title)}.*${escape(shown.button)}$`),
      );
      await expect(slide.getByText(shown.text, { exact: true })).toBeVisible();
      await expect(slide.getByText(shown.title, { exact: true })).toBeVisible();
      await expect(slide.getByText(shown.button, { exact: true })).toBeVisible();
    }

    // on a desktop the words lie over the picture, which stays the first, eager, sized image
    await page.goto('/en');
    await hydrated(page);
    const slide = firstSlide(page);
    const image = slide.locator('img');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('width', '1280');
    await expect(image).toHaveAttribute('srcset', /\d+w/);
    const over = await slide.evaluate((el) => {
      const picture = el.querySelector('img')!.getBoundingClientRect();
      const title = [...el.querySelectorAll('p')][0]!.getBoundingClientRect();
      return title.top >= picture.top && title.bottom <= picture.bottom;
    });
    expect(over).toBe(true);
    // readable on a near-white picture: white on the scrim, a gold button with ink text
    expect(await blockingViolations(page, 'home with slide words')).toEqual([]);
    const contrast = await slide.getByText(words.en.title).evaluate((el) => {
      const caption = el.parentElement!;
      return {
        color: getComputedStyle(el).color,
        scrim: getComputedStyle(caption).backgroundImage,
      };
    });
    expect(contrast.color).toBe('rgb(255, 255, 255)');
    expect(contrast.scrim).toMatch(/linear-gradient\(90deg, rgba\(0, 0, 0, 0\.78\)/);

    // on a phone they go under the picture, nothing wider than the screen
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/en');
    const phone = await firstSlide(page).evaluate((el) => {
      const picture = el.querySelector('img')!.getBoundingClientRect();
      const title = [...el.querySelectorAll('p')][0]!.getBoundingClientRect();
      return {
        below: title.top >= picture.bottom - 1,
        fits: document.documentElement.scrollWidth <= window.innerWidth,
      };
    });
    expect(phone).toEqual({ below: true, fits: true });
    await page.setViewportSize({ width: 1280, height: 720 });

    // and staff take it down again
    // (priority 7 and the newest: first in the list)
    expect((await slideList(request)).slides[0]!.title).toBe(words.hy.title);
    await page.goto('/admin/slide/all');
    await page.getByRole('button', { name: 'Delete slide 1', exact: true }).click();
    await confirmPopover(page);
    await expectToast(page, 'Slide deleted successfully');
    await expect
      .poll(async () => (await slideList(request)).slides.length)
      .toBe(original.slides.length);
  } finally {
    await restoreSlides(request, original);
  }
});

test('a slide that is a picture alone: its description names the link, in each language', async ({
  page,
  request,
}) => {
  const original = await slideList(request);
  const described = {
    hy: unique('Ոսկե մատանիներ սպիտակ մետաքսի վրա'),
    en: unique('Gold rings on white silk, 20% off'),
  };
  try {
    await signIn(page, adder);
    await page.goto('/admin/slide/add');
    await page.getByLabel('Image').setInputFiles(pngFile('silk.png', [250, 250, 250]));
    await page.getByLabel('Link').fill('/products/1');
    await choose(page, 'Priority', '7');
    await page.getByLabel('Description (Armenian)').fill(described.hy);
    await page.getByRole('tab', { name: 'English' }).nth(1).click();
    await page.getByLabel('Description (English)').fill(described.en);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Slide added successfully');

    // no Russian description: the Armenian one stands in, marked as Armenian
    for (const [path, shown, lang] of [
      ['/', described.hy, null],
      ['/en', described.en, null],
      ['/ru', described.hy, 'hy'],
    ] as const) {
      await page.goto(path);
      const slide = firstSlide(page);
      // named by what the picture shows, no longer by "See the offer (1 of 4)"
      await expect(slide.getByRole('link')).toHaveAccessibleName(shown);
      const image = slide.locator('img');
      await expect(image).toHaveAttribute('alt', shown);
      if (lang) await expect(image).toHaveAttribute('lang', lang);
      else await expect(image).not.toHaveAttribute('lang');
    }
    expect(await blockingViolations(page, 'home with a described slide')).toEqual([]);
  } finally {
    await restoreSlides(request, original);
  }
});

test('the carousel moves at the interval staff set, and holds still under the pointer', async ({
  page,
  request,
}) => {
  const original = await slideList(request);
  const interval = original.interval === 4500 ? 2500 : 4500;
  try {
    const set = await request.post('/api/slides/interval', {
      headers: bearer(token),
      data: { interval },
    });
    expect(set.status()).toBe(200);
    await page.clock.install();
    await page.goto('/en');
    await hydrated(page);
    const carousel = page.getByRole('region', { name: 'Highlights' });
    const count = await carousel.getByRole('group', { includeHidden: true }).count();
    expect(count).toBeGreaterThan(1);
    const current = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    await expect(current).toHaveAccessibleName(`1 of ${count}`);

    // not before the interval, then once it has passed
    await page.clock.runFor(interval - 300);
    await expect(current).toHaveAccessibleName(`1 of ${count}`);
    await page.clock.runFor(400);
    await expect(current).toHaveAccessibleName(`2 of ${count}`);

    // the pointer over it holds it; leaving lets it go on
    await carousel.hover();
    await page.clock.runFor(interval * 2);
    await expect(current).toHaveAccessibleName(`2 of ${count}`);
    await page.mouse.move(0, 0);
    await page.clock.runFor(interval + 100);
    await expect(current).toHaveAccessibleName(`${(2 % count) + 1} of ${count}`);

    // the pause button holds it too (WCAG 2.2.2)
    await carousel.getByRole('button', { name: 'Pause the slides' }).click();
    await page.mouse.move(0, 0);
    const held = await current.getAttribute('aria-label');
    await page.clock.runFor(interval * 2);
    await expect(current).toHaveAccessibleName(held!);
  } finally {
    await restoreSlides(request, original);
  }
});

interface StoredContact {
  id: number;
  email: string;
  phone: string;
  addresses: string;
  addresses_en: string;
  addresses_ru: string;
}

test('English and Russian addresses on their own pages and footers, the Armenian ones on the Armenian', async ({
  page,
  request,
}) => {
  const contact = (await (await request.get('/api/contacts/first')).json()) as StoredContact;
  const [armenian] = (JSON.parse(contact.addresses) as { address: string }[]).map((a) => a.address);
  expect(armenian).toBeTruthy();
  const marker = unique('E2E');
  const english = `Yerevan, ${marker} Street 12`;
  const russian = `Ереван, улица ${marker} 12`;
  try {
    // A shop whose addresses are not translated yet (the demo's are): the pages fall back to
    // the Armenian ones until staff add their own.
    const untranslated = await request.put(`/api/contacts/${contact.id}`, {
      headers: bearer(token),
      data: {
        email: contact.email,
        phone: contact.phone,
        addresses: contact.addresses,
        addresses_en: '[]',
        addresses_ru: '[]',
      },
    });
    expect(untranslated.status(), await untranslated.text()).toBe(200);
    await signIn(page, adder);
    await page.goto('/admin/contact/update');
    await expect(page.getByLabel('Address 1', { exact: true })).toHaveValue(armenian!);
    await page.getByRole('tab', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Add English address' }).click();
    await page.getByLabel('Address 1 (English)').fill(english);
    // a second English line left empty: Update opens the English tab to say so
    await page.getByRole('button', { name: 'Add English address' }).click();
    await page.getByRole('tab', { name: 'Russian' }).click();
    await page.getByRole('button', { name: 'Add Russian address' }).click();
    await page.getByLabel('Address 1 (Russian)').fill(russian);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('tab', { name: 'English' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(formItem(page, 'Address 2 (English)')).toContainText(
      'Enter the address, or remove this line.',
    );
    await page.getByRole('button', { name: 'Remove English address 2' }).click();
    await page.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Contact information updated successfully!');

    for (const [path, own, other] of [
      ['/en/contacts', english, armenian!],
      ['/ru/contacts', russian, armenian!],
      ['/contacts', armenian!, english],
    ] as const) {
      await page.goto(path);
      const main = page.getByRole('main');
      const footer = page.getByRole('contentinfo');
      await expect(main.getByRole('link', { name: new RegExp(escape(own)) })).toBeVisible();
      await expect(main.getByRole('link', { name: new RegExp(escape(other)) })).toHaveCount(0);
      await expect(footer.getByRole('link', { name: own, exact: true })).toBeVisible();
      await expect(footer.getByRole('link', { name: other, exact: true })).toHaveCount(0);
    }
    // the form shows what was saved, each language in its tab
    await page.goto('/admin/contact/update');
    await page.getByRole('tab', { name: 'English' }).click();
    await expect(page.getByLabel('Address 1 (English)')).toHaveValue(english);
  } finally {
    await request.put(`/api/contacts/${contact.id}`, {
      headers: bearer(token),
      data: {
        email: contact.email,
        phone: contact.phone,
        addresses: contact.addresses,
        addresses_en: contact.addresses_en,
        addresses_ru: contact.addresses_ru,
      },
    });
  }
});

test('social links set in the back-office appear, with their icons, in the footer and "follow us"', async ({
  page,
  request,
}) => {
  const before = (
    (await (await request.get('/api/social-links')).json()) as {
      data: { instagram: string; facebook: string };
    }
  ).data;
  const handle = unique('voski').replace(' ', '.');
  const instagram = `https://www.instagram.com/${handle}`;
  const facebook = `https://www.facebook.com/${handle}`;
  try {
    await signIn(page, adder);
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    await openMenuGroup(page, 'Contact and pages');
    await menu.getByRole('menuitem', { name: 'Social links' }).click();
    await expect(page).toHaveURL(/\/admin\/contact\/social$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Social links' })).toBeVisible();

    // a plain-http address, or one on another site, is refused before it is sent
    await page.getByLabel('Instagram page').fill(`http://instagram.com/${handle}`);
    await page.getByLabel('Facebook page').fill(`https://evil.example/${handle}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(formItem(page, 'Instagram page')).toContainText(
      'Enter an https:// address on instagram.com, or leave it empty.',
    );
    await expect(formItem(page, 'Facebook page')).toContainText(
      'Enter an https:// address on facebook.com, or leave it empty.',
    );
    await page.getByLabel('Instagram page').fill(instagram);
    await page.getByLabel('Facebook page').fill(facebook);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Social links saved');

    for (const [path, heading] of [
      ['/', 'Հետևեք մեզ'],
      ['/en', 'Follow us'],
      ['/ru', 'Мы в соцсетях'],
    ] as const) {
      await page.goto(path);
      const links = page.getByRole('contentinfo').getByRole('list', { name: heading });
      await expect(links.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
        'href',
        instagram,
      );
      await expect(links.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', facebook);
      await expect(links.locator('svg')).toHaveCount(2);
    }
    // the home page's "follow us" section links them too
    await page.goto('/en');
    const followUs = page.getByRole('region', { name: 'Follow us' });
    await expect(followUs.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      instagram,
    );
    expect(await blockingViolations(page, 'home with social links')).toEqual([]);

    // emptied, the link goes
    await page.goto('/admin/contact/social');
    await page.getByLabel('Facebook page').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Social links saved');
    await page.goto('/en/contacts');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Instagram' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
  } finally {
    await request.put('/api/social-links', { headers: bearer(token), data: before });
  }
});

test('the checkout’s region and country selects show their arrow', async ({ page }) => {
  await page.goto('/en/product/1');
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expectHeaderCount(page, /^Basket/, 1);
  await page.goto('/en/checkout');
  await hydrated(page);
  const region = page.getByRole('combobox', { name: 'Region' });
  await expect(region).toBeVisible();
  for (const select of await page.getByRole('main').locator('select').all()) {
    const style = await select.evaluate((el) => {
      const css = getComputedStyle(el);
      return {
        arrow: css.backgroundImage,
        size: css.backgroundSize,
        appearance: css.appearance,
        room: parseFloat(css.paddingRight),
      };
    });
    // either the browser's own arrow, or ours drawn by two gradient strokes with room for it
    if (style.appearance === 'none') {
      expect(style.arrow).toMatch(/^linear-gradient\(45deg, .*\), linear-gradient\(-45deg, .*\)$/);
      expect(style.size).toBe('5px 5px, 5px 5px');
      expect(style.room).toBeGreaterThanOrEqual(24);
    } else {
      expect(style.appearance).toMatch(/auto|menulist/);
    }
  }
  await expect
    .poll(() => region.evaluate((el) => getComputedStyle(el).backgroundImage))
    .toMatch(/^linear-gradient\(/);
});
