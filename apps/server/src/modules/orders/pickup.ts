import { asc } from 'drizzle-orm';
import {
  pickupMessages,
  type Locale,
  type PickupPointsBody,
  type PickupPointView,
} from '@voski/contract';
import type { Db } from '../../db/client.ts';
import { contacts, pickupPoints } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import type { ChangeSignal } from '../../lib/change-signal.ts';

/** The addresses of one language of the contact information, `[]` when it has none. */
function addressesOf(json: string): string[] {
  try {
    const list = JSON.parse(json) as { address?: unknown }[];
    return Array.isArray(list) ? list.map((a) => String(a?.address ?? '')) : [];
  } catch {
    return [];
  }
}

/**
 * Pickup points (issue 38): shop addresses of the contact information, by their number in the
 * list, where customers may collect their orders; an address no longer there is not offered.
 */
export class PickupPoints {
  constructor(
    private readonly db: Db,
    /** The storefront shows them at checkout: told like a zone's change. */
    private readonly changes: ChangeSignal,
  ) {}

  private async addresses() {
    const [row] = await this.db.select().from(contacts).orderBy(asc(contacts.id)).limit(1);
    const hy = addressesOf(row?.addresses ?? '[]');
    const other = (json: string | undefined) => {
      const list = addressesOf(json ?? '[]');
      return list.length ? list : hy;
    };
    return { hy, en: other(row?.addresses_en), ru: other(row?.addresses_ru) };
  }

  async list(): Promise<PickupPointView[]> {
    const [addresses, rows] = await Promise.all([
      this.addresses(),
      this.db.select().from(pickupPoints).orderBy(asc(pickupPoints.id)),
    ]);
    return rows
      .filter((row) => addresses.hy[row.id - 1])
      .map((row) => ({
        id: row.id,
        address: addresses.hy[row.id - 1]!,
        address_en: addresses.en[row.id - 1] ?? addresses.hy[row.id - 1]!,
        address_ru: addresses.ru[row.id - 1] ?? addresses.hy[row.id - 1]!,
        hours: row.hours,
        hours_en: row.hours_en,
        hours_ru: row.hours_ru,
      }));
  }

  /** The point's address and hours in a language; undefined when there is no such point. */
  async find(
    id: number,
    language: Locale,
  ): Promise<{ address: string; hours: string } | undefined> {
    const point = (await this.list()).find((p) => p.id === id);
    if (!point) return undefined;
    const suffix = language === 'hy' ? '' : (`_${language}` as const);
    return { address: point[`address${suffix}`], hours: point[`hours${suffix}`] };
  }

  /** The pickup points are these addresses, with these hours (the others are not). */
  async set(points: PickupPointsBody['points']): Promise<PickupPointView[]> {
    const { hy } = await this.addresses();
    const errors: Record<string, string[]> = {};
    points.forEach((point, i) => {
      if (!hy[point.id - 1]) errors[`points.${i}.id`] = [pickupMessages.address];
    });
    if (Object.keys(errors).length) throw invalid(errors);
    await this.db.transaction(async (tx) => {
      await tx.delete(pickupPoints);
      if (points.length) await tx.insert(pickupPoints).values(points);
    });
    this.changes.emit();
    return this.list();
  }
}

/**
 * Where an order collected in store is collected: the zone must offer collecting and the point
 * must be one of the shop's (a 422 under `pickup` otherwise).
 */
export async function pickupFor(
  points: PickupPoints,
  zone: { pickup: boolean } | undefined,
  id: number,
  language: Locale,
): Promise<{ id: number; address: string; hours: string }> {
  if (!zone?.pickup) throw invalid({ pickup: [pickupMessages.notHere] });
  const point = await points.find(id, language);
  if (!point) throw invalid({ pickup: [pickupMessages.unknown] });
  return { id, ...point };
}
