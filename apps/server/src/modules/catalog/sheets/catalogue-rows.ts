import {
  CATEGORY_LEVEL_SEPARATOR,
  DESCRIPTION_MAX,
  finenesses,
  LIST_SEPARATOR,
  MODEL_MAX,
  normalizeSize,
  PRICE_MAX,
  PRODUCT_TEXT_MAX,
  SIZES_MAX,
  STOCK_MAX,
  WEIGHT_MAX,
  type CatalogueColumn,
  type ImportProblemCode,
} from '@voski/contract';
import { REFUSED_CHARACTER } from '@voski/contract/text-characters';

/** A problem of one row, before it is put in the staff member's language. */
export interface Problem {
  column: CatalogueColumn | 'row';
  code: ImportProblemCode;
  values?: Record<string, string | number>;
}

/** An image a row names: one of the shop's stored paths, an address to fetch, or a ZIP's file. */
export type ImageRef = { path: string } | { url: string } | { file: string };

/** What a row sets, column by column: only the columns the sheet has. */
export interface RowFields {
  model: string;
  title?: string;
  title_en?: string;
  title_ru?: string;
  description?: string;
  description_en?: string;
  description_ru?: string;
  metal?: string;
  metal_en?: string;
  metal_ru?: string;
  respect?: number;
  weight?: number;
  price?: number | null;
  priced_by_weight?: boolean;
  /** A metal kind's code. */
  metal_kind?: string | null;
  making_charge?: number;
  making_per_gram?: boolean;
  important?: number;
  status?: number;
  categories?: number[];
  sizes?: string[];
  stock?: number | null;
  size_stock?: Record<string, number> | null;
  avatar?: ImageRef | null;
  images?: ImageRef[];
  blog_id?: number | null;
}

/** The category tree by path, each path in each language, lower-cased. */
export interface CategoryPaths {
  /** Path → the ids of the categories so named (more than one: ambiguous). */
  byPath: Map<string, number[]>;
}

export interface RowContext {
  categories: CategoryPaths;
  /** The codes of the shop's metal kinds. */
  metalKinds: readonly string[];
  /** The shop's own address (`PUBLIC_URL`): its image addresses are read as stored paths. */
  publicOrigin: string;
  /** The ZIP of photos beside the sheet: a cell's file name → its path in the ZIP. */
  zip?: { resolve(name: string): string | undefined };
}

export const pathKey = (names: readonly string[]) =>
  names.map((name) => name.trim().replace(/\s+/g, ' ').toLowerCase()).join('\u0000');

const STORED_PATH = /^uploads\/[\w-]+(?:\/[\w-]+)*\.\w{2,5}$/;

/** An image cell's value: a stored path (bare, `/…`, `/storage/…`, or at the shop's own address). */
export function imageRef(value: string, publicOrigin: string): ImageRef | undefined {
  let text = value.trim();
  if (/^https?:\/\//i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return undefined;
    }
    if (url.origin !== publicOrigin) return { url: url.href };
    text = url.pathname;
  }
  const path = text.replace(/^\/+/, '').replace(/^storage\//, '');
  return STORED_PATH.test(path) ? { path } : undefined;
}

/**
 * Reads one row into the fields it sets, and the problems of its cells. A cell left empty
 * empties its field (a required one is a problem); a column the sheet does not have is not
 * read at all.
 */
export function readRow(
  cells: ReadonlyMap<CatalogueColumn, string>,
  context: RowContext,
): { fields: RowFields; problems: Problem[] } {
  const problems: Problem[] = [];
  const problem = (column: Problem['column'], code: ImportProblemCode, values = {}) => {
    problems.push({ column, code, values: { column, ...values } });
    return undefined;
  };
  const raw = (column: CatalogueColumn) => cells.get(column);
  const has = (column: CatalogueColumn) => cells.has(column);

  const textOf = (column: CatalogueColumn, max: number, required = false) => {
    const value = raw(column)?.trim();
    if (value === undefined) return undefined;
    if (REFUSED_CHARACTER.test(value)) return problem(column, 'controlCharacters');
    if (required && value === '') return problem(column, 'required');
    if (value.length > max) return problem(column, 'tooLong', { max });
    return value;
  };
  const intOf = (column: CatalogueColumn, min: number, max: number, empty: number | null) => {
    const value = raw(column)?.trim();
    if (value === undefined) return undefined;
    if (value === '') return empty;
    const n = /^-?\d{1,12}(\.0+)?$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(n) || n < min || n > max) {
      return problem(column, 'notWholeNumber', { min, max });
    }
    return n;
  };
  const flagOf = (column: CatalogueColumn) => {
    const value = raw(column)?.trim().toLowerCase();
    if (value === undefined) return undefined;
    if (['', '0', 'false', 'no'].includes(value)) return false;
    if (['1', 'true', 'yes'].includes(value)) return true;
    return problem(column, 'notOneOf', { allowed: '0, 1' });
  };

  const model = textOf('model', MODEL_MAX, true) ?? '';
  const fields: RowFields = { model };
  const set = <K extends keyof RowFields>(key: K, value: RowFields[K] | undefined) => {
    if (value !== undefined) fields[key] = value;
  };

  set('title', textOf('title', PRODUCT_TEXT_MAX, true));
  for (const column of ['title_en', 'title_ru', 'metal', 'metal_en', 'metal_ru'] as const) {
    set(column, textOf(column, PRODUCT_TEXT_MAX));
  }
  for (const column of ['description', 'description_en', 'description_ru'] as const) {
    set(column, textOf(column, DESCRIPTION_MAX));
  }

  if (has('respect')) {
    const respect = intOf('respect', 0, 999, 0);
    if (respect !== undefined && respect !== null) {
      if (respect === 0 || (finenesses as readonly number[]).includes(respect)) {
        fields.respect = respect;
      } else problem('respect', 'notOneOf', { allowed: finenesses.join(', ') });
    }
  }
  if (has('weight')) {
    const value = raw('weight')!.trim().replace(',', '.');
    const n = value === '' ? 0 : /^\d{1,9}(\.\d{1,6})?$/.test(value) ? Number(value) : NaN;
    if (Number.isFinite(n) && n <= WEIGHT_MAX) fields.weight = Math.round(n * 1000) / 1000;
    else problem('weight', 'notNumber', { max: WEIGHT_MAX });
  }
  set('price', intOf('price', 0, PRICE_MAX, null));
  set('priced_by_weight', flagOf('priced_by_weight'));
  if (has('metal_kind')) {
    const kind = raw('metal_kind')!.trim().toLowerCase();
    if (kind === '') fields.metal_kind = null;
    else if (context.metalKinds.includes(kind)) fields.metal_kind = kind;
    else problem('metal_kind', 'notOneOf', { allowed: context.metalKinds.join(', ') });
  }
  set('making_charge', intOf('making_charge', 0, PRICE_MAX, 0) ?? undefined);
  set('making_per_gram', flagOf('making_per_gram'));
  set('important', intOf('important', 0, 2, 0) ?? undefined);
  set('status', intOf('status', 0, 1, 1) ?? undefined);

  if (has('categories')) {
    const ids: number[] = [];
    for (const path of splitList(raw('categories')!)) {
      const names = path.split(CATEGORY_LEVEL_SEPARATOR.trim());
      const found = context.categories.byPath.get(pathKey(names)) ?? [];
      if (found.length === 0) problem('categories', 'unknownCategory', { path });
      else if (found.length > 1) problem('categories', 'ambiguousCategory', { path });
      else if (!ids.includes(found[0]!)) ids.push(found[0]!);
    }
    fields.categories = ids.sort((a, b) => a - b);
  }

  if (has('sizes')) {
    const sizes: string[] = [];
    const items = splitList(raw('sizes')!);
    if (items.length > SIZES_MAX) problem('sizes', 'tooManySizes', { max: SIZES_MAX });
    for (const item of items) {
      const size = normalizeSize(item);
      if (size === null) problem('sizes', 'badSize', { value: item });
      else if (sizes.includes(size)) problem('sizes', 'sizeTwice', { value: size });
      else sizes.push(size);
    }
    fields.sizes = sizes;
  }
  set('stock', intOf('stock', 0, STOCK_MAX, null));
  if (has('size_stock')) {
    const items = splitList(raw('size_stock')!);
    const counts: Record<string, number> = {};
    let bad = false;
    for (const item of items) {
      const match = /^(.+?)\s*[:=]\s*(\d{1,9})$/.exec(item);
      const size = match ? normalizeSize(match[1]) : null;
      const n = match ? Number(match[2]) : NaN;
      if (size === null || n > STOCK_MAX || size in counts) bad = true;
      else counts[size] = n;
    }
    if (bad) problem('size_stock', 'badSizeStock');
    else fields.size_stock = items.length ? counts : null;
  }

  // A ZIP's file first (its names may look like anything), then an address or stored path.
  const refOf = (column: 'avatar' | 'images', value: string): ImageRef | undefined => {
    const file = context.zip?.resolve(value);
    if (file !== undefined) return { file };
    const ref = imageRef(value, context.publicOrigin);
    if (ref) return ref;
    const missing = context.zip && !/^https?:\/\//i.test(value);
    return problem(column, missing ? 'zipFileMissing' : 'badImage', {
      value: value.slice(0, 200),
    });
  };
  if (has('avatar')) {
    const value = raw('avatar')!.trim();
    const ref = value === '' ? null : refOf('avatar', value);
    if (ref !== undefined) fields.avatar = ref;
  }
  if (has('images')) {
    const refs: ImageRef[] = [];
    for (const value of raw('images')!.split(/\s+/).filter(Boolean)) {
      const ref = refOf('images', value);
      if (ref) refs.push(ref);
    }
    fields.images = refs;
  }
  set('blog_id', intOf('blog_id', 1, 2_147_483_647, null));
  return { fields, problems };
}

/** The items of a list cell ("17; 17.5"), trimmed, empty ones left out. */
export function splitList(text: string): string[] {
  return text
    .split(LIST_SEPARATOR.trim())
    .map((item) => item.trim())
    .filter(Boolean);
}
