import { describe, expect, it } from 'vitest';
import { toMenu } from './categories';
import { parseRates } from './rates';

describe('parseRates', () => {
  it('orders the currencies AMD, USD, RUB and pins AMD to 1', () => {
    const body = {
      data: [
        { current: 'RUB', value: 4.8 },
        { current: 'AMD', value: 3 },
        { current: 'USD', value: '390.5' },
      ],
    };
    expect(parseRates(body)).toEqual([
      { current: 'AMD', value: 1 },
      { current: 'USD', value: 390.5 },
      { current: 'RUB', value: 4.8 },
    ]);
  });

  it('leaves out unknown or broken entries and still offers AMD', () => {
    expect(
      parseRates({
        data: [
          { current: 'EUR', value: 420 },
          { current: 'USD', value: -1 },
        ],
      }),
    ).toEqual([{ current: 'AMD', value: 1 }]);
    expect(parseRates(null)).toEqual([{ current: 'AMD', value: 1 }]);
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
