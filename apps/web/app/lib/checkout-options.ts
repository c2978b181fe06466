import {
  PaymentType,
  regions,
  type PaymentTypeId,
  type Region,
} from '@voski/contract/order-options';
import type { MessageId } from './i18n/messages';

// The zod-free part of the contract: no schema code reaches the browser.
export { PaymentType, regions, type Region };

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
  Russia: 'region.Russia',
  USA: 'region.USA',
};

/** The payment types the storefront lists, in order; Idram is shown but cannot be chosen yet. */
export const paymentChoices = [
  { id: PaymentType.Card, label: 'checkout.payment.card', note: 'checkout.payment.cardNote' },
  { id: PaymentType.PayPal, label: 'checkout.payment.paypal', note: 'checkout.payment.paypalNote' },
  {
    id: PaymentType.Idram,
    label: 'checkout.payment.idram',
    note: 'checkout.payment.idramNote',
    unavailable: true,
  },
] as const satisfies readonly {
  id: PaymentTypeId;
  label: MessageId;
  note: MessageId;
  unavailable?: boolean;
}[];

/** A payment type the visitor can choose now (card or PayPal). */
export function isChoosablePayment(value: unknown): value is PaymentTypeId {
  return paymentChoices.some((choice) => choice.id === value && !('unavailable' in choice));
}

export type DeliveryFees = Partial<Record<Region, number>>;

/** The `GET /api/payment/delivery` body (`{data: [{region, fee}]}`) as fees by region. */
export function parseDeliveryFees(body: unknown): DeliveryFees | null {
  const list = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) return null;
  const fees: DeliveryFees = {};
  for (const entry of list) {
    const { region, fee } = (entry ?? {}) as { region?: unknown; fee?: unknown };
    if (isRegion(region) && typeof fee === 'number' && Number.isInteger(fee) && fee >= 0) {
      fees[region] = fee;
    }
  }
  return fees;
}
