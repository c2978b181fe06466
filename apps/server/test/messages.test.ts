import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactFormMessages as m, Role } from '@voski/contract';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let seller: string;

beforeAll(async () => {
  t = await startTestApp({ messages: { perIp: { limit: 3, windowMs: 60_000 } } });
  seller = await t.staffToken(Role.Seller);
});
afterAll(() => t.close());

const valid = {
  name: 'Anahit',
  surname: 'Petrosyan',
  email: 'anahit@example.am',
  phone: '+374 91 123456',
  message: 'Do you make engagement rings to order?',
};
const send = (payload: object, ip = '10.5.0.1') =>
  t.request({ method: 'POST', url: '/api/messages', payload, remoteAddress: ip });

describe('POST /messages', () => {
  it('stores a valid message, phone normalised, and staff read it newest first', async () => {
    const res = await send(valid, '10.5.1.1');
    expect(res.statusCode).toBe(201);
    await send({ ...valid, name: 'Second' }, '10.5.1.1');
    const list = await t.request({ method: 'GET', url: '/api/messages', token: seller });
    expect(list.statusCode).toBe(200);
    const [newest, older] = list.json();
    expect(newest.name).toBe('Second');
    expect(older).toMatchObject({
      ...valid,
      phone: '+37491123456',
      id: expect.any(Number),
      created_at: expect.any(String),
    });
    expect(older).not.toHaveProperty('ip');
  });

  it.each([
    [{ name: '' }, 'name', m.nameRequired],
    [{ surname: undefined }, 'surname', m.surnameRequired],
    [{ email: '' }, 'email', m.emailRequired],
    [{ email: 'anahit@' }, 'email', m.emailFormat],
    [{ email: `${'a'.repeat(320)}@x.am` }, 'email', m.emailFormat],
    [{ phone: '' }, 'phone', m.phoneRequired],
    [{ phone: '+374 91 12345' }, 'phone', m.phoneFormat],
    [{ phone: '+44 20 79' }, 'phone', m.phoneFormat],
    [{ message: '' }, 'message', m.messageRequired],
    [{ message: 'too short' }, 'message', m.messageMin],
    [{ message: 'x'.repeat(201) }, 'message', m.messageMax],
  ])('refuses %j with the message for %s', async (change, field, text) => {
    const res = await send({ ...valid, ...change }, '10.5.2.1');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([text]);
  });

  it('accepts the phone formats of Armenia, Russia and the USA', async () => {
    for (const [i, phone] of ['+37410123456', '+7 (912) 345-67-89', '+1 212 555 0100'].entries()) {
      expect((await send({ ...valid, phone }, `10.5.3.${i}`)).statusCode, phone).toBe(201);
    }
  });

  it('drops a bot that fills the honeypot, telling it nothing', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/messages', token: seller })).json()
      .length;
    const res = await send({ ...valid, website: 'http://spam.example' }, '10.5.4.1');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual((await send(valid, '10.5.4.2')).json());
    const after = (await t.request({ method: 'GET', url: '/api/messages', token: seller })).json()
      .length;
    expect(after).toBe(before + 1);
  });

  it('throttles one IP, with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await send(valid, '10.5.5.5')).statusCode).toBe(201);
    const res = await send(valid, '10.5.5.5');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(valid, '10.5.5.6')).statusCode).toBe(201);
  });
});

describe('deleting messages', () => {
  it('works by /messages/{id} and by the /contacts/{id} alias', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/messages', token: seller })).json();
    const [a, b] = list;
    expect(
      (await t.request({ method: 'DELETE', url: `/api/messages/${a.id}`, token: seller }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/contacts/${b.id}`, token: seller }))
        .statusCode,
    ).toBe(200);
    const left = (await t.request({ method: 'GET', url: '/api/messages', token: seller })).json();
    expect(left.map((x: { id: number }) => x.id)).not.toContain(a.id);
    expect(left.map((x: { id: number }) => x.id)).not.toContain(b.id);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/messages/${a.id}`, token: seller }))
        .statusCode,
    ).toBe(404);
  });
});

describe('read and answered (beyond the contract)', () => {
  const unread = async (token: string) =>
    (await t.request({ method: 'GET', url: '/api/messages/unread', token })).json().unread;
  const mark = (token: string, id: number, payload: object) =>
    t.request({ method: 'PATCH', url: `/api/messages/${id}`, token, payload });

  it('a Seller marks a message read, and another Seller sees it read', async () => {
    const other = await t.staffToken(Role.Seller);
    expect((await send({ ...valid, name: 'Unread' }, '10.5.6.1')).statusCode).toBe(201);
    const [newest] = (
      await t.request({ method: 'GET', url: '/api/messages', token: seller })
    ).json() as { id: number; read_at: string | null; answered_at: string | null }[];
    expect(newest).toMatchObject({ read_at: null, answered_at: null });
    const before = await unread(other);
    expect(before).toBeGreaterThan(0);

    const read = await mark(seller, newest!.id, { read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: newest!.id, read_at: expect.any(String) });
    expect(await unread(other)).toBe(before - 1);
    const page = (
      await t.request({ method: 'GET', url: '/api/messages?page=1&per_page=5', token: other })
    ).json();
    expect(page.data[0]).toMatchObject({ id: newest!.id, read_at: read.json().data.read_at });

    // marking again keeps the first time; unread brings it back
    const again = await mark(other, newest!.id, { read: true });
    expect(again.json().data.read_at).toBe(read.json().data.read_at);
    expect((await mark(other, newest!.id, { read: false })).json().data.read_at).toBeNull();
    expect(await unread(seller)).toBe(before);
  });

  it('an answered message is read too', async () => {
    expect((await send({ ...valid, name: 'Answered' }, '10.5.6.2')).statusCode).toBe(201);
    const [newest] = (
      await t.request({ method: 'GET', url: '/api/messages', token: seller })
    ).json() as { id: number }[];
    const res = await mark(seller, newest!.id, { answered: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      read_at: expect.any(String),
      answered_at: expect.any(String),
    });
  });

  it('refuses an empty change and an unknown message', async () => {
    const [any] = (
      await t.request({ method: 'GET', url: '/api/messages', token: seller })
    ).json() as { id: number }[];
    expect((await mark(seller, any!.id, {})).statusCode).toBe(422);
    expect((await mark(seller, 999_999, { read: true })).statusCode).toBe(404);
  });
});
