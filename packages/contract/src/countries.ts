// Plain data without zod: the storefront imports it through `@voski/contract/countries`.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { regions, regionAliases, type Region } from './order-options.ts';

/** The shop's own country: orders without a `country` are delivered in Armenia. */
export const HOME_COUNTRY = 'AM';

/** Armenia's provinces (and Yerevan): the regions an order to Armenia names. */
export const armenianRegions = regions.filter((r) => r !== 'Russia' && r !== 'USA');
export type ArmenianRegion = (typeof armenianRegions)[number];

/** Delivery zones, each with a fee staff set and a switch: a switched-off zone is not offered. */
export const deliveryZones = ['Yerevan', 'Armenia', 'Russia', 'USA', 'World'] as const;
export type DeliveryZone = (typeof deliveryZones)[number];

export const defaultZoneFees: Record<DeliveryZone, number> = {
  Yerevan: 1500,
  Armenia: 1500,
  Russia: 8500,
  USA: 20_000,
  World: 25_000,
};

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

export function zoneOf(country: string, region: string): DeliveryZone {
  if (country === HOME_COUNTRY)
    return canonicalRegion(region) === 'Yerevan' ? 'Yerevan' : 'Armenia';
  if (country === 'RU') return 'Russia';
  if (country === 'US') return 'USA';
  return 'World';
}

/** The zone a legacy region key is delivered in. */
export const zoneOfRegion = (region: Region): DeliveryZone =>
  zoneOf(orderCountry(undefined, region), region);

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
