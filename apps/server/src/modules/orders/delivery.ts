import { asc, eq, sql } from 'drizzle-orm';
import {
  deliveryZones as deliveryZoneKeys,
  matchZone,
  orderCountry,
  regions,
  zoneMessages,
  zoneOfRegion,
  type DeliveryFee,
  type DeliveryZoneBody,
  type DeliveryZonesBody,
  type DeliveryZoneView,
  type NewDeliveryZoneBody,
} from '@voski/contract';
import type { Db } from '../../db/client.ts';
import { deliveryZones } from '../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';
import { ChangeSignal } from '../../lib/change-signal.ts';

type ZoneRow = typeof deliveryZones.$inferSelect;

const view = (row: ZoneRow): DeliveryZoneView => ({
  zone: row.zone,
  name: row.name,
  name_en: row.name_en,
  name_ru: row.name_ru,
  countries: row.countries,
  regions: row.regions,
  other_countries: row.other_countries,
  fee: row.fee,
  free_above: row.free_above,
  enabled: row.enabled,
  pickup: row.pickup,
});

/** Delivery zones as staff edit them (issue 38): where each delivers, its fee, its switch. */
export class DeliveryFeeService {
  /** Fires after staff change a zone (the storefront shows them). */
  readonly changes = new ChangeSignal();

  constructor(private readonly db: Db) {}

  async zones(): Promise<DeliveryZoneView[]> {
    const rows = await this.db
      .select()
      .from(deliveryZones)
      .orderBy(asc(deliveryZones.position), asc(deliveryZones.zone));
    return rows.map(view);
  }

  /** The zone an order to this destination goes to; undefined: the shop does not deliver there. */
  async zoneFor(country: string, region: string): Promise<DeliveryZoneView | undefined> {
    return matchZone(await this.zones(), country, region);
  }

  /**
   * The legacy view: the fee of each region, as the zone its orders go to has it (the seeded
   * zone of its key when no zone takes it, so the list always has every region).
   */
  async list(): Promise<DeliveryFee[]> {
    const zones = await this.zones();
    const byKey = new Map(zones.map((z) => [z.zone, z]));
    return regions.map((region) => {
      const zone =
        matchZone(zones, orderCountry(undefined, region), region) ??
        byKey.get(zoneOfRegion(region));
      return { region, fee: zone?.fee ?? 0 };
    });
  }

  /** The fee, free amount or switch of some zones. */
  async setZones(changes: DeliveryZonesBody['zones']): Promise<DeliveryZoneView[]> {
    const known = new Set((await this.zones()).map((z) => z.zone));
    const errors: Record<string, string[]> = {};
    changes.forEach((change, i) => {
      if (!known.has(change.zone)) errors[`zones.${i}.zone`] = [zoneMessages.unknown];
    });
    if (Object.keys(errors).length) throw invalid(errors);
    await this.db.transaction(async (tx) => {
      for (const { zone, ...change } of changes) {
        const set = definedOf(change);
        if (!Object.keys(set).length) continue;
        await tx
          .update(deliveryZones)
          .set({ ...set, updated_at: new Date() })
          .where(eq(deliveryZones.zone, zone));
      }
    });
    this.changes.emit();
    return this.zones();
  }

  /** The legacy call: a region's fee is its zone's (setting Lori's sets every province's). */
  async set(fees: readonly DeliveryFee[]): Promise<DeliveryFee[]> {
    const zones = await this.zones();
    const keyOf = (region: (typeof fees)[number]['region']) =>
      matchZone(zones, orderCountry(undefined, region), region)?.zone ?? zoneOfRegion(region);
    await this.setZones(fees.map(({ region, fee }) => ({ zone: keyOf(region), fee })));
    return this.list();
  }

  async add(body: NewDeliveryZoneBody): Promise<DeliveryZoneView> {
    const zones = await this.zones();
    if (zones.some((z) => z.zone.toLowerCase() === body.zone.toLowerCase()))
      throw invalid({ zone: [zoneMessages.keyTaken] });
    checkOverlaps(body, zones);
    const [row] = await this.db
      .insert(deliveryZones)
      .values({
        ...body,
        position: sql`(select coalesce(max(${deliveryZones.position}), 0) + 1 from ${deliveryZones})`,
      })
      .returning();
    this.changes.emit();
    return view(row!);
  }

  /** Deletes a zone staff added; the seeded ones are switched off instead (ADR 0041). */
  async remove(key: string): Promise<void> {
    if ((deliveryZoneKeys as readonly string[]).includes(key)) throw conflict(zoneMessages.seeded);
    const deleted = await this.db
      .delete(deliveryZones)
      .where(eq(deliveryZones.zone, key))
      .returning({ zone: deliveryZones.zone });
    if (!deleted.length) throw notFound('Delivery zone not found.');
    this.changes.emit();
  }

  async update(key: string, body: DeliveryZoneBody): Promise<DeliveryZoneView> {
    const zones = await this.zones();
    if (!zones.some((z) => z.zone === key)) throw notFound('Delivery zone not found.');
    checkOverlaps(
      { ...body, zone: key },
      zones.filter((z) => z.zone !== key),
    );
    const [row] = await this.db
      .update(deliveryZones)
      .set({ ...body, updated_at: new Date() })
      .where(eq(deliveryZones.zone, key))
      .returning();
    this.changes.emit();
    return view(row!);
  }
}

/**
 * A destination is delivered by one zone: a country named by two zones is refused unless both
 * are of Armenia and split its provinces (a whole-country zone then takes the rest).
 */
function checkOverlaps(
  zone: Pick<DeliveryZoneView, 'zone' | 'countries' | 'regions' | 'other_countries'>,
  others: readonly DeliveryZoneView[],
): void {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const code of zone.countries) {
    for (const other of others.filter((o) => o.countries.includes(code))) {
      if (!zone.regions.length && !other.regions.length) {
        add('countries', zoneMessages.countryTaken(code, other.zone));
      }
      for (const region of zone.regions.filter((r) => other.regions.includes(r))) {
        add('regions', zoneMessages.regionTaken(region, other.zone));
      }
    }
  }
  const otherWorld = others.find((o) => o.other_countries);
  if (zone.other_countries && otherWorld) {
    add('other_countries', zoneMessages.otherTaken(otherWorld.zone));
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

const definedOf = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
