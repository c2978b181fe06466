import type {
  About as ContractAbout,
  CategoryRef,
  Contact as ContractContact,
  Product as ContractProduct,
  ProductDetail as ContractProductDetail,
  ProductImage,
  Blog as ContractBlog,
  Faq as ContractFaq,
  Post as ContractPost,
  Slide as ContractSlide,
  Slogan as ContractSlogan,
  Answer,
  Endpoints,
} from '@voski/contract';
import type { SocialLinks } from '@voski/contract/social-links';
import { defaultLocale, type Locale } from './i18n/locale';

/**
 * The API records the storefront reads, typed by the contract package (type-only: no schema
 * code reaches the browser). A declared endpoint's answer comes typed and is only mapped to
 * what a page keeps; the others go through tolerant parsers: a malformed entry is left out
 * rather than breaking a page.
 */

type Stamp = 'created_at' | 'updated_at';

function withoutStamps<T extends Record<Stamp, string>>({
  created_at: _created,
  updated_at: _updated,
  ...rest
}: T): Omit<T, Stamp> {
  return rest;
}

export type { CategoryRef, ProductImage };

/** The linked blog post as the storefront uses it: its id and QR code. */
export interface LinkedBlog {
  id: number;
  qrs: { image: string } | null;
}

/** The product fields the storefront reads, typed by the contract's product. */
export const productFields = [
  'id',
  'title',
  'title_en',
  'title_ru',
  'model',
  'weight',
  'metal',
  'metal_en',
  'metal_ru',
  'respect',
  'important',
  'status',
  'price',
  'avatar',
  'images',
  'blog_id',
  'sizes',
  'stock',
  'size_stock',
  'sale_price',
  'sale_ends_at',
  'categories',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ContractProduct)[];

/**
 * A product as the storefront reads it: the contract's fields (so a renamed or retyped field
 * fails the type check here), with the linked blog reduced to what the page shows.
 */
export type Product = Pick<ContractProduct, (typeof productFields)[number]> & {
  blog: LinkedBlog | null;
};

/**
 * What cards, the basket and favourites need: the product without its blog, categories and
 * stamps. It is also what localStorage keeps, so it stays small.
 */
export type ProductSummary = Pick<
  Product,
  | 'id'
  | 'title'
  | 'title_en'
  | 'title_ru'
  | 'model'
  | 'weight'
  | 'metal'
  | 'metal_en'
  | 'metal_ru'
  | 'respect'
  | 'important'
  | 'status'
  | 'price'
  | 'avatar'
  | 'images'
  | 'sizes'
  | 'stock'
  | 'size_stock'
  | 'sale_price'
  | 'sale_ends_at'
>;

export type Faq = Omit<ContractFaq, Stamp>;

type AddressField = 'addresses' | 'addresses_en' | 'addresses_ru';

/**
 * The contact information as the storefront reads it: the contract's fields, with each
 * language's addresses (a JSON string in the answer) as a list. The Armenian ones stand in on
 * the English and Russian pages while theirs are empty.
 */
export type Contact = Pick<ContractContact, 'email' | 'phone'> &
  Record<AddressField & keyof ContractContact, string[]>;

/** The addresses a page in `locale` shows. */
export function localAddresses(contact: Contact, locale: Locale): string[] {
  if (locale === defaultLocale) return contact.addresses;
  const own = contact[`addresses_${locale}`];
  return own.length > 0 ? own : contact.addresses;
}

export type { SocialLinks };

export type Slide = Omit<ContractSlide, Stamp>;

export interface SlideShow {
  slides: Slide[];
  /** Milliseconds between slides. */
  interval: number;
}

export type Post = Omit<ContractPost, Stamp>;

/** The colour may be missing from an older record: the storefront then uses its own. */
export type Slogan = Omit<ContractSlogan, Stamp | 'color'> & { color: string | null };

export type About = Omit<ContractAbout, Stamp>;

export type Blog = Omit<ContractBlog, 'updated_at'>;

type Raw = Record<string, unknown>;

export function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalStr = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

function num(value: unknown, fallback = 0): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

function list<T>(value: unknown, parse: (item: unknown) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  return value.map(parse).filter((item): item is T => item !== null);
}

function translations<F extends string>(raw: Raw, field: F) {
  return {
    [field]: str(raw[field]),
    [`${field}_en`]: str(raw[`${field}_en`]),
    [`${field}_ru`]: str(raw[`${field}_ru`]),
  } as { [K in F | `${F}_en` | `${F}_ru`]: string };
}

const stockCount = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

function parseSizeStock(value: unknown): Record<string, number> | null {
  if (!isRecord(value)) return null;
  const counts = Object.entries(value).flatMap(([size, n]) => {
    const count = stockCount(n);
    return count === null ? [] : [[size, count] as const];
  });
  return counts.length ? Object.fromEntries(counts) : null;
}

function parseImage(value: unknown): ProductImage | null {
  if (!isRecord(value) || !isId(value.id) || typeof value.image !== 'string') return null;
  return { id: value.id, image: value.image };
}

function parseQr(value: unknown): { image: string } | null {
  return isRecord(value) && typeof value.image === 'string' ? { image: value.image } : null;
}

function parseCategoryRef(value: unknown): { category: CategoryRef } | null {
  const category = isRecord(value) ? value.category : null;
  if (!isRecord(category) || !isId(category.id)) return null;
  return {
    category: {
      id: category.id,
      ...translations(category, 'name'),
      parent_id: isId(category.parent_id) ? category.parent_id : null,
    },
  };
}

/** `keys` of `record`, and nothing else. */
function pickFields<T extends object, K extends keyof T>(
  record: T,
  keys: readonly K[],
): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, record[key]])) as Pick<T, K>;
}

/** The linked blog as a page uses it: its id and QR code. */
const toLinkedBlog = (blog: ContractProduct['blog']): LinkedBlog | null =>
  blog && { id: blog.id, qrs: blog.qrs ?? null };

/** A listed product as the storefront keeps it: the fields it reads, the blog reduced. */
export function toProduct(listed: ContractProduct): Product {
  return { ...pickFields(listed, productFields), blog: toLinkedBlog(listed.blog) };
}

/** A product's own answer (`GET /products/:id`): its gallery is the list of images. */
export function detailToProduct({ gallery, ...detail }: ContractProductDetail): Product {
  return toProduct({ ...detail, images: gallery });
}

/** Cards of a list answer (none when the API did not answer). */
export function toSummaries(body: { data: ContractProduct[] } | null): ProductSummary[] {
  return (body?.data ?? []).map((listed) => toSummary(toProduct(listed)));
}

/** What only the product's page shows of its answer. */
export const toPageContent = (detail: ContractProductDetail): ProductPageContent =>
  pickFields(detail, ['description', 'description_en', 'description_ru', 'price_breakdown']);

/** A product from somewhere the server did not check (localStorage): what can be read of it. */
export function parseProduct(value: unknown): Product | null {
  if (!isRecord(value) || !isId(value.id) || typeof value.title !== 'string') return null;
  const blog = isRecord(value.blog) && isId(value.blog.id) ? value.blog : null;
  return {
    id: value.id,
    ...translations(value, 'title'),
    model: str(value.model),
    weight: num(value.weight),
    ...translations(value, 'metal'),
    respect: num(value.respect),
    important: num(value.important),
    status: num(value.status, 1),
    price: num(value.price),
    avatar: optionalStr(value.avatar),
    // The detail answer keeps `images` as a JSON string for older clients; the list is `gallery`.
    images: list(value.gallery ?? value.images, parseImage),
    blog_id: isId(value.blog_id) ? value.blog_id : null,
    blog: blog ? { id: blog.id as number, qrs: parseQr(blog.qrs) } : null,
    sizes: list(value.sizes, (size) => (typeof size === 'string' && size ? size : null)),
    stock: stockCount(value.stock),
    size_stock: parseSizeStock(value.size_stock),
    categories: list(value.categories, parseCategoryRef),
    created_at: str(value.created_at),
    updated_at: str(value.updated_at),
  };
}

/**
 * What only a product's own page shows, from its detail answer: the description in each
 * language (sanitized HTML, empty for none) and, priced by weight, how the price is made up.
 */
export type ProductPageContent = Pick<
  ContractProductDetail,
  'description' | 'description_en' | 'description_ru' | 'price_breakdown'
>;

export function toSummary(product: ProductSummary): ProductSummary {
  const { id, title, title_en, title_ru, model, weight, metal, metal_en, metal_ru } = product;
  const { respect, important, status, price, avatar, images, sizes, stock, size_stock } = product;
  const { sale_price, sale_ends_at } = product;
  return {
    id,
    title,
    title_en,
    title_ru,
    model,
    weight,
    metal,
    metal_en,
    metal_ru,
    respect,
    important,
    status,
    price,
    avatar,
    images,
    sizes,
    stock,
    size_stock,
    // Only when the shop said (a card of an answer without sales stays as it was).
    ...(sale_price === undefined ? {} : { sale_price, sale_ends_at: sale_ends_at ?? null }),
  };
}

/** A stored (localStorage) product: anything with an id, filled up to a summary. */
export function parseStoredSummary(value: unknown): ProductSummary | null {
  if (!isRecord(value) || !isId(value.id)) return null;
  const product = parseProduct({ title: '', ...value });
  return product && toSummary(product);
}

/** The FAQs a page shows (none when the API did not answer), without their stamps. */
export function toFaqs(faqs: readonly ContractFaq[] | null): Faq[] {
  return (faqs ?? []).map(withoutStamps);
}

/** `addresses` is a JSON string of `[{address}]`. */
export function parseAddresses(value: unknown): string[] {
  let items: unknown = value;
  if (typeof value === 'string') {
    try {
      items = JSON.parse(value);
    } catch {
      return value.trim() ? [value.trim()] : [];
    }
  }
  return list(items, (item) =>
    isRecord(item) && typeof item.address === 'string' && item.address.trim()
      ? item.address.trim()
      : null,
  );
}

/** The contact information a page shows: none while it has no e-mail, phone or address. */
export function toContact(raw: ContractContact | null): Contact | null {
  if (!raw) return null;
  const addresses = parseAddresses(raw.addresses);
  if (!raw.email && !raw.phone && addresses.length === 0) return null;
  return {
    email: raw.email,
    phone: raw.phone,
    addresses,
    addresses_en: parseAddresses(raw.addresses_en),
    addresses_ru: parseAddresses(raw.addresses_ru),
  };
}

export const DEFAULT_SLIDE_INTERVAL = 5000;

/** The carousel a page shows: none without slides; higher priority first, a sane interval. */
export function toSlideShow(answer: Answer<Endpoints['GET /slides']> | null): SlideShow | null {
  const slides = (answer?.slides ?? [])
    .filter((slide) => slide.image)
    .map(withoutStamps)
    .sort((a, b) => b.priority - a.priority);
  if (!answer || slides.length === 0) return null;
  const { interval } = answer;
  return { slides, interval: interval >= 1000 ? interval : DEFAULT_SLIDE_INTERVAL };
}

/** The "follow us" feed a page shows (none when the API did not answer). */
export function toPosts(answer: Answer<Endpoints['GET /posts']> | null): Post[] {
  return (answer?.data ?? []).filter((post) => post.image).map(withoutStamps);
}

/**
 * The slogan block a page shows (GET /slogans answers it under `about`): none while it has
 * neither text nor image; its colour only when it is one.
 */
export function toSlogan(answer: Answer<Endpoints['GET /slogans']> | null): Slogan | null {
  if (!answer) return null;
  const { image1, color, content_1, content_1_en, content_1_ru } = answer.about;
  if (!content_1.trim() && !image1) return null;
  return {
    image1: image1 || null,
    color: /^#[0-9a-f]{6}$/i.test(color) ? color : null,
    content_1,
    content_1_en,
    content_1_ru,
  };
}

/** The about page's content: none while both its texts are empty. */
export function toAbout(answer: Answer<Endpoints['GET /about']> | null): About | null {
  if (!answer) return null;
  const { image1, image2, ...texts } = withoutStamps(answer.about);
  if (!texts.content_1.trim() && !texts.content_2.trim()) return null;
  return { image1: image1 || null, image2: image2 || null, ...texts };
}

/** A blog post as its page shows it (without its change stamp). */
export function toBlog({ updated_at: _updated, ...blog }: ContractBlog): Blog {
  return blog;
}

/** The blog posts of a GET /blogs answer: the whole list, or one page of it under `data`. */
export function listedBlogs(answer: Answer<Endpoints['GET /blogs']> | null): ContractBlog[] {
  if (!answer) return [];
  return Array.isArray(answer) ? answer : answer.data;
}
