import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { localeFromPath, localizedHref } from '../lib/i18n/locale';
import { translate } from '../lib/i18n/messages';
import { useLocale } from '../lib/i18n/use-locale';
import { storefrontMeta } from '../lib/page-meta';
import pageStyles from '../storefront/Page.module.css';
import type { Route } from './+types/checkout';

/*
 * A stand-in until the orders API lands: the three checkout steps (customer details, payment
 * type, confirmation) replace this page.
 */

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  return storefrontMeta(args, { title: translate(locale, 'meta.checkout.title'), noindex: true });
}

export default function CheckoutPage() {
  const locale = useLocale();
  return (
    <>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>
          <FormattedMessage id="checkout.title" />
        </h1>
        <p className={pageStyles.lead}>
          <FormattedMessage id="checkout.soon" />
        </p>
      </header>
      <p>
        <Link to={localizedHref(locale, '/contacts')} className={pageStyles.button}>
          <FormattedMessage id="checkout.contact" />
        </Link>
      </p>
    </>
  );
}
