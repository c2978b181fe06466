import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, promotions } from '../db/schema/index.ts';
import { demoCategories } from './demo-catalog.ts';

/**
 * The demo shop's discount code (issue 37): VOSKI10, 10% off everything, no end. A code
 * changes no price a page shows, so the journeys' price checks stay as they are.
 */
export const demoCode = 'VOSKI10';

/**
 * The demo shop's running sale (issues 37 and 39): 20% off the making charge of necklaces and
 * pendants, no end. Its weight-priced chains keep their gold at the day's price per gram;
 * its other pieces, which have no metal part, take 20% off their price. The journeys price
 * rings, the newest product (a bracelet) and pieces they make themselves, never these.
 */
export const demoSale = {
  name: 'Պատրաստման արժեքի −20% վզնոցների և կախազարդերի համար',
  name_en: 'Making charge −20% on necklaces & pendants',
  name_ru: 'Работа −20% на колье и подвески',
  kind: 'making_percent',
  value: 20,
} as const;

/** The category the sale is on: the demo's third, "Necklaces & pendants". */
const saleCategory = demoCategories[2]!.name;

/**
 * Adds the demo code, and the sale once the demo catalogue is there, when the shop has no
 * promotions yet. Answers whether it wrote any (the promotions service must forget what it read).
 */
export async function seedDemoPromotions(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(promotions);
  if (existing?.n) return false;
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.name_en, saleCategory[1]));
  await db.insert(promotions).values([
    {
      name: 'Ողջույնի զեղչ',
      name_en: 'Welcome discount',
      name_ru: 'Приветственная скидка',
      kind: 'percent',
      value: 10,
      applies_to_all: true,
      code: demoCode,
    },
    ...(category ? [{ ...demoSale, category_ids: [category.id] }] : []),
  ]);
  return true;
}
