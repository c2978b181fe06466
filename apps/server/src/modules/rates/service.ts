import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { RATE_CHANGE_UNCONFIRMED, type Currency, type Rate } from '@voski/contract';
import { invalid } from '../../http/errors.ts';
import type { Db } from '../../db/client.ts';
import { rates } from '../../db/schema/index.ts';
import { rateHistory } from '../../db/schema/content.ts';
import { ChangeSignal } from '../../lib/change-signal.ts';
import { Remembered } from '../../lib/remembered.ts';
import { fetchLatestRates } from './cba.ts';

const order: Currency[] = ['AMD', 'USD', 'RUB'];
export type ForeignCurrency = Exclude<Currency, 'AMD'>;
const foreign: ForeignCurrency[] = ['USD', 'RUB'];

export interface RateSourceOptions {
  /** The CBA service address; none turns automatic refreshing off. */
  url?: string;
  timeoutMs: number;
  refreshMs: number;
}

export type RefreshResult =
  { ok: true; date: string; updated: ForeignCurrency[] } | { ok: false; error: string };

const today = () => new Date().toISOString().slice(0, 10);

export class RateService {
  /** Fires after rates are stored: by staff, by the scheduled refresh, or seeded. */
  readonly changes = new ChangeSignal();
  /** Today's rates: every page prices with them. */
  private readonly current: Remembered<Rate[]>;

  constructor(
    private readonly db: Db,
    private readonly source: RateSourceOptions = { timeoutMs: 10_000, refreshMs: 6 * 3_600_000 },
    private readonly log: (message: string) => void = () => {},
    /** Other instances' changes, when there are any (Redis): they make this one forget too. */
    elsewhere: readonly ChangeSignal[] = [],
  ) {
    this.current = new Remembered(
      async () => {
        const rows = await db.select().from(rates);
        const stored = new Map(rows.map((r) => [r.current, r.value]));
        return order
          .filter((c) => c === 'AMD' || stored.has(c))
          .map((current) => ({ current, value: current === 'AMD' ? 1 : stored.get(current)! }));
      },
      { forgetOn: [this.changes, ...elsewhere] },
    );
  }

  async list(): Promise<Rate[]> {
    return this.current.get();
  }

  /** Full records for staff: value, where it came from, and when. */
  async details() {
    const rows = await this.db.select().from(rates);
    return rows.map((r) => ({
      current: r.current,
      value: r.value,
      source: r.source,
      updated_at: r.updated_at.toISOString(),
    }));
  }

  /** Sets starting rates where none are stored; the automatic source replaces them. */
  async seed(values: Partial<Record<ForeignCurrency, number>>): Promise<void> {
    const rows = Object.entries(values).map(([current, value]) => ({
      current,
      value,
      source: 'seed',
    }));
    if (!rows.length) return;
    // Also in the history: it is the reference a rate set by hand is checked against until the
    // automatic source's first refresh.
    await this.db.transaction(async (tx) => {
      const seeded = await tx
        .insert(rates)
        .values(rows)
        .onConflictDoNothing()
        .returning({ current: rates.current, value: rates.value, source: rates.source });
      if (seeded.length) {
        await tx
          .insert(rateHistory)
          .values(seeded.map((r) => ({ ...r, rate_date: today() })))
          .onConflictDoNothing();
      }
    });
    this.changes.emit();
  }

  /**
   * A rate set by hand: kept until staff hand it back to the automatic source. One far from the
   * last automatic rate (a slip of a digit, or an insider cheapening PayPal orders) needs
   * `confirmed`.
   */
  async setManual(current: ForeignCurrency, value: number, confirmed = false): Promise<void> {
    const reference = await this.lastAutomatic(current);
    if (!confirmed && reference && Math.abs(value / reference - 1) > RATE_CHANGE_UNCONFIRMED) {
      // Under `confirm`, the field it asks for: a back-office tells it from a refused value.
      throw invalid({
        confirm: [
          `The rate is more than ${RATE_CHANGE_UNCONFIRMED * 100}% away from the last automatic ` +
            `rate (${reference}): send confirm: true to set it anyway.`,
        ],
      });
    }
    await this.write(current, value, 'manual', today());
  }

  /** The latest rate the automatic source (or, before its first refresh, the seed) gave. */
  private async lastAutomatic(current: ForeignCurrency): Promise<number | undefined> {
    const [row] = await this.db
      .select({ value: rateHistory.value })
      .from(rateHistory)
      .where(and(eq(rateHistory.current, current), ne(rateHistory.source, 'manual')))
      // The central bank's latest; the starting rate only while the bank has not answered yet.
      .orderBy(
        sql`${rateHistory.source} = 'seed'`,
        desc(rateHistory.rate_date),
        desc(rateHistory.id),
      )
      .limit(1);
    if (row) return row.value;
    const [stored] = await this.db
      .select({ value: rates.value })
      .from(rates)
      .where(and(eq(rates.current, current), ne(rates.source, 'manual')));
    return stored?.value;
  }

  /** Hands a rate back to the automatic source, which sets it at its next refresh. */
  async setAutomatic(current: ForeignCurrency): Promise<void> {
    await this.db.update(rates).set({ source: 'cba' }).where(eq(rates.current, current));
    this.changes.emit();
  }

  /** The latest `limit` entries of a rate's history, oldest first. */
  async history(current: ForeignCurrency, limit: number) {
    const rows = await this.db
      .select()
      .from(rateHistory)
      .where(eq(rateHistory.current, current))
      .orderBy(desc(rateHistory.rate_date), desc(rateHistory.id))
      .limit(limit);
    return rows.reverse().map((r) => ({ date: r.rate_date, value: r.value, source: r.source }));
  }

  /**
   * Reads the latest published rates and stores those not pinned by hand. When the source
   * fails, nothing changes: the shop goes on with the last good rates.
   */
  async refresh(): Promise<RefreshResult> {
    if (!this.source.url) return { ok: false, error: 'No rate source configured' };
    try {
      const published = await fetchLatestRates(this.source.url, this.source.timeoutMs);
      const pinned = new Set(
        (await this.db.select().from(rates))
          .filter((r) => r.source === 'manual')
          .map((r) => r.current),
      );
      const updated: ForeignCurrency[] = [];
      for (const current of foreign) {
        const value = published.values[current];
        if (value === undefined || pinned.has(current)) continue;
        await this.write(current, value, 'cba', published.date);
        updated.push(current);
      }
      return { ok: true, date: published.date, updated };
    } catch (error) {
      const message = (error as Error).message;
      this.log(`Exchange rates not refreshed, keeping the last good ones: ${message}`);
      return { ok: false, error: message };
    }
  }

  private async write(current: ForeignCurrency, value: number, source: string, day: string) {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(rates)
        .values({ current, value, source })
        .onConflictDoUpdate({
          target: rates.current,
          set: { value, source, updated_at: new Date() },
        });
      await tx
        .insert(rateHistory)
        .values({ current, value, source, rate_date: day })
        .onConflictDoUpdate({
          target: [rateHistory.current, rateHistory.rate_date, rateHistory.source],
          set: { value, updated_at: new Date() },
        });
    });
    this.changes.emit();
  }
}
