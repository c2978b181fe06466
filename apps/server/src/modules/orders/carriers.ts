import { asc, count, eq } from 'drizzle-orm';
import {
  CARRIERS_MAX,
  fulfilmentMessages as m,
  type Carrier,
  type CarrierBody,
} from '@voski/contract';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { carriers } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../http/errors.ts';

export type CarrierRow = typeof carriers.$inferSelect;

const carrierView = (row: CarrierRow): Carrier => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** The carriers staff send orders with (issue 38): a name and a tracking address template. */
export class CarrierService {
  constructor(private readonly db: Db) {}

  async list(): Promise<Carrier[]> {
    const rows = await this.db.select().from(carriers).orderBy(asc(carriers.name));
    return rows.map(carrierView);
  }

  /** The carrier an order is sent with; an id not on the list is the field's 422. */
  async find(tx: Tx, id: number): Promise<CarrierRow> {
    const [row] = await tx.select().from(carriers).where(eq(carriers.id, id));
    if (!row) throw invalid({ carrier_id: [m.carrierUnknown] });
    return row;
  }

  async create(body: CarrierBody): Promise<Carrier> {
    return this.unique(() =>
      this.db.transaction(async (tx) => {
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(carriers);
        if (n >= CARRIERS_MAX) throw invalid({ name: [m.carriersFull] });
        const [row] = await tx.insert(carriers).values(body).returning();
        return carrierView(row!);
      }),
    );
  }

  async update(id: number, body: CarrierBody): Promise<Carrier> {
    return this.unique(async () => {
      const [row] = await this.db.update(carriers).set(body).where(eq(carriers.id, id)).returning();
      if (!row) throw notFound(m.carrierNotFound);
      return carrierView(row);
    });
  }

  /** Orders sent with it keep their carrier's name and tracking address. */
  async remove(id: number): Promise<void> {
    const removed = await this.db
      .delete(carriers)
      .where(eq(carriers.id, id))
      .returning({ id: carriers.id });
    if (removed.length === 0) throw notFound(m.carrierNotFound);
  }

  /** Two carriers of one name (in any case): the unique index decides, as a 422. */
  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid({ name: [m.carrierNameTaken] });
      throw error;
    }
  }
}
