import { and, asc, count, desc, eq, gte, inArray, lte, max, or, sql, type SQL } from 'drizzle-orm';
import {
  Availability,
  Importance,
  SEARCH_LIMIT,
  staffMessages,
  weightPriceParts,
  type DescribedProduct,
  type FacetQuery,
  type PriceBreakdown,
  type Product,
  type ProductFacets,
  type ProductSort,
  type ProductFields,
  type ProductUpdateFields,
  type PromotionTargets,
  type RunningSale,
  SALE_PER_PAGE,
  type SaleQuery,
} from '@voski/contract';
import type { Db, Tx } from '../../db/client.ts';
import {
  metals as metalKinds,
  productCategories,
  productImages,
  products,
} from '../../db/schema/index.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { MediaStore } from '../media/store.ts';
import { sanitizeRichText } from '../content/rich-text.ts';
import type { MetalKindService } from '../metals/kinds.ts';
import type { MetalPriceService } from '../metals/prices.ts';
import { weightPriceOf } from '../metals/product-pricing.ts';
import type { CategoryService } from './categories.ts';
import { ChangeSignal } from '../../lib/change-signal.ts';
import { RememberedByKey } from '../../lib/remembered.ts';
import { productJsonChunks } from './product-json.ts';
import {
  descriptionColumns,
  intArray,
  productColumns,
  productViews,
  type BlogLookup,
  type ProductRow,
  type SaleLookup,
} from './product-views.ts';
import {
  fuzzyMatch,
  fuzzyThreshold,
  normalizeQuery,
  searchMatch,
  type SearchMatch,
} from './search.ts';
import { saleWhere, topLevelCounts } from './sale.ts';

/** Who is looking: the storefront sees products on sale only, staff see all. */
export type Audience = 'storefront' | 'staff';

/** Image files that arrived with a write, already stored. */
export interface ProductFiles {
  avatar?: string;
  images: string[];
}

export interface ProductServiceOptions {
  blogs?: BlogLookup;
  /** The sales running now (the promotions module plugs it in). */
  sales?: SaleLookup;
  /** Where failures to remove old files are reported (they never fail a request). */
  log?: (error: unknown) => void;
  /** Other instances' changes, when there are any (Redis): they make this one forget too. */
  elsewhere?: readonly ChangeSignal[];
  /** A search with more matches than this lists them newest first (default RANKED_MATCHES_MAX). */
  rankedMatchesMax?: number;
}

/**
 * Ranking reads every match (about 7 ms per thousand on the embedded database), so a word
 * most of the catalogue contains would rank tens of thousands of rows for each page. Past this
 * many matches a search lists them newest first, which an index answers a page at a time.
 */
export const RANKED_MATCHES_MAX = 1_000;

/**
 * How many counts and facet sets are kept between changes: the category pages' filters and
 * the searches shoppers repeat. Each is a few hundred bytes.
 */
const REMEMBERED_COUNTS = 2_000;

export interface Page {
  page: number;
  per_page: number;
}

/** What a product list can be narrowed by; every given part must hold. */
export interface ProductFilter {
  /** In any of these categories. */
  categories?: readonly number[];
  importance?: number;
  /** Price bounds, AMD, inclusive. */
  min?: number;
  max?: number;
  /** Metal kinds, by their Armenian name (the `metal` texts) or their code. */
  metals?: readonly string[];
  respects?: readonly number[];
  /** Availability; the storefront audience sees on-sale products whatever this says. */
  status?: number;
  /** Words that must all appear in the title, model or metal (staff search). */
  text?: string;
  /** Within the running sale: what its promotions apply to, and that as SQL. */
  sale?: { targets: readonly PromotionTargets[]; where: SQL | undefined };
}

export interface ListOptions {
  sort?: ProductSort;
  /** One page; absent: the whole list. */
  page?: Page;
}

export interface ProductList {
  data: Product[];
  /** With a page: how many products match in all. */
  total?: number;
}

export interface PriceListEntry {
  id: number;
  title: string;
  title_en: string;
  title_ru: string;
  model: string;
  price: number;
  on_sale: boolean;
  sizes: string[];
  stock: number | null;
  size_stock: Record<string, number> | null;
  // What promotions look at (issue 37).
  category_ids: number[];
  metal_kind: string | null;
  respect: number;
  priced_by_weight: boolean;
  weight: number;
  making_charge: number;
  making_per_gram: boolean;
}

/** A facet or search query's price, metal and fineness narrowing, as a product filter. */
const narrowingOf = (query: Omit<FacetQuery, 'categories'>): ProductFilter => ({
  min: query.min,
  max: query.max,
  metals: query.metal,
  respects: query.respect,
});

const productNotFound = () => notFound(staffMessages.productNotFound);
const noFacets: ProductFacets = {
  total: 0,
  subcategories: [],
  metals: [],
  respects: [],
  price: { min: null, max: null },
};
const newestFirst = [desc(products.created_at), desc(products.id)];
const orders: Record<ProductSort, SQL[]> = {
  newest: newestFirst,
  price_asc: [asc(products.price), desc(products.id)],
  price_desc: [desc(products.price), desc(products.id)],
};
/** The ORDER BY of a sort; every order ends with the id, so pages and chunks are stable. */
export const orderOf = (sort: ProductSort | undefined) => orders[sort ?? 'newest'];

/** The columns a weight price is worked out from. */
const pricingColumns = {
  priced_by_weight: products.priced_by_weight,
  metal_kind: products.metal_kind,
  weight: products.weight,
  respect: products.respect,
  making_charge: products.making_charge,
  making_per_gram: products.making_per_gram,
};

const describedColumns = { ...productColumns, ...descriptionColumns };
type Descriptions = Record<keyof typeof descriptionColumns, string>;

/** The descriptions sent, sanitized as blog posts are (absent ones stay absent). */
function sanitizedDescriptions(fields: Partial<Descriptions>): Partial<Descriptions> {
  const out: Partial<Descriptions> = {};
  for (const key of Object.keys(descriptionColumns) as (keyof Descriptions)[]) {
    const html = fields[key];
    if (html !== undefined) out[key] = sanitizeRichText(html);
  }
  return out;
}

/** A form's 0/1 as a column's boolean; undefined when not sent. */
const flag = (value: number | undefined) => (value === undefined ? undefined : value === 1);

/** How a search text matches: see `withMatch`. */
type MatchKind = 'exact' | 'near' | 'none';

export class ProductService {
  /** Fires after every committed write (and when a linked blog changes, see `blogChanged`). */
  readonly changes = new ChangeSignal();

  /**
   * Totals and facet counts by what they count: they change only when a product is added,
   * edited or removed (a sale's stock change moves no product in or out of a list), so a
   * category page's other pages and sorts, and a search asked again, count nothing.
   */
  private readonly totals: RememberedByKey<number>;
  private readonly facetSets: RememberedByKey<ProductFacets>;
  private readonly matchKinds: RememberedByKey<MatchKind>;
  /** Whether a search has too many matches to rank (`RANKED_MATCHES_MAX`), kept the same way. */
  private readonly manyMatches: RememberedByKey<boolean>;

  constructor(
    private readonly db: Db,
    private readonly categories: CategoryService,
    private readonly media: MediaStore,
    private readonly metalPrices: MetalPriceService,
    private readonly kinds: MetalKindService,
    private readonly options: ProductServiceOptions = {},
  ) {
    const kept = {
      forgetOn: [this.changes, categories.changes, kinds.changes, ...(options.elsewhere ?? [])],
      maxEntries: REMEMBERED_COUNTS,
    };
    this.totals = new RememberedByKey(kept);
    this.facetSets = new RememberedByKey(kept);
    this.matchKinds = new RememberedByKey(kept);
    this.manyMatches = new RememberedByKey(kept);
  }

  /** Plugs in the sales of the promotions module: answers then carry `sale_price`. */
  useSales(sales: SaleLookup): void {
    this.options.sales = sales;
  }

  /** Plugs in the blog lookup once the blog module exists. */
  useBlogs(blogs: BlogLookup): void {
    this.options.blogs = blogs;
    this.changes.emit();
  }

  // Reads

  /**
   * Products matching `filter`, in `sort` order: one page and the total when `page` is given,
   * else the whole list (old clients ask for it by contract).
   */
  async find(
    filter: ProductFilter,
    audience: Audience,
    options: ListOptions = {},
  ): Promise<ProductList> {
    const where = and(filterWhere(filter), visible(audience));
    return this.page(this.db, where, orderOf(options.sort), options.page, {
      total: () => this.total(['list', audience, filterKey(filter)], where),
    });
  }

  /**
   * Every product matching `filter`, as the contract's JSON written by the database, a chunk
   * of products at a time (see product-json.ts): for the whole lists old clients ask for.
   */
  findAll(
    filter: ProductFilter,
    audience: Audience,
    sort: ProductSort = 'newest',
  ): AsyncGenerator<string> {
    const where = and(filterWhere(filter), visible(audience));
    return productJsonChunks(this.db, where, sort, orderOf(sort), this.options.blogs);
  }

  /**
   * The filter for products of category `id` (a top-level one: any of its subcategories),
   * narrowed to the listed subcategories of it; 404 for an unknown category.
   */
  async categoryFilter(
    id: number,
    narrowing: Omit<ProductFilter, 'categories'> & { subcategories?: readonly number[] },
  ): Promise<ProductFilter> {
    const { subcategories, ...rest } = narrowing;
    // None of the listed subcategories belongs to it: an empty list, which nothing matches.
    return { ...rest, categories: narrowed(await this.scopeOf(id), subcategories) };
  }

  /**
   * For a category page: how many products each subcategory, metal and fineness would show,
   * each counted with the other filters applied (ticking one more value widens, never empties),
   * and the price span the other filters leave.
   */
  async facets(id: number, query: FacetQuery, audience: Audience): Promise<ProductFacets> {
    const scope = await this.scopeOf(id);
    const children = scope.topLevel ? scope.ids.filter((c) => c !== id) : [];
    const filter: ProductFilter = {
      categories: narrowed(scope, query.categories),
      ...narrowingOf(query),
    };
    return this.facetSets.get(
      JSON.stringify(['category', audience, id, children, filterKey(filter)]),
      () => this.facetsWithin(this.db, undefined, children, filter, audience),
    );
  }

  /**
   * The same counts for a search page: within what the query matches (as `search` finds it),
   * for metal, fineness and price.
   */
  async searchFacets(
    query: string,
    narrowing: Omit<FacetQuery, 'categories'>,
    audience: Audience,
  ): Promise<ProductFacets> {
    const q = normalizeQuery(query);
    if (!q) return noFacets;
    const filter = narrowingOf(narrowing);
    return this.facetSets.get(JSON.stringify(['search', audience, q, filterKey(filter)]), () =>
      this.withMatch(q, audience, noFacets, (db, match) =>
        this.facetsWithin(db, match, [], filter, audience),
      ),
    );
  }

  /**
   * Runs `use` with how `q` matches what `audience` sees: the products containing its words,
   * else (in a transaction with the similarity threshold) those with similar words; `none` when
   * neither. Which of the three is kept like the totals, so a search's list and its facets find
   * out once, and a text nothing matches (what a client making up searches sends) costs two
   * index probes instead of the lists, counts and facets of both ways.
   */
  private async withMatch<T>(
    q: string,
    audience: Audience,
    none: T,
    use: (db: Db | Tx, match: SearchMatch) => Promise<T>,
  ): Promise<T> {
    const near = <R>(then: (tx: Tx, fuzzy: SearchMatch) => Promise<R>): Promise<R> | undefined => {
      const fuzzy = fuzzyMatch(q);
      if (!fuzzy) return undefined;
      return this.db.transaction(async (tx) => {
        await tx.execute(fuzzyThreshold());
        return then(tx, fuzzy);
      });
    };
    const kind = await this.matchKinds.get(JSON.stringify([audience, q]), async () => {
      if (await this.any(and(searchMatch(q).where, visible(audience)))) return 'exact';
      const found = await near((tx, fuzzy) => this.any(and(fuzzy.where, visible(audience)), tx));
      return found ? 'near' : 'none';
    });
    if (kind === 'exact') return use(this.db, searchMatch(q));
    return (kind === 'near' ? await near(use) : undefined) ?? none;
  }

  /** Facet counts of the products within `base` (all when undefined) matching `filter`. */
  private async facetsWithin(
    db: Db | Tx,
    match: SearchMatch | undefined,
    children: readonly number[],
    filter: ProductFilter,
    audience: Audience,
    /** `children` are top-level categories, each counting its subcategories' products too. */
    topLevel = false,
  ): Promise<ProductFacets> {
    const within = (narrowing: ProductFilter) =>
      and(match?.where, filterWhere(narrowing), visible(audience));
    const without = (key: keyof ProductFilter) => within({ ...filter, [key]: undefined });
    const [total, subcategories, groups] = await Promise.all([
      // The same total a list of these products counts.
      this.total([match?.key ?? 'list', audience, filterKey(filter)], within(filter), db),
      categoryCounts(db, children, without('categories'), topLevel),
      facetGroups(
        db,
        within({
          ...filter,
          metals: undefined,
          respects: undefined,
          min: undefined,
          max: undefined,
        }),
        filter,
      ),
    ]);
    const { metals, respects, price } = facetsOf(groups, filter);
    const counted = new Map(subcategories.map((s) => [s.id, s.count]));
    return {
      total,
      subcategories: children.map((c) => ({ id: c, count: counted.get(c) ?? 0 })),
      metals,
      respects,
      price,
    };
  }

  /**
   * Ranked matches of a query in any language of title, model and metal; when nothing
   * contains it, the products with the most similar words (a typo still finds them).
   * Without a page: the best SEARCH_LIMIT.
   */
  async search(
    query: string,
    audience: Audience,
    options: ListOptions = {},
    narrowing: Omit<FacetQuery, 'categories'> = {},
  ): Promise<ProductList> {
    const q = normalizeQuery(query);
    const empty = options.page ? { data: [], total: 0 } : { data: [] };
    if (!q) return empty;
    const filter = narrowingOf(narrowing);
    const rankedMax = this.options.rankedMatchesMax ?? RANKED_MATCHES_MAX;
    // `key`: what the matches are, as data; their total and whether to rank them are kept under it
    const order = async (db: Db | Tx, match: SearchMatch, where: SQL | undefined, key: string) => {
      if (options.sort) return orderOf(options.sort);
      const many = await this.manyMatches.get(key, () => this.moreThan(rankedMax, where, db));
      return many ? newestFirst : [...match.rank, ...newestFirst];
    };
    // Without a page: the best SEARCH_LIMIT, and no count nobody asked for.
    const top = async (db: Db | Tx, match: SearchMatch) => {
      const where = and(match.where, filterWhere(filter), visible(audience));
      const key = [match.key, audience, filterKey(filter)];
      const ordered = await order(db, match, where, JSON.stringify(key));
      return this.page(db, where, ordered, options.page, {
        limit: SEARCH_LIMIT,
        total: () => this.total(key, where, db),
      });
    };
    // Near matches stand in for words nothing contains, not for filters that leave nothing.
    return this.withMatch(q, audience, empty, top);
  }

  /**
   * The sale (issue 37's `/sale`): products on sale that a running automatic promotion applies
   * to, one page of them, narrowed like a category page (`categories` may name any category, a
   * top-level one with its subcategories). Empty when no sale runs.
   */
  async sale(
    query: SaleQuery,
  ): Promise<{ data: Product[]; total: number; page: Page; sales: RunningSale[] }> {
    const { min, max, categories: wanted, metal, respect, sort, ...paging } = query;
    const page = { page: paging.page ?? 1, per_page: paging.per_page ?? SALE_PER_PAGE };
    const running = (await this.options.sales?.running()) ?? [];
    const sales = running.map(({ targets: _targets, ...sale }) => sale);
    const filter = await this.saleFilter(
      running,
      { min, max, metals: metal, respects: respect },
      wanted,
    );
    if (!filter) return { data: [], total: 0, page, sales };
    const where = and(filterWhere(filter), visible('storefront'));
    const found = await this.page(this.db, where, orderOf(sort), page, {
      total: () => this.total(['sale', filterKey(filter)], where),
    });
    return { data: found.data, total: found.total ?? 0, page, sales };
  }

  /** The sale page's facet counts: per top-level category, metal and fineness, and prices. */
  async saleFacets(query: FacetQuery): Promise<ProductFacets> {
    const { categories: wanted, ...narrowing } = query;
    const running = (await this.options.sales?.running()) ?? [];
    const filter = await this.saleFilter(running, narrowingOf(narrowing), wanted);
    if (!filter) return noFacets;
    const tops = [...(await this.categories.refs()).values()]
      .filter((c) => c.parent_id === null)
      .map((c) => c.id);
    return this.facetSets.get(JSON.stringify(['sale', filterKey(filter)]), () =>
      this.facetsWithin(this.db, undefined, tops, filter, 'storefront', true),
    );
  }

  /** `narrowing` within the running promotions' sale; null when none runs. */
  private async saleFilter(
    running: readonly { targets: PromotionTargets }[],
    narrowing: Omit<ProductFilter, 'categories' | 'sale'>,
    wanted: readonly number[] | undefined,
  ): Promise<ProductFilter | null> {
    if (running.length === 0) return null;
    const targets = running.map((r) => r.targets);
    const tree = [...(await this.categories.refs()).values()];
    const withChildren = (id: number) => [
      id,
      ...tree.filter((c) => c.parent_id === id).map((c) => c.id),
    ];
    return {
      ...narrowing,
      categories: wanted?.length ? [...new Set(wanted.flatMap(withChildren))] : undefined,
      sale: { targets, where: saleWhere(targets, withChildren) },
    };
  }

  /** Ids and last changes of the products on sale, by id, a page at a time (for sitemaps). */
  async stamps(page: Page): Promise<{ data: { id: number; updated_at: string }[]; total: number }> {
    const where = visible('storefront');
    const [rows, total] = await Promise.all([
      this.db
        .select({ id: products.id, updated_at: products.updated_at })
        .from(products)
        .where(where)
        .orderBy(asc(products.id))
        .limit(page.per_page)
        .offset((page.page - 1) * page.per_page),
      this.count(where),
    ]);
    return { data: rows.map((r) => ({ id: r.id, updated_at: r.updated_at.toISOString() })), total };
  }

  /**
   * One product, whatever its availability: a piece off sale keeps its page (shown as not
   * available), so links, baskets and favourites that hold it still open.
   */
  /** One product; to the storefront, one not on sale does not exist. */
  async get(id: number, audience: Audience): Promise<DescribedProduct> {
    const [product] = await this.described(this.db, id);
    if (!product || (audience === 'storefront' && product.status !== 1)) throw productNotFound();
    return product;
  }

  /**
   * How a weight-priced product's price is made up from today's price per gram of its metal;
   * null for other products (or when that price is no longer set).
   */
  async priceBreakdown(product: Product): Promise<PriceBreakdown | null> {
    if (!product.priced_by_weight || !product.metal_kind) return null;
    const perGram = await this.metalPrices.perGram(product.metal_kind, product.respect);
    if (perGram === undefined) return null;
    const parts = weightPriceParts({
      weight: product.weight,
      pricePerGram: perGram,
      makingCharge: product.making_charge,
      makingPerGram: product.making_per_gram,
    });
    // The stored price is what the shopper pays: the rounding absorbs any difference.
    const rounding = product.price - parts.metal - parts.making;
    const making_rate = product.making_per_gram ? product.making_charge : null;
    return { price_per_gram: perGram, ...parts, making_rate, rounding, price: product.price };
  }

  /** What pricing an order needs of the listed products (absent ids are simply missing). */
  async priceList(ids: readonly number[]): Promise<PriceListEntry[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: products.id,
        title: products.title,
        title_en: products.title_en,
        title_ru: products.title_ru,
        model: products.model,
        price: products.price,
        on_sale: sql<boolean>`${products.status} = ${Availability.OnSale}`,
        sizes: products.sizes,
        stock: products.stock,
        size_stock: products.size_stock,
        category_ids: productColumns.category_ids,
        metal_kind: products.metal_kind,
        respect: products.respect,
        priced_by_weight: products.priced_by_weight,
        weight: products.weight,
        making_charge: products.making_charge,
        making_per_gram: products.making_per_gram,
      })
      .from(products)
      .where(inArray(products.id, [...ids]));
  }

  // Writes: each one transaction; files are stored before it, and old ones released in it and
  // removed after it.

  async create(fields: ProductFields, files: ProductFiles): Promise<DescribedProduct> {
    const product = await this.db.transaction(async (tx) => {
      const categoryIds = fields.category_id ?? [];
      await this.checkLinks(tx, categoryIds, fields.blog_id);
      const metal = await this.kinds.resolve(tx, fields, {
        metal_kind: null,
        metal: '',
        metal_en: '',
        metal_ru: '',
      });
      await this.kinds.checkFineness(tx, metal.metal_kind, fields.respect ?? 0);
      const pricing = {
        priced_by_weight: fields.priced_by_weight === 1,
        metal_kind: metal.metal_kind,
        weight: fields.weight ?? 0,
        respect: fields.respect ?? 0,
        making_charge: fields.making_charge ?? 0,
        making_per_gram: fields.making_per_gram === 1,
      };
      const price = pricing.priced_by_weight
        ? await weightPriceOf(this.metalPrices, pricing, tx)
        : fields.price!;
      const [row] = await tx
        .insert(products)
        .values({
          ...pricing,
          title: fields.title,
          title_en: fields.title_en ?? '',
          title_ru: fields.title_ru ?? '',
          model: fields.model ?? '',
          // weight, respect 0: not given (the storefront then shows no weight or fineness).
          ...metal,
          description: '',
          description_en: '',
          description_ru: '',
          ...sanitizedDescriptions(fields),
          important: fields.important ?? Importance.Ordinary,
          status: fields.status ?? Availability.OnSale,
          price,
          avatar: files.avatar ?? null,
          blog_id: fields.blog_id ?? null,
          ...stockColumns({ sizes: [], stock: null, size_stock: null }, fields),
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
  async update(
    id: number,
    fields: ProductUpdateFields,
    files: ProductFiles,
  ): Promise<DescribedProduct> {
    const replaced: string[] = [];
    const product = await this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({
          avatar: products.avatar,
          ...pricingColumns,
          metal: products.metal,
          metal_en: products.metal_en,
          metal_ru: products.metal_ru,
          sizes: products.sizes,
          stock: products.stock,
          size_stock: products.size_stock,
        })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!current) throw productNotFound();
      await this.checkLinks(tx, fields.category_id ?? [], fields.blog_id);
      const {
        category_id,
        priced_by_weight,
        making_per_gram,
        sizes,
        stock,
        size_stock,
        metal_kind: _kind,
        metal: _metal,
        metal_en: _metalEn,
        metal_ru: _metalRu,
        ...columns
      } = fields;
      const metal = await this.kinds.resolve(tx, fields, current);
      const respect = fields.respect ?? current.respect;
      await this.kinds.checkFineness(tx, metal.metal_kind, respect);
      const pricing = {
        priced_by_weight: flag(priced_by_weight) ?? current.priced_by_weight,
        metal_kind: metal.metal_kind,
        weight: fields.weight ?? current.weight,
        respect: fields.respect ?? current.respect,
        making_charge: fields.making_charge ?? current.making_charge,
        making_per_gram: flag(making_per_gram) ?? current.making_per_gram,
      };
      await tx
        .update(products)
        .set({
          ...columns,
          ...sanitizedDescriptions(columns),
          ...metal,
          ...pricing,
          ...stockColumns(current, { sizes, stock, size_stock }),
          ...(pricing.priced_by_weight
            ? { price: await weightPriceOf(this.metalPrices, pricing, tx) }
            : {}),
          ...(files.avatar ? { avatar: files.avatar } : {}),
          updated_at: new Date(),
        })
        .where(eq(products.id, id));
      if (files.avatar && current.avatar) replaced.push(current.avatar);
      await this.media.release(replaced, tx);
      await addImages(tx, id, files.images);
      if (category_id !== undefined) {
        await tx.delete(productCategories).where(eq(productCategories.product_id, id));
        await linkCategories(tx, id, category_id);
      }
      return this.viewIn(tx, id);
    });
    this.changes.emit();
    await this.media.settle(replaced, this.options.log);
    return product;
  }

  /** Flips availability: on sale ↔ not available. */
  async toggleStatus(id: number): Promise<DescribedProduct> {
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
  async deleteImage(imageId: number): Promise<DescribedProduct> {
    const { product, image } = await this.db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(productImages)
        .where(eq(productImages.id, imageId))
        .returning({ product_id: productImages.product_id, image: productImages.image });
      if (!removed) throw notFound(staffMessages.imageNotFound);
      await this.media.release([removed.image], tx);
      await tx
        .update(products)
        .set({ updated_at: new Date() })
        .where(eq(products.id, removed.product_id));
      return { product: await this.viewIn(tx, removed.product_id), image: removed.image };
    });
    this.changes.emit();
    await this.media.settle([image], this.options.log);
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
      const files = [...(removed.avatar ? [removed.avatar] : []), ...images.map((i) => i.image)];
      await this.media.release(files, tx);
      return files;
    });
    this.changes.emit();
    await this.media.settle(files, this.options.log);
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
      errors.category_id = [staffMessages.productCategoriesMissing({ ids: missing })];
    }
    const blogs = this.options.blogs;
    if (blogs && blogId) {
      const found = await blogs.find([blogId], tx);
      if (!found.has(blogId)) errors.blog_id = [staffMessages.productBlogUnknown];
    }
    if (Object.keys(errors).length) throw invalid(errors);
  }

  private async scopeOf(id: number): Promise<{ topLevel: boolean; ids: number[] }> {
    const scope = await this.categories.scope(id);
    if (!scope) throw notFound(staffMessages.categoryNotFound);
    return scope;
  }

  /** Whether any product is `where`: one row read at most. */
  private async any(where: SQL | undefined, db: Db | Tx = this.db): Promise<boolean> {
    const [row] = await db.select({ id: products.id }).from(products).where(where).limit(1);
    return row !== undefined;
  }

  private async count(where: SQL | undefined, db: Db | Tx = this.db): Promise<number> {
    const [row] = await db.select({ n: count() }).from(products).where(where);
    return row!.n;
  }

  /** Whether more than `n` products match: reads at most n + 1 index entries. */
  private async moreThan(n: number, where: SQL | undefined, db: Db | Tx): Promise<boolean> {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .limit(1)
      .offset(n);
    return rows.length > 0;
  }

  /** `count(where)`, kept under `key` (what `where` says, as data) until products change. */
  private total(key: unknown[], where: SQL | undefined, db: Db | Tx = this.db): Promise<number> {
    return this.totals.get(JSON.stringify(key), () => this.count(where, db));
  }

  /**
   * One page of rows and the total (with a page), or every row (at most `limit`), turned into
   * products.
   */
  private async page(
    db: Db | Tx,
    where: SQL | undefined,
    order: SQL[],
    page: Page | undefined,
    how: { limit?: number; total: () => Promise<number> },
  ): Promise<ProductList> {
    const { limit } = how;
    const query = db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(...order)
      .$dynamic();
    if (!page) return { data: await this.views(await (limit ? query.limit(limit) : query), db) };
    const offset = (page.page - 1) * page.per_page;
    const rows = await query.limit(page.per_page).offset(offset);
    // A page neither full nor empty is the last: it tells the total without a count.
    const last = rows.length > 0 && rows.length < page.per_page;
    const total = last ? offset + rows.length : await how.total();
    return { data: await this.views(rows, db), total };
  }

  private views(rows: ProductRow[], db: Db | Tx = this.db): Promise<Product[]> {
    // In a transaction the tree is read there: the remembered one may need a query of its own,
    // which would wait for the transaction's connection (PGlite has only one).
    const categories = db === this.db ? this.categories : undefined;
    // Sales are read outside transactions only (PGlite's one connection is the transaction's).
    const sales = db === this.db ? this.options.sales : undefined;
    return productViews(db, rows, { blogs: this.options.blogs, categories, sales });
  }

  private async viewIn(tx: Tx, id: number): Promise<DescribedProduct> {
    const [product] = await this.described(tx, id);
    return product!;
  }

  /** One product with its descriptions (none when there is no such product). */
  private async described(db: Db | Tx, id: number): Promise<DescribedProduct[]> {
    const rows = await db.select(describedColumns).from(products).where(eq(products.id, id));
    const views = await this.views(rows, db);
    return views.map((view, i) => {
      const { description, description_en, description_ru } = rows[i]!;
      return { ...view, description, description_en, description_ru };
    });
  }
}

interface StockColumns {
  sizes: string[];
  stock: number | null;
  size_stock: Record<string, number> | null;
}

/**
 * The sizes and stock a write leaves: the fields sent over the current ones. Counted per size,
 * every size has its count and nothing else does, and `stock` is their sum (a `stock` sent
 * along is not used). A product without sizes is never counted per size.
 */
function stockColumns(
  current: StockColumns,
  sent: { sizes?: string[]; stock?: number | null; size_stock?: Record<string, number> | null },
): StockColumns {
  const sizes = sent.sizes ?? current.sizes;
  const stock = sent.stock === undefined ? current.stock : sent.stock;
  let perSize = sent.size_stock === undefined ? current.size_stock : sent.size_stock;
  // Sizes taken away (all of them, or some) take their counts with them when none were sent.
  if (sent.size_stock === undefined && perSize) {
    perSize = sizes.length
      ? Object.fromEntries(sizes.map((size) => [size, perSize![size] ?? 0]))
      : null;
  }
  if (!perSize) return { sizes, stock, size_stock: null };
  const errors: string[] = [];
  if (sizes.length === 0) errors.push('A product without sizes cannot be counted per size.');
  const extra = Object.keys(perSize).filter((size) => !sizes.includes(size));
  const missing = sizes.filter((size) => perSize![size] === undefined);
  if (extra.length) errors.push(`These are not sizes of the product: ${extra.join(', ')}.`);
  if (missing.length) errors.push(`Give the stock of every size; missing: ${missing.join(', ')}.`);
  if (errors.length) throw invalid({ size_stock: errors });
  const ordered = Object.fromEntries(sizes.map((size) => [size, perSize![size]!]));
  const total = Object.values(ordered).reduce((sum, n) => sum + n, 0);
  return { sizes, stock: total, size_stock: ordered };
}

/** What a filter narrows by, as data for a key: lists in a fixed order. */
const filterKey = (f: ProductFilter) => [
  f.categories && [...f.categories].sort((a, b) => a - b),
  f.importance,
  f.min,
  f.max,
  f.metals && [...f.metals].sort(),
  f.respects && [...f.respects].sort((a, b) => a - b),
  f.status,
  f.text === undefined ? undefined : normalizeQuery(f.text),
  f.sale?.targets,
];

const visible = (audience: Audience) =>
  audience === 'staff' ? undefined : eq(products.status, Availability.OnSale);

const inCategories = (ids: readonly number[]) =>
  sql`exists (select 1 from ${productCategories} where ${productCategories.product_id} = ${products.id} and ${inArray(productCategories.category_id, ids)})`;

/** The category ids to list: `wanted` within the scope, or the whole scope when none. */
function narrowed(scope: { ids: number[] }, wanted: readonly number[] | undefined): number[] {
  return wanted?.length ? scope.ids.filter((c) => wanted.includes(c)) : scope.ids;
}

function filterWhere(f: ProductFilter): SQL | undefined {
  const text = f.text === undefined ? '' : normalizeQuery(f.text);
  return and(
    f.categories && inCategories(f.categories),
    f.importance === undefined ? undefined : eq(products.important, f.importance),
    f.min === undefined ? undefined : gte(products.price, f.min),
    f.max === undefined ? undefined : lte(products.price, f.max),
    f.metals?.length
      ? sql`${products.metal_kind} in (select ${metalKinds.key} from ${metalKinds} where ${or(inArray(metalKinds.name, [...f.metals]), inArray(metalKinds.key, [...f.metals]))})`
      : undefined,
    f.respects?.length ? inArray(products.respect, [...f.respects]) : undefined,
    f.status === undefined ? undefined : eq(products.status, f.status),
    text ? searchMatch(text).where : undefined,
    f.sale?.where,
  );
}

/**
 * How many products `where` picks in each of `children`; with `topLevel`, per top-level
 * category of any category (the sale page's), its subcategories' products counted too.
 */
async function categoryCounts(
  db: Db | Tx,
  children: readonly number[],
  where: SQL | undefined,
  topLevel: boolean,
): Promise<{ id: number; count: number }[]> {
  if (topLevel) {
    return [...(await topLevelCounts(db, where))].map(([id, n]) => ({ id, count: n }));
  }
  if (children.length === 0) return [];
  return db
    .select({ id: productCategories.category_id, count: count() })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.product_id))
    .where(and(sql`${productCategories.category_id} = any(${intArray(children)})`, where))
    .groupBy(productCategories.category_id);
}

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

/** Products of a facet scope counted by metal kind, fineness and whether the price filter keeps them. */
interface FacetGroup {
  /** The kind's code; null for a product of no kind. */
  kind: string | null;
  metal: string | null;
  metal_en: string | null;
  metal_ru: string | null;
  respect: number;
  in_range: boolean;
  count: number;
  min: number;
  max: number;
}

/**
 * One pass over the products a facet set counts (`scope`: every filter but metal, fineness and
 * price), grouped finely enough that each facet's counts, with the other filters applied, add
 * up from the groups (`facetsOf`). In the kinds' name order, so ties in count keep the
 * database's order of names.
 */
function facetGroups(db: Db | Tx, scope: SQL | undefined, filter: ProductFilter) {
  const inRange = and(
    filter.min === undefined ? undefined : gte(products.price, filter.min),
    filter.max === undefined ? undefined : lte(products.price, filter.max),
  );
  return db
    .select({
      kind: metalKinds.key,
      metal: metalKinds.name,
      metal_en: metalKinds.name_en,
      metal_ru: metalKinds.name_ru,
      respect: products.respect,
      in_range: sql<boolean>`${inRange ?? sql`true`}`.as('in_range'),
      count: count(),
      min: sql<number>`min(${products.price})`,
      max: sql<number>`max(${products.price})`,
    })
    .from(products)
    .leftJoin(metalKinds, eq(metalKinds.key, products.metal_kind))
    .where(scope)
    .groupBy(
      metalKinds.key,
      metalKinds.name,
      metalKinds.name_en,
      metalKinds.name_ru,
      products.respect,
      sql`in_range`,
    )
    .orderBy(asc(metalKinds.name), asc(products.respect));
}

/** The metal, fineness and price facets, each with every other filter applied. */
function facetsOf(
  groups: readonly FacetGroup[],
  filter: ProductFilter,
): Pick<ProductFacets, 'metals' | 'respects' | 'price'> {
  // A metal filter names kinds by their Armenian name or their code (see filterWhere).
  const metalKept = (g: FacetGroup) =>
    !filter.metals?.length ||
    (g.kind !== null && (filter.metals.includes(g.kind) || filter.metals.includes(g.metal!)));
  const respectKept = (g: FacetGroup) =>
    !filter.respects?.length || filter.respects.includes(g.respect);

  const metals = new Map<string, ProductFacets['metals'][number]>();
  for (const g of groups) {
    if (g.kind === null || !respectKept(g) || !g.in_range) continue;
    const seen = metals.get(g.kind);
    if (seen) seen.count += g.count;
    else {
      metals.set(g.kind, {
        kind: g.kind,
        metal: g.metal!,
        metal_en: g.metal_en!,
        metal_ru: g.metal_ru!,
        count: g.count,
      });
    }
  }
  const respects = new Map<number, number>();
  for (const g of groups) {
    if (g.respect <= 0 || !metalKept(g) || !g.in_range) continue;
    respects.set(g.respect, (respects.get(g.respect) ?? 0) + g.count);
  }
  let low: number | null = null;
  let high: number | null = null;
  for (const g of groups) {
    if (!metalKept(g) || !respectKept(g)) continue;
    low = low === null ? g.min : Math.min(low, g.min);
    high = high === null ? g.max : Math.max(high, g.max);
  }
  return {
    // Most products first; a stable sort keeps the name order of ties.
    metals: [...metals.values()].sort((a, b) => b.count - a.count),
    respects: [...respects]
      .sort(([a], [b]) => a - b)
      .map(([respect, n]) => ({ respect, count: n })),
    price: { min: low, max: high },
  };
}
