import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withIsoDates } from '../../db/rows.ts';
import { pages } from '../../db/schema/content.ts';
import { ChangeSignal } from '../../lib/change-signal.ts';
import type { MediaStore } from '../media/store.ts';
import { defaultReturnPolicy } from './default-return-policy.ts';
import { sanitizeRichText } from './rich-text.ts';

export type PageKey = 'about' | 'slogan' | 'return-policy';
type PageRow = typeof pages.$inferSelect;
type PageFields = Partial<Omit<PageRow, 'key' | 'created_at' | 'updated_at'>>;

const richKeys = [
  'content_1',
  'content_1_en',
  'content_1_ru',
  'content_2',
  'content_2_en',
  'content_2_ru',
] as const;

/** What each page holds before staff first save it. */
const initial: Record<PageKey, PageFields> = {
  about: {},
  slogan: { color: '#d09f4e' },
  'return-policy': {
    content_1: defaultReturnPolicy.hy,
    content_1_en: defaultReturnPolicy.en,
    content_1_ru: defaultReturnPolicy.ru,
  },
};

/**
 * The single-record pages (about, slogan, the return policy): texts, images and, for the
 * slogan, a colour.
 */
export class PageService {
  /** Fires after every committed change (the storefront shows it). */
  readonly changes = new ChangeSignal();

  constructor(
    private readonly db: Db,
    private readonly media: MediaStore,
  ) {}

  async get(key: PageKey) {
    const [row] = await this.db.select().from(pages).where(eq(pages.key, key));
    if (row) return withIsoDates(row);
    const [created] = await this.db
      .insert(pages)
      .values({ key, ...initial[key] })
      .onConflictDoNothing()
      .returning();
    return withIsoDates(
      created ?? (await this.db.select().from(pages).where(eq(pages.key, key)))[0]!,
    );
  }

  /** Saves the texts (sanitized) and any new images; replaced images' files go afterwards. */
  async save(key: PageKey, fields: PageFields, images: { image1?: string; image2?: string }) {
    await this.get(key); // creates the record the first time
    const clean: PageFields = { ...fields };
    for (const k of richKeys) if (clean[k] !== undefined) clean[k] = sanitizeRichText(clean[k]!);
    const { row, replaced } = await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(pages).where(eq(pages.key, key)).for('update');
      const replaced = (['image1', 'image2'] as const)
        .filter((k) => images[k] && before![k])
        .map((k) => before![k]!);
      await this.media.release(replaced, tx);
      const [row] = await tx
        .update(pages)
        .set({ ...clean, ...images })
        .where(eq(pages.key, key))
        .returning();
      return { row, replaced };
    });
    this.changes.emit();
    await this.media.settle(replaced);
    return withIsoDates(row!);
  }
}
