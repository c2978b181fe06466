import { describe, expect, it } from 'vitest';
import { defaultZones, deliversToCountry, matchZone, zoneFee, zoneOfRegion } from './countries.ts';
import { regions } from './order-options.ts';

const key = (country: string, region = '', zones = defaultZones) =>
  matchZone(zones, country, region)?.zone;

describe('matching a destination to its zone', () => {
  it('finds the seeded zones as the shop always delivered', () => {
    expect(key('AM', 'Yerevan')).toBe('Yerevan');
    expect(key('AM', 'Lori')).toBe('Armenia');
    expect(key('AM', 'Kotayq')).toBe('Armenia');
    expect(key('RU')).toBe('Russia');
    expect(key('US')).toBe('USA');
    expect(key('JP')).toBe('World');
    expect(regions.map(zoneOfRegion)).toEqual([
      'Yerevan',
      ...Array(10).fill('Armenia'),
      'Russia',
      'USA',
    ]);
  });

  it('prefers a province, then a country, then every other country; else none', () => {
    const eu = { ...defaultZones[4]!, zone: 'EU', countries: ['FR'], other_countries: false };
    const south = { ...defaultZones[1]!, zone: 'South', regions: ['Syunik'] };
    const zones = [...defaultZones, eu, south];
    expect(key('FR', '', zones)).toBe('EU');
    expect(key('AM', 'Syunik', zones)).toBe('South');
    expect(key('AM', 'Lori', zones)).toBe('Armenia');
    const noWorld = zones.filter((z) => !z.other_countries);
    expect(key('JP', '', noWorld)).toBeUndefined();
    expect(deliversToCountry(noWorld, 'JP')).toBe(false);
    expect(deliversToCountry(zones, 'JP')).toBe(true);
  });

  it('delivers free from the zone’s amount', () => {
    expect(zoneFee({ fee: 1500, free_above: null }, 1_000_000)).toBe(1500);
    expect(zoneFee({ fee: 1500, free_above: 50_000 }, 49_999)).toBe(1500);
    expect(zoneFee({ fee: 1500, free_above: 50_000 }, 50_000)).toBe(0);
  });
});
