import { localeFromPath } from '../lib/i18n/locale';
import { translate } from '../lib/i18n/messages';
import { storefrontMeta } from '../lib/page-meta';
import { BasketView } from '../storefront/basket/BasketView';
import type { Route } from './+types/basket';

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  return storefrontMeta(args, { title: translate(locale, 'meta.basket.title'), noindex: true });
}

/** The render's CSP nonce, for the basket's inline probe (scripts in the page must carry it). */
export function loader({ context }: Route.LoaderArgs) {
  return { nonce: context.nonce };
}

/**
 * In the browser the probe is never rendered (the basket is read at once), so a navigation to
 * the basket asks the server for nothing.
 */
export function clientLoader() {
  return { nonce: undefined };
}

export default function BasketPage({ loaderData }: Route.ComponentProps) {
  return <BasketView nonce={loaderData.nonce} />;
}
