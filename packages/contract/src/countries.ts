// Plain data without zod: the storefront imports it through `@voski/contract/countries`.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { regions, regionAliases, type Region } from './order-options.ts';

/** The shop's own country: orders without a `country` are delivered in Armenia. */
export const HOME_COUNTRY = 'AM';

/** Armenia's provinces (and Yerevan): the regions an order to Armenia names. */
export const armenianRegions = regions.filter((r) => r !== 'Russia' && r !== 'USA');
export type ArmenianRegion = (typeof armenianRegions)[number];

/**
 * The five zones the shop began with (issue 38 made zones a staff-edited list; these are its
 * seeded rows, and the keys the legacy regions' fees are read from).
 */
export const deliveryZones = ['Yerevan', 'Armenia', 'Russia', 'USA', 'World'] as const;
export type DeliveryZone = (typeof deliveryZones)[number];

export const defaultZoneFees: Record<DeliveryZone, number> = {
  Yerevan: 1500,
  Armenia: 1500,
  Russia: 8500,
  USA: 20_000,
  World: 25_000,
};

/** Why collecting in store is refused (issue 38); the storefront shows them translated. */
export const pickupMessages = {
  unknown: 'Choose one of the shop’s pickup points.',
  notHere: 'Collecting in store is not offered for this destination.',
  address: 'Choose one of the shop’s addresses (its number in the contact information).',
  twice: 'Each address once.',
} as const;

/** What decides where a zone delivers: its countries, Armenia's regions, or every other country. */
export interface ZoneRule {
  zone: string;
  /** ISO 3166-1 alpha-2 codes. */
  countries: readonly string[];
  /** Only with `countries` = ['AM']: the provinces (keys of `regions`); empty: the whole country. */
  regions: readonly string[];
  /** Every country no zone names. */
  other_countries: boolean;
}

/** The seeded zones' rules, as the shop delivered before zones were edited. */
export const defaultZoneRules: Record<DeliveryZone, Omit<ZoneRule, 'zone'>> = {
  Yerevan: { countries: [HOME_COUNTRY], regions: ['Yerevan'], other_countries: false },
  Armenia: { countries: [HOME_COUNTRY], regions: [], other_countries: false },
  Russia: { countries: ['RU'], regions: [], other_countries: false },
  USA: { countries: ['US'], regions: [], other_countries: false },
  World: { countries: [], other_countries: true, regions: [] },
};

/** The seeded zones, as a fresh shop has them. */
export const defaultZones = deliveryZones.map((zone) => ({
  zone: zone as string,
  countries: [...defaultZoneRules[zone].countries],
  regions: [...defaultZoneRules[zone].regions],
  other_countries: defaultZoneRules[zone].other_countries,
  fee: defaultZoneFees[zone],
  free_above: null as number | null,
  enabled: true,
  pickup: zone === 'Yerevan',
}));

/**
 * The zone an order to `country` (and, in Armenia, `region`) goes to: a zone naming its region,
 * else one naming its country without regions, else (a country no zone names) the zone of every
 * other country. Undefined: not delivered there.
 */
export function matchZone<Z extends ZoneRule>(
  zones: readonly Z[],
  country: string,
  region: string,
): Z | undefined {
  const named = zones.filter((z) => z.countries.includes(country));
  if (!named.length) return zones.find((z) => z.other_countries);
  const key = canonicalRegion(region);
  return named.find((z) => z.regions.includes(key)) ?? named.find((z) => !z.regions.length);
}

/** `region` values that once stood for a whole country (old clients send them without one). */
const countryRegions: Partial<Record<string, string>> = { Russia: 'RU', USA: 'US' };

export const isArmenianRegion = (value: string): value is ArmenianRegion =>
  (armenianRegions as readonly string[]).includes(value);

/** The region as the shop keeps it: the old clients' spellings mapped to the keys. */
export const canonicalRegion = (region: string): string => regionAliases[region] ?? region;

/** The country an order goes to: its `country`, else the one an old-style region names, else Armenia. */
export function orderCountry(country: string | undefined, region: string): string {
  return country?.toUpperCase() || countryRegions[canonicalRegion(region)] || HOME_COUNTRY;
}

/** The fee an order pays: its zone's, or none when its goods (after discounts) reach `free_above`. */
export const zoneFee = (zone: { fee: number; free_above: number | null }, goods: number): number =>
  zone.free_above !== null && goods >= zone.free_above ? 0 : zone.fee;

/** Whether some zone, switched on, delivers somewhere in the country. */
export function deliversToCountry(
  zones: readonly (ZoneRule & { enabled: boolean })[],
  country: string,
): boolean {
  const named = zones.filter((z) => z.countries.includes(country));
  return (named.length ? named : zones.filter((z) => z.other_countries)).some((z) => z.enabled);
}

/** The seeded zone a legacy region key is delivered in (the key its fee is read from). */
export function zoneOfRegion(region: Region): DeliveryZone {
  const seeded = deliveryZones.map((zone) => ({ zone, ...defaultZoneRules[zone] }));
  return matchZone(seeded, orderCountry(undefined, region), region)!.zone;
}

/**
 * A phone number in E.164 (`+37491234567`), or undefined when it is not a valid number. National
 * formats are read as numbers of `country` ("091 234567" in Armenia); an international number
 * of any country is accepted whatever the delivery country.
 */
export function e164Phone(phone: string, country: string): string | undefined {
  const parsed = parsePhoneNumberFromString(phone, {
    defaultCountry: country as CountryCode,
    extract: false,
  });
  return parsed?.isValid() ? parsed.number : undefined;
}
