import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import {
  catalogueColumns,
  CATEGORY_LEVEL_SEPARATOR,
  Importance,
  Availability,
  IMPORT_ROWS_MAX,
  IMPORT_WINDOW_MAX,
  importActions,
  importMessage,
  isCatalogueColumn,
  LIST_SEPARATOR,
  PRICE_MAX,
  weightPrice,
  type CatalogueColumn,
  type ImportAction,
  type ImportReport,
  type ImportRow,
  type Locale,
} from '@voski/contract';
import type { Db, Tx } from '../../../db/client.ts';
import {
  metalPrices,
  metals,
  productCategories,
  productImages,
  products,
} from '../../../db/schema/index.ts';
import { HttpError, invalid } from '../../../http/errors.ts';
import { sanitizeRichText } from '../../content/rich-text.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_FORMATS } from '../../media/images.ts';
import { referencedPaths } from '../../media/references.ts';
import type { MediaStore } from '../../media/store.ts';
import type { CategoryService, CategoryTreeView } from '../categories.ts';
import type { BlogLookup } from '../product-views.ts';
import type { ProductService } from '../products.ts';
import { finenessesOf, metalAmong, type KindRow } from '../../metals/kinds.ts';
import {
  pathKey,
  readRow,
  type CategoryPaths,
  type ImageRef,
  type Problem,
  type RowFields,
} from './catalogue-rows.ts';
import type { PhotoZip } from './photo-zip.ts';
import type { OutCell, Sheet } from './sheet-files.ts';

/** Rows written per transaction. */
export const IMPORT_BATCH = 100;
/** Products read per query while exporting. */
const EXPORT_CHUNK = 500;
/** Images fetched at once during an import. */
const FETCHES_AT_ONCE = 4;
const FETCH_TIMEOUT_MS = 20_000;

/** What pricing and metal checks of an import read once: prices per gram and the metal kinds. */
interface Pricing {
  perGram: ReadonlyMap<string, number>;
  kinds: readonly KindRow[];
}

export interface CatalogueSheetDeps {
  db: Db;
  categories: CategoryService;
  products: ProductService;
  media: MediaStore;
  blogs?: BlogLookup;
  publicUrl: string;
  log?: (error: unknown) => void;
}

export interface ImportOptions {
  dryRun: boolean;
  start: number;
  limit: number;
  locale: Locale;
  /** The photos a ZIP beside the sheet holds, which image cells may name. */
  zip?: PhotoZip;
  /** An import the server keeps (import-jobs.ts): its stored photos and its progress. */
  job?: ImportJobHooks;
}

/** What an import job adds to the batches of a run. */
export interface ImportJobHooks {
  /** The ZIP's files this import has stored already, by name → stored path. */
  storedFiles(names: string[]): Promise<Map<string, string>>;
  /**
   * In a batch's transaction, once its rows are written: records the batch's report, the
   * photos it stored (`stored`, name → path) and how far the run got (`end`, the first row
   * after the batch). Throwing rolls the batch back.
   */
  commit(
    tx: Tx,
    batch: { end: number; rows: ImportRow[]; stored: ReadonlyMap<string, string> },
  ): Promise<void>;
}

type ProductRecord = typeof products.$inferSelect;

/** A product as a sheet sees it: its columns, its category ids, its gallery's paths. */
interface Current {
  row: ProductRecord;
  categories: number[];
  images: string[];
}

/** What a row leaves in the database: every column a sheet can set. */
interface Final {
  title: string;
  title_en: string;
  title_ru: string;
  model: string;
  description: string;
  description_en: string;
  description_ru: string;
  metal: string;
  metal_en: string;
  metal_ru: string;
  respect: number;
  weight: number;
  price: number;
  priced_by_weight: boolean;
  metal_kind: string | null;
  making_charge: number;
  making_per_gram: boolean;
  important: number;
  status: number;
  sizes: string[];
  stock: number | null;
  size_stock: Record<string, number> | null;
  blog_id: number | null;
  avatar: ImageRef | null;
  images: ImageRef[];
  categories: number[];
}

type Plan =
  | { action: 'refuse'; problems: Problem[]; id: number | null }
  | { action: 'unchanged'; id: number }
  | { action: 'create' | 'update'; id: number | null; final: Final; changes: string[] };

interface PendingRow {
  number: number;
  model: string;
  fields: RowFields;
  problems: Problem[];
}

/** The sheet's columns that are the product's own fields, stored as the row says. */
type ProductColumnOfSheet = Exclude<CatalogueColumn, 'categories' | 'avatar' | 'images'>;
const productColumnsOfSheet = catalogueColumns.filter(
  (column): column is ProductColumnOfSheet =>
    column !== 'categories' && column !== 'avatar' && column !== 'images',
) satisfies readonly (keyof Final & keyof ProductRecord)[];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const pathOf = (ref: ImageRef | null) => (ref && 'path' in ref ? ref.path : null);
/** An image to store (an address, a ZIP's file) → its key among a batch's stored images. */
const storeKey = (ref: Exclude<ImageRef, { path: string }>) =>
  'url' in ref ? ref.url : `zip:${ref.file}`;
/** The images a row names, each with its column. */
const namedImages = (fields: RowFields) => [
  ...(fields.avatar ? [['avatar', fields.avatar] as const] : []),
  ...(fields.images ?? []).map((ref) => ['images', ref] as const),
];

/**
 * Catalogue sheets: the whole catalogue out as rows, and rows in as products created or
 * updated by model (docs/decisions/0034).
 */
export class CatalogueSheets {
  constructor(private readonly deps: CatalogueSheetDeps) {}

  // Export

  /** The header and then each product's row, by id, a chunk of products per query. */
  async *exportRows(): AsyncGenerator<OutCell[]> {
    const { db } = this.deps;
    const paths = categoryPathNames(await this.deps.categories.tree());
    const origin = new URL(this.deps.publicUrl).origin;
    const address = (path: string | null) => (path ? `${origin}/${path}` : null);
    let after = 0;
    for (;;) {
      const rows = await db
        .select()
        .from(products)
        .where(gt(products.id, after))
        .orderBy(asc(products.id))
        .limit(EXPORT_CHUNK);
      if (rows.length === 0) return;
      after = rows.at(-1)!.id;
      const { categories, images } = await linksOf(
        db,
        rows.map((r) => r.id),
      );
      for (const p of rows) {
        const cells: Record<CatalogueColumn, OutCell> = {
          model: p.model,
          title: p.title,
          title_en: p.title_en,
          title_ru: p.title_ru,
          description: p.description,
          description_en: p.description_en,
          description_ru: p.description_ru,
          categories: (categories.get(p.id) ?? [])
            .map((id) => paths.get(id) ?? '')
            .filter(Boolean)
            .join(LIST_SEPARATOR),
          metal: p.metal,
          metal_en: p.metal_en,
          metal_ru: p.metal_ru,
          respect: p.respect || null,
          weight: p.weight || null,
          price: p.price,
          priced_by_weight: p.priced_by_weight ? 1 : 0,
          metal_kind: p.metal_kind,
          making_charge: p.making_charge,
          making_per_gram: p.making_per_gram ? 1 : 0,
          important: p.important,
          status: p.status,
          sizes: p.sizes.join(LIST_SEPARATOR),
          stock: p.stock,
          size_stock: p.size_stock
            ? Object.entries(p.size_stock)
                .map(([size, n]) => `${size}: ${n}`)
                .join(LIST_SEPARATOR)
            : null,
          avatar: address(p.avatar),
          images: (images.get(p.id) ?? []).map(address).join(' '),
          blog_id: p.blog_id,
        };
        yield catalogueColumns.map((column) => cells[column]);
      }
    }
  }

  // Import

  /**
   * Reads rows `start` to `start + limit` of a sheet and creates, updates or refuses each
   * (a dry run only says which), a transaction per batch of rows.
   */
  async import(sheet: Sheet, options: ImportOptions): Promise<ImportReport> {
    const columns = headerColumns(sheet.header);
    if (sheet.rows.length > IMPORT_ROWS_MAX) {
      throw invalid({ file: [`A sheet may have at most ${IMPORT_ROWS_MAX} rows.`] });
    }
    const limit = Math.min(options.limit, IMPORT_WINDOW_MAX);
    const start = Math.min(options.start, sheet.rows.length);
    const end = Math.min(start + limit, sheet.rows.length);
    const kinds = await this.deps.db.select().from(metals);
    const context = {
      categories: categoryPaths(await this.deps.categories.tree()),
      metalKinds: kinds.map((kind) => kind.key),
      publicOrigin: new URL(this.deps.publicUrl).origin,
      zip: options.zip,
    };

    // A model met on an earlier row (in this window or before it) is refused.
    const modelAt = columns.indexOf('model');
    const firstRow = new Map<string, number>();
    const pending: PendingRow[] = [];
    for (let i = 0; i < end; i++) {
      const row = sheet.rows[i]!;
      const model = (row.cells[modelAt] ?? '').trim();
      const earlier = model ? firstRow.get(model) : undefined;
      if (model && earlier === undefined) firstRow.set(model, row.number);
      if (i < start) continue;
      const cells = new Map(columns.map((column, c) => [column, row.cells[c] ?? '']));
      const { fields, problems } = readRow(cells, context);
      if (earlier !== undefined) {
        problems.push({
          column: 'model',
          code: 'modelTwice',
          values: { value: model, row: earlier },
        });
      }
      pending.push({ number: row.number, model, fields, problems });
    }

    // A dry run reads each ZIP file a row names (once) to tell it is an image; stores none.
    if (options.dryRun && options.zip) await checkFiles(pending, options.zip);

    const present = new Set<CatalogueColumn>(columns);
    const reported: ImportRow[] = [];
    const prices: Pricing = { perGram: await this.pricesPerGram(), kinds };
    for (let i = 0; i < pending.length; i += IMPORT_BATCH) {
      const batch = pending.slice(i, i + IMPORT_BATCH);
      const report = (plans: Plan[]) =>
        batch.map((row, k) => reportRow(row, plans[k]!, options.locale));
      reported.push(
        ...(options.dryRun
          ? report(await this.planBatch(this.deps.db, batch, present, prices, false))
          : await this.runBatch(batch, present, prices, options, start + i + batch.length, report)),
      );
    }

    const counts = Object.fromEntries(importActions.map((a) => [a, 0])) as Record<
      ImportAction,
      number
    >;
    for (const row of reported) counts[row.action]++;
    return {
      dry_run: options.dryRun,
      total: sheet.rows.length,
      start,
      next: end < sheet.rows.length ? end : null,
      counts,
      rows: reported,
    };
  }

  private async pricesPerGram(): Promise<Map<string, number>> {
    const rows = await this.deps.db.select().from(metalPrices);
    return new Map(rows.map((r) => [`${r.metal}:${r.fineness}`, r.price_per_gram]));
  }

  /**
   * Stores the batch's images (fetched by address, read from the ZIP), then writes its rows in
   * one transaction, with the job's record of them when there is one.
   */
  private async runBatch(
    batch: PendingRow[],
    present: ReadonlySet<CatalogueColumn>,
    prices: Pricing,
    options: ImportOptions,
    end: number,
    report: (plans: Plan[]) => ImportRow[],
  ): Promise<ImportRow[]> {
    const stored: string[] = [];
    const released: string[] = [];
    try {
      const { images, files } = await this.storeImages(batch, options, stored);
      const { plans, rows } = await this.deps.db.transaction(async (tx) => {
        // Imports one at a time: two of them creating the same model would both create it.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('voski:catalogue-import'))`);
        const plans = await this.planBatch(tx, batch, present, prices, true, images);
        await this.write(tx, plans, images, released);
        await this.deps.media.release(released, tx);
        const rows = report(plans);
        await options.job?.commit(tx, { end, rows, stored: files });
        return { plans, rows };
      });
      if (plans.some((p) => p.action === 'create' || p.action === 'update')) {
        this.deps.products.changes.emit();
      }
      return rows;
    } finally {
      // The images stored that nothing took (a refused row, a rolled-back batch), and the ones
      // rows let go of, go now; those a job holds for later rows stay.
      await this.deps.media.settle([...stored, ...released], this.deps.log);
    }
  }

  /**
   * The images the batch's sound rows name, stored: each address fetched, each ZIP file read
   * (a job's stored once for all its batches) → the stored path, or the row's problem. Adds
   * what it stores to `stored`; answers the ZIP files stored now by name (`files`).
   */
  private async storeImages(
    batch: PendingRow[],
    options: ImportOptions,
    stored: string[],
  ): Promise<{ images: Map<string, string | Problem>; files: Map<string, string> }> {
    const urls = new Set<string>();
    const names = new Set<string>();
    for (const row of batch) {
      if (row.problems.length) continue;
      for (const [, ref] of namedImages(row.fields)) {
        if ('url' in ref) urls.add(ref.url);
        else if ('file' in ref) names.add(ref.file);
      }
    }
    const images = new Map<string, string | Problem>();
    const files = new Map<string, string>();
    const known = names.size && options.job ? await options.job.storedFiles([...names]) : new Map();
    for (const [name, path] of known) images.set(storeKey({ file: name }), path);
    const keep = async (
      key: string,
      value: string,
      code: Problem['code'],
      read: () => Promise<Buffer>,
    ): Promise<string | undefined> => {
      let data: Buffer;
      try {
        data = await read();
      } catch {
        images.set(key, { column: 'images', code, values: { value } });
        return undefined;
      }
      try {
        const path = await this.deps.media.store('products', data, { accept: UPLOAD_FORMATS });
        stored.push(path);
        images.set(key, path);
        return path;
      } catch (error) {
        // Storage out of reach is no fault of the row: the import stops there.
        if (error instanceof HttpError && error.statusCode === 503) throw error;
        images.set(key, { column: 'images', code, values: { value } });
        return undefined;
      }
    };
    const limit = pLimit(FETCHES_AT_ONCE);
    const zip = options.zip;
    await Promise.all([
      ...[...urls].map((url) =>
        limit(() => keep(url, url, 'imageUnreadable', () => download(url))),
      ),
      ...[...names]
        .filter((name) => zip && !known.has(name))
        .map((name) =>
          limit(async () => {
            const path = await keep(storeKey({ file: name }), name, 'zipFileNotImage', () =>
              zip!.read(name),
            );
            if (path) files.set(name, path);
          }),
        ),
    ]);
    return { images, files };
  }

  /** What each row of a batch does, against the products as `db` has them. */
  private async planBatch(
    db: Db | Tx,
    batch: PendingRow[],
    present: ReadonlySet<CatalogueColumn>,
    prices: Pricing,
    lock: boolean,
    fetched?: ReadonlyMap<string, string | Problem>,
  ): Promise<Plan[]> {
    const models = [...new Set(batch.map((r) => r.model).filter(Boolean))];
    const found = models.length
      ? await (lock
          ? db.select().from(products).where(inArray(products.model, models)).for('update')
          : db.select().from(products).where(inArray(products.model, models)))
      : [];
    const links = await linksOf(
      db,
      found.map((p) => p.id),
    );
    const byModel = new Map<string, Current[]>();
    for (const row of found) {
      const list = byModel.get(row.model) ?? [];
      list.push({
        row,
        categories: links.categories.get(row.id) ?? [],
        images: links.images.get(row.id) ?? [],
      });
      byModel.set(row.model, list);
    }
    const knownPaths = await this.existingPaths(db, batch, byModel);
    const knownBlogs = await this.existingBlogs(db, batch);

    return batch.map((pending): Plan => {
      const matches = byModel.get(pending.model) ?? [];
      const current = matches.length === 1 ? matches[0] : undefined;
      const problems = [...pending.problems];
      if (matches.length > 1) {
        problems.push({
          column: 'model',
          code: 'modelAmbiguous',
          values: { value: pending.model },
        });
      }
      if (problems.length) return { action: 'refuse', problems, id: current?.row.id ?? null };
      const final = finalOf(pending.fields, current, prices.kinds);
      problems.push(...finalProblems(final, present, current, prices));
      const named = [
        ...(pending.fields.avatar ? [['avatar', pending.fields.avatar] as const] : []),
        ...(pending.fields.images ?? []).map((ref) => ['images', ref] as const),
      ];
      for (const [column, ref] of named) {
        if ('path' in ref && !knownPaths.has(ref.path)) {
          problems.push({ column, code: 'imageNotFound', values: { value: ref.path } });
        }
        const got = 'path' in ref ? undefined : fetched?.get(storeKey(ref));
        if (got && typeof got !== 'string') problems.push({ ...got, column });
      }
      if (final.blog_id !== null && !knownBlogs.has(final.blog_id)) {
        problems.push({ column: 'blog_id', code: 'blogUnknown', values: { value: final.blog_id } });
      }
      if (problems.length) return { action: 'refuse', problems, id: current?.row.id ?? null };
      if (!current) return { action: 'create', id: null, final, changes: [] };
      const changes = changedColumns(final, current, present);
      return changes.length
        ? { action: 'update', id: current.row.id, final, changes }
        : { action: 'unchanged', id: current.row.id };
    });
  }

  /** Of the stored paths the batch names, those an image of the shop has. */
  private async existingPaths(
    db: Db | Tx,
    batch: PendingRow[],
    byModel: ReadonlyMap<string, Current[]>,
  ): Promise<Set<string>> {
    const named = new Set<string>();
    for (const row of batch) {
      for (const ref of [row.fields.avatar ?? null, ...(row.fields.images ?? [])]) {
        const path = pathOf(ref);
        if (path) named.add(path);
      }
    }
    const known = new Set<string>();
    for (const matches of byModel.values()) {
      for (const { row, images } of matches) {
        for (const path of [row.avatar, ...images]) if (path && named.delete(path)) known.add(path);
      }
    }
    for (const path of await referencedPaths(db, [...named])) known.add(path);
    return known;
  }

  private async existingBlogs(db: Db | Tx, batch: PendingRow[]): Promise<Set<number>> {
    const ids = [...new Set(batch.map((r) => r.fields.blog_id).filter((id): id is number => !!id))];
    const blogs = this.deps.blogs;
    if (!ids.length || !blogs) return new Set();
    return new Set((await blogs.find(ids, db)).keys());
  }

  /**
   * Writes a batch's planned rows: the new products in one statement, each update in its own,
   * then the galleries and category links of both in one statement each.
   */
  private async write(
    tx: Tx,
    plans: Plan[],
    fetched: ReadonlyMap<string, string | Problem>,
    released: string[],
  ): Promise<void> {
    const stored = (ref: ImageRef) =>
      'path' in ref ? ref.path : (fetched.get(storeKey(ref)) as string);
    const columnsOf = (final: Final) => ({
      ...(Object.fromEntries(productColumnsOfSheet.map((c) => [c, final[c]])) as Pick<
        Final,
        ProductColumnOfSheet
      >),
      avatar: final.avatar ? stored(final.avatar) : null,
    });
    const writes = plans.filter(
      (p): p is Extract<Plan, { final: Final }> => p.action === 'create' || p.action === 'update',
    );
    const creates = writes.filter((p) => p.action === 'create');
    if (creates.length) {
      // Models are unique within a batch (a repeated one is refused), so they name the new ids.
      const made = await tx
        .insert(products)
        .values(creates.map((p) => columnsOf(p.final)))
        .returning({ id: products.id, model: products.model });
      const ids = new Map(made.map((row) => [row.model, row.id]));
      for (const plan of creates) plan.id = ids.get(plan.final.model)!;
    }
    const gallery: { product_id: number; image: string; position: number }[] = [];
    const links: { product_id: number; category_id: number }[] = [];
    for (const plan of writes) {
      const { final } = plan;
      const changed = new Set(plan.changes);
      if (plan.action === 'update') {
        const id = plan.id!;
        const [old] = await tx
          .select({ avatar: products.avatar })
          .from(products)
          .where(eq(products.id, id));
        const { avatar, ...columns } = columnsOf(final);
        const set: Partial<typeof products.$inferInsert> = { updated_at: new Date() };
        for (const column of productColumnsOfSheet) {
          if (changed.has(column)) Object.assign(set, { [column]: columns[column] });
        }
        // a weight price follows its inputs whichever of them changed; so does a summed stock
        Object.assign(set, {
          price: final.price,
          stock: final.stock,
          size_stock: final.size_stock,
        });
        if (changed.has('avatar')) {
          set.avatar = avatar;
          if (old?.avatar && old.avatar !== avatar) released.push(old.avatar);
        }
        await tx.update(products).set(set).where(eq(products.id, id));
        if (changed.has('images')) {
          const kept = final.images.map(stored);
          const removed = await tx
            .delete(productImages)
            .where(eq(productImages.product_id, id))
            .returning({ image: productImages.image });
          released.push(...removed.map((r) => r.image).filter((p) => !kept.includes(p)));
        }
        if (changed.has('categories')) {
          await tx.delete(productCategories).where(eq(productCategories.product_id, id));
        }
      }
      const product_id = plan.id!;
      if (plan.action === 'create' || changed.has('images')) {
        final.images.forEach((ref, position) =>
          gallery.push({ product_id, image: stored(ref), position }),
        );
      }
      if (plan.action === 'create' || changed.has('categories')) {
        for (const category_id of final.categories) links.push({ product_id, category_id });
      }
    }
    if (gallery.length) await tx.insert(productImages).values(gallery);
    if (links.length) await tx.insert(productCategories).values(links);
  }
}

/** The sheet's columns by position; 422 for unknown, repeated or missing key columns. */
function headerColumns(header: readonly string[]): CatalogueColumn[] {
  const names = header.map((h) => h.trim().toLowerCase());
  const unknown = names.filter((n) => !isCatalogueColumn(n));
  const repeated = names.filter((n, i) => names.indexOf(n) !== i);
  const errors: string[] = [];
  if (!names.includes('model'))
    errors.push('The sheet needs a model column (the header row names the columns).');
  if (unknown.length) {
    errors.push(
      `Unknown columns: ${unknown.map((n) => n || '(empty)').join(', ')}. The columns are: ${catalogueColumns.join(', ')}.`,
    );
  }
  if (repeated.length) errors.push(`Columns named twice: ${[...new Set(repeated)].join(', ')}.`);
  if (errors.length) throw invalid({ file: errors });
  return names as CatalogueColumn[];
}

/** Every category's path (parent > child), each name in any language, to its ids. */
function categoryPaths(tree: readonly CategoryTreeView[]): CategoryPaths {
  const byPath = new Map<string, number[]>();
  const add = (names: string[], id: number) => {
    if (names.some((n) => n.trim() === '')) return;
    const key = pathKey(names);
    const ids = byPath.get(key) ?? [];
    if (!ids.includes(id)) byPath.set(key, [...ids, id]);
  };
  const languages = ['name', 'name_en', 'name_ru'] as const;
  for (const top of tree) {
    for (const l of languages) add([top[l]], top.id);
    // each level in any language: an Armenian parent with a Russian child names it too
    for (const child of top.children) {
      for (const p of languages) for (const l of languages) add([top[p], child[l]], child.id);
    }
  }
  return { byPath };
}

/** Each category's path as an export writes it: the Armenian names. */
function categoryPathNames(tree: readonly CategoryTreeView[]): Map<number, string> {
  const names = new Map<number, string>();
  for (const top of tree) {
    names.set(top.id, top.name);
    for (const child of top.children) {
      names.set(child.id, `${top.name}${CATEGORY_LEVEL_SEPARATOR}${child.name}`);
    }
  }
  return names;
}

/** The category ids and gallery paths (in order) of the listed products. */
async function linksOf(db: Db | Tx, ids: readonly number[]) {
  const categories = new Map<number, number[]>();
  const images = new Map<number, string[]>();
  if (ids.length === 0) return { categories, images };
  const [links, gallery] = await Promise.all([
    db
      .select()
      .from(productCategories)
      .where(inArray(productCategories.product_id, [...ids]))
      .orderBy(asc(productCategories.category_id)),
    db
      .select({ product_id: productImages.product_id, image: productImages.image })
      .from(productImages)
      .where(inArray(productImages.product_id, [...ids]))
      .orderBy(asc(productImages.position), asc(productImages.id)),
  ]);
  for (const l of links)
    categories.set(l.product_id, [...(categories.get(l.product_id) ?? []), l.category_id]);
  for (const g of gallery) images.set(g.product_id, [...(images.get(g.product_id) ?? []), g.image]);
  return { categories, images };
}

/** The row's fields over the product as it is (or over a new product's defaults). */
function finalOf(
  fields: RowFields,
  current: Current | undefined,
  kinds: readonly KindRow[],
): Final {
  const c = current?.row;
  const texts = {
    metal: fields.metal ?? c?.metal ?? '',
    metal_en: fields.metal_en ?? c?.metal_en ?? '',
    metal_ru: fields.metal_ru ?? c?.metal_ru ?? '',
  };
  // The kind column, when the sheet has it, says the kind (empty: none, the texts as written);
  // without it, texts that name one kind choose it, as for an old client. A code was checked
  // against the kinds when the row was read.
  const metal =
    fields.metal_kind === null
      ? { metal_kind: null, ...texts }
      : metalAmong(
          kinds,
          {
            metal_kind: fields.metal_kind,
            metal: fields.metal,
            metal_en: fields.metal_en,
            metal_ru: fields.metal_ru,
          },
          { metal_kind: c?.metal_kind ?? null, ...texts },
        )!;
  const pick = <K extends keyof RowFields & keyof Final>(key: K, fallback: Final[K]): Final[K] =>
    (fields[key] !== undefined ? fields[key] : fallback) as Final[K];
  const sizes = pick('sizes', c?.sizes ?? []);
  let sizeStock: Record<string, number> | null =
    fields.size_stock !== undefined ? fields.size_stock : (c?.size_stock ?? null);
  // Sizes taken away take their counts along; new ones start at 0 (as the product form does).
  if (fields.size_stock === undefined && sizeStock) {
    sizeStock = sizes.length ? Object.fromEntries(sizes.map((s) => [s, sizeStock![s] ?? 0])) : null;
  }
  const description = (key: 'description' | 'description_en' | 'description_ru') =>
    fields[key] !== undefined ? sanitizeRichText(fields[key]) : (c?.[key] ?? '');
  return {
    title: pick('title', c?.title ?? ''),
    title_en: pick('title_en', c?.title_en ?? ''),
    title_ru: pick('title_ru', c?.title_ru ?? ''),
    model: fields.model,
    description: description('description'),
    description_en: description('description_en'),
    description_ru: description('description_ru'),
    ...metal,
    respect: pick('respect', c?.respect ?? 0),
    weight: pick('weight', c?.weight ?? 0),
    price: (fields.price !== undefined ? fields.price : (c?.price ?? null)) as number,
    priced_by_weight: pick('priced_by_weight', c?.priced_by_weight ?? false),
    making_charge: pick('making_charge', c?.making_charge ?? 0),
    making_per_gram: pick('making_per_gram', c?.making_per_gram ?? false),
    important: pick('important', c?.important ?? Importance.Ordinary),
    status: pick('status', c?.status ?? Availability.OnSale),
    sizes,
    stock: pick('stock', c?.stock ?? null),
    size_stock: sizeStock,
    blog_id: pick('blog_id', c?.blog_id ?? null),
    avatar: fields.avatar !== undefined ? fields.avatar : c?.avatar ? { path: c.avatar } : null,
    images: fields.images ?? (current?.images ?? []).map((path) => ({ path })),
    categories: fields.categories ?? current?.categories ?? [],
  };
}

/** What the whole row may not be (required fields, weight pricing, stock per size); sets the price and stock. */
function finalProblems(
  final: Final,
  present: ReadonlySet<CatalogueColumn>,
  current: Current | undefined,
  prices: Pricing,
): Problem[] {
  const problems: Problem[] = [];
  const add = (column: Problem['column'], code: Problem['code'], values = {}) =>
    problems.push({ column, code, values: { column, ...values } });
  if (!current && !present.has('title')) add('title', 'required');
  const kind = prices.kinds.find((k) => k.key === final.metal_kind);
  const allowed = finenessesOf(kind);
  if (final.respect && !allowed.includes(final.respect)) {
    add('respect', 'notOneOf', { allowed: allowed.join(', ') });
  }
  if (final.priced_by_weight) {
    if (!final.metal_kind) add('metal_kind', 'weightNeedsMetal');
    else if (!(final.weight > 0)) add('weight', 'weightNeedsWeight');
    else if (!final.respect) add('respect', 'weightNeedsFineness');
    else {
      const perGram = prices.perGram.get(`${final.metal_kind}:${final.respect}`);
      if (perGram === undefined) {
        add('priced_by_weight', 'weightNoPricePerGram', {
          metal: final.metal_kind,
          fineness: final.respect,
        });
      } else {
        final.price = weightPrice({
          weight: final.weight,
          pricePerGram: perGram,
          makingCharge: final.making_charge,
          makingPerGram: final.making_per_gram,
        });
        if (final.price > PRICE_MAX) add('weight', 'weightPriceTooHigh', { max: PRICE_MAX });
      }
    }
  } else if (final.price === null || final.price === undefined) {
    add('price', 'required');
  }
  if (final.size_stock) {
    const keys = Object.keys(final.size_stock);
    if (final.sizes.length === 0) add('size_stock', 'sizeStockWithoutSizes');
    else if (keys.length !== final.sizes.length || keys.some((k) => !final.sizes.includes(k))) {
      add('size_stock', 'badSizeStock');
    } else {
      final.size_stock = Object.fromEntries(final.sizes.map((s) => [s, final.size_stock![s]!]));
      final.stock = Object.values(final.size_stock).reduce((sum, n) => sum + n, 0);
    }
  }
  return problems;
}

/** The columns whose value the row changes. */
function changedColumns(
  final: Final,
  current: Current,
  present: ReadonlySet<CatalogueColumn>,
): string[] {
  const c = current.row;
  const changes: string[] = productColumnsOfSheet.filter(
    (column) => !same(final[column], c[column]),
  );
  if (final.avatar && !('path' in final.avatar)) changes.push('avatar');
  else if (pathOf(final.avatar) !== c.avatar) changes.push('avatar');
  if (present.has('images')) {
    if (
      final.images.some((ref) => !('path' in ref)) ||
      !same(final.images.map(pathOf), current.images)
    ) {
      changes.push('images');
    }
  }
  if (!same(final.categories, current.categories)) changes.push('categories');
  return changes;
}

function reportRow(row: PendingRow, plan: Plan, locale: Locale): ImportRow {
  const problems = plan.action === 'refuse' ? plan.problems : [];
  return {
    row: row.number,
    model: row.model,
    action: plan.action,
    id: plan.id,
    changes: plan.action === 'update' ? plan.changes : [],
    problems: problems.map((p) => ({
      column: p.column,
      code: p.code,
      message: importMessage(p.code, locale, p.values),
    })),
  };
}

/** The dry run's check of the ZIP files rows name: a missing one was refused when read. */
async function checkFiles(rows: readonly PendingRow[], zip: PhotoZip): Promise<void> {
  for (const row of rows) {
    for (const [column, ref] of namedImages(row.fields)) {
      if ('file' in ref && !(await zip.isImage(ref.file))) {
        row.problems.push({ column, code: 'zipFileNotImage', values: { value: ref.file } });
      }
    }
  }
}

/** An image at an address, at most as large as an upload may be. */
async function download(url: string): Promise<Buffer> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: { accept: 'image/*' },
  });
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_UPLOAD_BYTES) throw new Error('too large');
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const part of response.body) {
    size += part.length;
    if (size > MAX_UPLOAD_BYTES) throw new Error('too large');
    parts.push(part);
  }
  return Buffer.concat(parts);
}
