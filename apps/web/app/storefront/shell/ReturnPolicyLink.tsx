import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { localizedHref } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';

/** The shop's return policy page in the page's language (staff keep its text). */
export function ReturnPolicyLink() {
  const locale = useLocale();
  return (
    <Link to={localizedHref(locale, '/return-policy')}>
      <FormattedMessage id="footer.returnPolicy" />
    </Link>
  );
}
