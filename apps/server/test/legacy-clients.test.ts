// Clients written for the original backend: on their own origin, with its looser payloads
// (the contract's "tolerance" section), and its storefront's old addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Product } from '@voski/contract';
import { ConfigError, loadConfig } from '../src/config.ts';
import { catalogClient, image, multipart, validProduct } from './catalog-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';
import {
  check,
  chooseOnCardPage,
  someone,
  startOrderApp,
  type OrderApp,
} from './orders-fixtures.ts';

const OLD_CLIENT = 'https://old-shop.example';
const FOREIGN = 'https://evil.example';

let t: TestApp;
let adder: string;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({ config: { corsOrigins: [OLD_CLIENT, 'http://localhost:8080'] } });
  adder = await t.staffToken(Role.Adder);
  admin = await t.staffToken(Role.Admin);
});
afterAll(() => t.close());

const preflight = (origin: string, method = 'PUT', url = '/api/faqs/1') =>
  t.request({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('CORS for the origins in CORS_ORIGINS', () => {
  it('answers an allowed origin’s preflight with its methods and headers', async () => {
    for (const url of ['/api/faqs/1', '/api/products', '/api/auth/signIn']) {
      const res = await preflight(OLD_CLIENT, 'PUT', url);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(OLD_CLIENT);
      const methods = String(res.headers['access-control-allow-methods']).split(/,\s*/);
      expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
      const headers = String(res.headers['access-control-allow-headers']).toLowerCase();
      expect(headers).toContain('authorization');
      expect(headers).toContain('content-type');
      // Bearer tokens, not cookies: no credentials mode.
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('gives a foreign origin no CORS headers at all', async () => {
    const res = await preflight(FOREIGN);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
    const read = await t.request({ method: 'GET', url: '/api/faqs', headers: { origin: FOREIGN } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('marks real calls from an allowed origin, staff calls with a bearer token included', async () => {
    const read = await t.request({
      method: 'GET',
      url: '/api/faqs',
      headers: { origin: 'http://localhost:8080' },
    });
    expect(read.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(String(read.headers.vary)).toMatch(/origin/i);
    const write = await t.request({
      method: 'POST',
      url: '/api/faqs',
      token: adder,
      headers: { origin: OLD_CLIENT },
      payload: { question: 'Հարց', answer: 'Պատասխան' },
    });
    expect(write.statusCode).toBe(201);
    expect(write.headers['access-control-allow-origin']).toBe(OLD_CLIENT);
    // A refusal carries the header too, so the old client can read the message.
    const refused = await t.request({
      method: 'POST',
      url: '/api/faqs',
      headers: { origin: OLD_CLIENT },
      payload: {},
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(OLD_CLIENT);
  });

  it('is off when no origin is configured', async () => {
    const plain = await startTestApp();
    try {
      const res = await plain.request({
        method: 'OPTIONS',
        url: '/api/faqs',
        headers: { origin: OLD_CLIENT, 'access-control-request-method': 'GET' },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe('products as the original back-office and storefront read and write them', () => {
  const c = () => catalogClient(t, adder);
  const postForm = async (url: string, fields: Parameters<typeof multipart>[0], files = []) =>
    t.request({ method: 'POST', url, token: adder, ...(await multipart(fields, files)) });

  it('media can be embedded from any origin, under /uploads and /storage/uploads', async () => {
    const p = await c().product({ title: 'Embedded' }, [{ field: 'avatar', data: await image() }]);
    for (const url of [`/${p.avatar}`, `/storage/${p.avatar}`]) {
      const res = await t.request({ method: 'GET', url, headers: { origin: FOREIGN } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    // The API keeps its own rule.
    const api = await t.request({ method: 'GET', url: '/api/faqs' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('GET /products/{id}: images as a JSON string of paths, the list under gallery', async () => {
    const p = await c().product({ title: 'Gallery' }, [
      { field: 'images[0]', data: await image() },
      { field: 'images[1]', data: await image('png') },
    ]);
    expect(p.images).toHaveLength(2);
    const detail = (await c().get(`/api/products/${p.id}`)).body;
    expect(typeof detail.images).toBe('string');
    expect(JSON.parse(detail.images)).toEqual(p.images.map((i) => i.image));
    expect(detail.gallery).toEqual(p.images);
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    const documented =
      doc.paths['/api/products/{id}'].get.responses['200'].content['application/json'].schema;
    expect(documented.properties.images.type).toBe('string');
    expect(documented.properties.gallery.type).toBe('array');
    // Lists keep [{id, image}], where that client's back-office reads them.
    const list = (await c().get('/api/products?page=1&per_page=50')).body.data as Product[];
    expect(list.find((x) => x.id === p.id)?.images).toEqual(p.images);
  });

  it('respect and weight sent as "" or "undefined" mean not given; "undefined" in any field', async () => {
    for (const unset of ['', 'undefined']) {
      const created = await postForm('/api/products', {
        ...validProduct,
        title: `No fineness ${unset}`,
        respect: unset,
        weight: unset,
      });
      expect(created.statusCode, created.body).toBe(201);
      const p = created.json().data as Product;
      expect([p.respect, p.weight]).toEqual([0, 0]);

      const known = await c().product({ title: `Known ${unset}`, respect: '750', weight: '2.5' });
      const updated = await postForm(`/api/products/${known.id}`, {
        title: `Known again ${unset}`,
        respect: unset,
        weight: unset,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data).toMatchObject({ respect: 750, weight: 2.5 });
    }
    // "undefined" means not given for every field of the form; "" still clears a text (a
    // metal text cleared while the others still name its kind keeps the kind's names).
    const full = await c().product({
      title: 'Every field',
      title_en: 'Every field',
      title_ru: 'Every field',
      model: 'M-1',
      important: '2',
      status: '1',
    });
    const unset = await postForm(`/api/products/${full.id}`, {
      title: 'undefined',
      title_en: 'undefined',
      title_ru: '',
      model: 'undefined',
      metal: '',
      important: 'undefined',
      status: 'undefined',
      blog_id: 'undefined',
      price: 'undefined',
    });
    expect(unset.statusCode, unset.body).toBe(200);
    expect(unset.json().data).toMatchObject({
      title: 'Every field',
      title_en: 'Every field',
      title_ru: '',
      model: 'M-1',
      metal: 'Ոսկի',
      metal_kind: 'gold',
      important: 2,
      status: 1,
      price: full.price,
    });
    const noTitle = await postForm('/api/products', { ...validProduct, title: 'undefined' });
    expect(noTitle.statusCode).toBe(422);
    expect(Object.keys(noTitle.json().errors)).toEqual(['title']);
    // Anything else is still checked.
    const wrong = await postForm('/api/products', { ...validProduct, respect: 'null' });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['respect']);
  });

  it('a text field sent twice takes its last value; list fields still collect', async () => {
    const sub = await c().category('Legacy top');
    const child = await c().category('Legacy sub', sub);
    const res = await postForm('/api/products', {
      ...validProduct,
      title: ['First title', 'Last title'],
      'category_id[]': [child],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      title: 'Last title',
      category_id: JSON.stringify([child]),
    });
  });

  it('an id in a multipart update body is ignored when it is the product’s own', async () => {
    const p = await c().product({ title: 'Own id' });
    const same = await postForm(`/api/products/${p.id}`, { id: p.id, title: 'Own id, renamed' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data.title).toBe('Own id, renamed');
    const other = await postForm(`/api/products/${p.id}`, { id: p.id + 1000, title: 'Hijack' });
    expect(other.statusCode).toBe(422);
    expect(Object.keys(other.json().errors)).toEqual(['id']);
    expect((await c().get(`/api/products/${p.id}`)).body.title).toBe('Own id, renamed');
  });
});

describe('updates with the record’s own id in the body', () => {
  it('PUT /faqs/{id} ignores a matching id, refuses another one', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/faqs',
      token: adder,
      payload: { question: 'Հարց', answer: 'Պատասխան' },
    });
    const faq = created.json().faq;
    const minimal = await t.request({
      method: 'PUT',
      url: `/api/faqs/${faq.id}`,
      token: adder,
      payload: { id: String(faq.id), question: 'Հարց', answer: 'Նոր պատասխան' },
    });
    expect(minimal.statusCode, minimal.body).toBe(200);
    expect(minimal.json().faq.answer).toBe('Նոր պատասխան');
    const other = await t.request({
      method: 'PUT',
      url: `/api/faqs/${faq.id}`,
      token: adder,
      payload: { id: faq.id + 1, question: 'Ուրիշ', answer: 'Ուրիշ' },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ id: [expect.any(String)] });
  });

  it('PUT /categories/{id} too', async () => {
    const id = await catalogClient(t, adder).category('With id');
    const res = await t.request({
      method: 'PUT',
      url: `/api/categories/${id}`,
      token: adder,
      payload: { id, name: 'Renamed', name_en: 'Renamed', name_ru: 'Renamed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toBe('Renamed');
  });
});

describe('POST /slides/interval', () => {
  const interval = async () =>
    (await t.request({ method: 'GET', url: '/api/slides' })).json().interval;

  it('takes the interval as JSON, multipart or urlencoded', async () => {
    const json = await t.request({
      method: 'POST',
      url: '/api/slides/interval',
      token: adder,
      payload: { interval: 2000 },
    });
    expect(json.json()).toEqual({ interval: 2000 });

    const form = await t.request({
      method: 'POST',
      url: '/api/slides/interval',
      token: adder,
      ...(await multipart({ interval: '3000' })),
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(await interval()).toBe(3000);

    const urlencoded = await t.request({
      method: 'POST',
      url: '/api/slides/interval',
      token: adder,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'interval=4500',
    });
    expect(urlencoded.statusCode, urlencoded.body).toBe(200);
    expect(await interval()).toBe(4500);
  });

  it('refuses a bad value in every form with a 422 on interval, and needs staff', async () => {
    for (const sent of [
      { payload: { interval: 99 } },
      { payload: 'interval=abc', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      await multipart({ interval: '9000' }),
    ]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/slides/interval',
        token: adder,
        ...sent,
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['interval']);
    }
    expect(await interval()).toBe(4500);
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/slides/interval',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'interval=2000',
    });
    expect(anonymous.statusCode).toBe(401);
    // Other JSON routes still refuse urlencoded bodies.
    const faq = await t.request({
      method: 'POST',
      url: '/api/faqs',
      token: admin,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'question=a&answer=b',
    });
    expect(faq.statusCode).toBe(415);
  });
});

describe('the original storefront’s addresses', () => {
  const redirect = async (url: string) => {
    const res = await t.request({ method: 'GET', url });
    return { status: res.statusCode, location: res.headers.location };
  };

  it('redirect permanently to our pages in every locale, query kept', async () => {
    const cases: [string, string][] = [
      ['/home', '/'],
      ['/favorite', '/favorites'],
      ['/contact', '/contacts'],
      ['/faqs', '/faq'],
      ['/privacy', '/return-policy'],
      ['/blogs/7', '/blog/7'],
      ['/payment/failed?orderId=abc', '/payment/failure?orderId=abc'],
    ];
    for (const [prefix, home] of [
      ['', '/'],
      ['/en', '/en'],
      ['/ru', '/ru'],
    ]) {
      for (const [old, now] of cases) {
        expect(await redirect(`${prefix}${old}`), `${prefix}${old}`).toEqual({
          status: 301,
          location: now === '/' ? home : `${prefix}${now}`,
        });
      }
    }
  });
});

describe('payment return addresses', () => {
  let shop: OrderApp;
  let ring: number;

  beforeAll(async () => {
    shop = await startOrderApp({
      payments: {
        returnUrls: {
          success: 'https://old-shop.example/payment/returnUrl',
          failure: 'https://old-shop.example/payment/failed?from=bank',
        },
      },
    });
    ring = await shop.product({ title: 'Ring', price: 90_000 });
  });
  afterAll(() => shop.close());

  const place = async () => {
    const placed = await shop.place({ ...someone(), products: [{ id: ring, quantity: 1 }] });
    expect(placed.status).toBe(201);
    return placed.body as { orderId: string; formUrl: string };
  };

  it('the test gateway sends the payer to PAYMENT_SUCCESS_URL / _FAILURE_URL with orderId', async () => {
    const paid = await place();
    const back = await chooseOnCardPage(shop, paid.formUrl, 'pay');
    expect(`${back.origin}${back.pathname}`).toBe('https://old-shop.example/payment/returnUrl');
    expect(back.searchParams.get('orderId')).toBe(paid.orderId);
    // The separate client's return page asks the shop.
    expect((await check(shop, paid.orderId)).body.payment_status).toBe('paid');

    const declined = await place();
    const failed = await chooseOnCardPage(shop, declined.formUrl, 'decline');
    expect(`${failed.origin}${failed.pathname}`).toBe('https://old-shop.example/payment/failed');
    expect(failed.searchParams.get('from')).toBe('bank');
    expect(failed.searchParams.get('orderId')).toBe(declined.orderId);
  });

  it('/payment/returnUrl checks the payment and lands on success or failure', async () => {
    const go = async (url: string) => {
      const res = await shop.request({ method: 'GET', url });
      expect(res.statusCode).toBe(303);
      return res.headers.location;
    };
    const paid = await place();
    await chooseOnCardPage(shop, paid.formUrl, 'pay');
    const id = encodeURIComponent(paid.orderId);
    expect(await go(`/payment/returnUrl?orderId=${id}`)).toBe(`/payment/success?orderId=${id}`);
    expect(await go(`/en/payment/returnUrl?orderId=${id}`)).toBe(
      `/en/payment/success?orderId=${id}`,
    );

    const declined = await place();
    await chooseOnCardPage(shop, declined.formUrl, 'decline');
    const no = encodeURIComponent(declined.orderId);
    expect(await go(`/ru/payment/returnUrl?orderId=${no}`)).toBe(
      `/ru/payment/failure?orderId=${no}`,
    );
    expect(await go('/payment/returnUrl')).toBe('/payment/failure');
    // An order nobody knows: the success page checks for itself and says so.
    expect(await go('/payment/returnUrl?orderId=nope')).toBe('/payment/success?orderId=nope');
  });
});

describe('regions as the original storefront spells them', () => {
  let shop: OrderApp;
  beforeAll(async () => {
    shop = await startOrderApp();
  });
  afterAll(() => shop.close());

  it('Kotayq and Aragacotn are Kotayk and Aragatsotn', async () => {
    const ring = await shop.product({ title: 'Ring', price: 50_000 });
    for (const [sent, stored] of [
      ['Kotayq', 'Kotayk'],
      ['Aragacotn', 'Aragatsotn'],
    ]) {
      const placed = await shop.place({
        ...someone(),
        region: sent,
        products: [{ id: ring, quantity: 1 }],
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const order = await shop.order(placed.body.orderNumber);
      expect(order.region).toBe(stored);
      expect(order.delivery).toBe(1500);
    }
    const unknown = await shop.place({
      ...someone(),
      region: 'Kotaiq',
      products: [{ id: ring, quantity: 1 }],
    });
    expect(unknown.status).toBe(422);
  });
});

describe('their settings', () => {
  it('CORS_ORIGINS: a comma list of origins, none by default, nonsense refused', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(
      loadConfig({ CORS_ORIGINS: ' https://old-shop.example, http://localhost:8080/ ,' })
        .corsOrigins,
    ).toEqual(['https://old-shop.example', 'http://localhost:8080']);
    for (const wrong of ['old-shop.example', 'https://old-shop.example/app', '*', 'ftp://x.am']) {
      expect(() => loadConfig({ CORS_ORIGINS: wrong }), wrong).toThrow(ConfigError);
    }
  });

  it('PAYMENT_SUCCESS_URL and PAYMENT_FAILURE_URL: the storefront’s pages unless set', () => {
    expect(loadConfig({}).payments.returnUrls).toEqual({ success: undefined, failure: undefined });
    const set = loadConfig({
      PAYMENT_SUCCESS_URL: 'https://old-shop.example/payment/returnUrl',
      PAYMENT_FAILURE_URL: 'https://old-shop.example/payment/failed',
    });
    expect(set.payments.returnUrls).toEqual({
      success: 'https://old-shop.example/payment/returnUrl',
      failure: 'https://old-shop.example/payment/failed',
    });
    expect(() => loadConfig({ PAYMENT_SUCCESS_URL: 'not a url' })).toThrow(ConfigError);
  });
});
