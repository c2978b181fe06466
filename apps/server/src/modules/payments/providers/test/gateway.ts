import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { isUniqueViolation } from '../../../../db/errors.ts';
import { testGatewayPayments } from '../../../../db/schema/index.ts';
import { AMD_CURRENCY, RbsAction, RbsStatus } from '../card/rbs.ts';
import { PAID_DESCRIPTION } from '../provider.ts';
import { withOrderId } from '../../return-address.ts';

/**
 * A stand-in for an RBS vPOS gateway that takes no money: it registers orders, shows a card
 * page where a tester chooses to pay or decline, reports statuses, refunds and reverses, all
 * in the protocol's terms. Its payments live in the shop's database, so a payment registered
 * through one instance can be paid, checked and refunded through any other.
 */
export interface TestGatewayOrder {
  mdOrder: string;
  /** In the card page's address only: whoever holds it is the payer sent there. */
  payerToken: string;
  orderNumber: string;
  /** Minor units. */
  amount: number;
  currency: string;
  description: string;
  language: string;
  returnUrl: string;
  failUrl: string;
  registeredAt: number;
  expiresAt: number;
  orderStatus: number;
  actionCode: number;
  actionCodeDescription: string;
  depositedAmount: number;
  refundedAmount: number;
  refunds: { amount: number; at: number }[];
}

/** An RBS answer: `errorCode` "0" on success. */
export type RbsAnswer = Record<string, unknown> & { errorCode: string; errorMessage: string };

const ok = (extra: Record<string, unknown> = {}): RbsAnswer => ({
  errorCode: '0',
  errorMessage: 'Success',
  ...extra,
});
const fail = (errorCode: number, errorMessage: string): RbsAnswer => ({
  errorCode: String(errorCode),
  errorMessage,
});

export const DECLINED = { actionCode: 116, description: 'Insufficient funds' };
const EXPIRED_DESCRIPTION = 'Payment session expired';
const DEFAULT_SESSION_SECONDS = 20 * 60;

type Params = Record<string, string | undefined>;

export class TestGateway {
  constructor(
    private readonly db: Db,
    private readonly options: {
      userName: string;
      password: string;
      /** The hosted card page's address for an order, for the payer holding `payerToken`. */
      formUrl: (mdOrder: string, payerToken: string) => string;
      now?: () => number;
    },
  ) {}

  /** The merchant credentials it accepts. */
  get credentials(): { userName: string; password: string } {
    return { userName: this.options.userName, password: this.options.password };
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** register.do */
  async register(p: Params): Promise<RbsAnswer> {
    const denied = this.authenticate(p);
    if (denied) return denied;
    if (!p.orderNumber) return fail(4, 'Order number is empty');
    if (p.orderNumber.length > 32) return fail(5, 'Order number is too long');
    if (!p.amount || !/^\d+$/.test(p.amount) || Number(p.amount) <= 0) {
      return fail(4, 'Amount is empty or invalid');
    }
    if (p.currency && p.currency !== AMD_CURRENCY) return fail(3, 'Unknown currency');
    if (!p.returnUrl) return fail(4, 'Return URL is empty');
    if (!URL.canParse(p.returnUrl) || (p.failUrl && !URL.canParse(p.failUrl))) {
      return fail(5, 'Return URL is invalid');
    }
    const session = Number(p.sessionTimeoutSecs) || DEFAULT_SESSION_SECONDS;
    const mdOrder = randomUUID();
    const payerToken = randomBytes(24).toString('base64url');
    const now = this.now();
    const order: TestGatewayOrder = {
      mdOrder,
      payerToken,
      orderNumber: p.orderNumber,
      amount: Number(p.amount),
      currency: AMD_CURRENCY,
      description: p.description ?? '',
      language: p.language ?? 'en',
      returnUrl: p.returnUrl,
      failUrl: p.failUrl || p.returnUrl,
      registeredAt: now,
      expiresAt: now + session * 1000,
      orderStatus: RbsStatus.Registered,
      actionCode: RbsAction.NoAttempt,
      actionCodeDescription: '',
      depositedAmount: 0,
      refundedAmount: 0,
      refunds: [],
    };
    try {
      await this.db.insert(testGatewayPayments).values({
        md_order: mdOrder,
        order_number: order.orderNumber,
        registered_at: new Date(now),
        state: order as unknown as Record<string, unknown>,
      });
    } catch (error) {
      if (isUniqueViolation(error)) return fail(1, 'Order with this number was already processed');
      throw error;
    }
    return ok({ orderId: mdOrder, formUrl: this.options.formUrl(mdOrder, payerToken) });
  }

  /** getOrderStatusExtended.do, by orderId or orderNumber. */
  async status(p: Params): Promise<RbsAnswer> {
    const denied = this.authenticate(p);
    if (denied) return denied;
    const order = p.orderId
      ? await this.find(p.orderId)
      : p.orderNumber
        ? await this.findBy(eq(testGatewayPayments.order_number, p.orderNumber))
        : undefined;
    if (!order) return fail(6, 'Unregistered orderId');
    return ok({
      orderNumber: order.orderNumber,
      orderStatus: order.orderStatus,
      actionCode: order.actionCode,
      actionCodeDescription: order.actionCodeDescription,
      amount: order.amount,
      currency: order.currency,
      date: order.registeredAt,
      orderDescription: order.description,
      attributes: [{ name: 'mdOrder', value: order.mdOrder }],
      paymentAmountInfo: {
        paymentState: paymentState(order.orderStatus),
        approvedAmount: order.depositedAmount,
        depositedAmount: order.depositedAmount,
        refundedAmount: order.refundedAmount,
      },
    });
  }

  /** refund.do: gives back part or all of a deposited payment. */
  async refund(p: Params): Promise<RbsAnswer> {
    const denied = this.authenticate(p);
    if (denied) return denied;
    return this.change(p.orderId, (order) => {
      if (order.orderStatus !== RbsStatus.Deposited) {
        return fail(7, 'Payment must be in a correct state');
      }
      const amount = Number(p.amount);
      const left = order.depositedAmount - order.refundedAmount;
      if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
        return fail(5, 'Invalid amount');
      }
      order.refundedAmount += amount;
      order.refunds.push({ amount, at: this.now() });
      if (order.refundedAmount === order.depositedAmount) order.orderStatus = RbsStatus.Refunded;
      return ok();
    });
  }

  /** reverse.do: cancels a payment before it is settled. */
  async reverse(p: Params): Promise<RbsAnswer> {
    const denied = this.authenticate(p);
    if (denied) return denied;
    return this.change(p.orderId, (order) => {
      const held = order.orderStatus === RbsStatus.PreAuthorized;
      const unsettled = order.orderStatus === RbsStatus.Deposited && order.refundedAmount === 0;
      if (!held && !unsettled) return fail(7, 'Reversal is not possible for this order');
      order.orderStatus = RbsStatus.Reversed;
      return ok();
    });
  }

  /** An order for the payer its card page was made for; anyone else learns nothing. */
  async forPayer(mdOrder: string, payerToken: string): Promise<TestGatewayOrder | undefined> {
    const order = await this.find(mdOrder);
    if (!order) return undefined;
    return sameSecret(payerToken, order.payerToken) ? order : undefined;
  }

  /** The payer's choice on the card page; answers where to send them, or why not. */
  async pay(
    mdOrder: string,
    payerToken: string,
    choice: 'pay' | 'decline',
  ): Promise<{ redirect: string } | { error: string }> {
    const unknown = { error: 'This payment is not known.' };
    const result = await this.change(mdOrder, (order) => {
      if (!sameSecret(payerToken, order.payerToken)) return unknown;
      if (order.orderStatus === RbsStatus.Registered) {
        if (choice === 'pay') {
          order.orderStatus = RbsStatus.Deposited;
          order.actionCode = RbsAction.Success;
          order.actionCodeDescription = PAID_DESCRIPTION;
          order.depositedAmount = order.amount;
        } else {
          order.orderStatus = RbsStatus.Declined;
          order.actionCode = DECLINED.actionCode;
          order.actionCodeDescription = DECLINED.description;
        }
      }
      // A second submit (back button, double click) changes nothing and lands on the same page.
      const paid = order.orderStatus === RbsStatus.Deposited || order.depositedAmount > 0;
      return { redirect: withOrderId(paid ? order.returnUrl : order.failUrl, order.mdOrder) };
    });
    return 'errorCode' in result ? unknown : result;
  }

  /** Forgets payments registered before `before` (the demo's gateway would otherwise grow). */
  async forgetBefore(before: Date): Promise<void> {
    await this.db.delete(testGatewayPayments).where(lt(testGatewayPayments.registered_at, before));
  }

  /** An order as the card page shows it; its session may have ended meanwhile. */
  async find(mdOrder: string): Promise<TestGatewayOrder | undefined> {
    return this.findBy(eq(testGatewayPayments.md_order, mdOrder));
  }

  private async findBy(where: ReturnType<typeof eq>): Promise<TestGatewayOrder | undefined> {
    const [row] = await this.db.select().from(testGatewayPayments).where(where);
    return row ? this.expired(row.state as unknown as TestGatewayOrder) : undefined;
  }

  /**
   * Reads a payment under a row lock, lets `apply` change it and writes it back, so two
   * instances changing one payment at once take turns. Unknown payments answer RBS's error 6.
   */
  private async change<T>(
    mdOrder: string | undefined,
    apply: (order: TestGatewayOrder) => T,
  ): Promise<T | RbsAnswer> {
    if (!mdOrder) return fail(6, 'Unregistered orderId');
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(testGatewayPayments)
        .where(eq(testGatewayPayments.md_order, mdOrder))
        .for('update');
      if (!row) return fail(6, 'Unregistered orderId');
      const order = this.expired(row.state as unknown as TestGatewayOrder);
      const answer = apply(order);
      await tx
        .update(testGatewayPayments)
        .set({ state: order as unknown as Record<string, unknown> })
        .where(eq(testGatewayPayments.md_order, mdOrder));
      return answer;
    });
  }

  /** A registered payment whose card-page session ended is declined as expired. */
  private expired(order: TestGatewayOrder): TestGatewayOrder {
    if (order.orderStatus === RbsStatus.Registered && order.expiresAt <= this.now()) {
      order.orderStatus = RbsStatus.Declined;
      order.actionCode = RbsAction.SessionExpired;
      order.actionCodeDescription = EXPIRED_DESCRIPTION;
    }
    return order;
  }

  private authenticate(p: Params): RbsAnswer | undefined {
    const known = sameSecret(p.userName ?? '', this.options.userName);
    return sameSecret(p.password ?? '', this.options.password) && known
      ? undefined
      : fail(5, 'Access denied');
  }
}

/** Compares a secret in constant time (for equal lengths). */
function sameSecret(sent: string, kept: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(kept);
  return a.length === b.length && timingSafeEqual(a, b);
}

function paymentState(orderStatus: number): string {
  switch (orderStatus) {
    case RbsStatus.Deposited:
      return 'DEPOSITED';
    case RbsStatus.Refunded:
      return 'REFUNDED';
    case RbsStatus.Reversed:
      return 'REVERSED';
    case RbsStatus.Declined:
      return 'DECLINED';
    case RbsStatus.PreAuthorized:
      return 'APPROVED';
    default:
      return 'CREATED';
  }
}
