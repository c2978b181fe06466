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

export const PaymentType = { Card: 1, Idram: 2, PayPal: 3 } as const;
export type PaymentTypeId = (typeof PaymentType)[keyof typeof PaymentType];
