import { localeFromPath } from '../lib/i18n/locale';
import { translate } from '../lib/i18n/messages';
import { storefrontMeta } from '../lib/page-meta';
import { PaymentResult } from '../storefront/account/PaymentResult';
import type { Route } from './+types/payment-success';

/** Where the payment gateway sends the payer back to (/payment/success?orderId=…). */
export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  return storefrontMeta(args, { title: translate(locale, 'meta.payment.title'), noindex: true });
}

export default function PaymentSuccessPage() {
  return <PaymentResult page="success" />;
}
