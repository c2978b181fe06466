import { z } from 'zod';
import { armenianRegions, HOME_COUNTRY, pickupMessages } from './countries.ts';
import { isCountryCode } from './country-names.ts';
import { inputString, requiredText } from './fields.ts';

export const DELIVERY_FEE_MAX = 10_000_000;
export const ZONE_NAME_MAX = 60;
export const ZONE_COUNTRIES_MAX = 250;
/** Keys stay as staff first typed them: the legacy regions' fees are read by key. */
export const ZONE_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9-]{0,29}$/;

export const zoneMessages = {
  key: 'The zone key must be 1 to 30 Latin letters, digits or hyphens, starting with a letter.',
  keyTaken: 'A zone with this key already exists.',
  unknown: 'Choose one of the delivery zones.',
  country: (code: string) => `${code} is not a country code (ISO 3166-1 alpha-2).`,
  countryTwice: (code: string) => `${code} is listed twice.`,
  countryTaken: (code: string, zone: string) => `${code} is already delivered by the zone ${zone}.`,
  region: 'The regions must be Armenia’s provinces (keys of the regions list).',
  regionsNeedArmenia: 'Regions can only be chosen for a zone whose only country is Armenia (AM).',
  regionTaken: (region: string, zone: string) =>
    `${region} is already delivered by the zone ${zone}.`,
  otherTaken: (zone: string) => `The zone ${zone} already delivers to every other country.`,
  nowhere: 'Choose at least one country, or every other country.',
  seeded:
    'The zones the shop began with cannot be deleted (the legacy regions read their fees); switch one off instead.',
  freeAbove: `The amount must be a whole number of AMD from 0 to ${DELIVERY_FEE_MAX}, or empty.`,
} as const;

export const feeField = z.coerce
  .number({ error: 'The fee must be a whole number of AMD.' })
  .int('The fee must be a whole number of AMD.')
  .min(0, 'The fee may not be negative.')
  .max(DELIVERY_FEE_MAX, `The fee may not be greater than ${DELIVERY_FEE_MAX}.`);

const freeAboveField = z
  .union([z.number(), z.null()], { error: zoneMessages.freeAbove })
  .refine(
    (v) => v === null || (Number.isInteger(v) && v >= 0 && v <= DELIVERY_FEE_MAX),
    zoneMessages.freeAbove,
  );

const enabledField = z.boolean({ error: 'enabled must be true or false.' });

export const deliveryZoneView = z.object({
  /** The zone's key: the five seeded zones keep Yerevan, Armenia, Russia, USA, World. */
  zone: z.string(),
  name: z.string(),
  name_en: z.string(),
  name_ru: z.string(),
  /** ISO 3166-1 alpha-2 codes. */
  countries: z.array(z.string()),
  /** Armenia's provinces, for a zone of Armenia only; empty: the whole of its countries. */
  regions: z.array(z.string()),
  /** Every country no zone names. */
  other_countries: z.boolean(),
  fee: z.number().int(),
  /** AMD: an order whose goods (after discounts) come to at least this is delivered free. */
  free_above: z.number().int().nullable(),
  /** A switched-off zone is not offered: orders to it are refused. */
  enabled: z.boolean(),
  /** Customers here may collect their order at a pickup point instead, with no delivery fee. */
  pickup: z.boolean(),
});
export type DeliveryZoneView = z.infer<typeof deliveryZoneView>;

/** The fee or switch of some zones (the delivery settings' quick edit). */
export const deliveryZonesBody = z.object({
  zones: z
    .array(
      z.object({
        zone: inputString({ error: zoneMessages.unknown }).min(1, zoneMessages.unknown).max(30),
        fee: feeField.optional(),
        free_above: freeAboveField.optional(),
        enabled: enabledField.optional(),
        pickup: z.boolean({ error: 'pickup must be true or false.' }).optional(),
      }),
      { error: 'The zones must be a list of {zone, fee, enabled}.' },
    )
    .min(1, 'Send at least one zone.')
    .max(100, 'One entry per zone.'),
});
export type DeliveryZonesBody = z.infer<typeof deliveryZonesBody>;

const countryList = z
  .array(inputString({ error: zoneMessages.country('') }), {
    error: 'The countries must be a list of ISO codes.',
  })
  .max(ZONE_COUNTRIES_MAX, `At most ${ZONE_COUNTRIES_MAX} countries.`)
  .transform((codes, ctx) => {
    const upper = codes.map((c) => c.trim().toUpperCase());
    upper.forEach((code, i) => {
      if (!isCountryCode(code)) {
        ctx.addIssue({ code: 'custom', message: zoneMessages.country(code) });
      } else if (upper.indexOf(code) !== i) {
        ctx.addIssue({ code: 'custom', message: zoneMessages.countryTwice(code) });
      }
    });
    return upper;
  });

const regionList = z
  .array(z.enum(armenianRegions, { error: zoneMessages.region }), { error: zoneMessages.region })
  .max(armenianRegions.length, zoneMessages.region)
  .transform((list) => [...new Set(list)]);

const zoneFields = {
  name: requiredText('name', ZONE_NAME_MAX),
  name_en: requiredText('name (English)', ZONE_NAME_MAX),
  name_ru: requiredText('name (Russian)', ZONE_NAME_MAX),
  countries: countryList,
  regions: regionList.default([]),
  other_countries: z.boolean({ error: 'other_countries must be true or false.' }).default(false),
  fee: feeField,
  free_above: freeAboveField.default(null),
  enabled: enabledField.default(true),
  pickup: z.boolean({ error: 'pickup must be true or false.' }).default(false),
};

function zoneRules(
  zone: { countries: string[]; regions: string[]; other_countries: boolean },
  ctx: z.RefinementCtx,
) {
  if (zone.regions.length && (zone.countries.length !== 1 || zone.countries[0] !== HOME_COUNTRY))
    ctx.addIssue({ code: 'custom', path: ['regions'], message: zoneMessages.regionsNeedArmenia });
  if (!zone.countries.length && !zone.other_countries)
    ctx.addIssue({ code: 'custom', path: ['countries'], message: zoneMessages.nowhere });
}

/** A zone as staff change it (its key is set once, when it is added). */
export const deliveryZoneBody = z.object(zoneFields).superRefine(zoneRules);
export type DeliveryZoneBody = z.infer<typeof deliveryZoneBody>;

export const newDeliveryZoneBody = z
  .object({
    zone: inputString({ error: zoneMessages.key }).trim().regex(ZONE_KEY_PATTERN, zoneMessages.key),
    ...zoneFields,
  })
  .superRefine(zoneRules);
export type NewDeliveryZoneBody = z.infer<typeof newDeliveryZoneBody>;

export const deliveryZoneParams = z.object({
  zone: z.string().regex(ZONE_KEY_PATTERN, zoneMessages.unknown),
});

export const PICKUP_HOURS_MAX = 300;

/** A shop address customers may collect orders at: its number in the contact information. */
export const pickupPointView = z.object({
  id: z.number().int(),
  address: z.string(),
  address_en: z.string(),
  address_ru: z.string(),
  hours: z.string(),
  hours_en: z.string(),
  hours_ru: z.string(),
});
export type PickupPointView = z.infer<typeof pickupPointView>;

export const pickupPointsBody = z.object({
  points: z
    .array(
      z.object({
        id: z.coerce
          .number({ error: pickupMessages.address })
          .int(pickupMessages.address)
          .min(1, pickupMessages.address)
          .max(20, pickupMessages.address),
        hours: requiredText('opening hours', PICKUP_HOURS_MAX),
        hours_en: requiredText('opening hours (English)', PICKUP_HOURS_MAX),
        hours_ru: requiredText('opening hours (Russian)', PICKUP_HOURS_MAX),
      }),
      { error: 'The points must be a list of {id, hours, hours_en, hours_ru}.' },
    )
    .max(20, 'At most 20 pickup points.')
    .refine((points) => new Set(points.map((p) => p.id)).size === points.length, {
      error: pickupMessages.twice,
    }),
});
export type PickupPointsBody = z.infer<typeof pickupPointsBody>;

/** The pickup point an order is collected at (its number), in the quote and the order bodies. */
export const pickupField = z
  .union([z.number(), inputString(), z.null()], { error: pickupMessages.unknown })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === '') return undefined;
    const id = Number(value);
    if (!Number.isInteger(id) || id < 1 || id > 1000) {
      ctx.addIssue({ code: 'custom', message: pickupMessages.unknown });
      return z.NEVER;
    }
    return id;
  });

/** Where an order is collected, as it was when placed (in the order's language). */
export const orderPickup = z
  .object({ id: z.number().int(), address: z.string(), hours: z.string() })
  .nullable();
