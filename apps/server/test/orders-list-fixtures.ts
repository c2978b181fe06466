import {
  addDays,
  paymentStatuses,
  type Order,
  type OrderStatusId,
  type PaymentStatus,
} from '@voski/contract';
import type { Db } from '../src/db/client.ts';
import { orders } from '../src/db/schema/index.ts';

/**
 * 1,000 orders with every field known from their index alone, so a test can count by hand
 * what each filter must find. They span 50 shop days from FIRST_DAY, at all hours of the day
 * (the ones near midnight test the shop's time zone), in every status and payment status.
 */
export const ORDER_COUNT = 1000;
export const FIRST_DAY = '2025-03-01';
export const DAY_COUNT = 50;

const names = ['Anahit', 'Aram', 'Mariam', 'Davit', 'Lilit', 'Narek', 'Ani', 'Tigran'];
const surnames = ['Petrosyan', 'Sargsyan', 'Hakobyan', 'Grigoryan', 'Harutyunyan'];
/** Far in the future: a pending payment that is still awaited. */
const NOT_YET = new Date('2100-01-01T00:00:00Z');

export interface FixtureOrder {
  index: number;
  /** Set once stored. */
  id: number;
  name: string;
  surname: string;
  email: string;
  phone: string;
  /** The shop day (Asia/Yerevan, UTC+4 all year) the order was placed on. */
  day: string;
  created_at: Date;
  done: OrderStatusId;
  /** As stored. */
  stored_status: PaymentStatus;
  /** As staff see it: a pending payment past its time reads as expired. */
  payment_status: PaymentStatus;
  total: number;
}

const two = (n: number) => String(n).padStart(2, '0');

export function fixtureOrder(index: number): FixtureOrder {
  const name = names[index % names.length]!;
  const day = addDays(FIRST_DAY, index % DAY_COUNT);
  const time = `${two((index * 7) % 24)}:${two((index * 13) % 60)}:${two(index % 60)}`;
  const stored = paymentStatuses[Math.floor(index / 4) % paymentStatuses.length]!;
  const overdue = stored === 'pending' && index % 3 !== 0;
  return {
    index,
    id: 0,
    name,
    surname: surnames[index % surnames.length]!,
    email: `${name.toLowerCase()}.${index}@example.am`,
    phone: `+374 9${index % 10} ${String(index).padStart(6, '0')}`,
    day,
    created_at: new Date(`${day}T${time}+04:00`),
    done: (index % 4) as OrderStatusId,
    stored_status: stored,
    payment_status: overdue ? 'expired' : stored,
    total: 10_000 + index * 10,
  };
}

/** Stores the fixture in bulk; answers the orders with their ids. */
export async function seedFixtureOrders(db: Db): Promise<FixtureOrder[]> {
  const fixture = Array.from({ length: ORDER_COUNT }, (_, i) => fixtureOrder(i));
  for (let start = 0; start < fixture.length; start += 250) {
    const chunk = fixture.slice(start, start + 250);
    const stored = await db
      .insert(orders)
      .values(
        chunk.map((o) => ({
          name: o.name,
          surname: o.surname,
          email: o.email,
          phone: o.phone,
          region: 'Yerevan',
          address: `Street ${o.index}`,
          lines: [{ id: 1, title: 'Ring', model: 'VS-1', price: o.total - 1500, quantity: 1 }],
          subtotal: o.total - 1500,
          delivery: 1500,
          total: o.total,
          payment_type: 1,
          payment_status: o.stored_status,
          payment_id: `fixture-${o.index}`,
          payment_url: '',
          payment_details: {},
          done: o.done,
          expires_at:
            o.stored_status === 'pending' && o.payment_status === 'pending'
              ? NOT_YET
              : new Date(o.created_at.getTime() + 30 * 60_000),
          created_at: o.created_at,
          updated_at: o.created_at,
        })),
      )
      .returning({ id: orders.id });
    stored.forEach((row, i) => (chunk[i]!.id = row.id));
  }
  return fixture;
}

/** Newest first, as the list answers. */
export const newestFirst = (a: FixtureOrder, b: FixtureOrder) =>
  b.created_at.getTime() - a.created_at.getTime() || b.id - a.id;

export const idsOf = (list: readonly Pick<Order, 'id'>[]) => list.map((o) => o.id);
