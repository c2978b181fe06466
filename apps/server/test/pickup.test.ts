import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupMessages, type DeliveryZoneView } from '@voski/contract';
import {
  check,
  chooseOnCardPage,
  someone,
  startOrderApp,
  type OrderApp,
} from './orders-fixtures.ts';
import { startTestSmtp, type TestSmtp } from './smtp-fixture.ts';

let smtp: TestSmtp;
let t: OrderApp;
let ring: number;

const SHOP = 'shop@voski.test';
const hours = {
  hours: 'Երկ–Շբթ 11:00–19:00',
  hours_en: 'Mon–Sat 11:00–19:00',
  hours_ru: 'Пн–Сб 11:00–19:00',
};

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startOrderApp({
    mail: { smtpUrl: smtp.url, shopEmail: SHOP, from: 'Voski <shop@voski.test>' },
  });
  ring = await t.product({ title: 'Ring', price: 40_000 });
  const { id } = (await t.request({ method: 'GET', url: '/api/contacts/first' })).json();
  const contacts = await t.request({
    method: 'PUT',
    url: `/api/contacts/${id}`,
    token: t.admin,
    payload: {
      email: 'shop@voski.test',
      phone: '+374 10 123456',
      addresses: [{ address: 'Աբովյան 1, Երևան' }, { address: 'Մաշտոցի 10, Երևան' }],
      addresses_en: [{ address: '1 Abovyan St, Yerevan' }, { address: '10 Mashtots Ave, Yerevan' }],
      addresses_ru: [],
    },
  });
  expect(contacts.statusCode, contacts.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const send = () => t.services.mail.outbox.sendDue();
const basket = () => [{ id: ring, quantity: 1 }];

function setPoints(points: unknown[], token = t.admin) {
  return t.request({
    method: 'PUT',
    url: '/api/payment/pickup-points',
    token,
    payload: { points },
  });
}

const quote = (fields: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/payment/quote',
    payload: { products: basket(), country: 'AM', region: 'Yerevan', ...fields },
  });

describe('pickup points', () => {
  it('are shop addresses marked by staff, with hours in each language', async () => {
    expect((await t.request({ method: 'GET', url: '/api/payment/pickup-points' })).json()).toEqual({
      data: [],
    });
    const set = await setPoints([{ id: 2, ...hours }]);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual([
      {
        id: 2,
        address: 'Մաշտոցի 10, Երևան',
        address_en: '10 Mashtots Ave, Yerevan',
        // no Russian addresses: the Armenian ones, as the storefront shows them
        address_ru: 'Մաշտոցի 10, Երևան',
        ...hours,
      },
    ]);
    const listed = await t.request({ method: 'GET', url: '/api/payment/pickup-points' });
    expect(listed.json().data.map((p: { id: number }) => p.id)).toEqual([2]);
  });

  it('refuses an address the shop does not have, blank hours and other roles', async () => {
    const unknown = await setPoints([{ id: 3, ...hours }]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['points.0.id']).toEqual([pickupMessages.address]);
    const blank = await setPoints([{ id: 1, ...hours, hours_en: ' ' }]);
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors['points.0.hours_en']).toBeDefined();
    const twice = await setPoints([
      { id: 1, ...hours },
      { id: 1, ...hours },
    ]);
    expect(twice.statusCode).toBe(422);
    expect((await setPoints([{ id: 1, ...hours }], t.seller)).statusCode).toBe(403);
    const listed = await t.request({ method: 'GET', url: '/api/payment/pickup-points' });
    expect(listed.json().data.map((p: { id: number }) => p.id)).toEqual([2]);
  });
});

describe('collecting in store', () => {
  it('costs no delivery, in the zones that offer it only', async () => {
    const collected = await quote({ pickup: 2 });
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json()).toMatchObject({ delivery: 0, total: 40_000, deliverable: true });
    expect((await quote({})).json().delivery).toBe(1500);

    const lori = await quote({ region: 'Lori', pickup: 2 });
    expect(lori.statusCode).toBe(422);
    expect(lori.json().errors.pickup).toEqual([pickupMessages.notHere]);
    const unknown = await quote({ pickup: 1 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.pickup).toEqual([pickupMessages.unknown]);
    expect((await quote({ pickup: 'x' })).statusCode).toBe(422);

    // Staff may offer it in another zone.
    const zones: DeliveryZoneView[] = (
      await t.request({ method: 'GET', url: '/api/payment/zones' })
    ).json().data;
    const armenia = zones.find((z) => z.zone === 'Armenia')!;
    const put = (pickup: boolean) =>
      t.request({
        method: 'PUT',
        url: '/api/payment/zones',
        token: t.seller,
        payload: { zones: [{ zone: 'Armenia', pickup }] },
      });
    expect((await put(true)).statusCode).toBe(200);
    expect((await quote({ region: 'Lori', pickup: 2 })).json().delivery).toBe(0);
    expect((await put(armenia.pickup)).statusCode).toBe(200);

    const refused = await t.place({ ...someone(), products: basket(), region: 'Lori', pickup: 2 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors!.pickup).toEqual([pickupMessages.notHere]);
    const unknownPoint = await t.place({ ...someone(), products: basket(), pickup: 7 });
    expect(unknownPoint.status).toBe(422);
    expect(unknownPoint.body.errors!.pickup).toEqual([pickupMessages.unknown]);
  });

  it('records the point; ready for pickup (done 1) mails the address and hours, then collected (done 2)', async () => {
    const email = 'collector@example.am';
    const placed = await t.place({
      ...someone(),
      email,
      products: basket(),
      language: 'en',
      pickup: '2',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.orderNumber;
    expect(await t.order(id)).toMatchObject({
      delivery: 0,
      total: 40_000,
      done: 0,
      pickup: { id: 2, address: '10 Mashtots Ave, Yerevan', hours: 'Mon–Sat 11:00–19:00' },
    });
    await chooseOnCardPage(t, placed.body.formUrl!, 'pay');
    expect((await check(t, placed.body.orderId)).body.payment_status).toBe('paid');
    await send();
    const confirmation = smtp.to(email)[0]!;
    expect(confirmation.text).toContain('10 Mashtots Ave, Yerevan');

    const ready = await t.request({
      method: 'GET',
      url: `/api/payment/doneOrInProgress/${id}/0`,
      token: t.seller,
    });
    expect(ready.statusCode).toBe(200);
    await send();
    const readyMail = smtp.to(email).at(-1)!;
    expect(readyMail.subject).toBe(`Voski: order #${id} is ready for pickup`);
    for (const part of [readyMail.text!, readyMail.html as string]) {
      expect(part).toContain('10 Mashtots Ave, Yerevan');
      expect(part).toContain('Mon–Sat 11:00–19:00');
    }
    const token = /\/order\/([\w-]+)/.exec(readyMail.text!)![1]!;
    const customer = await t.request({ method: 'GET', url: `/api/payment/order/${token}` });
    expect(customer.json().data).toMatchObject({
      done: 1,
      cancellable: false,
      pickup: { id: 2, address: '10 Mashtots Ave, Yerevan' },
    });

    const collected = await t.request({
      method: 'GET',
      url: `/api/payment/doneOrInProgress/${id}/1`,
      token: t.seller,
    });
    expect(collected.statusCode).toBe(200);
    await send();
    expect(smtp.to(email).at(-1)!.subject).toBe(`Voski: order #${id} is collected`);
    expect((await t.order(id)).done).toBe(2);
  });

  it('leaves delivered orders as they were (no pickup, the on-its-way e-mail)', async () => {
    const placed = await t.place({ ...someone(), products: basket(), language: 'en' });
    expect(placed.status).toBe(201);
    expect((await t.order(placed.body.orderNumber)).pickup).toBeNull();
  });
});
