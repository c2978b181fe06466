import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/content.ts';
import { ChangeSignal } from '../../lib/change-signal.ts';
import { Remembered } from '../../lib/remembered.ts';

/** Shop-wide values by key, stored as JSON. */
export class SettingsService {
  /** Fires after every committed change (the storefront shows it). */
  readonly changes = new ChangeSignal();

  /** Every value by key: a few small rows, read by every page. */
  private readonly all: Remembered<Map<string, unknown>>;

  constructor(
    private readonly db: Db,
    /** Other instances' changes, when there are any (Redis): they make this one forget too. */
    elsewhere: readonly ChangeSignal[] = [],
  ) {
    this.all = new Remembered(
      async () => new Map((await db.select().from(settings)).map((row) => [row.key, row.value])),
      { forgetOn: [this.changes, ...elsewhere] },
    );
  }

  async get<T>(key: string, fallback: T): Promise<T> {
    const values = await this.all.get();
    return values.has(key) ? (values.get(key) as T) : fallback;
  }

  async set(key: string, value: unknown): Promise<void> {
    await this.db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updated_at: new Date() } });
    this.changes.emit();
  }
}
