import { asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { staffMessages } from '@voski/contract';
import type { Db, Tx } from '../../db/client.ts';
import { newestPage, nextId, withIsoDates, type PageRequest } from '../../db/rows.ts';
import { blogImages, blogs } from '../../db/schema/content.ts';
import { notFound } from '../../http/errors.ts';
import { ChangeSignal } from '../../lib/change-signal.ts';
import { RememberedByKey } from '../../lib/remembered.ts';
import type { MediaStore } from '../media/store.ts';
import { blogPostsAt, blogPostUrl, storeQrCode } from './qr-codes.ts';
import { sanitizeRichText } from './rich-text.ts';

const blogNotFound = () => notFound(staffMessages.blogNotFound);

export interface BlogFields {
  title: string;
  title_en: string;
  title_ru: string;
  content: string;
  content_en: string;
  content_ru: string;
}

type BlogRow = typeof blogs.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function sanitized<T extends Partial<BlogFields>>(fields: T): T {
  const out = { ...fields };
  for (const key of ['content', 'content_en', 'content_ru'] as const) {
    if (out[key] !== undefined) out[key] = sanitizeRichText(out[key]);
  }
  return out;
}

/** Who else cares when posts change: products show the post they link to. */
export interface BlogListener {
  changed(): void;
  removed(id: number): Promise<void>;
}

/** How many sets of linked posts are kept (a page of products asks for one set). */
const LINKED_KEPT = 1_000;

export class BlogService {
  private listeners: BlogListener[] = [];
  /** Fires after every committed change (the storefront shows posts, and products link them). */
  readonly changes = new ChangeSignal();

  /** The posts products link to, by the ids asked for: every product page shows its post. */
  private readonly linkedKept: RememberedByKey<Awaited<ReturnType<BlogService['byIds']>>>;

  constructor(
    private readonly db: Db,
    private readonly media: MediaStore,
    private readonly publicUrl: string,
    /** Other instances' changes, when there are any (Redis): they make this one forget too. */
    elsewhere: readonly ChangeSignal[] = [],
  ) {
    this.linkedKept = new RememberedByKey({
      forgetOn: [this.changes, ...elsewhere],
      maxEntries: LINKED_KEPT,
    });
  }

  listen(listener: BlogListener): void {
    this.listeners.push(listener);
  }

  async list() {
    return this.withImages(await this.db.select().from(blogs).orderBy(desc(blogs.id)));
  }

  /** One page, newest first, and how many blog posts there are. */
  async page(page: PageRequest) {
    const { rows, total } = await newestPage(this.db, blogs, page);
    return { data: await this.withImages(rows), meta: { ...page, total } };
  }

  /** Case-insensitive substring search in the titles and texts of every language. */
  async search(query: string) {
    const pattern = `%${escapeLike(query.trim())}%`;
    const rows = await this.db
      .select()
      .from(blogs)
      .where(
        or(
          ...(['title', 'title_en', 'title_ru'] as const).map((c) => ilike(blogs[c], pattern)),
          // The texts are HTML: match what a reader sees, not the markup.
          ...(['content', 'content_en', 'content_ru'] as const).map(
            (c) => sql`regexp_replace(${blogs[c]}, '<[^>]*>', '', 'g') ILIKE ${pattern}`,
          ),
        ),
      )
      .orderBy(desc(blogs.id));
    return this.withImages(rows);
  }

  async get(id: number) {
    const [row] = await this.db.select().from(blogs).where(eq(blogs.id, id));
    if (!row) throw blogNotFound();
    return (await this.withImages([row]))[0]!;
  }

  /** Blog posts by id, for other modules (a product shows its linked post). */
  async byIds(ids: number[], db: Db | Tx = this.db) {
    if (!ids.length) return [];
    return this.withImages(await db.select().from(blogs).where(inArray(blogs.id, ids)), db);
  }

  /** `byIds`, kept until a post changes; read afresh in a transaction (`db` given). */
  linked(ids: number[], db?: Db | Tx) {
    if (db && db !== this.db) return this.byIds(ids, db);
    const key = [...ids].sort((a, b) => a - b).join(',');
    return this.linkedKept.get(key, () => this.byIds(ids));
  }

  /**
   * The post's id is drawn first, so its QR code is drawn before the post is written: the post,
   * its images and its code are stored together, or none of them is.
   */
  async create(fields: BlogFields, images: string[]) {
    const id = await nextId(this.db, 'blogs');
    const url = blogPostUrl(this.publicUrl, id);
    const qr = await storeQrCode(this.media, url);
    try {
      await this.db.transaction(async (tx) => {
        await tx
          .insert(blogs)
          .overridingSystemValue()
          .values({ ...sanitized(fields), id, qr_image: qr, qr_url: url });
        if (images.length) {
          await tx.insert(blogImages).values(images.map((image) => ({ blog_id: id, image })));
        }
      });
    } finally {
      await this.media.settle([qr]);
    }
    this.notifyChanged();
    return this.get(id);
  }

  /** Changes the texts; new images join the gallery. */
  async update(id: number, fields: Partial<BlogFields>, images: string[]) {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(blogs)
        .set(sanitized(fields))
        .where(eq(blogs.id, id))
        .returning({ id: blogs.id });
      if (!row) throw blogNotFound();
      if (images.length) {
        await tx.insert(blogImages).values(images.map((image) => ({ blog_id: id, image })));
      }
    });
    this.notifyChanged();
    return this.get(id);
  }

  async deleteImage(imageId: number) {
    const row = await this.db.transaction(async (tx) => {
      const [deleted] = await tx.delete(blogImages).where(eq(blogImages.id, imageId)).returning();
      if (!deleted) throw notFound(staffMessages.imageNotFound);
      await this.media.release([deleted.image], tx);
      return deleted;
    });
    await this.media.settle([row.image]);
    this.notifyChanged();
    return this.get(row.blog_id);
  }

  async remove(id: number): Promise<void> {
    const files = await this.db.transaction(async (tx) => {
      const images = await tx.select().from(blogImages).where(eq(blogImages.blog_id, id));
      const [row] = await tx.delete(blogs).where(eq(blogs.id, id)).returning();
      if (!row) throw blogNotFound();
      const files = [...images.map((i) => i.image), ...(row.qr_image ? [row.qr_image] : [])];
      await this.media.release(files, tx);
      return files;
    });
    for (const l of this.listeners) await l.removed(id);
    this.changes.emit();
    await this.media.settle(files);
  }

  /** Draws the QR code of every post whose code does not encode today's public address. */
  async refreshQrCodes(): Promise<number> {
    // blogPostUrl in SQL: only the stale ones are read
    const stale = await this.db
      .select({ id: blogs.id })
      .from(blogs)
      .where(sql`${blogs.qr_url} is distinct from ${blogPostsAt(this.publicUrl)} || ${blogs.id}`);
    for (const b of stale) await this.refreshQrCode(b.id);
    return stale.length;
  }

  private async refreshQrCode(id: number): Promise<void> {
    const url = blogPostUrl(this.publicUrl, id);
    const image = await storeQrCode(this.media, url);
    const replaced = await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ qr_image: blogs.qr_image })
        .from(blogs)
        .where(eq(blogs.id, id))
        .for('update');
      const replaced = before?.qr_image ? [before.qr_image] : [];
      await this.media.release(replaced, tx);
      await tx.update(blogs).set({ qr_image: image, qr_url: url }).where(eq(blogs.id, id));
      return replaced;
    });
    // The post may have been deleted meanwhile: then the new code goes too.
    await this.media.settle([image, ...replaced]);
    this.notifyChanged();
  }

  private notifyChanged(): void {
    for (const l of this.listeners) l.changed();
    this.changes.emit();
  }

  private async withImages(rows: BlogRow[], db: Db | Tx = this.db) {
    const ids = rows.map((r) => r.id);
    const images = ids.length
      ? await db
          .select()
          .from(blogImages)
          .where(inArray(blogImages.blog_id, ids))
          .orderBy(asc(blogImages.id))
      : [];
    return rows.map(({ qr_image, qr_url: _url, ...row }) => ({
      ...withIsoDates(row),
      images: images.filter((i) => i.blog_id === row.id).map(({ id, image }) => ({ id, image })),
      qrs: qr_image ? { image: qr_image } : null,
    }));
  }
}
