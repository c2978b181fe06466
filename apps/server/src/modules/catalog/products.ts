import { and, count, desc, eq, gte, inArray, lte, max, sql, type SQL } from 'drizzle-orm';
import {
  Availability,
  Importance,
  SEARCH_LIMIT,
  type FilterQuery,
  type Product,
  type ProductFields,
  type ProductUpdateFields,
} from '@voski/contract';
import type { Db, Tx } from '../../db/client.ts';
import { productCategories, productImages, products } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { MediaStore } from '../media/images.ts';
import type { CategoryService } from './categories.ts';
import { ChangeSignal } from './changes.ts';
import { productColumns, productViews, type BlogLookup, type ProductRow } from './product-views.ts';
import {
  fuzzyMatch,
  fuzzyThreshold,
  normalizeQuery,
  searchMatch,
  type SearchMatch,
} from './search.ts';

/** Who is looking: the storefront sees products on sale only, staff see all. */
export type Audience = 'storefront' | 'staff';

/** Image files that arrived with a write, already stored. */
export interface ProductFiles {
  avatar?: string;
  images: string[];
}

export interface ProductServiceOptions {
  blogs?: BlogLookup;
  /** Where failures to remove old files are reported (they never fail a request). */
  log?: (error: unknown) => void;
}

export interface Page {
  page: number;
  per_page: number;
}

export interface PriceListEntry {
  id: number;
  title: string;
  model: string;
  price: number;
  on_sale: boolean;
}

const productNotFound = () => notFound('Product not found.');
const newestFirst = [desc(products.created_at), desc(products.id)];

export class ProductService {
  /** Fires after every committed write (and when a linked blog changes, see `blogChanged`). */
  readonly changes = new ChangeSignal();

  constructor(
    private readonly db: Db,
    private readonly categories: CategoryService,
    private readonly media: MediaStore,
    private readonly options: ProductServiceOptions = {},
  ) {}

  /** Plugs in the blog lookup once the blog module exists. */
  useBlogs(blogs: BlogLookup): void {
    this.options.blogs = blogs;
    this.changes.emit();
  }

  // Reads

  async list(audience: Audience, page?: Page): Promise<{ data: Product[]; total?: number }> {
    const where = visible(audience);
    const query = this.db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(...newestFirst)
      .$dynamic();
    if (!page) return { data: await this.views(await query) };
    const rows = await query.limit(page.per_page).offset((page.page - 1) * page.per_page);
    const [total] = await this.db.select({ n: count() }).from(products).where(where);
    return { data: await this.views(rows), total: total!.n };
  }

  /** Best offers (important = 1) or new products (important = 2). */
  async byImportance(
    importance: typeof Importance.BestOffer | typeof Importance.New,
    audience: Audience,
  ): Promise<Product[]> {
    return this.select(and(eq(products.important, importance), visible(audience)));
  }

  /** Products of a top-level category (any of its subcategories, or itself) or a subcategory. */
  async inCategory(id: number, audience: Audience): Promise<Product[]> {
    const scope = await this.categories.scope(id);
    if (!scope) throw notFound('Category not found.');
    return this.select(and(inCategories(scope.ids), visible(audience)));
  }

  /**
   * Products of category `id` priced within [min, max], within the listed subcategories of it
   * (none listed: all of them).
   */
  async filter(id: number, query: FilterQuery, audience: Audience): Promise<Product[]> {
    const scope = await this.categories.scope(id);
    if (!scope) throw notFound('Category not found.');
    const wanted = query.categories ?? [];
    const ids = wanted.length ? scope.ids.filter((c) => wanted.includes(c)) : scope.ids;
    if (ids.length === 0) return [];
    return this.select(
      and(
        inCategories(ids),
        query.min === undefined ? undefined : gte(products.price, query.min),
        query.max === undefined ? undefined : lte(products.price, query.max),
        visible(audience),
      ),
    );
  }

  /**
   * Ranked matches of a query in any language of title, model and metal; when nothing
   * contains it, the products with the most similar words (a typo still finds them).
   */
  async search(query: string, audience: Audience): Promise<Product[]> {
    const q = normalizeQuery(query);
    if (!q) return [];
    const rows = await this.matching(this.db, searchMatch(q), audience);
    if (rows.length) return this.views(rows);
    const fuzzy = fuzzyMatch(q);
    if (!fuzzy) return [];
    const near = await this.db.transaction(async (tx) => {
      await tx.execute(fuzzyThreshold());
      return this.matching(tx, fuzzy, audience);
    });
    return this.views(near);
  }

  /**
   * One product, whatever its availability: a piece off sale keeps its page (shown as not
   * available), so links, baskets and favourites that hold it still open.
   */
  async get(id: number): Promise<Product> {
    const [product] = await this.select(eq(products.id, id));
    if (!product) throw productNotFound();
    return product;
  }

  /** What pricing an order needs of the listed products (absent ids are simply missing). */
  async priceList(ids: readonly number[]): Promise<PriceListEntry[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: products.id,
        title: products.title,
        model: products.model,
        price: products.price,
        on_sale: sql<boolean>`${products.status} = ${Availability.OnSale}`,
      })
      .from(products)
      .where(inArray(products.id, [...ids]));
  }

  // Writes: each one transaction; files are stored before it and old ones removed after it.

  async create(fields: ProductFields, files: ProductFiles): Promise<Product> {
    const product = await this.db.transaction(async (tx) => {
      const categoryIds = fields.category_id ?? [];
      await this.checkLinks(tx, categoryIds, fields.blog_id);
      const [row] = await tx
        .insert(products)
        .values({
          title: fields.title,
          title_en: fields.title_en ?? '',
          title_ru: fields.title_ru ?? '',
          model: fields.model ?? '',
          weight: fields.weight,
          metal: fields.metal ?? '',
          metal_en: fields.metal_en ?? '',
          metal_ru: fields.metal_ru ?? '',
          respect: fields.respect,
          important: fields.important ?? Importance.Ordinary,
          status: fields.status ?? Availability.OnSale,
          price: fields.price,
          avatar: files.avatar ?? null,
          blog_id: fields.blog_id ?? null,
        })
        .returning({ id: products.id });
      const id = row!.id;
      await addImages(tx, id, files.images);
      await linkCategories(tx, id, categoryIds);
      return this.viewIn(tx, id);
    });
    this.changes.emit();
    return product;
  }

  /**
   * Changes the fields sent (absent ones keep their value), adds new images to the gallery,
   * replaces the avatar when a new one came; `category_id`, when sent, replaces the links.
   */
  async update(id: number, fields: ProductUpdateFields, files: ProductFiles): Promise<Product> {
    const replaced: string[] = [];
    const product = await this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ avatar: products.avatar })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!current) throw productNotFound();
      await this.checkLinks(tx, fields.category_id ?? [], fields.blog_id);
      const { category_id, ...columns } = fields;
      await tx
        .update(products)
        .set({
          ...columns,
          ...(files.avatar ? { avatar: files.avatar } : {}),
          updated_at: new Date(),
        })
        .where(eq(products.id, id));
      if (files.avatar && current.avatar) replaced.push(current.avatar);
      await addImages(tx, id, files.images);
      if (category_id !== undefined) {
        await tx.delete(productCategories).where(eq(productCategories.product_id, id));
        await linkCategories(tx, id, category_id);
      }
      return this.viewIn(tx, id);
    });
    this.changes.emit();
    await this.media.removeAll(replaced, this.options.log);
    return product;
  }

  /** Flips availability: on sale ↔ not available. */
  async toggleStatus(id: number): Promise<Product> {
    const product = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(products)
        .set({ status: sql`1 - ${products.status}` })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      if (!row) throw productNotFound();
      return this.viewIn(tx, id);
    });
    this.changes.emit();
    return product;
  }

  /** Removes one gallery image; answers its product as it is now. */
  async deleteImage(imageId: number): Promise<Product> {
    const { product, image } = await this.db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(productImages)
        .where(eq(productImages.id, imageId))
        .returning({ product_id: productImages.product_id, image: productImages.image });
      if (!removed) throw notFound('Image not found.');
      await tx
        .update(products)
        .set({ updated_at: new Date() })
        .where(eq(products.id, removed.product_id));
      return { product: await this.viewIn(tx, removed.product_id), image: removed.image };
    });
    this.changes.emit();
    await this.media.removeAll([image], this.options.log);
    return product;
  }

  /** Deletes a product with its gallery and links, then its image files. */
  async delete(id: number): Promise<void> {
    const files = await this.db.transaction(async (tx) => {
      const images = await tx
        .select({ image: productImages.image })
        .from(productImages)
        .where(eq(productImages.product_id, id));
      const [removed] = await tx
        .delete(products)
        .where(eq(products.id, id))
        .returning({ avatar: products.avatar });
      if (!removed) throw productNotFound();
      return [...(removed.avatar ? [removed.avatar] : []), ...images.map((i) => i.image)];
    });
    this.changes.emit();
    await this.media.removeAll(files, this.options.log);
  }

  /** For the blog module: a deleted blog post leaves its products unlinked. */
  async unlinkBlog(blogId: number, tx: Db | Tx = this.db): Promise<void> {
    await tx.update(products).set({ blog_id: null }).where(eq(products.blog_id, blogId));
    this.changes.emit();
  }

  /** For the blog module: a blog post products show changed, so their answers did too. */
  blogChanged(): void {
    this.changes.emit();
  }

  private async checkLinks(
    tx: Tx,
    categoryIds: readonly number[],
    blogId: number | null | undefined,
  ): Promise<void> {
    const missing = await this.categories.lockExisting(tx, categoryIds);
    const errors: Record<string, string[]> = {};
    if (missing.length) {
      errors.category_id = [`These categories do not exist: ${missing.join(', ')}.`];
    }
    const blogs = this.options.blogs;
    if (blogs && blogId) {
      const found = await blogs.find([blogId], tx);
      if (!found.has(blogId)) errors.blog_id = ['The blog id must be the id of a blog post.'];
    }
    if (Object.keys(errors).length) throw invalid(errors);
  }

  private matching(db: Db | Tx, match: SearchMatch, audience: Audience): Promise<ProductRow[]> {
    return db
      .select(productColumns)
      .from(products)
      .where(and(match.where, visible(audience)))
      .orderBy(...match.rank, ...newestFirst)
      .limit(SEARCH_LIMIT);
  }

  private async select(where: SQL | undefined): Promise<Product[]> {
    const rows = await this.db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(...newestFirst);
    return this.views(rows);
  }

  private views(rows: ProductRow[], db: Db | Tx = this.db): Promise<Product[]> {
    return productViews(db, rows, this.options.blogs);
  }

  private async viewIn(tx: Tx, id: number): Promise<Product> {
    const rows = await tx.select(productColumns).from(products).where(eq(products.id, id));
    const [product] = await this.views(rows, tx);
    return product!;
  }
}

const visible = (audience: Audience) =>
  audience === 'staff' ? undefined : eq(products.status, Availability.OnSale);

const inCategories = (ids: number[]) =>
  sql`exists (select 1 from ${productCategories} where ${productCategories.product_id} = ${products.id} and ${inArray(productCategories.category_id, ids)})`;

async function addImages(tx: Tx, productId: number, images: readonly string[]): Promise<void> {
  if (images.length === 0) return;
  const [last] = await tx
    .select({ position: max(productImages.position) })
    .from(productImages)
    .where(eq(productImages.product_id, productId));
  const start = (last?.position ?? -1) + 1;
  await tx
    .insert(productImages)
    .values(images.map((image, i) => ({ product_id: productId, image, position: start + i })));
}

async function linkCategories(tx: Tx, productId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .insert(productCategories)
    .values(ids.map((category_id) => ({ product_id: productId, category_id })));
}
