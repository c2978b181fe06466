import type { Quote, QuoteBody, Rate } from '@voski/contract';
import type { Db } from '../../db/client.ts';
import type { ThrottleStore } from '../../http/throttle-store.ts';
import type { ProductService } from '../catalog/products.ts';
import type { MailService } from '../mail/service.ts';
import type { PaymentOrders } from '../payments/plugin.ts';
import type { PaymentService } from '../payments/service.ts';
import type { PromotionService } from '../promotions/service.ts';
import { CustomerOrders } from './customer.ts';
import { CarrierService } from './carriers.ts';
import { DeliveryFeeService } from './delivery.ts';
import { PickupPoints } from './pickup.ts';
import { OrderDesk } from './desk.ts';
import { OrderFulfilment } from './fulfilment.ts';
import { OrderNotices } from './notices.ts';
import { StockHolds } from './holds.ts';
import { PaymentChecks } from './payment-checks.ts';
import { paymentOrders } from './payment-orders.ts';
import { OrderPlacer, type PlacingOptions } from './placing.ts';
import { quoteBasket } from './quote.ts';
import { PaymentSettlement } from './settlement.ts';

export type OrderOptions = PlacingOptions & {
  /** Gateway asks one client may cause in ten minutes; 0: no limit. */
  checkLimitPerIp: number;
  /** How long staff may take a move to in transit or delivered back (issue 38). */
  undoMinutes: number;
  /** The time now, for taking moves back (tests move it on); default: the system's. */
  clock?: () => Date;
};

/** Orders from checkout to delivery: placing, payment settlement, the staff desk. */
export class OrderService {
  readonly fees: DeliveryFeeService;
  /** Shop addresses customers may collect orders at (issue 38). */
  readonly pickup: PickupPoints;
  readonly placing: OrderPlacer;
  readonly settlement: PaymentSettlement;
  readonly desk: OrderDesk;
  /** The order's page for staff: notes, sending with tracking, taking a move back. */
  readonly fulfilment: OrderFulfilment;
  readonly carriers: CarrierService;
  readonly customers: CustomerOrders;
  /** The basket priced as placing it would price it now. */
  readonly quote: (body: QuoteBody) => Promise<Quote>;
  /** Unpaid orders' hold on pieces: caps, the payer's extension, staff's list and release. */
  readonly holds: StockHolds;
  /** Counts the gateway asks each client causes, before they are made. */
  readonly checks: PaymentChecks;
  /** What payment providers' callbacks may read and change of orders (payments/plugin.ts). */
  readonly forProviders: PaymentOrders;

  constructor(
    db: Db,
    deps: {
      products: ProductService;
      promotions: PromotionService;
      payments: PaymentService;
      throttles: ThrottleStore;
      mail: MailService;
      rates: () => Promise<Rate[]>;
    },
    options: OrderOptions,
    private readonly log: (message: string) => void,
  ) {
    this.checks = new PaymentChecks(deps.throttles, options.checkLimitPerIp);
    this.fees = new DeliveryFeeService(db);
    this.pickup = new PickupPoints(db, this.fees.changes);
    const notices = new OrderNotices(deps.mail);
    this.settlement = new PaymentSettlement(db, deps.payments, notices, log, (products) =>
      deps.products.changes.emit({ products }),
    );
    this.holds = new StockHolds(db, options.holds, (row) => this.settlement.settleDue(row));
    this.placing = new OrderPlacer(
      db,
      deps.products,
      deps.promotions,
      deps.payments,
      this.fees,
      this.pickup,
      deps.throttles,
      this.holds,
      options,
      log,
    );
    this.desk = new OrderDesk(db, this.settlement, notices);
    this.carriers = new CarrierService(db);
    this.fulfilment = new OrderFulfilment(db, notices, this.carriers, deps.mail.shop, {
      undoMinutes: options.undoMinutes,
      clock: options.clock ?? (() => new Date()),
    });
    this.customers = new CustomerOrders(db, this.desk, this.holds, (row) =>
      this.settlement.refundsByHand(row),
    );
    this.forProviders = paymentOrders(db, this.settlement, this.checks);
    this.quote = (body) =>
      quoteBasket(body, {
        products: deps.products,
        promotions: deps.promotions,
        fees: this.fees,
        pickup: this.pickup,
        rates: deps.rates,
      });
  }
}
