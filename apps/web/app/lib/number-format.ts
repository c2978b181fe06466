import type { Currency } from './rates';

/**
 * Numbers and prices in the shop's two number patterns, without `Intl.NumberFormat`: a page's
 * first use of it costs Chromium tens of milliseconds of main thread (it loads its locale list
 * then), four times that on a phone, for a few prices (decision 0022). The text is the one ICU
 * prints for these patterns, which a unit test checks against Node's Intl. Amounts are finite.
 */
export type NumberLocale = 'en' | 'ru';

const separators: Record<NumberLocale, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  // CLDR's Russian (and Armenian) pattern: a no-break space between groups, a decimal comma
  ru: { group: '\u00a0', decimal: ',' },
};

const symbols: Record<Currency, string> = { AMD: '֏', USD: '$', RUB: '₽' };

/** Adds one to a string of decimal digits ("199" → "200", "99" → "100"). */
function increment(digits: string): string {
  let carry = true;
  let out = '';
  for (let i = digits.length - 1; i >= 0; i--) {
    const digit: number = Number(digits[i]) + (carry ? 1 : 0);
    carry = digit === 10;
    out = String(digit % 10) + out;
  }
  return carry ? `1${out}` : out;
}

/** "1.23e+22" and "1e-7" (how `String` prints beyond 1e21 and under 1e-6) without exponent. */
function plainDecimal(text: string): string {
  const match = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, whole = '', part = '', exponent = '0'] = match;
  const digits = whole + part;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * The magnitude of `value` as integer and fraction digits, rounded half away from zero to
 * `maxFraction` digits and padded to `minFraction`. Like ICU, it rounds the shortest decimal
 * that reads back as the double (what `String` prints): 1.005 rounds to 1.01.
 */
function digitsOf(value: number, minFraction: number, maxFraction: number) {
  let [integer = '0', fraction = ''] = plainDecimal(String(Math.abs(value))).split('.');
  if (fraction.length > maxFraction) {
    const roundUp = fraction.charCodeAt(maxFraction) >= '5'.charCodeAt(0);
    fraction = fraction.slice(0, maxFraction);
    if (roundUp) {
      const joined = increment(integer + fraction);
      integer = joined.slice(0, joined.length - maxFraction) || '0';
      fraction = joined.slice(joined.length - maxFraction);
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minFraction, '0');
  return { integer, fraction };
}

/** `value` with grouped thousands, between `minFraction` and `maxFraction` decimals. */
export function formatNumber(
  value: number,
  locale: NumberLocale,
  minFraction: number,
  maxFraction: number,
): string {
  if (!Number.isFinite(value)) return String(value);
  const { group, decimal } = separators[locale];
  const { integer, fraction } = digitsOf(value, minFraction, maxFraction);
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, group);
  // as ICU does, a negative amount keeps its sign even when it rounds to zero
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${fraction ? decimal + fraction : ''}`;
}

/**
 * An amount with its currency's narrow sign, `fractionDigits` decimals: "֏78,400" and
 * "$384.6" in English, "78 400 ֏" and "384,6 $" in Russian and Armenian.
 */
export function formatMoney(
  value: number,
  currency: Currency,
  locale: NumberLocale,
  fractionDigits: number,
): string {
  const amount = formatNumber(Math.abs(value), locale, fractionDigits, fractionDigits);
  const negative = value < 0 || Object.is(value, -0) ? '-' : '';
  const symbol = symbols[currency];
  return locale === 'en' ? `${negative}${symbol}${amount}` : `${negative}${amount}\u00a0${symbol}`;
}
