import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages as contract } from '@voski/contract';
import { loggableDatabaseError } from '../src/db/errors.ts';
import { customer, someone, startOrderApp, type OrderApp } from './orders-fixtures.ts';

const refused = contract.controlCharacters;
const { name, surname, email, phone, message: text } = customer;
const message = { name, surname, email, phone, message: text };

let t: OrderApp;
let ring: number;
const logged: string[] = [];

beforeAll(async () => {
  t = await startOrderApp({
    logger: { level: 'info', stream: { write: (line: string) => void logged.push(line) } },
  });
  ring = await t.product({ title: 'Ring', price: 1000 });
});
afterAll(() => t.close());

const countOf = async (table: 'messages' | 'orders') => {
  const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

describe('control characters in text are refused with a 422, nothing stored', () => {
  it('in a search, for visitors and staff', async () => {
    for (const [url, token] of [
      ['/api/products/search', undefined],
      ['/api/products', t.admin],
      ['/api/payment/orders', t.seller],
    ] as const) {
      const res = await t.request({ method: 'GET', url, query: { query: 'ring\u0000' }, token });
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toEqual({ message: refused, errors: { query: [refused] } });
    }
  });

  it('in a contact message', async () => {
    const before = await countOf('messages');
    for (const field of ['name', 'message', 'email', 'phone'] as const) {
      const res = await t.request({
        method: 'POST',
        url: '/api/messages',
        payload: { ...message, [field]: `${message[field]}\u0000` },
      });
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field], field).toContain(refused);
    }
    expect(await countOf('messages')).toBe(before);
  });

  it('in an order, before the gateway is asked', async () => {
    const register = vi.spyOn(t.services.payments.testGateway!, 'register');
    const before = await countOf('orders');
    for (const [field, value] of [
      ['name', 'Ani\u0000'],
      ['surname', 'Hako\u0007byan'],
      ['address', 'Abovyan 12\u001b[2J'],
      ['message', 'Ring the bell\u007f'],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url: '/api/payment/signIn',
        payload: { ...someone(), products: [{ id: ring, quantity: 1 }], [field]: value },
      });
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field], field).toEqual([refused]);
    }
    expect(register).not.toHaveBeenCalled();
    expect(await countOf('orders')).toBe(before);
    register.mockRestore();
  });

  it('and what XML cannot carry (the orders export would not open): U+FFFF, U+FFFE, lone surrogates', async () => {
    const before = await countOf('orders');
    for (const name of ['Ani\uFFFF', 'Ani\uFFFE', 'Ani\uD800', 'A\uDC00ni']) {
      const order = await t.request({
        method: 'POST',
        url: '/api/payment/signIn',
        payload: { ...someone(), products: [{ id: ring, quantity: 1 }], name },
      });
      expect(order.statusCode, JSON.stringify(name)).toBe(422);
      expect(order.json().errors.name).toEqual([refused]);
      const sent = await t.request({
        method: 'POST',
        url: '/api/messages',
        payload: { ...message, name },
      });
      expect(sent.statusCode, JSON.stringify(name)).toBe(422);
      expect(sent.json().errors.name).toContain(refused);
    }
    expect(await countOf('orders')).toBe(before);
  });

  it('in what staff write: FAQs, categories, contact details', async () => {
    for (const [url, payload, field] of [
      ['/api/faqs', { question: 'Size\uFFFF?', answer: 'Any.' }, 'question'],
      ['/api/categories', { name: 'Rings', name_en: 'Rings\uD800' }, 'name_en'],
    ] as const) {
      const res = await t.request({ method: 'POST', url, payload, token: t.adder });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors[field], url).toEqual([refused]);
    }
  });

  it('a paired surrogate (an emoji) is a character like any other', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/messages',
      payload: { ...message, message: 'A ring like this one 💍, please.' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('tab, line feed and carriage return stay allowed in text', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/messages',
      payload: { ...message, message: 'Hello,\r\n\tdo you make custom rings?' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('every error has the contract shape', () => {
  it('a malformed URL → 400 with our message', async () => {
    for (const url of ['/api/products/%', '/api/%E0%A4%A', '/uploads/%']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ message: 'The address is not valid.' });
    }
  });
});

describe('failed queries are logged without their SQL and parameters', () => {
  it('keeps the SQLSTATE and the stack, drops the values', async () => {
    const error = await t.database.db.execute(sql`select ${'secret value'}::int`).then(
      () => undefined,
      (e: unknown) => e,
    );
    const entry = loggableDatabaseError(error);
    expect(entry).toMatchObject({ type: 'DatabaseError', message: 'Query failed (22P02)' });
    expect(entry!.stack).toMatch(/^\s+at /);
    expect(JSON.stringify(entry)).not.toMatch(/secret|select/);
    expect(loggableDatabaseError(new Error('not a query'))).toBeUndefined();
  });

  it('through the app: a 500 whose log line holds no request data', async () => {
    const failure = await t.database.db
      .execute(sql`insert into messages (name) values (${'Ani secret'})`)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    const send = vi.spyOn(t.services.messages, 'send').mockRejectedValueOnce(failure);
    logged.length = 0;
    const res = await t.request({ method: 'POST', url: '/api/messages', payload: message });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Server error' });
    const line = logged.find((l) => l.includes('unhandled error'));
    expect(line).toMatch(/Query failed \(23502 on messages, \w+\)/);
    expect(line).not.toMatch(/secret|insert/);
    send.mockRestore();
  });
});
