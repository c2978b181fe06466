import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { docsPolicy } from '../src/http/content-security-policy.ts';
import { startOrderApp, someone, type OrderApp } from './orders-fixtures.ts';
import { warnIfUnbuilt, webBuildDir, webBuilt } from './web-build.ts';

/**
 * Every page answers with an enforcing Content-Security-Policy naming a nonce, and every inline
 * script and <style> of the page carries that nonce; nothing else inline may run.
 */

let t: OrderApp;
beforeAll(async () => {
  t = await startOrderApp({ config: { webBuildDir: webBuilt ? webBuildDir : undefined } });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The nonce the page's policy admits, checked to be the same for scripts and <style>. */
function policyNonce(res: LightMyRequestResponse): string {
  const policy = String(res.headers['content-security-policy'] ?? '');
  const script = /(?:^|; )script-src 'self' 'nonce-([\w-]+)'(?:;|$)/.exec(policy)?.[1];
  const style = /(?:^|; )style-src 'self' 'nonce-([\w-]+)'(?:;|$)/.exec(policy)?.[1];
  expect(script, policy).toMatch(/^[\w-]{24}$/);
  expect(style).toBe(script);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/unsafe-eval|(?:^|; )(?:script|style)-src [^;]*unsafe-inline/);
  return script!;
}

/**
 * The nonces of the inline scripts and <style> elements of `html`. JSON-LD and other data blocks
 * are left out: browsers never run them, so the policy does not look at them.
 */
function inlineNonces(html: string): (string | undefined)[] {
  const nonces: (string | undefined)[] = [];
  for (const [, attributes = ''] of html.matchAll(/<(?:script|style)\b([^>]*)>/g)) {
    if (/\bsrc=/.test(attributes)) continue;
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
    if (type && !/^(?:module|(?:text|application)\/javascript|text\/css)$/.test(type)) continue;
    nonces.push(/\bnonce="([^"]*)"/.exec(attributes)?.[1]);
  }
  return nonces;
}

/** The page's policy nonce, after checking every inline script and style of the page has it. */
function expectNoncedPage(res: LightMyRequestResponse, atLeast = 1): string {
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  const nonce = policyNonce(res);
  const nonces = inlineNonces(res.body);
  expect(nonces.length).toBeGreaterThanOrEqual(atLeast);
  expect(new Set(nonces)).toEqual(new Set([nonce]));
  return nonce;
}

describe('the test gateway card page', () => {
  it('has a nonce of its own for each request, on its <style>', async () => {
    const product = await t.product({ title: 'Ring Moon', price: 90_000 });
    const placed = await t.place({ ...someone(), products: [{ id: product, quantity: 1 }] });
    expect(placed.status).toBe(201);
    const { pathname, search } = new URL((placed.body as { formUrl: string }).formUrl);
    const first = await get(`${pathname}${search}`);
    const second = await get(`${pathname}${search}`);
    expect(first.statusCode).toBe(200);
    expect(expectNoncedPage(first)).not.toBe(expectNoncedPage(second));
  });

  it('sends its not-found page under the same policy', async () => {
    const res = await get('/api/test-gateway/pay?mdOrder=nope');
    expect(res.statusCode).toBe(404);
    expectNoncedPage(res);
  });
});

describe('answers that are not pages', () => {
  it('load nothing and may not be framed', async () => {
    for (const url of ['/api/health', '/api/categories', '/api/nowhere']) {
      const res = await get(url);
      expect(res.headers['content-security-policy'], url).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
    }
  });

  it("carry helmet's other headers, the shop's referrer policy among them", async () => {
    const res = await get('/api/categories');
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('the API docs have their policy: scripts only from the shop, inline styles allowed', async () => {
    const res = await get('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(docsPolicy);
    expect(inlineNonces(res.body)).toEqual([]);
  });
});

warnIfUnbuilt('the Content-Security-Policy of the storefront and back-office pages');

describe.skipIf(!webBuilt)('storefront and back-office pages (web build)', () => {
  it('a shared page is stored with its policy: the same nonce until it is rendered again', async () => {
    const first = await get('/en/faq');
    const second = await get('/en/faq?utm_source=mail');
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    const nonce = expectNoncedPage(first);
    expect(expectNoncedPage(second)).toBe(nonce);
    expect(second.headers['content-security-policy']).toBe(
      first.headers['content-security-policy'],
    );

    // a change renders the page again, with a new nonce
    const res = await t.request({
      method: 'POST',
      url: '/api/faqs',
      token: t.admin,
      payload: {
        question: 'Հարց',
        question_en: 'Is the nonce new?',
        question_ru: 'Вопрос',
        answer: 'Այո',
        answer_en: 'Yes',
        answer_ru: 'Да',
      },
    });
    expect(res.statusCode).toBe(201);
    const changed = await get('/en/faq');
    expect(changed.headers['x-cache']).toBe('miss');
    expect(changed.body).toContain('Is the nonce new?');
    expect(expectNoncedPage(changed)).not.toBe(nonce);
  });

  it('a page rendered for one visitor has a nonce of its own for each request', async () => {
    for (const url of ['/en/checkout', '/admin', '/login']) {
      const first = await get(url);
      const second = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['x-cache'], url).toBeUndefined();
      expect(expectNoncedPage(first), url).not.toBe(expectNoncedPage(second));
    }
  });

  it('the hydration data and the module script that starts the app carry the nonce', async () => {
    const res = await get('/');
    const nonce = expectNoncedPage(res, 3);
    expect(res.body).toContain(`<script nonce="${nonce}">window.__reactRouterContext`);
    // the module script is inserted after the first paint by a nonced script, with the nonce
    expect(res.body).toMatch(
      new RegExp(
        `<script nonce="${nonce}">[^<]*s\\.nonce="${nonce}";s\\.textContent="[^<]*import\\(`,
      ),
    );
  });

  it('the data of a client-side navigation keeps the tight policy of non-pages', async () => {
    const res = await get('/en/faq.data');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
  });
});
