import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { localizedHref } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import pageStyles from './Page.module.css';

export interface Crumb {
  label: string;
  /** A locale-free path; the last crumb (the page itself) has none. */
  path?: string;
}

/** Home › … › the current page. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'nav.breadcrumbs' })}
      className={pageStyles.breadcrumbs}
    >
      <ol>
        <li>
          <Link to={localizedHref(locale, '/')}>
            <FormattedMessage id="nav.homeCrumb" />
          </Link>
        </li>
        {trail.map(({ label, path }) => (
          <li key={`${path ?? ''}${label}`} aria-current={path ? undefined : 'page'}>
            {path ? <Link to={localizedHref(locale, path)}>{label}</Link> : label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
