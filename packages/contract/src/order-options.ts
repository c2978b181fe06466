// Plain data without zod: the storefront imports it through `@voski/contract/order-options`.

/** Delivery regions; the keys are the English names. */
export const regions = [
  'Yerevan',
  'Aragatsotn',
  'Ararat',
  'Armavir',
  'Gegharkunik',
  'Kotayk',
  'Lori',
  'Shirak',
  'Syunik',
  'Tavush',
  'Vayots Dzor',
  'Russia',
  'USA',
] as const;
export type Region = (typeof regions)[number];

/** Spellings the original backend's clients send for some regions. */
export const regionAliases: Readonly<Record<string, Region>> = {
  Kotayq: 'Kotayk',
  Aragacotn: 'Aragatsotn',
};

export const PaymentType = { Card: 1, Idram: 2, PayPal: 3 } as const;
export type PaymentTypeId = (typeof PaymentType)[keyof typeof PaymentType];
/** Each payment type's name, as `GET /payment/methods` and the e-mails call it. */
export const paymentTypeNames = {
  [PaymentType.Card]: 'card',
  [PaymentType.Idram]: 'idram',
  [PaymentType.PayPal]: 'paypal',
} as const;
export type PaymentTypeName = (typeof paymentTypeNames)[PaymentTypeId];

/** The 409 for a customer cancelling a paid order whose payment only staff can give back. */
export const refundByShopMessage =
  'This order was paid by Idram, which the shop gives back by hand. Please contact the shop to cancel it.';

/** `done`: where the order is on its way to the customer. */
export const OrderStatus = { New: 0, InTransit: 1, Done: 2, Cancelled: 3 } as const;
export type OrderStatusId = (typeof OrderStatus)[keyof typeof OrderStatus];
export const orderStatuses = Object.values(OrderStatus);

/** The statuses as the API's messages name them ("An order that is new …"). */
export const orderStatusNames: Record<OrderStatusId, string> = {
  0: 'new',
  1: 'in transit',
  2: 'done',
  3: 'cancelled',
};

/**
 * `payment_status`: pending (waiting for the payer), paid, declined, expired (the payer did not
 * pay in time), refunding (a refund is under way at the gateway), refunded.
 */
export const paymentStatuses = [
  'pending',
  'paid',
  'declined',
  'expired',
  'refunding',
  'refunded',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The longest text the staff's order search takes. */
export const ORDER_QUERY_MAX = 100;
