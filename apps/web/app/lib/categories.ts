export interface Category {
  id: number;
  name: string;
  name_en: string | null;
  name_ru: string | null;
  parent_id: number | null;
  children: Category[];
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function parseCategory(value: unknown): Category | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw.id !== 'number' || typeof raw.name !== 'string') return null;
  return {
    id: raw.id,
    name: raw.name,
    name_en: text(raw.name_en),
    name_ru: text(raw.name_ru),
    parent_id: typeof raw.parent_id === 'number' ? raw.parent_id : null,
    children: parseCategoryList(raw.children),
  };
}

function parseCategoryList(value: unknown): Category[] {
  if (!Array.isArray(value)) return [];
  return value.map(parseCategory).filter((category) => category !== null);
}

/** The `GET /api/categories` body (`{data: [...]}`); anything malformed is left out. */
export function parseCategories(body: unknown): Category[] {
  return parseCategoryList((body as { data?: unknown } | null)?.data);
}

/** The `GET /api/categories/{id}` body (`{data: category}`); null when malformed. */
export function parseCategoryBody(body: unknown): Category | null {
  return parseCategory((body as { data?: unknown } | null)?.data);
}

/** The top-level category a (sub)category id belongs to, from the menu's categories. */
export function topLevelOf(categories: Category[], id: number): Category | null {
  return (
    categories.find(
      (category) => category.id === id || category.children.some((child) => child.id === id),
    ) ?? null
  );
}
