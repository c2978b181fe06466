import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { carriers } from '../db/schema/index.ts';

/** The demo shop's carriers (issue 38): staff pick one, with the parcel's number, to send. */
export const demoCarriers = [
  { name: 'HayPost', tracking_url: 'https://www.haypost.am/en/track-and-trace?code={number}' },
  {
    name: 'DHL',
    tracking_url: 'https://www.dhl.com/am-en/home/tracking.html?tracking-id={number}',
  },
  { name: 'EMS', tracking_url: 'https://www.ems.post/en/global-network/tracking?id={number}' },
] as const;

/** Adds the demo carriers when the shop has none yet. */
export async function seedDemoCarriers(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(carriers);
  if (existing?.n) return;
  await db.insert(carriers).values([...demoCarriers]);
}
