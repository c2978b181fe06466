import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@voski/contract';
import { image, multipart } from './catalog-fixtures.ts';
import { SOCIAL_LINKS_KEY } from '../src/modules/content/social-links.ts';
import { startTestApp, type TestApp } from './harness.ts';

// Issue 16's trust work: words over the slides, addresses per language, the social links.

let t: TestApp;
let adder: string;

beforeAll(async () => {
  t = await startTestApp();
  adder = await t.staffToken(Role.Adder);
});
afterAll(() => t.close());

async function send(
  url: string,
  fields: Record<string, string | number>,
  files: { field: string; data: Buffer }[] = [],
) {
  return t.request({ method: 'POST', url, token: adder, ...(await multipart(fields, files)) });
}

const words = {
  title: 'Նոր հավաքածու',
  title_en: 'The new collection',
  title_ru: 'Новая коллекция',
  text: 'Ձեռքի աշխատանք',
  text_en: 'Made by hand in Yerevan.',
  text_ru: 'Ручная работа из Еревана.',
  button: 'Դիտել',
  button_en: 'See the rings',
  button_ru: 'Смотреть кольца',
  alt: 'Ոսկե մատանիներ սպիտակ մետաքսի վրա',
  alt_en: 'Gold rings on white silk',
  alt_ru: 'Золотые кольца на белом шёлке',
};

describe('slides: a headline, text, button label and image description in three languages', () => {
  it('are stored, returned by every slide read, and kept when an older client edits the link', async () => {
    const created = await send('/api/slides', { url: '/categories/1', ...words }, [
      { field: 'image', data: await image() },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({ id, url: '/categories/1', ...words });
    expect((await t.request({ method: 'GET', url: `/api/slides/${id}` })).json().data).toEqual(
      created.json().data,
    );
    const listed = (await t.request({ method: 'GET', url: '/api/slides' })).json().slides;
    expect(listed.find((s: { id: number }) => s.id === id)).toMatchObject(words);

    // an older back-office sends the url alone: the words stay
    const relinked = await send(`/api/slides/${id}`, { url: '/categories/2' });
    expect(relinked.statusCode).toBe(200);
    expect(relinked.json().data).toMatchObject({ url: '/categories/2', ...words });

    // one translation changed, another cleared, the rest as they were
    const edited = await send(`/api/slides/${id}`, { title_en: ' Rings ', text_ru: '' });
    expect(edited.json().data).toMatchObject({
      ...words,
      url: '/categories/2',
      title_en: 'Rings',
      text_ru: '',
    });
  });

  it('are optional: a slide sent as older clients send it has empty words', async () => {
    const res = await send('/api/slides', { url: '/x' }, [{ field: 'image', data: await image() }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      title: '',
      title_en: '',
      title_ru: '',
      text: '',
      text_en: '',
      text_ru: '',
      button: '',
      button_en: '',
      button_ru: '',
      alt: '',
      alt_en: '',
      alt_ru: '',
    });
  });

  it('refuses words that are too long with a message per field, storing nothing', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/slides' })).json().slides;
    const res = await send(
      '/api/slides',
      {
        url: '/x',
        title_en: 'x'.repeat(121),
        text: 'y'.repeat(301),
        button_ru: 'z'.repeat(41),
        alt_en: 'w'.repeat(251),
      },
      [{ field: 'image', data: await image() }],
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      title_en: ['The headline (English) may not be greater than 120 characters.'],
      text: ['The text may not be greater than 300 characters.'],
      button_ru: ['The button label (Russian) may not be greater than 40 characters.'],
      alt_en: ['The image description (English) may not be greater than 250 characters.'],
    });
    const { id } = before[0];
    const update = await send(`/api/slides/${id}`, { button: 'b'.repeat(41) });
    expect(update.statusCode).toBe(422);
    expect(update.json().errors.button).toEqual([
      'The button label may not be greater than 40 characters.',
    ]);
    expect((await t.request({ method: 'GET', url: '/api/slides' })).json().slides).toEqual(before);
  });
});

describe('contact addresses per language', () => {
  const hy = JSON.stringify([{ address: 'Երևան, Աբովյան 12' }]);
  const en = JSON.stringify([{ address: 'Yerevan, 12 Abovyan Street' }]);
  const ru = JSON.stringify([{ address: 'Ереван, ул. Абовяна 12' }]);

  it('are stored beside the Armenian ones and answered as JSON strings', async () => {
    const { id, addresses_en, addresses_ru } = (
      await t.request({ method: 'GET', url: '/api/contacts/first' })
    ).json();
    expect([addresses_en, addresses_ru]).toEqual(['[]', '[]']);
    const res = await t.request({
      method: 'PUT',
      url: `/api/contacts/${id}`,
      payload: { email: 'shop@voski.am', addresses: hy, addresses_en: en, addresses_ru: ru },
      token: adder,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ addresses: hy, addresses_en: en, addresses_ru: ru });
    expect((await t.request({ method: 'GET', url: '/api/contacts/first' })).json()).toMatchObject({
      addresses: hy,
      addresses_en: en,
      addresses_ru: ru,
    });
  });

  it('stay as they are when an older client sends only `addresses`', async () => {
    const { id } = (await t.request({ method: 'GET', url: '/api/contacts/first' })).json();
    const moved = JSON.stringify([{ address: 'Գյումրի, Ռիժկովի 3' }]);
    const res = await t.request({
      method: 'PUT',
      url: `/api/contacts/${id}`,
      payload: { email: 'shop@voski.am', phone: '+37410000000', addresses: moved },
      token: adder,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ addresses: moved, addresses_en: en, addresses_ru: ru });
  });

  it('take an array as well, are emptied with [], and are checked like the Armenian ones', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/contacts/first' })).json();
    for (const [addresses_en, field, message] of [
      ['[{"address":""}]', 'addresses_en.0.address', 'An address may not be empty.'],
      ['not json', 'addresses_en', 'The addresses must be valid JSON.'],
      [
        [{ address: 'x'.repeat(501) }],
        'addresses_en.0.address',
        'An address may not be greater than 500 characters.',
      ],
    ] as const) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/contacts/${before.id}`,
        payload: { email: 'changed@voski.am', addresses: '[]', addresses_en },
        token: adder,
      });
      expect(res.statusCode, JSON.stringify(addresses_en)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect((await t.request({ method: 'GET', url: '/api/contacts/first' })).json()).toEqual(before);

    const res = await t.request({
      method: 'PUT',
      url: `/api/contacts/${before.id}`,
      payload: {
        email: before.email,
        addresses: before.addresses,
        addresses_en: [{ address: 'Gyumri, 3 Ryzhkov Street' }],
        addresses_ru: '[]',
      },
      token: adder,
    });
    expect(res.json()).toMatchObject({
      addresses_en: JSON.stringify([{ address: 'Gyumri, 3 Ryzhkov Street' }]),
      addresses_ru: '[]',
    });
  });
});

describe('social links', () => {
  const links = {
    instagram: 'https://www.instagram.com/voski.jewellery',
    facebook: 'https://facebook.com/voski.am',
  };
  /** As the Adder, unless another token (or null: none) is given. */
  const put = (payload: unknown, token: string | null = adder) =>
    t.request({
      method: 'PUT',
      url: '/api/social-links',
      payload: payload as object,
      token: token ?? undefined,
    });
  const get = async () => (await t.request({ method: 'GET', url: '/api/social-links' })).json();

  it('are empty at first, then what staff set, for everyone to read', async () => {
    expect(await get()).toEqual({ data: { instagram: '', facebook: '' } });
    const res = await put({ instagram: ` ${links.instagram} `, facebook: links.facebook });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: links });
    expect(await get()).toEqual({ data: links });

    // an empty address removes that link; a left-out one too
    expect((await put({ instagram: links.instagram, facebook: '' })).json().data).toEqual({
      ...links,
      facebook: '',
    });
    expect((await put({ facebook: links.facebook })).json().data).toEqual({
      instagram: '',
      facebook: links.facebook,
    });
    await put(links);
  });

  it('must be https pages on their own network: anything else is a 422 and changes nothing', async () => {
    const instagramRule =
      "The Instagram address must be the shop's page on instagram.com, starting with https:// (for example https://www.instagram.com/voski), or empty.";
    const facebookRule =
      "The Facebook address must be the shop's page on facebook.com, starting with https:// (for example https://www.facebook.com/voski), or empty.";
    for (const [payload, errors] of [
      [{ instagram: 'http://instagram.com/voski' }, { instagram: [instagramRule] }],
      [{ instagram: 'https://evil.example/instagram.com/voski' }, { instagram: [instagramRule] }],
      [{ instagram: 'https://instagram.com.evil.example/voski' }, { instagram: [instagramRule] }],
      [{ instagram: 'https://notinstagram.com/voski' }, { instagram: [instagramRule] }],
      [{ instagram: 'https://www.facebook.com/voski' }, { instagram: [instagramRule] }],
      [{ instagram: 'https://user:pw@instagram.com/voski' }, { instagram: [instagramRule] }],
      [{ instagram: 'javascript:alert(1)//instagram.com' }, { instagram: [instagramRule] }],
      [{ instagram: 'https://instagram.com/' }, { instagram: [instagramRule] }],
      [{ facebook: 'ftp://facebook.com/voski' }, { facebook: [facebookRule] }],
      [{ facebook: 'https://m.facebook.com/voski page' }, { facebook: [facebookRule] }],
      [
        { facebook: `https://facebook.com/${'a'.repeat(500)}` },
        { facebook: ['The Facebook address may not be greater than 500 characters.'] },
      ],
      [{ facebook: 42 }, { facebook: ['The Facebook address must be a text.'] }],
    ] as const) {
      const res = await put({ ...links, ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors, JSON.stringify(payload)).toEqual(errors);
    }
    expect((await put({ ...links, twitter: 'https://x.com/voski' })).statusCode).toBe(422);
    expect(await get()).toEqual({ data: links });
  });

  it('are answered only as the pages the rule allows, whatever the stored setting holds', async () => {
    // a setting restored from elsewhere or edited by hand: the storefront links what it gets
    await t.services.settings.set(SOCIAL_LINKS_KEY, {
      instagram: 'javascript:alert(1)',
      facebook: links.facebook,
    });
    expect(await get()).toEqual({ data: { instagram: '', facebook: links.facebook } });
    await t.services.settings.set(SOCIAL_LINKS_KEY, { instagram: 7, facebook: links.instagram });
    expect(await get()).toEqual({ data: { instagram: '', facebook: '' } });
    await put(links);
  });

  it('are set by Admins and Adders only, as the contact information', async () => {
    const seller = await t.staffToken(Role.Seller);
    const admin = await t.staffToken(Role.Admin);
    expect((await put(links, null)).statusCode).toBe(401);
    expect((await put(links, seller)).statusCode).toBe(403);
    const byAdmin = await put({ ...links, facebook: 'https://www.facebook.com/voski.shop' }, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect((await get()).data.facebook).toBe('https://www.facebook.com/voski.shop');
  });

  it('are part of what the storefront shows: a change clears the cached pages', async () => {
    let changed = 0;
    const stop = t.app.storefrontChanges.subscribe(() => changed++);
    await put(links);
    stop();
    expect(changed).toBeGreaterThan(0);
  });
});
