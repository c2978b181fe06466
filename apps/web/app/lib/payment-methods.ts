import { PaymentType, type PaymentTypeId } from '@voski/contract/order-options';

const known: readonly number[] = Object.values(PaymentType);

/** The `GET /api/payment/methods` body as the payment type ids it offers. */
export function parseMethods(body: unknown): PaymentTypeId[] {
  const list = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) return [];
  return list
    .map((entry) => (entry as { id?: unknown } | null)?.id)
    .filter((id): id is PaymentTypeId => typeof id === 'number' && known.includes(id));
}

/**
 * The marks a shopper knows each payment type by: the card schemes the bank's gateway takes,
 * and the wallets by name. Words, which every reader can read.
 */
const marksOf: Record<PaymentTypeId, readonly string[]> = {
  [PaymentType.Card]: ['Visa', 'Mastercard', 'ArCa'],
  [PaymentType.Idram]: ['Idram'],
  [PaymentType.PayPal]: ['PayPal'],
};

/** The marks of the payment types the shop takes now, in the order it offers them. */
export const paymentMarks = (methods: readonly PaymentTypeId[]): string[] =>
  methods.flatMap((id) => marksOf[id]);
