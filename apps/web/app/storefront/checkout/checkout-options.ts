import type { Endpoints } from '@voski/contract';
import {
  armenianRegions,
  deliversToCountry,
  HOME_COUNTRY,
  matchZone,
  type ArmenianRegion,
  type ZoneRule,
} from '@voski/contract/countries';
import type { Answer } from '@voski/contract/endpoint';
import { PaymentType, type PaymentTypeId } from '@voski/contract/order-options';
import type { MessageId } from '../../lib/i18n/messages';

// The zod-free part of the contract: no schema code reaches the browser.
export { PaymentType, HOME_COUNTRY };
export { methodsOf } from '../shell/payment-methods';
/** Armenia's provinces and Yerevan: the region choices for an order to Armenia. */
export const regions = armenianRegions;
export type Region = ArmenianRegion;

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (regions as readonly string[]).includes(value);
}

export const regionLabels: Record<Region, MessageId> = {
  Yerevan: 'region.Yerevan',
  Aragatsotn: 'region.Aragatsotn',
  Ararat: 'region.Ararat',
  Armavir: 'region.Armavir',
  Gegharkunik: 'region.Gegharkunik',
  Kotayk: 'region.Kotayk',
  Lori: 'region.Lori',
  Shirak: 'region.Shirak',
  Syunik: 'region.Syunik',
  Tavush: 'region.Tavush',
  'Vayots Dzor': 'region.VayotsDzor',
};

/** Every payment type the storefront knows, in the order it lists those the server offers. */
export const paymentChoices = [
  { id: PaymentType.Card, label: 'checkout.payment.card', note: 'checkout.payment.cardNote' },
  { id: PaymentType.PayPal, label: 'checkout.payment.paypal', note: 'checkout.payment.paypalNote' },
  { id: PaymentType.Idram, label: 'checkout.payment.idram', note: 'checkout.payment.idramNote' },
] as const satisfies readonly { id: PaymentTypeId; label: MessageId; note: MessageId }[];

/** A payment type the visitor can choose now: one the server offers. */
export function isChoosablePayment(value: unknown, methods: readonly number[]): boolean {
  return typeof value === 'number' && methods.includes(value);
}

/** A delivery zone as the checkout needs it: where it delivers, its fee, its switch. */
export type CheckoutZone = ZoneRule & {
  fee: number;
  free_above: number | null;
  enabled: boolean;
  pickup: boolean;
};
export type DeliveryZones = readonly CheckoutZone[];

/** The `GET /api/payment/zones` answer as the checkout keeps it; null when it did not answer. */
export function zonesOf(
  answer: Answer<Endpoints['GET /payment/zones']> | null,
): DeliveryZones | null {
  if (!answer) return null;
  return answer.data.map((z) => ({
    zone: z.zone,
    countries: z.countries,
    regions: z.regions,
    other_countries: z.other_countries,
    fee: z.fee,
    free_above: z.free_above,
    enabled: z.enabled,
    pickup: z.pickup,
  }));
}

/** The delivery zone of a destination, once it is known (Armenia needs its region). */
export function destinationZone(
  zones: DeliveryZones | null,
  country: string,
  region: string,
): CheckoutZone | null {
  if (!zones || !country) return null;
  if (country === HOME_COUNTRY && !isRegion(region)) return null;
  return matchZone(zones, country, region) ?? null;
}

/** A shop address customers may collect orders at, as `GET /api/payment/pickup-points` has it. */
export type PickupPoint = Answer<Endpoints['GET /payment/pickup-points']>['data'][number];

/** The pickup points; none when the answer did not come. */
export const pickupPointsOf = (
  answer: Answer<Endpoints['GET /payment/pickup-points']> | null,
): PickupPoint[] => answer?.data ?? [];

/** The points the checkout offers for this destination: its zone's, when it allows collecting. */
export function pickupOffered(
  zones: DeliveryZones | null,
  points: readonly PickupPoint[],
  country: string,
  region: string,
): readonly PickupPoint[] {
  return destinationZone(zones, country, region)?.pickup ? points : [];
}

/** Whether orders to the country are taken (zones unknown: yes, the server decides). */
export function deliversTo(zones: DeliveryZones | null, country: string): boolean {
  return !zones || deliversToCountry(zones, country);
}
