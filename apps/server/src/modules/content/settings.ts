import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/content.ts';
import { ChangeSignal } from '../../lib/change-signal.ts';

/** Shop-wide values by key, stored as JSON. */
export class SettingsService {
  /** Fires after every committed change (the storefront shows it). */
  readonly changes = new ChangeSignal();

  constructor(private readonly db: Db) {}

  async get<T>(key: string, fallback: T): Promise<T> {
    const [row] = await this.db.select().from(settings).where(eq(settings.key, key));
    return row ? (row.value as T) : fallback;
  }

  async set(key: string, value: unknown): Promise<void> {
    await this.db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updated_at: new Date() } });
    this.changes.emit();
  }
}
