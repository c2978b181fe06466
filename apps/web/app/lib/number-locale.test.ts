import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';
import { formatDecimal, numberLocale } from './number-locale';

describe('numbers in Armenian', () => {
  it('are formatted with the Russian patterns, which CLDR gives Armenian too', () => {
    // Node has Armenian data; Chromium does not. Both must print the same text.
    const armenian = new Intl.NumberFormat('hy', {
      style: 'currency',
      currency: 'AMD',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    });
    expect(formatPrice(1234567, { current: 'AMD', value: 1 }, 'hy')).toBe(armenian.format(1234567));
    expect(numberLocale('hy')).toBe('ru');
    expect(numberLocale('en')).toBe('en');
  });

  it('keep their decimal comma', () => {
    expect(formatDecimal(1.6, 'hy')).toBe('1,6');
    expect(formatDecimal(1.6, 'en')).toBe('1.6');
    expect(formatDecimal(2.125, 'ru')).toBe('2,13');
  });
});
