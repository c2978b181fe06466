/**
 * A generated catalogue of any size (`DEMO_PRODUCTS`), so the shop can be seen, searched and
 * measured at 10,000 or 100,000 products. Deterministic: the same count gives the same rows.
 */
import type { finenesses } from '@voski/contract';
import { Availability, Importance } from '@voski/contract';
import type { products } from '../db/schema/index.ts';
import { collections, metals, type DemoSubcategory, type Shape, type Tri } from './demo-catalog.ts';

/** The largest catalogue DEMO_PRODUCTS may ask for. */
export const DEMO_PRODUCTS_MAX = 1_000_000;

type Fineness = (typeof finenesses)[number];

interface GeneratedMetal {
  /** The metal kind's code. */
  key: string;
  name: Tri;
  /** The colour its photos are drawn in (metals that look alike share one). */
  color: string;
  /** Relative weights of the finenesses this metal is sold in. */
  finenesses: Partial<Record<Fineness, number>>;
  /** AMD per gram of the pure metal in finished jewellery. */
  ratePerGram: number;
  share: number;
}

const [yellow, white, rose] = [metals[0]!, metals[1]!, metals[2]!];
const GOLD_RATE = 62_000;
const gold = { 585: 50, 750: 30, 375: 8, 916: 5, 958: 4, 999: 3 } satisfies Partial<
  Record<Fineness, number>
>;

export const generatedMetals: GeneratedMetal[] = [
  { ...yellow, finenesses: gold, ratePerGram: GOLD_RATE, share: 34 },
  { ...white, finenesses: gold, ratePerGram: GOLD_RATE, share: 24 },
  { ...rose, finenesses: gold, ratePerGram: GOLD_RATE, share: 20 },
  {
    key: 'red-gold',
    name: ['Կարմիր ոսկի', 'Red gold', 'Красное золото'],
    color: '#B8684A',
    finenesses: gold,
    ratePerGram: GOLD_RATE,
    share: 10,
  },
  {
    key: 'silver',
    name: ['Արծաթ', 'Silver', 'Серебро'],
    color: white.color,
    finenesses: { 875: 4, 999: 1 },
    ratePerGram: 1_300,
    share: 12,
  },
];

/** What a piece is set with; the empty phrase is a plain piece. */
const gems: { phrase: Tri; markup: number; share: number }[] = [
  { phrase: ['', '', ''], markup: 1, share: 40 },
  { phrase: ['ադամանդներով', 'with diamonds', 'с бриллиантами'], markup: 1.8, share: 10 },
  { phrase: ['շափյուղայով', 'with sapphire', 'с сапфиром'], markup: 1.4, share: 8 },
  { phrase: ['զմրուխտով', 'with emerald', 'с изумрудом'], markup: 1.4, share: 6 },
  { phrase: ['սուտակով', 'with ruby', 'с рубином'], markup: 1.4, share: 6 },
  { phrase: ['մարգարիտներով', 'with pearls', 'с жемчугом'], markup: 1.2, share: 8 },
  { phrase: ['ֆիանիտներով', 'with cubic zirconia', 'с фианитами'], markup: 1.05, share: 14 },
  { phrase: ['նռնաքարով', 'with garnet', 'с гранатом'], markup: 1.1, share: 5 },
  { phrase: ['էմալով', 'with enamel', 'с эмалью'], markup: 1.1, share: 3 },
];

const styles: Tri[] = [
  ...collections,
  ['Արարատ', 'Ararat', 'Арарат'],
  ['Գյումրի', 'Gyumri', 'Гюмри'],
  ['Էրեբունի', 'Erebuni', 'Эребуни'],
  ['Նաիրի', 'Nairi', 'Наири'],
  ['Աստղիկ', 'Astghik', 'Астхик'],
  ['Ծիածան', 'Rainbow', 'Радуга'],
];

/** Grams, by kind of piece: a stud weighs less than a chain. */
const weightRange: Record<Shape, [number, number]> = {
  ring: [2, 9],
  earrings: [1, 8],
  necklace: [4, 30],
  pendant: [1, 6],
  cross: [1, 7],
  bracelet: [3, 25],
};
const modelPrefix: Record<Shape, string> = {
  ring: 'R',
  earrings: 'E',
  necklace: 'N',
  pendant: 'P',
  cross: 'C',
  bracelet: 'B',
};

const DAY_MS = 86_400_000;
/** Products were added over this long; new ones (importance 2) in the last weeks of it. */
const CATALOGUE_AGE_MS = 730 * DAY_MS;
const NEW_AGE_MS = 60 * DAY_MS;
const SHARE_BEST_OFFER = 0.02;
const SHARE_NEW = 0.02;
const SHARE_NOT_AVAILABLE = 0.1;
const SHARE_SECOND_CATEGORY = 0.15;
const SHARE_BLOG_LINK = 0.1;
const MAX_GALLERY = 3;

export interface GeneratedSubcategory {
  id: number;
  /** The top category it belongs to: a second category is a sibling. */
  parentId: number;
  sub: DemoSubcategory;
}

/**
 * Drawings of a kind of piece: `own` in the metal's colour (the main photo is one of them),
 * `more` in the other colours (the gallery: the piece in other metals).
 */
export type ImagePool = (shape: Shape, color: string) => { own: string[]; more: string[] };

export type GeneratedProduct = Required<
  Pick<
    typeof products.$inferInsert,
    | 'title'
    | 'title_en'
    | 'title_ru'
    | 'model'
    | 'weight'
    | 'metal'
    | 'metal_en'
    | 'metal_ru'
    | 'metal_kind'
    | 'respect'
    | 'important'
    | 'status'
    | 'price'
    | 'avatar'
    | 'blog_id'
    | 'created_at'
    | 'updated_at'
  >
> & { images: string[]; categories: number[] };

/** mulberry32: a small seeded generator, so a catalogue can be made again identically. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function weighted<T>(next: () => number, items: readonly T[], share: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + share(item), 0);
  let point = next() * total;
  for (const item of items) {
    point -= share(item);
    if (point < 0) return item;
  }
  return items[items.length - 1]!;
}

const pick = <T>(next: () => number, items: readonly T[]): T =>
  items[Math.floor(next() * items.length)]!;

const title = (parts: string[]) => parts.filter(Boolean).join(' ');

export interface GenerateOptions {
  /** Position of the first product (so chunks of one catalogue continue each other). */
  from: number;
  count: number;
  subcategories: GeneratedSubcategory[];
  images: ImagePool;
  /** A blog post some products link to (its QR code shows on their pages). */
  blogId: number | null;
  now: Date;
}

/** Products `from` .. `from + count - 1` of the generated catalogue. */
export function generateProducts(options: GenerateOptions): GeneratedProduct[] {
  const { subcategories, images, now } = options;
  const rows: GeneratedProduct[] = [];
  for (let seq = options.from; seq < options.from + options.count; seq++) {
    const next = random(seq + 1);
    const home = pick(next, subcategories);
    const siblings = subcategories.filter((s) => s.parentId === home.parentId && s !== home);
    const second =
      siblings.length && next() < SHARE_SECOND_CATEGORY ? pick(next, siblings) : undefined;
    const { shape, item } = home.sub;
    const metal = weighted(next, generatedMetals, (m) => m.share);
    const fineness = Number(
      weighted(next, Object.entries(metal.finenesses), ([, share]) => share)[0],
    ) as Fineness;
    const gem = weighted(next, gems, (g) => g.share);
    const style = pick(next, styles);
    const [low, high] = weightRange[shape];
    const weight = Math.round((low + next() * (high - low)) * 100) / 100;
    const spread = 0.85 + next() * 0.5;
    const price =
      Math.round((weight * (fineness / 1000) * metal.ratePerGram * gem.markup * spread) / 100) *
      100;
    const status = next() < SHARE_NOT_AVAILABLE ? Availability.NotAvailable : Availability.OnSale;
    const roll = next();
    // Shop windows show what can be bought: best offers and new pieces are on sale.
    const important =
      status === Availability.NotAvailable
        ? Importance.Ordinary
        : roll < SHARE_BEST_OFFER
          ? Importance.BestOffer
          : roll < SHARE_BEST_OFFER + SHARE_NEW
            ? Importance.New
            : Importance.Ordinary;
    const age = important === Importance.New ? NEW_AGE_MS : CATALOGUE_AGE_MS;
    const createdAt = new Date(now.getTime() - Math.floor(next() * age));
    const photos = images(shape, metal.color);
    const avatar = pick(next, photos.own);
    const gallery = [...photos.own.filter((p) => p !== avatar), ...photos.more];
    const galleryLength = 1 + Math.floor(next() * MAX_GALLERY);
    const model = `${modelPrefix[shape]}-${100_000 + seq}`;
    rows.push({
      title: title([item[0], `«${style[0]}»`, gem.phrase[0], model]),
      title_en: title([item[1], `“${style[1]}”`, gem.phrase[1], model]),
      title_ru: title([item[2], `«${style[2]}»`, gem.phrase[2], model]),
      model,
      weight,
      metal: metal.name[0],
      metal_en: metal.name[1],
      metal_ru: metal.name[2],
      metal_kind: metal.key,
      respect: fineness,
      important,
      status,
      price,
      avatar,
      images: gallery.slice(0, galleryLength),
      categories: second ? [home.id, second.id] : [home.id],
      blog_id: options.blogId !== null && next() < SHARE_BLOG_LINK ? options.blogId : null,
      created_at: createdAt,
      updated_at: createdAt,
    });
  }
  return rows;
}
