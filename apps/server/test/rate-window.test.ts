import { describe, expect, it } from 'vitest';
import { RateWindow } from '../src/http/rate-window.ts';

describe('RateWindow', () => {
  it('blocks a key at its limit until its window ends', () => {
    let now = 0;
    const throttle = new RateWindow({ limit: 2, windowMs: 10_000 }, () => now);
    expect(throttle.retryAfter('a')).toBe(0);
    throttle.hit('a');
    expect(throttle.retryAfter('a')).toBe(0);
    now = 1_000;
    throttle.hit('a');
    expect(throttle.retryAfter('a')).toBe(9);
    expect(throttle.retryAfter('b')).toBe(0);
    now = 10_000;
    expect(throttle.retryAfter('a')).toBe(0);
  });

  it('clear forgets the failures', () => {
    const throttle = new RateWindow({ limit: 1, windowMs: 60_000 });
    throttle.hit('a');
    expect(throttle.retryAfter('a')).toBeGreaterThan(0);
    throttle.clear('a');
    expect(throttle.retryAfter('a')).toBe(0);
  });
});
