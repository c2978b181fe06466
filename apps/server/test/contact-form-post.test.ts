import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@voski/contract';
import { bodyLimits } from '../src/http/body-limits.ts';
import { PRIVATE_PAGE_CACHE_CONTROL } from '../src/http/page-cache.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { warnIfUnbuilt, webBuildDir, webBuilt } from './web-build.ts';

/**
 * The contact form posted as a document, as a browser without JavaScript sends it, to the real
 * storefront (web build) in front of the real API and database.
 */
let t: TestApp;
let seller: string;

const valid = {
  name: 'Anahit',
  surname: 'Petrosyan',
  email: 'anahit@example.am',
  phone: '+374 91 123456',
  message: 'Do you make engagement rings to order?',
};

const post = (
  url: string,
  fields: Record<string, string>,
  { ip = '10.7.0.1', headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

const stored = async () =>
  (await t.request({ method: 'GET', url: '/api/messages', token: seller })).json() as {
    name: string;
    message: string;
    phone: string;
  }[];

warnIfUnbuilt('the contact form posted without JavaScript');

describe.skipIf(!webBuilt)('the contact form without JavaScript (web build)', () => {
  beforeAll(async () => {
    t = await startTestApp({
      config: { webBuildDir },
      messages: { perIp: { limit: 2, windowMs: 60_000 } },
    });
    seller = await t.staffToken(Role.Seller);
  });
  afterAll(() => t?.close());

  it('has a form that posts to the page, so nothing typed lands in an address', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/en/contacts' });
    const before = page.body.slice(0, page.body.indexOf('name="message"'));
    const form = before.slice(before.lastIndexOf('<form'));
    expect(form).toMatch(/^<form[^>]*\bmethod="post"/);
    expect(form).toMatch(/^<form[^>]*\baction="\/en\/contacts"/);
    // under `no-referrer` the browser would post it with `Origin: null`, refused as cross-site
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });

  it('stores a valid message and says so, on a page nobody else is served', async () => {
    const message = `A ring in size 17, please (${Date.now()})`;
    const res = await post('/en/contacts', { ...valid, message, website: '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(res.body).toContain('Thank you! Your message has been sent');
    expect((await stored()).find((m) => m.message === message)).toMatchObject({
      name: 'Anahit',
      phone: '+37491123456',
    });
    // the shared page stays the empty form
    const shared = await t.app.inject({ method: 'GET', url: '/en/contacts' });
    expect(shared.body).not.toContain(message);
    expect(shared.body).not.toContain('Your message has been sent');
  });

  it("shows the API's messages next to the fields, in the page's language, with what was typed", async () => {
    const res = await post('/ru/contacts', {
      ...valid,
      email: 'anahit@',
      message: 'short',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Адрес электронной почты не соответствует формату');
    expect(res.body).toContain('Введите не менее 10 символов');
    expect(res.body).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="email"/);
    expect(res.body).toMatch(/value="anahit@"/);
    expect(res.body).toMatch(/<textarea[^>]*>short<\/textarea>/);

    const empty = await post('/contacts', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain('Խնդրում ենք մուտքագրել անունը');
  });

  it('counts the visitor, not the shop, against the per-address limit', async () => {
    for (const ip of ['10.7.1.1', '10.7.1.1']) {
      expect((await post('/en/contacts', valid, { ip })).statusCode).toBe(200);
    }
    const third = await post('/en/contacts', valid, { ip: '10.7.1.1' });
    expect(third.statusCode).toBe(429);
    expect(third.body).toContain('Too many messages in a short time');
    expect((await post('/en/contacts', valid, { ip: '10.7.1.2' })).statusCode).toBe(200);
  });

  it('refuses a form posted from another site, and a body over the limit', async () => {
    const before = (await stored()).length;
    const forged = await post('/en/contacts', valid, {
      ip: '10.7.2.1',
      headers: { origin: 'https://attacker.example' },
    });
    expect(forged.statusCode).toBe(400);
    const huge = await post(
      '/en/contacts',
      { ...valid, message: 'x'.repeat(bodyLimits.pageForm) },
      { ip: '10.7.2.2' },
    );
    expect(huge.statusCode).toBe(413);
    expect((await stored()).length).toBe(before);
  });

  it('takes a body that is not a form as an empty form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/en/contacts',
      remoteAddress: '10.7.3.1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(valid),
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Please enter a name');
  });
});
