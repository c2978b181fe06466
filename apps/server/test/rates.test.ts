import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@voski/contract';
import { parseLatestRates, RateSourceError } from '../src/modules/rates/cba.ts';
import { startTestApp, type TestApp } from './harness.ts';

/** A stand-in for the CBA service: answers whatever the test sets, and records requests. */
let answer: { status: number; body: string; delayMs?: number };
const requests: { soapAction?: string; contentType?: string; body: string }[] = [];
let server: Server;
let sourceUrl: string;
let t: TestApp;
let adder: string;
let admin: string;
const recorded = await readFile(new URL('./fixtures/cba-latest.xml', import.meta.url), 'utf8');

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      requests.push({ contentType: req.headers['content-type'], body });
      setTimeout(() => {
        res.writeHead(answer.status, { 'content-type': 'application/soap+xml; charset=utf-8' });
        res.end(answer.body);
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sourceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/exchangerates.asmx`;
  t = await startTestApp({
    config: { rateSource: { url: sourceUrl, timeoutMs: 300, refreshMs: 3_600_000 } },
  });
  adder = await t.staffToken(Role.Adder);
  admin = await t.staffToken(Role.Admin);
  await t.services.rates.seed({ USD: 390, RUB: 5 });
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const rates = async () => (await t.request({ method: 'GET', url: '/api/rates' })).json().data;

describe('parseLatestRates', () => {
  it('reads the day and AMD per unit (Rate / Amount)', () => {
    const parsed = parseLatestRates(recorded);
    expect(parsed.date).toBe('2026-11-20');
    expect(parsed.values.USD).toBe(386.12);
    expect(parsed.values.RUB).toBeCloseTo(4.84, 6);
    expect(parsed.values.JPY).toBeCloseTo(2.4987, 6);
  });

  it('refuses answers without a date or without rates', () => {
    expect(() => parseLatestRates('<html>Service Unavailable</html>')).toThrow(RateSourceError);
    expect(() =>
      parseLatestRates('<CurrentDate>2026-11-20T00:00:00</CurrentDate><Rates></Rates>'),
    ).toThrow(/no rates/);
  });
});

describe('refreshing from the central bank', () => {
  it('asks with a SOAP 1.2 ExchangeRatesLatest call and stores USD and RUB with history', async () => {
    answer = { status: 200, body: recorded };
    const result = await t.services.rates.refresh();
    expect(result).toEqual({ ok: true, date: '2026-11-20', updated: ['USD', 'RUB'] });
    expect(requests.at(-1)!.contentType).toMatch(/application\/soap\+xml/);
    expect(requests.at(-1)!.body).toContain('<ExchangeRatesLatest xmlns="http://www.cba.am/"');
    expect(await rates()).toEqual([
      { current: 'AMD', value: 1 },
      { current: 'USD', value: 386.12 },
      { current: 'RUB', value: 4.84 },
    ]);
    const history = await t.request({ method: 'GET', url: '/api/rates/USD/history', token: adder });
    // The starting rate is in the history too, until the central bank's first answer the reference
    expect(history.json().data).toEqual([
      { date: '2026-11-20', value: 386.12, source: 'cba' },
      { date: expect.any(String), value: 390, source: 'seed' },
    ]);
  });

  it('the same day twice keeps one history row', async () => {
    answer = { status: 200, body: recorded };
    await t.services.rates.refresh();
    const history = await t.request({ method: 'GET', url: '/api/rates/RUB/history', token: adder });
    expect(history.json().data.filter((h: { source: string }) => h.source === 'cba')).toHaveLength(
      1,
    );
  });

  it('keeps the last good rates when the answer is malformed', async () => {
    const before = await rates();
    answer = { status: 200, body: '<soap:Envelope><soap:Body><oops' };
    const result = await t.services.rates.refresh();
    expect(result.ok).toBe(false);
    expect(await rates()).toEqual(before);
  });

  it('keeps the last good rates when the service errs', async () => {
    const before = await rates();
    answer = { status: 500, body: 'Server Error' };
    expect(await t.services.rates.refresh()).toEqual({
      ok: false,
      error: 'The rate source answered 500',
    });
    expect(await rates()).toEqual(before);
  });

  it('gives up after the timeout and keeps the last good rates', async () => {
    const before = await rates();
    answer = { status: 200, body: recorded.replace('386.12', '999'), delayMs: 5_000 };
    const started = Date.now();
    const result = await t.services.rates.refresh();
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(result.ok).toBe(false);
    expect(await rates()).toEqual(before);
  });
});

describe('an Admin sets rates', () => {
  it('a rate set by hand is kept across refreshes until handed back', async () => {
    const set = await t.request({
      method: 'PUT',
      url: '/api/rates/USD',
      payload: { value: 400 },
      token: admin,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toContainEqual({ current: 'USD', value: 400 });

    answer = { status: 200, body: recorded };
    const result = await t.services.rates.refresh();
    expect(result).toMatchObject({ ok: true, updated: ['RUB'] });
    expect(await rates()).toContainEqual({ current: 'USD', value: 400 });

    const back = await t.request({
      method: 'PUT',
      url: '/api/rates/USD',
      payload: { automatic: true },
      token: admin,
    });
    expect(back.json().data).toContainEqual({ current: 'USD', value: 386.12 });
  });

  it('refuses nonsense with 422 and unknown currencies with 422', async () => {
    for (const payload of [{ value: 0 }, { value: 'many' }, {}, { value: 1, automatic: true }]) {
      const res = await t.request({ method: 'PUT', url: '/api/rates/USD', payload, token: admin });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    const amd = await t.request({
      method: 'PUT',
      url: '/api/rates/AMD',
      payload: { value: 2 },
      token: admin,
    });
    expect(amd.statusCode).toBe(422);
    expect((await rates())[0]).toEqual({ current: 'AMD', value: 1 });
  });
});

describe('the rate guard', () => {
  it('before the first refresh, measures from the starting rate, also after a hand-set one', async () => {
    const fresh = await startTestApp();
    try {
      await fresh.services.rates.seed({ USD: 400 });
      const token = await fresh.staffToken(Role.Admin);
      const set = (value: number) =>
        fresh.request({ method: 'PUT', url: '/api/rates/USD', payload: { value }, token });
      expect((await set(410)).statusCode).toBe(200);
      const far = await set(600);
      expect(far.statusCode).toBe(422);
      expect(Object.keys(far.json().errors)).toEqual(['confirm']);
      const history = await fresh.request({
        method: 'GET',
        url: '/api/rates/USD/history',
        token,
      });
      expect(
        history
          .json()
          .data.map((h: { source: string }) => h.source)
          .sort(),
      ).toEqual(['manual', 'seed']);
      // the latest entries only, still oldest first; a bad limit is a 422
      const latest = await fresh.request({
        method: 'GET',
        url: '/api/rates/USD/history?limit=1',
        token,
      });
      expect(latest.json().data).toEqual([history.json().data.at(-1)]);
      for (const limit of ['0', '367', 'x']) {
        const bad = await fresh.request({
          method: 'GET',
          url: `/api/rates/USD/history?limit=${limit}`,
          token,
        });
        expect(bad.statusCode, limit).toBe(422);
      }
    } finally {
      await fresh.close();
    }
  });

  const put = (payload: Record<string, unknown>, token = admin) =>
    t.request({ method: 'PUT', url: '/api/rates/RUB', payload, token });

  it('refuses an Adder (the PayPal charge follows the rate): 403, nothing changed', async () => {
    const before = await rates();
    const res = await put({ value: 1_000_000 }, adder);
    expect(res.statusCode).toBe(403);
    expect((await put({ automatic: true }, adder)).statusCode).toBe(403);
    expect(await rates()).toEqual(before);
    // Reading the details stays open to the catalogue's staff.
    const details = await t.request({ method: 'GET', url: '/api/rates/details', token: adder });
    expect(details.statusCode).toBe(200);
  });

  it('a change of more than 20% from the last automatic rate needs confirm: true', async () => {
    // The last automatic RUB rate is the recorded answer's.
    const automatic = (await rates()).find((r: { current: string }) => r.current === 'RUB').value;
    const far = Math.round(automatic * 1.5 * 100) / 100;
    const refused = await put({ value: far });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.confirm[0]).toMatch(/20%.*confirm: true/);
    expect(await rates()).toContainEqual({ current: 'RUB', value: automatic });

    const near = Math.round(automatic * 1.1 * 100) / 100;
    expect((await put({ value: near })).statusCode).toBe(200);
    // Measured from the automatic rate, not from the hand-set one: small steps do not add up.
    const creeping = Math.round(near * 1.15 * 100) / 100;
    expect((await put({ value: creeping })).statusCode).toBe(422);

    const confirmed = await put({ value: far, confirm: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toContainEqual({ current: 'RUB', value: far });
    expect((await put({ value: far, confirm: false })).statusCode).toBe(422);
  });
});
