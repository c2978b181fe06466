import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

// Intl groups with (narrow) no-break spaces; compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const amd = { current: 'AMD', value: 1 } as const;
const usd = { current: 'USD', value: 390 } as const;
const rub = { current: 'RUB', value: 4.8 } as const;

describe('formatPrice', () => {
  it('shows AMD as whole drams with the ֏ sign', () => {
    expect(plain(formatPrice(150000, amd, 'hy'))).toBe('150 000 ֏');
    expect(plain(formatPrice(150000, amd, 'ru'))).toBe('150 000 ֏');
    expect(formatPrice(150000, amd, 'en')).toBe('֏150,000');
    expect(formatPrice(1499.6, amd, 'en')).toBe('֏1,500');
  });

  it('divides by the rate and keeps one decimal for USD', () => {
    expect(formatPrice(150000, usd, 'en')).toBe('$384.6');
    expect(plain(formatPrice(150000, usd, 'hy'))).toBe('384,6 $');
  });

  it('shows one fraction digit even for round amounts', () => {
    expect(formatPrice(39000, usd, 'en')).toBe('$100.0');
  });

  it('converts to RUB the same way', () => {
    expect(plain(formatPrice(150000, rub, 'ru'))).toBe('31 250,0 ₽');
  });

  it('falls back to AMD when the rate is not usable', () => {
    expect(formatPrice(1000, { current: 'USD', value: 0 }, 'en')).toBe('֏1,000');
  });
});
