import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { promotions } from '../db/schema/index.ts';

/**
 * The demo shop's discount code (issue 37): VOSKI10, 10% off everything, no end. A code
 * changes no price a page shows, so the journeys' price checks stay as they are; a running
 * sale would not (an owner adds one in the back-office, under Catalog › Promotions).
 */
export const demoCode = 'VOSKI10';

/** Adds the demo code when the shop has no promotions yet. */
export async function seedDemoPromotions(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(promotions);
  if (existing?.n) return;
  await db.insert(promotions).values({
    name: 'Ողջույնի զեղչ',
    name_en: 'Welcome discount',
    name_ru: 'Приветственная скидка',
    kind: 'percent',
    value: 10,
    applies_to_all: true,
    code: demoCode,
  });
}
