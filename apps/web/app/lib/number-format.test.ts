import { describe, expect, it } from 'vitest';
import { currencies } from './rates';
import { formatMoney, formatNumber, type NumberLocale } from './number-format';

const locales: NumberLocale[] = ['en', 'ru'];

/** Amounts where rounding, carrying and grouping go wrong if anything does. */
const edges = [
  0,
  -0,
  0.5,
  1,
  1.005,
  1.045,
  1.5,
  2.125,
  2.5,
  9.95,
  9.995,
  99.95,
  999.5,
  999.95,
  1000,
  1234.5,
  78_400,
  99_999.95,
  999_999.5,
  1_234_567.25,
  12_345_678.9,
  0.1 + 0.2,
  1e-7,
  123e20,
  -5,
  -1234.56,
  -0.001,
];

/** The same amounts, and a few thousand more drawn at random at every scale. */
function drawAmounts(): number[] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const drawn = Array.from({ length: 3000 }, (_, i) => {
    const scale = 10 ** (i % 9);
    const value = random() * scale;
    // a third on exact halves of the last shown digit, where rounding modes differ
    return i % 3 === 0 ? Math.round(value * 200) / 200 : value;
  });
  return [...edges, ...drawn];
}
const amounts = drawAmounts();

describe('formatNumber', () => {
  for (const locale of locales) {
    for (const [min, max] of [
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 1],
    ] as const) {
      it(`prints what Intl prints in ${locale} with ${min}-${max} decimals`, () => {
        const intl = new Intl.NumberFormat(locale, {
          minimumFractionDigits: min,
          maximumFractionDigits: max,
        });
        for (const value of amounts) {
          expect(formatNumber(value, locale, min, max), String(value)).toBe(intl.format(value));
        }
      });
    }
  }

  it('groups thousands with a comma in English and a no-break space in Russian', () => {
    expect(formatNumber(1234567.891, 'en', 0, 2)).toBe('1,234,567.89');
    expect(formatNumber(1234567.891, 'ru', 0, 2)).toBe('1\u00a0234\u00a0567,89');
  });
});

describe('formatMoney', () => {
  for (const locale of locales) {
    for (const currency of currencies) {
      it(`prints what Intl prints for ${currency} in ${locale}`, () => {
        const digits = currency === 'AMD' ? 0 : 1;
        const intl = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          currencyDisplay: 'narrowSymbol',
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
        for (const value of amounts) {
          expect(formatMoney(value, currency, locale, digits), String(value)).toBe(
            intl.format(value),
          );
        }
      });
    }
  }

  it('puts the sign before the amount in English and after it in Russian', () => {
    expect(formatMoney(78_400, 'AMD', 'en', 0)).toBe('֏78,400');
    expect(formatMoney(78_400, 'AMD', 'ru', 0)).toBe('78\u00a0400\u00a0֏');
    expect(formatMoney(384.615, 'USD', 'ru', 1)).toBe('384,6\u00a0$');
  });
});
