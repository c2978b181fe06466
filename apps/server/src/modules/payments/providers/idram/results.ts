import { OrderStatus, PaymentType } from '@voski/contract';
import type { PaymentOrder, PaymentOrders } from '../../plugin.ts';
import { idramAmount, paidOf, type IdramConfirmation, type IdramProvider } from './idram.ts';

/** Idram's answer that the shop accepts; anything else is a refusal Idram shows the payer. */
export const IDRAM_OK = 'OK';

/** What the RESULT_URL answers: `OK`, or why not (the HTTP status for the shop's own logs). */
export interface IdramReply {
  status: number;
  text: string;
}

const accepted: IdramReply = { status: 200, text: IDRAM_OK };
const refused = (status: number, text: string): IdramReply => ({ status, text });

/** What the shop's page that takes the payer to Idram shows for a payment id. */
export type IdramPayPage =
  | { kind: 'pay'; order: PaymentOrder; action: string; fields: Record<string, string> }
  /** Paid, expired or cancelled: nothing to pay any more. */
  | { kind: 'closed'; order: PaymentOrder };

type Params = Record<string, string | undefined>;

/**
 * The shop's side of Idram's merchant interface: the form that takes the payer to Idram, the
 * precheck ("may this bill be paid?") and the signed confirmation ("it was paid") Idram posts to
 * RESULT_URL, and the bill numbers Idram sends the payer back with.
 */
export class IdramResults {
  constructor(
    private readonly orders: PaymentOrders,
    private readonly idram: IdramProvider,
    private readonly log: (message: string) => void,
  ) {}

  /** The payment form of an open order; undefined for an id no Idram order has. */
  async payPage(paymentId: string): Promise<IdramPayPage | undefined> {
    if (!PAYMENT_ID.test(paymentId)) return undefined;
    const order = await this.orders.byPaymentId(PaymentType.Idram, paymentId);
    if (!order) return undefined;
    if (!payable(order)) return { kind: 'closed', order };
    return {
      kind: 'pay',
      order,
      action: this.idram.config.url,
      fields: this.idram.formFields(order),
    };
  }

  /**
   * The payment id of the order a bill number names, to send the payer back to its result; only
   * when `placedHere` (the order links the returning browser holds) has the order's link, as
   * bill numbers count up and Idram does not sign the way back.
   */
  async paymentIdOf(
    billNo: string | undefined,
    placedHere: ReadonlySet<string>,
  ): Promise<string | undefined> {
    const order = billNo ? await this.bill(billNo) : undefined;
    return order?.customer_token && placedHere.has(order.customer_token)
      ? order.payment_id
      : undefined;
  }

  /** RESULT_URL: the precheck (`EDP_PRECHECK=YES`) or the payment confirmation. */
  async result(params: Params): Promise<IdramReply> {
    if (params.EDP_REC_ACCOUNT !== this.idram.config.account) {
      return refused(403, 'EDP_REC_ACCOUNT is not this shop');
    }
    return params.EDP_PRECHECK === 'YES' ? this.precheck(params) : this.confirm(params);
  }

  /** Idram asks before the payer pays: the bill must be an open order of this amount. */
  private async precheck(params: Params): Promise<IdramReply> {
    const order = params.EDP_BILL_NO ? await this.bill(params.EDP_BILL_NO) : undefined;
    if (!order) return refused(404, 'EDP_BILL_NO is not an order paid by Idram');
    if (idramAmount(params.EDP_AMOUNT ?? '') !== order.total) {
      return refused(409, 'EDP_AMOUNT is not the order’s total');
    }
    if (!payable(order)) return refused(409, 'The order can no longer be paid');
    return accepted;
  }

  /**
   * The payer has paid: a confirmation signed with the shop's secret key is kept with the order
   * and recorded as its payment (a second delivery of the same one changes nothing). The money
   * has moved by now, so a late payment is still recorded, for staff to give back.
   */
  private async confirm(params: Params): Promise<IdramReply> {
    const confirmation = confirmationOf(params);
    if (!confirmation) return refused(400, 'A field of the payment confirmation is missing');
    if (!this.idram.signed(confirmation)) return refused(403, 'EDP_CHECKSUM not correct');
    const found = await this.bill(confirmation.EDP_BILL_NO);
    if (!found) return refused(404, 'EDP_BILL_NO is not an order paid by Idram');
    if (idramAmount(confirmation.EDP_AMOUNT) !== found.total) {
      this.log(
        `Order ${found.id}: Idram confirms ${confirmation.EDP_AMOUNT} AMD paid, the order is ${found.total} AMD`,
      );
      return refused(409, 'EDP_AMOUNT is not the order’s total');
    }
    const kept = await this.orders.addPaymentDetails(found.id, (order) => {
      const earlier = paidOf(order.payment_details);
      if (earlier) {
        if (earlier.transId !== confirmation.EDP_TRANS_ID) {
          this.log(
            `Order ${order.id}: Idram confirms a second payment (transaction ${confirmation.EDP_TRANS_ID}, ` +
              `the first was ${earlier.transId}); give it back in the Idram merchant account`,
          );
        }
        return undefined;
      }
      return {
        payer: confirmation.EDP_PAYER_ACCOUNT,
        transId: confirmation.EDP_TRANS_ID,
        transDate: confirmation.EDP_TRANS_DATE,
      };
    });
    if (!kept) return refused(404, 'EDP_BILL_NO is not an order paid by Idram');
    await this.orders.check(kept.payment_id);
    return accepted;
  }

  private async bill(billNo: string): Promise<PaymentOrder | undefined> {
    if (!/^\d{1,9}$/.test(billNo)) return undefined;
    return this.orders.byId(PaymentType.Idram, Number(billNo));
  }
}

/** An order its customer may still pay: new, unpaid, and within its time to pay. */
function payable(order: PaymentOrder): boolean {
  return (
    order.done === OrderStatus.New &&
    order.payment_status === 'pending' &&
    order.expires_at.getTime() > Date.now()
  );
}

const CONFIRMATION_FIELDS = [
  'EDP_BILL_NO',
  'EDP_REC_ACCOUNT',
  'EDP_PAYER_ACCOUNT',
  'EDP_AMOUNT',
  'EDP_TRANS_ID',
  'EDP_TRANS_DATE',
  'EDP_CHECKSUM',
] as const;

/** What Idram sends in a confirmation's fields: printable ASCII, kept with the order. */
const FIELD_VALUE = /^[\x20-\x7e]{1,200}$/;
/** The ids the Idram provider makes. */
const PAYMENT_ID = /^idram-[\w-]{1,64}$/;

function confirmationOf(params: Params): IdramConfirmation | undefined {
  const confirmation: Partial<IdramConfirmation> = {};
  for (const name of CONFIRMATION_FIELDS) {
    const value = params[name];
    if (!value || !FIELD_VALUE.test(value)) return undefined;
    confirmation[name] = value;
  }
  return confirmation as IdramConfirmation;
}
