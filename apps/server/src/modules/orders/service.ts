import type { Db } from '../../db/client.ts';
import { loggableDatabaseError } from '../../db/errors.ts';
import type { ThrottleStore } from '../../http/throttle-store.ts';
import type { ProductService } from '../catalog/products.ts';
import type { PaymentService } from '../payments/service.ts';
import { DeliveryFeeService } from './delivery.ts';
import { OrderDesk } from './desk.ts';
import { OrderPlacer, type PlacingOptions } from './placing.ts';
import { PaymentSettlement } from './settlement.ts';

export type OrderOptions = PlacingOptions;

/** Orders from checkout to delivery: placing, payment settlement, the staff desk. */
export class OrderService {
  readonly fees: DeliveryFeeService;
  readonly placing: OrderPlacer;
  readonly settlement: PaymentSettlement;
  readonly desk: OrderDesk;
  /** Where payers come back to from a gateway. */
  readonly resultPages: { success: string; failure: string };
  private sweeper: NodeJS.Timeout | undefined;
  private sweeping: Promise<unknown> | undefined;

  constructor(
    db: Db,
    deps: { products: ProductService; payments: PaymentService; throttles: ThrottleStore },
    options: OrderOptions,
    private readonly log: (message: string) => void,
  ) {
    this.resultPages = deps.payments.resultPages;
    this.fees = new DeliveryFeeService(db);
    this.settlement = new PaymentSettlement(db, deps.payments, log);
    this.placing = new OrderPlacer(
      db,
      deps.products,
      deps.payments,
      this.fees,
      deps.throttles,
      options,
      log,
    );
    this.desk = new OrderDesk(db, this.settlement);
  }

  /** Expires unpaid orders and finishes interrupted refunds every `everyMs`. */
  startSweeper(everyMs = 60_000): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => {
      this.sweeping ??= this.settlement
        .sweep()
        .catch((error: unknown) => {
          const shown = loggableDatabaseError(error) ?? (error as Error);
          this.log(`Order sweep failed: ${shown.message}`);
        })
        .finally(() => (this.sweeping = undefined));
    }, everyMs);
    this.sweeper.unref();
  }

  /** Stops sweeping, after the sweep under way (if any) ends. */
  async stopSweeper(): Promise<void> {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
    await this.sweeping;
  }
}
