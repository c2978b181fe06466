import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, daySpan, shopDay } from './shop-days.ts';

describe('shop days', () => {
  it('are days in Yerevan, whatever the machine’s zone', () => {
    expect(shopDay(new Date('2026-11-21T19:59:59Z'))).toBe('2026-11-21');
    expect(shopDay('2026-11-21T20:00:00Z')).toBe('2026-11-22');
  });

  it('count across month and year ends and leap days', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daySpan('2025-01-01', '2026-01-01')).toBe(366);
    expect(daySpan('2026-11-21', '2026-11-21')).toBe(1);
    expect(daysBetween('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(daysBetween('2026-11-02', '2026-11-01')).toEqual([]);
  });
});
