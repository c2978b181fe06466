import { eq } from 'drizzle-orm';
import { defaultDeliveryFees, regions, type DeliveryFee, type Region } from '@voski/contract';
import type { Db } from '../../db/client.ts';
import { deliveryFees } from '../../db/schema/index.ts';
import { ChangeSignal } from '../catalog/changes.ts';

/** Delivery fees by region: the defaults, changed by staff where they set one. */
export class DeliveryFeeService {
  /** Fires after staff change a fee (the storefront shows them). */
  readonly changes = new ChangeSignal();

  constructor(private readonly db: Db) {}

  async list(): Promise<DeliveryFee[]> {
    const rows = await this.db.select().from(deliveryFees);
    const set = new Map(rows.map((r) => [r.region, r.fee]));
    return regions.map((region) => ({
      region,
      fee: set.get(region) ?? defaultDeliveryFees[region],
    }));
  }

  async fee(region: Region): Promise<number> {
    const [row] = await this.db
      .select({ fee: deliveryFees.fee })
      .from(deliveryFees)
      .where(eq(deliveryFees.region, region));
    return row?.fee ?? defaultDeliveryFees[region];
  }

  async set(fees: readonly DeliveryFee[]): Promise<DeliveryFee[]> {
    await this.db.transaction(async (tx) => {
      for (const { region, fee } of fees) {
        await tx
          .insert(deliveryFees)
          .values({ region, fee })
          .onConflictDoUpdate({
            target: deliveryFees.region,
            set: { fee, updated_at: new Date() },
          });
      }
    });
    this.changes.emit();
    return this.list();
  }
}
