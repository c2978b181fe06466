import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { messages } from '../src/db/schema/content.ts';
import type { TrustProxy } from '../src/http/trusted-proxies.ts';
import { MemoryThrottleStore } from '../src/http/throttle-store.ts';
import { PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { customer, someone, startOrderApp } from './orders-fixtures.ts';

const { name, surname, email, phone, message } = customer;
const contactMessage = { name, surname, email, phone, message };

/** An app behind `trustProxy`, whose throttles' clock stands still. */
const startBehind = (trustProxy: TrustProxy) =>
  startTestApp({
    config: { trustProxy },
    throttles: new MemoryThrottleStore(() => 0),
    messages: { perIp: { limit: 3, windowMs: 60_000 } },
  });

function sender(t: TestApp) {
  /** A POST of `payload` from `remoteAddress`, with the X-Forwarded-For it arrived with. */
  const post = (url: string, payload: object) => (remoteAddress: string, forwardedFor: string) =>
    t.request({
      method: 'POST',
      url,
      payload,
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
  return {
    signIn: post('/api/auth/signIn', { email: 'staff@voski.test', password: 'a wrong password' }),
    message: post('/api/messages', contactMessage),
    /** The address the last message was stored with. */
    async lastAddress() {
      const [row] = await t.database.db.select().from(messages).orderBy(desc(messages.id)).limit(1);
      return row!.ip;
    },
  };
}

/** The statuses of requests sent together, in order (which of them passes is the server's). */
const codes = async (answers: Promise<{ statusCode: number }>[]) =>
  (await Promise.all(answers)).map((a) => a.statusCode).sort((a, b) => a - b);

describe('TRUST_PROXY=1: one proxy (nginx) in front', () => {
  let t: TestApp;
  let send: ReturnType<typeof sender>;
  beforeAll(async () => {
    t = await startBehind(1);
    send = sender(t);
    await t.services.auth.register({
      name: 'Staff',
      email: 'staff@voski.test',
      password: PASSWORD,
      role_id: 2,
    });
  });
  afterAll(() => t.close());

  it('takes the address nginx appended, not the ones the client wrote', async () => {
    await send.message('127.0.0.1', '6.6.6.6, 7.7.7.7, 203.0.113.20');
    expect(await send.lastAddress()).toBe('203.0.113.20');
    // nginx with `proxy_set_header X-Forwarded-For $remote_addr`: one entry, its own.
    await send.message('127.0.0.1', '203.0.113.21');
    expect(await send.lastAddress()).toBe('203.0.113.21');
  });

  it('still throttles sign-in when the client changes its X-Forwarded-For every time', async () => {
    const tries = Array.from({ length: 10 }, (_, i) =>
      send.signIn('127.0.0.1', `10.${i}.0.1, 203.0.113.9`),
    );
    expect(await codes(tries)).toEqual([...Array(5).fill(422), ...Array(5).fill(429)]);
  });

  it('still throttles messages sent with forged forwarding headers', async () => {
    const sent = Array.from({ length: 6 }, (_, i) =>
      send.message('127.0.0.1', `192.0.2.${i}, 203.0.113.10`),
    );
    expect(await codes(sent)).toEqual([201, 201, 201, 429, 429, 429]);
  });
});

describe('TRUST_PROXY as the proxies’ addresses', () => {
  let t: TestApp;
  let send: ReturnType<typeof sender>;
  beforeAll(async () => {
    t = await startBehind(['127.0.0.1', '10.0.0.0/8']);
    send = sender(t);
  });
  afterAll(() => t.close());

  it('believes only the listed proxies, as many hops as they are', async () => {
    await send.message('127.0.0.1', '6.6.6.6, 203.0.113.30');
    expect(await send.lastAddress()).toBe('203.0.113.30');
    await send.message('127.0.0.1', '6.6.6.6, 203.0.113.31, 10.1.2.3');
    expect(await send.lastAddress()).toBe('203.0.113.31');
  });

  it('ignores forwarding headers from a client that is not a proxy', async () => {
    await send.message('198.51.100.7', '203.0.113.32');
    expect(await send.lastAddress()).toBe('198.51.100.7');
    const sent = Array.from({ length: 5 }, (_, i) => send.message('198.51.100.8', `10.0.0.${i}`));
    expect(await codes(sent)).toEqual([201, 201, 201, 429, 429]);
    const tries = Array.from({ length: 8 }, (_, i) => send.signIn('198.51.100.9', `10.0.${i}.1`));
    expect(await codes(tries)).toEqual([...Array(5).fill(422), ...Array(3).fill(429)]);
  });
});

describe('orders behind a proxy', () => {
  it('are throttled per client whatever X-Forwarded-For it writes', async () => {
    const t = await startOrderApp({ config: { trustProxy: 1 }, payments: { orderLimitPerIp: 2 } });
    try {
      const product = await t.product({ title: 'Tiny', price: 100 });
      const placed = [];
      for (let i = 0; i < 3; i++) {
        const res = await t.request({
          method: 'POST',
          url: '/api/payment/signIn',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `10.${i}.0.1, 203.0.113.40` },
          payload: { ...someone(), products: [{ id: product, quantity: 1 }] },
        });
        placed.push(res.statusCode);
      }
      expect(placed).toEqual([201, 201, 429]);
    } finally {
      await t.close();
    }
  });
});
