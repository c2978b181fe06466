/** Bulk demo-like catalogue for benchmarks: the demo categories and `count` products. */
import type { Db } from '../apps/server/src/db/client.ts';
import {
  categories,
  metals as metalKinds,
  productCategories,
  productImages,
  products,
} from '../apps/server/src/db/schema/index.ts';
import {
  collections,
  demoCategories,
  metals,
  pricePerGram,
} from '../apps/server/src/seed/demo-catalog.ts';

const CHUNK = 1_000;

export async function seed(db: Db, count: number): Promise<{ topLevel: number[] }> {
  const subs: { id: number; item: readonly string[] }[] = [];
  const topLevel: number[] = [];
  for (const top of demoCategories) {
    const [parent] = await db
      .insert(categories)
      .values({ name: top.name[0], name_en: top.name[1], name_ru: top.name[2] })
      .returning({ id: categories.id });
    topLevel.push(parent!.id);
    for (const sub of top.subcategories) {
      const [row] = await db
        .insert(categories)
        .values({
          name: sub.name[0],
          name_en: sub.name[1],
          name_ru: sub.name[2],
          parent_id: parent!.id,
        })
        .returning({ id: categories.id });
      subs.push({ id: row!.id, item: sub.item });
    }
  }
  // The demo's metal kinds, as the demo writes them: products name theirs by its key.
  await db
    .insert(metalKinds)
    .values(
      metals.map(({ key, name, finenesses }) => ({
        key,
        name: name[0],
        name_en: name[1],
        name_ru: name[2],
        finenesses,
      })),
    )
    .onConflictDoNothing();
  const start = Date.now() - count * 60_000;
  for (let from = 0; from < count; from += CHUNK) {
    const plan = Array.from({ length: Math.min(CHUNK, count - from) }, (_, i) => {
      const seq = from + i;
      const sub = subs[seq % subs.length]!;
      const name = collections[Math.floor(seq / subs.length) % collections.length]!;
      const metal = metals[seq % metals.length]!;
      const respect = seq % 3 === 0 ? 750 : 585;
      const weight = Math.round((1.6 + ((seq * 37) % 90) / 10) * 100) / 100;
      return {
        sub,
        row: {
          title: `${sub.item[0]} «${name[0]}» ${seq}`,
          title_en: `${sub.item[1]} “${name[1]}” ${seq}`,
          title_ru: `${sub.item[2]} «${name[2]}» ${seq}`,
          model: `VS-${10_000 + seq}`,
          weight,
          metal: metal.name[0],
          metal_en: metal.name[1],
          metal_ru: metal.name[2],
          metal_kind: metal.key,
          respect,
          // The demo shop's mix: a fifth best offers, a seventh new, one in eleven unavailable.
          important: seq % 5 === 0 ? 1 : seq % 7 === 0 ? 2 : 0,
          status: seq % 11 === 10 ? 0 : 1,
          price: Math.round((weight * pricePerGram[respect]!) / 100) * 100,
          avatar: `uploads/products/bench-${seq}.webp`,
          created_at: new Date(start + seq * 60_000),
        },
      };
    });
    const ids = await db
      .insert(products)
      .values(plan.map((p) => p.row))
      .returning({ id: products.id });
    await db.insert(productImages).values(
      ids.map(({ id }, i) => ({
        product_id: id,
        image: `uploads/products/bench-${from + i}-g.webp`,
      })),
    );
    await db
      .insert(productCategories)
      .values(ids.map(({ id }, i) => ({ product_id: id, category_id: plan[i]!.sub.id })));
  }
  return { topLevel };
}
