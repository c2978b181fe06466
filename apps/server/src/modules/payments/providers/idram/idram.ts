import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  defaultDescriptions,
  orderStatusOf,
  type GatewayState,
  type OrderPayment,
  type PaymentProvider,
  type PaymentStart,
  type StartedPayment,
} from '../provider.ts';

/** Idram's payment page: the payer's browser posts the shop's form there. */
export const IDRAM_PAYMENT_URL = 'https://banking.idram.am/Payment/GetPayment';

export interface IdramConfig {
  /** Where the payment form is posted (Idram's page, or the built-in test wallet). */
  url: string;
  /** The shop's IdramID (EDP_REC_ACCOUNT). */
  account: string;
  /** Known to the shop and Idram only: it signs Idram's payment confirmations. */
  secretKey: string;
}

/** Idram's payment confirmation, as posted to the shop's RESULT_URL. */
export interface IdramConfirmation {
  EDP_BILL_NO: string;
  EDP_REC_ACCOUNT: string;
  EDP_PAYER_ACCOUNT: string;
  EDP_AMOUNT: string;
  EDP_TRANS_ID: string;
  EDP_TRANS_DATE: string;
  EDP_CHECKSUM: string;
}

/** What the order keeps of a confirmed Idram payment. */
interface IdramPaid {
  payer: string;
  transId: string;
  transDate: string;
}

const languages: Record<string, string> = { hy: 'AM', en: 'EN', ru: 'RU' };

/** MD5 over `account:amount:secret:bill:payer:transaction:date`, as Idram signs a payment. */
export function idramChecksum(
  fields: Omit<IdramConfirmation, 'EDP_CHECKSUM'>,
  secretKey: string,
): string {
  const signed = [
    fields.EDP_REC_ACCOUNT,
    fields.EDP_AMOUNT,
    secretKey,
    fields.EDP_BILL_NO,
    fields.EDP_PAYER_ACCOUNT,
    fields.EDP_TRANS_ID,
    fields.EDP_TRANS_DATE,
  ].join(':');
  return createHash('md5').update(signed, 'utf8').digest('hex').toUpperCase();
}

/** An Idram amount ("12500", "12500.00") in whole drams; undefined when it is not one. */
export function idramAmount(text: string): number | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  if (match[2] && Number(match[2]) !== 0) return undefined;
  return Number(match[1]);
}

/**
 * Idram wallets. Idram has no call to ask about a payment: it posts a precheck and then a signed
 * confirmation to the shop's RESULT_URL, and the order keeps what the confirmation said, so the
 * payment's state is read from the order. Nor has it a refund call: staff give an Idram payment
 * back in Idram's merchant account, and cancelling the order in the shop records that.
 */
export class IdramProvider implements PaymentProvider {
  readonly refundsByHand = true;

  constructor(
    readonly config: IdramConfig,
    /** The shop's page that posts the payment form to Idram, for a payment id. */
    private readonly payPage: (paymentId: string) => string,
    /** The account is the built-in test gateway's wallet. */
    readonly test: boolean,
  ) {}

  async start(order: PaymentStart): Promise<StartedPayment> {
    // Unguessable: the id answers /payment/check with the customer's order link.
    const paymentId = `idram-${randomBytes(18).toString('base64url')}`;
    return {
      paymentId,
      url: this.payPage(paymentId),
      details: { amount: order.total, currency: 'AMD', account: this.config.account },
    };
  }

  async state(payment: OrderPayment): Promise<GatewayState> {
    const verdict = paidOf(payment.details) ? 'paid' : 'pending';
    return {
      verdict,
      orderStatus: orderStatusOf[verdict],
      actionCodeDescription: defaultDescriptions[verdict],
    };
  }

  /** Done by staff in Idram's merchant account; the shop only records it. */
  async refund(): Promise<void> {}

  /**
   * The hidden fields of the form that takes the payer to Idram. No `EDP_EMAIL`: it is where
   * Idram writes to the merchant when RESULT_URL did not answer OK, which Idram's staff set with
   * the agreement. `order` is a field of the shop's own, which Idram posts back when the payer
   * returns (fields without the EDP_ prefix come back), naming the order as the bill does.
   */
  formFields(order: { id: number; total: number; language: string }): Record<string, string> {
    return {
      EDP_LANGUAGE: languages[order.language] ?? 'AM',
      EDP_REC_ACCOUNT: this.config.account,
      EDP_DESCRIPTION: `Voski order ${order.id}`,
      EDP_AMOUNT: String(order.total),
      EDP_BILL_NO: String(order.id),
      order: String(order.id),
    };
  }

  /** Whether a confirmation carries Idram's signature for this shop. */
  signed(confirmation: IdramConfirmation): boolean {
    const expected = Buffer.from(idramChecksum(confirmation, this.config.secretKey));
    const given = Buffer.from(confirmation.EDP_CHECKSUM.trim().toUpperCase());
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/** The confirmed payment an order's details hold, if any. */
export function paidOf(details: Record<string, unknown>): IdramPaid | undefined {
  const { payer, transId, transDate } = details;
  return typeof transId === 'string' && typeof payer === 'string' && typeof transDate === 'string'
    ? { payer, transId, transDate }
    : undefined;
}
