import type { Endpoints } from '@voski/contract';
import type { Answer } from '@voski/contract/endpoint';
import { PaymentType, type PaymentTypeId } from '@voski/contract/order-options';

const known: readonly number[] = Object.values(PaymentType);

/** The payment type ids `GET /api/payment/methods` offers (none when it did not answer). */
export function methodsOf(
  answer: Answer<Endpoints['GET /payment/methods']> | null,
): PaymentTypeId[] {
  return (answer?.data ?? [])
    .map((method) => method.id)
    .filter((id): id is PaymentTypeId => known.includes(id));
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
