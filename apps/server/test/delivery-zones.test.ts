import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultDeliveryFees,
  orderMessages,
  regions,
  zoneMessages,
  type DeliveryZoneView,
} from '@voski/contract';
import { someone, startOrderApp, type OrderApp } from './orders-fixtures.ts';

let t: OrderApp;
let ring: number;

beforeAll(async () => {
  t = await startOrderApp();
  ring = await t.product({ title: 'Ring', price: 40_000 });
});
afterAll(() => t.close());

const basket = () => [{ id: ring, quantity: 1 }];

async function quote(country: string, region = '') {
  const res = await t.request({
    method: 'POST',
    url: '/api/payment/quote',
    payload: { products: basket(), country, region },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { delivery: number | null; total: number; deliverable: boolean };
}

const place = (fields: Record<string, unknown>) =>
  t.place({ ...someone(), products: basket(), ...fields });

async function zones(): Promise<DeliveryZoneView[]> {
  return (await t.request({ method: 'GET', url: '/api/payment/zones' })).json().data;
}

const zoneOf = async (key: string) => (await zones()).find((z) => z.zone === key)!;

function addZone(payload: Record<string, unknown>, token = t.admin) {
  return t.request({ method: 'POST', url: '/api/payment/zones', token, payload });
}

function putZone(key: string, payload: Record<string, unknown>, token = t.admin) {
  return t.request({ method: 'PUT', url: `/api/payment/zones/${key}`, token, payload });
}

const names = { name: 'ԵՄ', name_en: 'EU', name_ru: 'ЕС' };

describe('the seeded zones', () => {
  it('are the five of before, and the legacy regions answer as the contract has it', async () => {
    expect((await zones()).map((z) => [z.zone, z.fee, z.enabled])).toEqual([
      ['Yerevan', 1500, true],
      ['Armenia', 1500, true],
      ['Russia', 8500, true],
      ['USA', 20_000, true],
      ['World', 25_000, true],
    ]);
    const legacy = await t.request({ method: 'GET', url: '/api/payment/delivery' });
    expect(legacy.json().data).toEqual(
      regions.map((region) => ({ region, fee: defaultDeliveryFees[region] })),
    );
  });

  it('take the legacy fee call: a province sets its zone, the list follows', async () => {
    const set = await t.request({
      method: 'PUT',
      url: '/api/payment/delivery',
      token: t.seller,
      payload: { fees: [{ region: 'Lori', fee: 1700 }] },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toContainEqual({ region: 'Kotayk', fee: 1700 });
    expect(set.json().data).toContainEqual({ region: 'Yerevan', fee: 1500 });
    // An old client's spelling of a province is still delivered there.
    expect((await quote('AM', 'Kotayq')).delivery).toBe(1700);
    await t.request({
      method: 'PUT',
      url: '/api/payment/delivery',
      token: t.seller,
      payload: { fees: [{ region: 'Lori', fee: 1500 }] },
    });
  });
});

describe('zone edits change the quote at once', () => {
  it('a new fee, and free delivery above an amount', async () => {
    const quick = await t.request({
      method: 'PUT',
      url: '/api/payment/zones',
      token: t.seller,
      payload: { zones: [{ zone: 'Yerevan', fee: 2000 }] },
    });
    expect(quick.statusCode).toBe(200);
    expect(await quote('AM', 'Yerevan')).toMatchObject({ delivery: 2000, total: 42_000 });

    const yerevan = await zoneOf('Yerevan');
    const free = await putZone('Yerevan', { ...yerevan, free_above: 40_000 });
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json().data).toMatchObject({ zone: 'Yerevan', free_above: 40_000, fee: 2000 });
    expect(await quote('AM', 'Yerevan')).toMatchObject({ delivery: 0, total: 40_000 });
    // The rest of Armenia keeps its fee; an order placed pays what the quote said.
    expect((await quote('AM', 'Lori')).delivery).toBe(1500);
    const placed = await place({ country: 'AM', region: 'Yerevan' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await t.order(placed.body.orderNumber)).toMatchObject({ delivery: 0, total: 40_000 });

    const above = await putZone('Yerevan', { ...yerevan, free_above: 40_001 });
    expect(above.statusCode).toBe(200);
    expect((await quote('AM', 'Yerevan')).delivery).toBe(2000);
    await putZone('Yerevan', { ...yerevan, fee: 1500, free_above: null });
    expect((await quote('AM', 'Yerevan')).delivery).toBe(1500);
  });

  it('a new zone "EU" takes its countries from the rest of the world', async () => {
    const added = await addZone({ zone: 'EU', ...names, countries: ['fr', 'DE'], fee: 12_000 });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toEqual({
      zone: 'EU',
      ...names,
      countries: ['FR', 'DE'],
      regions: [],
      other_countries: false,
      fee: 12_000,
      free_above: null,
      enabled: true,
      pickup: false,
    });
    expect((await zones()).map((z) => z.zone)).toEqual([
      'Yerevan',
      'Armenia',
      'Russia',
      'USA',
      'World',
      'EU',
    ]);
    expect(await quote('FR')).toMatchObject({ delivery: 12_000, deliverable: true });
    expect((await quote('JP')).delivery).toBe(25_000);
    const placed = await place({ country: 'DE', region: 'Berlin', phone: '+49 30 12345678' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await t.order(placed.body.orderNumber)).delivery).toBe(12_000);
    // The legacy list still has every region, at the zones' fees.
    const legacy = await t.request({ method: 'GET', url: '/api/payment/delivery' });
    expect(legacy.json().data).toHaveLength(regions.length);
  });

  it('a switched-off zone, and a country no zone takes, are not delivered', async () => {
    const eu = await zoneOf('EU');
    expect((await putZone('EU', { ...eu, enabled: false })).statusCode).toBe(200);
    expect(await quote('FR')).toMatchObject({ deliverable: false });
    const closed = await place({ country: 'FR', region: 'Paris', phone: '+33 1 23 45 67 89' });
    expect(closed.status).toBe(422);
    expect(closed.body.errors!.country).toEqual([orderMessages.zoneClosed]);
    // Switched off, it still holds its countries: France does not fall to the world zone.
    expect((await quote('IT')).delivery).toBe(25_000);

    const world = await zoneOf('World');
    const narrowed = await putZone('World', {
      ...world,
      other_countries: false,
      countries: ['JP'],
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect(await quote('JP')).toMatchObject({ delivery: 25_000, deliverable: true });
    expect(await quote('BR')).toMatchObject({ delivery: null, deliverable: false });
    const nowhere = await place({ country: 'BR', region: 'São Paulo', phone: '+55 11 91234 5678' });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.errors!.country).toEqual([orderMessages.zoneClosed]);
    expect((await putZone('World', { ...world })).statusCode).toBe(200);
    expect((await quote('BR')).delivery).toBe(25_000);
  });

  it('a zone of some provinces of Armenia', async () => {
    const south = await addZone({
      zone: 'South',
      name: 'Հարավ',
      name_en: 'South',
      name_ru: 'Юг',
      countries: ['AM'],
      regions: ['Syunik', 'Vayots Dzor'],
      fee: 3000,
    });
    expect(south.statusCode, south.body).toBe(201);
    expect((await quote('AM', 'Syunik')).delivery).toBe(3000);
    expect((await quote('AM', 'Lori')).delivery).toBe(1500);
    expect((await quote('AM', 'Yerevan')).delivery).toBe(1500);
    const legacy = await t.request({ method: 'GET', url: '/api/payment/delivery' });
    expect(legacy.json().data).toContainEqual({ region: 'Syunik', fee: 3000 });
    expect(legacy.json().data).toContainEqual({ region: 'Lori', fee: 1500 });
  });
});

describe('zone edits refused', () => {
  it('answers 422 with the field to fix, and stores nothing', async () => {
    const before = await zones();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ zone: '1x', ...names, countries: ['IT'], fee: 1 }, 'zone', zoneMessages.key],
      [{ zone: 'eu', ...names, countries: ['IT'], fee: 1 }, 'zone', zoneMessages.keyTaken],
      [{ zone: 'X', ...names, countries: ['XX'], fee: 1 }, 'countries', zoneMessages.country('XX')],
      [
        { zone: 'X', ...names, countries: ['IT', 'it'], fee: 1 },
        'countries',
        zoneMessages.countryTwice('IT'),
      ],
      [
        { zone: 'X', ...names, countries: ['IT', 'FR'], fee: 1 },
        'countries',
        zoneMessages.countryTaken('FR', 'EU'),
      ],
      [
        { zone: 'X', ...names, countries: ['RU'], regions: ['Lori'], fee: 1 },
        'regions',
        zoneMessages.regionsNeedArmenia,
      ],
      [
        { zone: 'X', ...names, countries: ['AM'], regions: ['Syunik'], fee: 1 },
        'regions',
        zoneMessages.regionTaken('Syunik', 'South'),
      ],
      [
        { zone: 'X', ...names, countries: ['AM'], regions: ['Moscow'], fee: 1 },
        'regions.0',
        zoneMessages.region,
      ],
      [
        { zone: 'X', ...names, countries: [], other_countries: true, fee: 1 },
        'other_countries',
        zoneMessages.otherTaken('World'),
      ],
      [{ zone: 'X', ...names, countries: [], fee: 1 }, 'countries', zoneMessages.nowhere],
      [{ zone: 'X', ...names, countries: ['IT'], fee: -5 }, 'fee', 'The fee may not be negative.'],
      [
        { zone: 'X', ...names, countries: ['IT'], fee: 1, free_above: -1 },
        'free_above',
        zoneMessages.freeAbove,
      ],
      [
        { zone: 'X', ...names, name_en: ' ', countries: ['IT'], fee: 1 },
        'name_en',
        'The name (English) field is required.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await addZone(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field], `${field} of ${JSON.stringify(payload)}`).toContain(message);
    }
    // The same rules when a zone is changed; an unknown zone is a 404.
    const armenia = await zoneOf('Armenia');
    const taken = await putZone('Armenia', { ...armenia, countries: ['AM', 'RU'] });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.countries).toEqual([zoneMessages.countryTaken('RU', 'Russia')]);
    expect((await putZone('Mars', { ...armenia })).statusCode).toBe(404);
    const unknown = await t.request({
      method: 'PUT',
      url: '/api/payment/zones',
      token: t.admin,
      payload: { zones: [{ zone: 'Mars', fee: 1 }] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['zones.0.zone']).toEqual([zoneMessages.unknown]);
    expect(await zones()).toEqual(before);
  });

  it('lets only Admins add or change zones (Sellers set fees and switches)', async () => {
    const payload = { zone: 'Asia', ...names, countries: ['JP'], fee: 1 };
    expect((await addZone(payload, t.seller)).statusCode).toBe(403);
    expect((await addZone(payload, t.adder)).statusCode).toBe(403);
    expect((await putZone('EU', { ...(await zoneOf('EU')) }, t.seller)).statusCode).toBe(403);
    const anonymous = await t.request({ method: 'POST', url: '/api/payment/zones', payload });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('deleting a zone', () => {
  const remove = (key: string, token = t.admin) =>
    t.request({ method: 'DELETE', url: `/api/payment/zones/${key}`, token });

  it('deletes a zone staff added (its countries go to the rest of the world), never a seeded one', async () => {
    expect((await remove('EU', t.seller)).statusCode).toBe(403);
    const world = await remove('World');
    expect(world.statusCode).toBe(409);
    expect(world.json().message).toBe(zoneMessages.seeded);
    expect((await remove('Mars')).statusCode).toBe(404);
    // switched on again first: a switched-off zone refuses France
    expect((await putZone('EU', { ...(await zoneOf('EU')), enabled: true })).statusCode).toBe(200);
    expect((await quote('FR')).delivery).toBe(12_000);
    const deleted = await remove('EU');
    expect(deleted.statusCode).toBe(200);
    expect((await quote('FR')).delivery).toBe(25_000);
    expect((await zones()).map((z) => z.zone)).not.toContain('EU');
  });
});
