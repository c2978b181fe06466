import { describe, expect, it } from 'vitest';
import { armenianRegions, PaymentType as contractPaymentType } from '@voski/contract';
import {
  deliversTo,
  isChoosablePayment,
  isRegion,
  parseMethods,
  parseZones,
  paymentChoices,
  PaymentType,
  regionLabels,
  regions,
} from './checkout-options';
import { en } from './i18n/en';
import { hy } from './i18n/hy';
import { ru } from './i18n/ru';

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
    const methods = parseMethods({ data: [{ id: 1, name: 'card' }, { id: 9 }, null] });
    expect(methods).toEqual([1]);
    expect(isChoosablePayment(1, methods)).toBe(true);
    expect(isChoosablePayment(3, methods)).toBe(false);
    expect(isChoosablePayment(2, methods)).toBe(false);
    expect(isChoosablePayment('1', methods)).toBe(false);
    expect(parseMethods(null)).toEqual([]);
  });

  it('know a region only by its exact key', () => {
    expect(isRegion('Vayots Dzor')).toBe(true);
    expect(isRegion('yerevan')).toBe(false);
    expect(isRegion('')).toBe(false);
    expect(isRegion(undefined)).toBe(false);
  });
});

describe('delivery zones', () => {
  it('reads GET /payment/zones, leaving out malformed entries', () => {
    const zones = parseZones({
      data: [
        { zone: 'World', fee: 25_000, enabled: false },
        { zone: 'Mars', fee: 1, enabled: true },
        { zone: 'USA', fee: '20000', enabled: true },
        null,
      ],
    });
    expect(zones).toEqual({ World: { fee: 25_000, enabled: false } });
    expect(deliversTo(zones, 'DE')).toBe(false);
    expect(deliversTo(zones, 'AM')).toBe(true);
    expect(parseZones({ data: 'x' })).toBeNull();
  });
});
