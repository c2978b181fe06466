import { data, isRouteErrorResponse } from 'react-router';
import { endpointUrl } from '@voski/contract/endpoint';
import { localeFromPath } from '../lib/i18n/locale';
import { translate } from '../lib/i18n/messages';
import { storefrontMeta } from '../lib/page-meta';
import { getRecord } from '../lib/server-api';
import { cancelOutcome } from '../storefront/account/order-cancel';
import { extendOutcome, orderIntent, type OrderOutcome } from '../storefront/account/order-hold';
import { CustomerOrderView } from '../storefront/account/CustomerOrderView';
import { ErrorPage } from '../storefront/shell/ErrorPage';
import { NotFoundPage } from '../storefront/shell/NotFoundPage';
import type { Route } from './+types/order';

/** The customer's order, through the unguessable link of their confirmation e-mail. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { data: order } = await getRecord(context, 'GET /payment/order/:token', {
    params: { token: params.token },
  });
  return { order };
}

const intentKeys = {
  cancel: 'POST /payment/order/:token/cancel',
  extend: 'POST /payment/order/:token/extend',
} as const;

/**
 * "Cancel the order" (the server refunds a paid order and tells the shop; 409 once sent) or
 * "Keep them N more minutes" (once, while unpaid; 409 after that), each its API's verb.
 */
export async function action({
  context,
  params,
  request,
}: Route.ActionArgs): Promise<OrderOutcome> {
  const intent = orderIntent(await request.formData().catch(() => new FormData()));
  if (!intent) throw data(null, { status: 400 });
  const url = endpointUrl(intentKeys[intent], { params: { token: params.token } });
  const response = await context.api(url, { method: 'POST' });
  const body: unknown = await response.json().catch(() => null);
  return intent === 'extend'
    ? { intent, outcome: extendOutcome(response.status, body) }
    : { intent, outcome: cancelOutcome(response.status, body) };
}

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  return storefrontMeta(args, { title: translate(locale, 'meta.order.title'), noindex: true });
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CustomerOrderView order={loaderData.order} outcome={actionData} />;
}

/** A link that leads to no order says so, in the shop's frame; other failures as everywhere. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage title="order.notFound.title" text="order.notFound.text" />;
  }
  return <ErrorPage />;
}
