import { describe, expect, it } from 'vitest';
import {
  defaultDeliveryFees,
  PaymentType as contractPaymentType,
  regions as contractRegions,
} from '@voski/contract';
import {
  isChoosablePayment,
  isRegion,
  parseDeliveryFees,
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
    expect(regions).toEqual(contractRegions);
    expect(PaymentType).toEqual(contractPaymentType);
  });

  it('name every region in every language', () => {
    for (const catalog of [hy, en, ru]) {
      for (const region of regions) expect(catalog[regionLabels[region]], region).toBeTruthy();
    }
    expect(hy[regionLabels['Vayots Dzor']]).toBe('Վայոց ձոր');
    expect(ru[regionLabels.USA]).toBe('США');
  });

  it('let card and PayPal be chosen, not Idram', () => {
    expect(paymentChoices.map((choice) => choice.id)).toEqual([1, 3, 2]);
    expect(isChoosablePayment(1)).toBe(true);
    expect(isChoosablePayment(3)).toBe(true);
    expect(isChoosablePayment(2)).toBe(false);
    expect(isChoosablePayment(4)).toBe(false);
    expect(isChoosablePayment('1')).toBe(false);
  });

  it('know a region only by its exact key', () => {
    expect(isRegion('Vayots Dzor')).toBe(true);
    expect(isRegion('yerevan')).toBe(false);
    expect(isRegion('')).toBe(false);
    expect(isRegion(undefined)).toBe(false);
  });
});

describe('delivery fees', () => {
  it('reads GET /payment/delivery', () => {
    const body = {
      data: Object.entries(defaultDeliveryFees).map(([region, fee]) => ({ region, fee })),
    };
    expect(parseDeliveryFees(body)).toEqual(defaultDeliveryFees);
  });

  it('leaves out malformed entries, and answers null for a malformed body', () => {
    expect(
      parseDeliveryFees({
        data: [
          { region: 'Lori', fee: 1500 },
          { region: 'Mars', fee: 1 },
          { region: 'Shirak', fee: -1 },
          { region: 'USA', fee: '20000' },
          null,
        ],
      }),
    ).toEqual({ Lori: 1500 });
    expect(parseDeliveryFees(null)).toBeNull();
    expect(parseDeliveryFees({ data: 'x' })).toBeNull();
  });
});
