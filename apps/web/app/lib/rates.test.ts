import { describe, expect, it } from 'vitest';
import { parseCategories } from './categories';
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

describe('parseCategories', () => {
  it('keeps well-formed categories with their children', () => {
    const body = {
      data: [
        {
          id: 1,
          name: 'Մատանիներ',
          name_en: 'Rings',
          name_ru: 'Кольца',
          parent_id: null,
          children: [{ id: 3, name: 'Նշանադրության', name_en: null, parent_id: 1 }],
        },
        { id: 'x', name: 'broken' },
      ],
    };
    expect(parseCategories(body)).toEqual([
      {
        id: 1,
        name: 'Մատանիներ',
        name_en: 'Rings',
        name_ru: 'Кольца',
        parent_id: null,
        children: [
          {
            id: 3,
            name: 'Նշանադրության',
            name_en: null,
            name_ru: null,
            parent_id: 1,
            children: [],
          },
        ],
      },
    ]);
  });

  it('gives an empty menu for an unexpected body', () => {
    expect(parseCategories({ message: 'Server error' })).toEqual([]);
    expect(parseCategories(null)).toEqual([]);
  });
});
