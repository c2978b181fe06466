import { FormattedMessage } from 'react-intl';
import { localeFromPath } from '../lib/i18n/locale';
import { translate, type MessageId } from '../lib/i18n/messages';
import { storefrontMeta } from '../lib/page-meta';
import pageStyles from '../storefront/shell/Page.module.css';
import type { Route } from './+types/return-policy';

/** The return policy of the product specification (§9), one rule per paragraph. */
const rules: MessageId[] = [
  'returns.period',
  'returns.condition',
  'returns.store',
  'returns.online',
  'returns.refund',
  'returns.cancel',
];

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  return storefrontMeta(args, {
    title: translate(locale, 'meta.returns.title'),
    description: translate(locale, 'returns.period'),
  });
}

export default function ReturnPolicyPage() {
  return (
    <>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>
          <FormattedMessage id="returns.title" />
        </h1>
      </header>
      <div className={pageStyles.prose}>
        <ul>
          {rules.map((rule) => (
            <li key={rule}>
              <FormattedMessage id={rule} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
