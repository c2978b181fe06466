import { describe, expect, it } from 'vitest';
import { armenianRegions, defaultZones, PaymentType as contractPaymentType } from '@voski/contract';
import {
  deliversTo,
  destinationZone,
  pickupOffered,
  isChoosablePayment,
  isRegion,
  methodsOf,
  paymentChoices,
  PaymentType,
  regionLabels,
  regions,
  zonesOf,
} from './checkout-options';
import { en } from '../../lib/i18n/en';
import { hy } from '../../lib/i18n/hy';
import { ru } from '../../lib/i18n/ru';
import { orderTotals } from './checkout-totals';

describe('checkout options', () => {
  it('list the contract’s regions and payment types', () => {
    expect(regions).toEqual(armenianRegions);
    expect(PaymentType).toEqual(contractPaymentType);
  });

  it('name every region in every language', () => {
    for (const catalog of [hy, en, ru]) {
      for (const region of regions) expect(catalog[regionLabels[region]], region).toBeTruthy();
    }
    expect(hy[regionLabels['Vayots Dzor']]).toBe('Վայոց ձոր');
    expect(ru[regionLabels.Lori]).toBe('Лори');
  });

  it('let only the payment types the server offers be chosen', () => {
    expect(paymentChoices.map((choice) => choice.id)).toEqual([1, 3, 2]);
    const methods = methodsOf({ data: [{ id: 1, name: 'card' }] });
    expect(methods).toEqual([1]);
    expect(isChoosablePayment(1, methods)).toBe(true);
    expect(isChoosablePayment(3, methods)).toBe(false);
    expect(isChoosablePayment(2, methods)).toBe(false);
    expect(isChoosablePayment('1', methods)).toBe(false);
    expect(methodsOf(null)).toEqual([]);
  });

  it('know a region only by its exact key', () => {
    expect(isRegion('Vayots Dzor')).toBe(true);
    expect(isRegion('yerevan')).toBe(false);
    expect(isRegion('')).toBe(false);
    expect(isRegion(undefined)).toBe(false);
  });
});

describe('delivery zones', () => {
  const answer = (zones: { zone: string; enabled?: boolean; countries?: string[] }[]) =>
    zonesOf({
      data: defaultZones
        .map((z) => ({ ...z, name: z.zone, name_en: z.zone, name_ru: z.zone }))
        .map((z) => ({ ...z, ...zones.find((c) => c.zone === z.zone) })),
    });

  it('reads GET /payment/zones: a switched-off zone is not offered', () => {
    const zones = answer([{ zone: 'World', enabled: false }]);
    expect(zones).toHaveLength(5);
    expect(deliversTo(zones, 'DE')).toBe(false);
    expect(deliversTo(zones, 'US')).toBe(true);
    expect(deliversTo(zones, 'AM')).toBe(true);
    expect(zonesOf(null)).toBeNull();
    expect(deliversTo(null, 'DE')).toBe(true);
  });

  it('finds the zone of a destination once Armenia has its province', () => {
    const zones = answer([]);
    expect(destinationZone(zones, 'AM', '')).toBeNull();
    expect(destinationZone(zones, 'AM', 'Yerevan')?.zone).toBe('Yerevan');
    expect(destinationZone(zones, 'AM', 'Lori')?.zone).toBe('Armenia');
    expect(destinationZone(zones, 'FR', '')?.zone).toBe('World');
    // A country only a switched-off zone names is not delivered, whatever the rest of the world.
    const closed = answer([{ zone: 'Russia', enabled: false }]);
    expect(deliversTo(closed, 'RU')).toBe(false);
  });
});

describe('collecting in store', () => {
  const zones = zonesOf({
    data: defaultZones.map((z) => ({ ...z, name: z.zone, name_en: z.zone, name_ru: z.zone })),
  });
  const point = {
    id: 1,
    address: 'Աբովյան 1',
    address_en: '1 Abovyan St',
    address_ru: 'Абовяна 1',
    hours: '11–19',
    hours_en: '11–19',
    hours_ru: '11–19',
  };

  it('is offered where the destination’s zone allows it, once Armenia has its province', () => {
    expect(pickupOffered(zones, [point], 'AM', 'Yerevan')).toEqual([point]);
    expect(pickupOffered(zones, [point], 'AM', 'Lori')).toEqual([]);
    expect(pickupOffered(zones, [point], 'AM', '')).toEqual([]);
    expect(pickupOffered(zones, [point], 'FR', '')).toEqual([]);
    expect(pickupOffered(null, [point], 'AM', 'Yerevan')).toEqual([]);
  });

  it('costs no delivery', () => {
    const items = [{ id: 1, price: 10_000, quantity: 1 }];
    const where = { country: 'AM', region: 'Yerevan' };
    expect(orderTotals(items, where, zones).delivery).toBe(1500);
    expect(orderTotals(items, { ...where, pickup: '1' }, zones)).toMatchObject({
      delivery: 0,
      total: 10_000,
    });
  });
});
