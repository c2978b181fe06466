import { localeFromPath } from '../lib/i18n/locale';
import { translate } from '../lib/i18n/messages';
import { storefrontMeta } from '../lib/page-meta';
import { BasketView } from '../storefront/BasketView';
import type { Route } from './+types/basket';

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  return storefrontMeta(args, { title: translate(locale, 'meta.basket.title'), noindex: true });
}

export default function BasketPage() {
  return <BasketView />;
}
