import { asc, count } from 'drizzle-orm';
import { weightPrice } from '@voski/contract';
import type { Db, Tx } from '../db/client.ts';
import { blogs } from '../db/schema/content.ts';
import {
  categories,
  contacts,
  faqs,
  metalPriceHistory,
  metalPrices,
  metals as metalKinds,
  productCategories,
  productImages,
  products,
} from '../db/schema/index.ts';
import type { MediaStore } from '../modules/media/store.ts';
import type { RateService } from '../modules/rates/service.ts';
import type { BlogService } from '../modules/content/blogs.ts';
import type { PageService } from '../modules/content/pages.ts';
import type { ChangeSignal } from '../lib/change-signal.ts';
import { sanitizeRichText } from '../modules/content/rich-text.ts';
import { seedDemoContent } from './demo-content.ts';
import { seedDemoCarriers } from './demo-carriers.ts';
import { seedDemoPromotions } from './demo-promotions.ts';
import {
  collections,
  demoCategories,
  demoContact,
  demoFaqs,
  demoMetalPrices,
  demoRates,
  demoSpecials,
  metals,
  type DemoMetal,
  type DemoSubcategory,
  pricePerGram,
  type Tri,
} from './demo-catalog.ts';
import { describePiece, featureLines } from './demo-descriptions.ts';
import { jewelSvg, type JewelView } from './demo-images.ts';
import { analyzeCatalog, BULK_CHUNK, insertProducts, withoutGinIndexes } from './bulk-products.ts';
import {
  generatedMetals,
  generateProducts,
  type GeneratedSubcategory,
  type ImagePool,
} from './generated-catalog.ts';

export interface DemoServices {
  media: MediaStore;
  rates: RateService;
  /** Told when the seed wrote their tables: they remember what they read. */
  categories: { changes: ChangeSignal };
  contacts: { changes: ChangeSignal };
  promotions: { changes: ChangeSignal };
  blogs: BlogService;
  pages: PageService;
}

export interface SeedReport {
  categories: number;
  products: number;
}

const PRODUCTS_PER_SUBCATEGORY = 3;

export interface SeedOptions {
  /** Generate this many products (DEMO_PRODUCTS) instead of the few hand-planned ones. */
  products?: number;
}

/**
 * Fills an empty shop with demo data. Idempotent: the catalogue is only written when there are
 * no categories and no products yet, rates and contact only where missing. A failure leaves no
 * rows and no files.
 */
export async function seedDemo(
  db: Db,
  services: DemoServices,
  options: SeedOptions = {},
): Promise<SeedReport> {
  const { media, rates } = services;
  await rates.seed(demoRates);
  const [contactCount] = await db.select({ n: count() }).from(contacts);
  if (!contactCount?.n) {
    await db.insert(contacts).values({
      email: demoContact.email,
      phone: demoContact.phone,
      addresses: JSON.stringify(demoContact.addresses),
      addresses_en: JSON.stringify(demoContact.addresses_en),
      addresses_ru: JSON.stringify(demoContact.addresses_ru),
    });
    services.contacts.changes.emit();
  }

  const [faqCount] = await db.select({ n: count() }).from(faqs);
  if (!faqCount?.n) {
    await db.insert(faqs).values(
      demoFaqs.map(({ question, answer }) => ({
        question: question[0],
        question_en: question[1],
        question_ru: question[2],
        answer: answer[0],
        answer_en: answer[1],
        answer_ru: answer[2],
      })),
    );
  }

  await seedDemoContent(db, media, services.blogs, services.pages);
  await seedDemoCarriers(db);
  const report = await seedDemoCatalogue(db, services, options);
  // After the catalogue: the demo sale is on one of its categories.
  if (await seedDemoPromotions(db)) services.promotions.changes.emit();
  return report;
}

/** The demo categories and products, when the shop has none. */
async function seedDemoCatalogue(
  db: Db,
  { media, categories: categoryService }: DemoServices,
  options: SeedOptions,
): Promise<SeedReport> {
  const [categoryCount] = await db.select({ n: count() }).from(categories);
  const [productCount] = await db.select({ n: count() }).from(products);
  if (categoryCount?.n || productCount?.n) return { categories: 0, products: 0 };
  // Some products point to the care guide, so their pages show its QR code.
  const [careGuide] = await db.select({ id: blogs.id }).from(blogs).orderBy(asc(blogs.id)).limit(1);

  const written: string[] = [];
  const image = async (svg: string) => {
    const path = await media.store('products', Buffer.from(svg));
    written.push(path);
    return path;
  };

  try {
    const productTotal = options.products
      ? await seedGeneratedProducts(db, options.products, careGuide?.id ?? null, image)
      : await seedDemoProducts(db, careGuide?.id ?? null, image);
    categoryService.changes.emit();
    return { categories: CATEGORY_TOTAL, products: productTotal };
  } finally {
    // Images no product took (the seeding failed part-way) go.
    await media.settle(written);
  }
}

const CATEGORY_TOTAL = demoCategories.reduce((n, c) => n + 1 + c.subcategories.length, 0);

type StoreImage = (svg: string) => Promise<string>;

/** The demo categories; answers each subcategory's id and its parent's. */
async function insertDemoCategories(tx: Tx): Promise<Map<DemoSubcategory, GeneratedSubcategory>> {
  const subIds = new Map<DemoSubcategory, GeneratedSubcategory>();
  for (const top of demoCategories) {
    const [parent] = await tx
      .insert(categories)
      .values({ name: top.name[0], name_en: top.name[1], name_ru: top.name[2] })
      .returning({ id: categories.id });
    for (const sub of top.subcategories) {
      const [row] = await tx
        .insert(categories)
        .values({
          name: sub.name[0],
          name_en: sub.name[1],
          name_ru: sub.name[2],
          parent_id: parent!.id,
        })
        .returning({ id: categories.id });
      subIds.set(sub, { id: row!.id, parentId: parent!.id, sub });
    }
  }
  return subIds;
}

/** The metal kinds of the demo's products, unless the shop has them (the migration's silver). */
async function insertMetalKinds(
  tx: Tx,
  kinds: readonly { key: string; name: readonly string[]; finenesses: number[] }[],
): Promise<void> {
  await tx
    .insert(metalKinds)
    .values(
      kinds.map(({ key, name, finenesses }) => ({
        key,
        name: name[0]!,
        name_en: name[1]!,
        name_ru: name[2]!,
        finenesses,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Today's prices per gram of the demo's metals, unless the shop has its own: the demo's
 * weight-priced products follow them. Answers the price per gram by metal kind and fineness.
 */
async function insertMetalPrices(tx: Tx): Promise<Map<string, number>> {
  const rows = metals.flatMap((metal) =>
    Object.entries(demoMetalPrices).map(([fineness, { perGram }]) => ({
      metal: metal.key,
      fineness: Number(fineness),
      price_per_gram: perGram,
    })),
  );
  const added = await tx.insert(metalPrices).values(rows).onConflictDoNothing().returning();
  // The history starts with the prices the demo set (nobody signed in set them).
  if (added.length) {
    await tx
      .insert(metalPriceHistory)
      .values(
        added.map(({ metal, fineness, price_per_gram }) => ({ metal, fineness, price_per_gram })),
      );
  }
  const stored = await tx.select().from(metalPrices);
  return new Map(stored.map((p) => [`${p.metal}:${p.fineness}`, p.price_per_gram]));
}

/** Waits for every image, even after one failed, so that the clean-up finds them all. */
async function allStored(stores: Promise<string>[]): Promise<string[]> {
  const settled = await Promise.allSettled(stores);
  const failed = settled.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<string>).value);
}

/** The photos of a product after its main one: at an angle, up close, and every other in its box. */
const galleryViews = (seq: number): JewelView[] =>
  seq % 2 === 0 ? ['angle', 'detail', 'box'] : ['angle', 'detail'];

/**
 * A few hand-planned products per subcategory, each with a description in three languages and
 * its own photos; some with sizes, a counted stock, or a price by weight (`demoSpecials`).
 */
async function seedDemoProducts(
  db: Db,
  careGuide: number | null,
  image: StoreImage,
): Promise<number> {
  let seq = 0;
  const plan: {
    sub: DemoSubcategory;
    seq: number;
    metal: DemoMetal;
    respect: number;
    weight: number;
    avatar: string;
    gallery: string[];
  }[] = [];
  for (const top of demoCategories) {
    for (const sub of top.subcategories) {
      for (let i = 0; i < PRODUCTS_PER_SUBCATEGORY; i++, seq++) {
        const metal = metals[seq % metals.length]!;
        const respect = seq % 3 === 0 ? 750 : 585;
        const weight = Math.round((1.6 + ((seq * 37) % 90) / 10) * 100) / 100;
        // One product's photos at a time, drawn side by side.
        const views: JewelView[] = ['front', ...galleryViews(seq)];
        const [avatar, ...gallery] = await allStored(
          views.map((view) => image(jewelSvg(sub.shape, metal.color, seq, view))),
        );
        plan.push({ sub, seq, metal, respect, weight, avatar: avatar!, gallery });
      }
    }
  }

  await db.transaction(async (tx) => {
    const subIds = await insertDemoCategories(tx);
    await insertMetalKinds(tx, metals);
    const perGram = await insertMetalPrices(tx);
    // Oldest first, so the newest demo products are the last ones planned.
    const start = Date.now() - plan.length * 3_600_000;
    for (const p of plan) {
      const name = collections[p.seq % collections.length]!;
      const model = `VS-${String(1001 + p.seq)}`;
      const special = demoSpecials[model] ?? {};
      const metalPerGram = perGram.get(`${p.metal.key}:${p.respect}`);
      const byWeight = special.byWeight && metalPerGram !== undefined ? special.byWeight : null;
      // The making charge per gram, or the same sum for the whole piece.
      const rate = byWeight ? demoMetalPrices[p.respect]!.making : 0;
      const makingCharge =
        byWeight === 'whole' ? Math.round((Math.round(p.weight * 1000) * rate) / 1000) : rate;
      const price = byWeight
        ? weightPrice({
            weight: p.weight,
            pricePerGram: metalPerGram!,
            makingCharge,
            makingPerGram: byWeight === 'per-gram',
          })
        : Math.round((p.weight * pricePerGram[p.respect]!) / 100) * 100;
      const stock = special.sizeStock
        ? Object.values(special.sizeStock).reduce((a, b) => a + b, 0)
        : (special.stock ?? null);
      const features: Tri[] = [
        ...(special.stock === 1 ? [featureLines.unique] : []),
        ...(special.sizes ? [featureLines.sized] : []),
        ...(byWeight ? [featureLines.byWeight] : []),
      ];
      const [description, description_en, description_ru] = describePiece({
        item: p.sub.item,
        shape: p.sub.shape,
        collection: name,
        metal: p.metal,
        fineness: p.respect,
        variant: p.seq + Math.floor(p.seq / PRODUCTS_PER_SUBCATEGORY),
        features,
      }).map(sanitizeRichText);
      const [row] = await tx
        .insert(products)
        .values({
          title: `${p.sub.item[0]} «${name[0]}»`,
          title_en: `${p.sub.item[1]} “${name[1]}”`,
          title_ru: `${p.sub.item[2]} «${name[2]}»`,
          model,
          weight: p.weight,
          metal: p.metal.name[0],
          metal_en: p.metal.name[1],
          metal_ru: p.metal.name[2],
          metal_kind: p.metal.key,
          description,
          description_en,
          description_ru,
          respect: p.respect,
          important: p.seq % 5 === 0 ? 1 : p.seq % 7 === 0 ? 2 : 0,
          status: p.seq % 11 === 10 ? 0 : 1,
          price,
          priced_by_weight: byWeight !== null,
          making_charge: makingCharge,
          making_per_gram: byWeight === 'per-gram',
          sizes: special.sizes ?? [],
          stock,
          size_stock: special.sizeStock ?? null,
          avatar: p.avatar,
          blog_id: p.seq % 4 === 0 ? careGuide : null,
          created_at: new Date(start + p.seq * 3_600_000),
        })
        .returning({ id: products.id });
      await tx
        .insert(productImages)
        .values(p.gallery.map((image, position) => ({ product_id: row!.id, image, position })));
      await tx
        .insert(productCategories)
        .values({ product_id: row!.id, category_id: subIds.get(p.sub)!.id });
    }
  });
  return plan.length;
}

const PHOTO_CONCURRENCY = 4;

/**
 * One drawing of each kind of piece in each metal colour (with its own stone), shared by all
 * generated products: a couple of dozen files, whatever the catalogue's size.
 */
async function drawImagePool(image: StoreImage): Promise<ImagePool> {
  const shapes = [...new Set(demoCategories.flatMap((c) => c.subcategories.map((s) => s.shape)))];
  const colors = [...new Set(generatedMetals.map((m) => m.color))];
  const jobs = shapes.flatMap((shape) =>
    colors.map((color, variant) => ({ shape, color, variant })),
  );
  const drawn: ((typeof jobs)[number] & { path: string })[] = [];
  for (let i = 0; i < jobs.length; i += PHOTO_CONCURRENCY) {
    const batch = jobs.slice(i, i + PHOTO_CONCURRENCY);
    const paths = await Promise.all(batch.map((j) => image(jewelSvg(j.shape, j.color, j.variant))));
    drawn.push(...batch.map((j, n) => ({ ...j, path: paths[n]! })));
  }
  return (shape, color) => {
    const ofShape = drawn.filter((d) => d.shape === shape);
    return {
      own: ofShape.filter((d) => d.color === color).map((d) => d.path),
      more: ofShape.filter((d) => d.color !== color).map((d) => d.path),
    };
  };
}

/**
 * `count` generated products (DEMO_PRODUCTS) instead of the hand-planned ones, written in bulk
 * in one transaction, then VACUUM ANALYZE so the first pages are planned for the real sizes.
 */
async function seedGeneratedProducts(
  db: Db,
  count: number,
  careGuide: number | null,
  image: StoreImage,
): Promise<number> {
  const images = await drawImagePool(image);
  const now = new Date();
  await db.transaction(async (tx) => {
    const subcategories = [...(await insertDemoCategories(tx)).values()];
    await insertMetalKinds(
      tx,
      generatedMetals.map((m) => ({
        ...m,
        finenesses: Object.keys(m.finenesses)
          .map(Number)
          .sort((a, b) => a - b),
      })),
    );
    await withoutGinIndexes(tx, async () => {
      for (let from = 0; from < count; from += BULK_CHUNK) {
        const chunk = { from, count: Math.min(BULK_CHUNK, count - from) };
        await insertProducts(
          tx,
          generateProducts({ ...chunk, subcategories, images, blogId: careGuide, now }),
        );
      }
    });
  });
  await analyzeCatalog(db);
  return count;
}
