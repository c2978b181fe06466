import { desc, eq } from 'drizzle-orm';
import { staffMessages } from '@voski/contract';
import type { Db } from '../../db/client.ts';
import { newestPage, withIsoDates, type PageRequest } from '../../db/rows.ts';
import { posts } from '../../db/schema/content.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { ChangeSignal } from '../../lib/change-signal.ts';
import { RememberedByKey } from '../../lib/remembered.ts';
import type { MediaStore } from '../media/store.ts';

const postNotFound = () => notFound(staffMessages.postNotFound);

export interface PostFields {
  url: string;
  caption: string;
  caption_en: string;
  caption_ru: string;
}

/** The "follow us" feed: an image, a link and a caption per post, newest first. */
export class PostService {
  /** Fires after every committed change (the storefront shows it). */
  readonly changes = new ChangeSignal();

  /** Pages of the feed by number and size: every home page shows the first. */
  private readonly pages: RememberedByKey<Awaited<ReturnType<PostService['readPage']>>>;

  constructor(
    private readonly db: Db,
    private readonly media: MediaStore,
    /** Other instances' changes, when there are any (Redis): they make this one forget too. */
    elsewhere: readonly ChangeSignal[] = [],
  ) {
    this.pages = new RememberedByKey({ forgetOn: [this.changes, ...elsewhere], maxEntries: 100 });
  }

  async list() {
    return (await this.db.select().from(posts).orderBy(desc(posts.id))).map(withIsoDates);
  }

  /** One page, newest first, and how many posts there are. */
  page(page: PageRequest) {
    return this.pages.get(`${page.page}/${page.per_page}`, () => this.readPage(page));
  }

  private async readPage(page: PageRequest) {
    const { rows, total } = await newestPage(this.db, posts, page);
    return { data: rows.map(withIsoDates), meta: { ...page, total } };
  }

  async get(id: number) {
    const [row] = await this.db.select().from(posts).where(eq(posts.id, id));
    if (!row) throw postNotFound();
    return withIsoDates(row);
  }

  async create(fields: PostFields, image: string | undefined) {
    if (!image) throw invalid({ image: ['The image field is required.'] });
    const [row] = await this.db
      .insert(posts)
      .values({ ...fields, image })
      .returning();
    this.changes.emit();
    return withIsoDates(row!);
  }

  async update(id: number, fields: Partial<PostFields>, image: string | undefined) {
    const { row, replaced } = await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ image: posts.image })
        .from(posts)
        .where(eq(posts.id, id))
        .for('update');
      if (!before) throw postNotFound();
      const replaced = image ? [before.image] : [];
      await this.media.release(replaced, tx);
      const [row] = await tx
        .update(posts)
        .set({ ...fields, ...(image ? { image } : {}) })
        .where(eq(posts.id, id))
        .returning();
      return { row: row!, replaced };
    });
    this.changes.emit();
    await this.media.settle(replaced);
    return withIsoDates(row);
  }

  async remove(id: number): Promise<void> {
    const row = await this.db.transaction(async (tx) => {
      const [deleted] = await tx.delete(posts).where(eq(posts.id, id)).returning();
      if (!deleted) throw postNotFound();
      await this.media.release([deleted.image], tx);
      return deleted;
    });
    this.changes.emit();
    await this.media.settle([row.image]);
  }
}
