import type { Currency, Rate } from '@voski/contract';
import type { Db } from '../../db/client.ts';
import { rates } from '../../db/schema/index.ts';

const order: Currency[] = ['AMD', 'USD', 'RUB'];

export class RateService {
  constructor(private readonly db: Db) {}

  async list(): Promise<Rate[]> {
    const rows = await this.db.select().from(rates);
    const stored = new Map(rows.map((r) => [r.current, r.value]));
    return order
      .filter((c) => c === 'AMD' || stored.has(c))
      .map((current) => ({ current, value: current === 'AMD' ? 1 : stored.get(current)! }));
  }

  /** Sets rates that are not there yet; existing ones are kept. */
  async seed(values: Partial<Record<Exclude<Currency, 'AMD'>, number>>): Promise<void> {
    const rows = Object.entries(values).map(([current, value]) => ({ current, value }));
    if (rows.length) await this.db.insert(rates).values(rows).onConflictDoNothing();
  }
}
