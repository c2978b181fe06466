import { ChangeSignal } from '../lib/change-signal.ts';

interface ChangeSource {
  readonly changes: ChangeSignal;
}

/** Every service whose data a storefront page shows. */
const sourceNames = [
  'products',
  'metalPrices',
  'metals',
  'promotions',
  'categories',
  'blogs',
  'posts',
  'slides',
  'faqs',
  'pages',
  'contacts',
  'settings',
  'rates',
  'deliveryFees',
] as const;

export type StorefrontSources = Record<(typeof sourceNames)[number], ChangeSource>;

/**
 * One signal for "what the storefront shows has changed", fed by each source's own signal
 * (each service emits after its committed writes, staff's or scheduled), passing on what each
 * says it touched. Cached pages and API answers listen to it.
 */
export function storefrontChanges(sources: StorefrontSources): ChangeSignal {
  const shop = new ChangeSignal();
  for (const name of sourceNames) sources[name].changes.subscribe((scope) => shop.emit(scope));
  return shop;
}
