import { desc, eq } from 'drizzle-orm';
import { staffMessages } from '@voski/contract';
import type { Db } from '../../db/client.ts';
import { withIsoDates } from '../../db/rows.ts';
import { slides } from '../../db/schema/content.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { ChangeSignal } from '../../lib/change-signal.ts';
import { Remembered } from '../../lib/remembered.ts';
import type { MediaStore } from '../media/store.ts';
import type { SettingsService } from './settings.ts';

export const DEFAULT_SLIDE_INTERVAL = 3000;
const INTERVAL_KEY = 'slides.interval';
const slideNotFound = () => notFound(staffMessages.slideNotFound);

type SlideWord = 'title' | 'text' | 'button' | 'alt';

export type SlideFields = { url: string; priority: number } & {
  [K in SlideWord | `${SlideWord}_en` | `${SlideWord}_ru`]?: string;
};

export class SlideService {
  /** Fires after every committed change (the interval is a setting: see SettingsService). */
  readonly changes = new ChangeSignal();

  /** Every home page shows the slides. */
  private readonly all: Remembered<Awaited<ReturnType<SlideService['read']>>>;

  constructor(
    private readonly db: Db,
    private readonly media: MediaStore,
    private readonly settings: SettingsService,
    /** Other instances' changes, when there are any (Redis): they make this one forget too. */
    elsewhere: readonly ChangeSignal[] = [],
  ) {
    this.all = new Remembered(() => this.read(), { forgetOn: [this.changes, ...elsewhere] });
  }

  /** Highest priority first; among equals, the newest first. */
  list() {
    return this.all.get();
  }

  private async read() {
    const rows = await this.db
      .select()
      .from(slides)
      .orderBy(desc(slides.priority), desc(slides.id));
    return rows.map(withIsoDates);
  }

  async get(id: number) {
    const [row] = await this.db.select().from(slides).where(eq(slides.id, id));
    if (!row) throw slideNotFound();
    return withIsoDates(row);
  }

  interval(): Promise<number> {
    return this.settings.get(INTERVAL_KEY, DEFAULT_SLIDE_INTERVAL);
  }

  async setInterval(ms: number): Promise<number> {
    await this.settings.set(INTERVAL_KEY, ms);
    return ms;
  }

  async create(fields: SlideFields, image: string | undefined) {
    if (!image) throw invalid({ image: ['The image field is required.'] });
    const [row] = await this.db
      .insert(slides)
      .values({ ...fields, image })
      .returning();
    this.changes.emit();
    return withIsoDates(row!);
  }

  /** Changes a slide; a new image replaces the old one, whose files go after the change. */
  async update(id: number, fields: Partial<SlideFields>, image: string | undefined) {
    const { row, replaced } = await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ image: slides.image })
        .from(slides)
        .where(eq(slides.id, id))
        .for('update');
      if (!before) throw slideNotFound();
      const replaced = image ? [before.image] : [];
      await this.media.release(replaced, tx);
      const [row] = await tx
        .update(slides)
        .set({ ...fields, ...(image ? { image } : {}) })
        .where(eq(slides.id, id))
        .returning();
      return { row: row!, replaced };
    });
    this.changes.emit();
    await this.media.settle(replaced);
    return withIsoDates(row);
  }

  async setPriority(id: number, priority: number) {
    const [row] = await this.db
      .update(slides)
      .set({ priority })
      .where(eq(slides.id, id))
      .returning();
    if (!row) throw slideNotFound();
    this.changes.emit();
    return withIsoDates(row);
  }

  async remove(id: number): Promise<void> {
    const row = await this.db.transaction(async (tx) => {
      const [deleted] = await tx.delete(slides).where(eq(slides.id, id)).returning();
      if (!deleted) throw slideNotFound();
      await this.media.release([deleted.image], tx);
      return deleted;
    });
    this.changes.emit();
    await this.media.settle([row.image]);
  }
}
