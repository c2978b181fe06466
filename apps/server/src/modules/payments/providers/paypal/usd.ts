/**
 * An AMD amount in US dollars at `rate` AMD per dollar, as PayPal wants it ("12.34").
 * Rounded up to the next cent, so the shop never receives less than its AMD price; the rate is
 * taken to six decimals (as stored) and the division is done in integers, without float error.
 */
export function amdToUsd(amd: number, rate: number): string {
  if (!Number.isSafeInteger(amd) || amd < 0) throw new RangeError(`Bad AMD amount ${amd}`);
  const micro = BigInt(Math.round(rate * 1_000_000));
  if (micro <= 0n) throw new RangeError(`Bad USD rate ${rate}`);
  const numerator = BigInt(amd) * 100n * 1_000_000n;
  const cents = (numerator + micro - 1n) / micro;
  const whole = cents / 100n;
  const fraction = (cents % 100n).toString().padStart(2, '0');
  return `${whole}.${fraction}`;
}
