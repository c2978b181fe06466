import {
  defaultZoneFees,
  deliveryZones,
  regions,
  zoneOfRegion,
  type DeliveryFee,
  type DeliveryZone,
  type DeliveryZonesBody,
  type DeliveryZoneView,
} from '@voski/contract';
import type { Db } from '../../db/client.ts';
import { deliveryFees } from '../../db/schema/index.ts';
import { ChangeSignal } from '../../lib/change-signal.ts';

/** Delivery zones: the default fees, changed or switched off by staff where they did. */
export class DeliveryFeeService {
  /** Fires after staff change a zone (the storefront shows them). */
  readonly changes = new ChangeSignal();

  constructor(private readonly db: Db) {}

  async zones(): Promise<DeliveryZoneView[]> {
    const rows = await this.db.select().from(deliveryFees);
    const set = new Map(rows.map((r) => [r.region, r]));
    return deliveryZones.map((zone) => ({
      zone,
      fee: set.get(zone)?.fee ?? defaultZoneFees[zone],
      enabled: set.get(zone)?.enabled ?? true,
    }));
  }

  async zone(zone: DeliveryZone): Promise<DeliveryZoneView> {
    return (await this.zones()).find((z) => z.zone === zone)!;
  }

  /** The legacy view: the fee of each region, as its zone has it. */
  async list(): Promise<DeliveryFee[]> {
    const zones = new Map((await this.zones()).map((z) => [z.zone, z.fee]));
    return regions.map((region) => ({ region, fee: zones.get(zoneOfRegion(region))! }));
  }

  async setZones(changes: DeliveryZonesBody['zones']): Promise<DeliveryZoneView[]> {
    const current = new Map((await this.zones()).map((z) => [z.zone, z]));
    await this.db.transaction(async (tx) => {
      for (const change of changes) {
        const next = { ...current.get(change.zone)!, ...definedOf(change) };
        await tx
          .insert(deliveryFees)
          .values({ region: next.zone, fee: next.fee, enabled: next.enabled })
          .onConflictDoUpdate({
            target: deliveryFees.region,
            set: { fee: next.fee, enabled: next.enabled, updated_at: new Date() },
          });
      }
    });
    this.changes.emit();
    return this.zones();
  }

  /** The legacy call: a region's fee is its zone's (setting Lori's sets every province's). */
  async set(fees: readonly DeliveryFee[]): Promise<DeliveryFee[]> {
    await this.setZones(fees.map(({ region, fee }) => ({ zone: zoneOfRegion(region), fee })));
    return this.list();
  }
}

const definedOf = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
