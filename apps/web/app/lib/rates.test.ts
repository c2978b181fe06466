import { describe, expect, it } from 'vitest';
import { toMenu } from '../storefront/shell/categories';
import { parseRate, ratesOf } from './rates';

describe('ratesOf', () => {
  it('orders the currencies AMD, USD, RUB and pins AMD to 1', () => {
    const answer = {
      data: [
        { current: 'RUB' as const, value: 4.8 },
        { current: 'AMD' as const, value: 3 },
        { current: 'USD' as const, value: 390.5 },
      ],
    };
    expect(ratesOf(answer)).toEqual([
      { current: 'AMD', value: 1 },
      { current: 'USD', value: 390.5 },
      { current: 'RUB', value: 4.8 },
    ]);
  });

  it('offers AMD alone when the API did not answer or knows no other rate', () => {
    expect(ratesOf(null)).toEqual([{ current: 'AMD', value: 1 }]);
    expect(ratesOf({ data: [] })).toEqual([{ current: 'AMD', value: 1 }]);
  });
});

describe('parseRate', () => {
  it('reads a stored rate and refuses what is not one', () => {
    expect(parseRate({ current: 'USD', value: '390.5' })).toEqual({ current: 'USD', value: 390.5 });
    expect(parseRate({ current: 'EUR', value: 420 })).toBeNull();
    expect(parseRate({ current: 'USD', value: -1 })).toBeNull();
    expect(parseRate(null)).toBeNull();
  });
});

describe('the menu', () => {
  it('carries each category and its subcategories without their stamps', () => {
    const stamps = {
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
    };
    const rings = {
      id: 1,
      name: 'Մատանիներ',
      name_en: 'Rings',
      name_ru: 'Кольца',
      parent_id: null,
    };
    const engagement = { id: 3, name: 'Նշանադրության', name_en: '', name_ru: '', parent_id: 1 };
    expect(
      toMenu({ data: [{ ...rings, ...stamps, children: [{ ...engagement, ...stamps }] }] }),
    ).toEqual([{ ...rings, children: [{ ...engagement, children: [] }] }]);
  });

  it('is empty when the API did not answer', () => {
    expect(toMenu(null)).toEqual([]);
  });
});
