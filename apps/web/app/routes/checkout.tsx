import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { methodsOf, pickupPointsOf, zonesOf } from '../storefront/checkout/checkout-options';
import { localeFromPath } from '../lib/i18n/locale';
import { translate } from '../lib/i18n/messages';
import { storefrontMeta } from '../lib/page-meta';
import { getJson } from '../lib/server-api';
import { CheckoutView } from '../storefront/checkout/CheckoutView';
import type { Route } from './+types/checkout';

export async function loader({ context }: Route.LoaderArgs) {
  const [zones, methods, points] = await Promise.all([
    getJson(context, 'GET /payment/zones'),
    getJson(context, 'GET /payment/methods'),
    getJson(context, 'GET /payment/pickup-points'),
  ]);
  return { zones: zonesOf(zones), methods: methodsOf(methods), points: pickupPointsOf(points) };
}

/** Moving between the steps (`?step=`) needs no new delivery zones or payment methods. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  return storefrontMeta(args, { title: translate(locale, 'meta.checkout.title'), noindex: true });
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  return (
    <CheckoutView
      zones={loaderData.zones}
      methods={loaderData.methods}
      points={loaderData.points}
    />
  );
}
