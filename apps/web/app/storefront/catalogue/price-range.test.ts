import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../lib/money';
import { amdToInput, maxToAmd, minToAmd, parseAmount } from './price-range';

const amd = { current: 'AMD', value: 1 } as const;
const usd = { current: 'USD', value: 387.5 } as const;
const rub = { current: 'RUB', value: 4.85 } as const;

describe('price bounds typed in the current currency', () => {
  it('are used as they are in AMD', () => {
    expect(minToAmd(150000, amd)).toBe(150000);
    expect(maxToAmd(150000.7, amd)).toBe(150000);
    expect(minToAmd(99.2, amd)).toBe(100);
  });

  it('keep exactly the prices whose shown value is within them', () => {
    // 181 300 AMD is shown as $467.9
    expect(formatPrice(181300, usd, 'en')).toBe('$467.9');
    expect(maxToAmd(467.9, usd)).toBeGreaterThanOrEqual(181300);
    expect(maxToAmd(467.8, usd)).toBeLessThan(181300);
    expect(minToAmd(467.9, usd)).toBeLessThanOrEqual(181300);
    expect(minToAmd(468, usd)).toBeGreaterThan(181300);
  });

  it('agree with the shown price for every price in a range', () => {
    for (const rate of [usd, rub]) {
      for (let price = 50000; price < 52000; price += 7) {
        const shown = Math.round((price / rate.value) * 10) / 10;
        expect(minToAmd(shown, rate)).toBeLessThanOrEqual(price);
        expect(maxToAmd(shown, rate)).toBeGreaterThanOrEqual(price);
        expect(maxToAmd(shown - 0.1, rate)).toBeLessThan(price);
        expect(minToAmd(shown + 0.1, rate)).toBeGreaterThan(price);
      }
    }
  });

  it('show an AMD bound back in the currency it was typed in', () => {
    expect(amdToInput(maxToAmd(467.9, usd), usd)).toBe('467.9');
    expect(amdToInput(minToAmd(200, usd), usd)).toBe('200');
    expect(amdToInput(minToAmd(1000, rub), rub)).toBe('1000');
    expect(amdToInput(150000, amd)).toBe('150000');
  });

  it('never go below zero', () => {
    expect(minToAmd(0, usd)).toBe(0);
    expect(maxToAmd(0, amd)).toBe(0);
  });
});

describe('parseAmount', () => {
  it('reads what visitors type', () => {
    expect(parseAmount('150000')).toBe(150000);
    expect(parseAmount(' 1 200,5 ')).toBe(1200.5);
    expect(parseAmount('467.9')).toBe(467.9);
    expect(parseAmount('1\u00a0000')).toBe(1000);
  });

  it('answers null for anything else', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('12abc')).toBeNull();
    expect(parseAmount('1.2.3')).toBeNull();
  });
});
