import { useIntl } from 'react-intl';
import { defaultLocale, isLocale, type Locale } from './locale';

/** The locale the root IntlProvider renders in (URL on the storefront, staff choice on /admin). */
export function useLocale(): Locale {
  const { locale } = useIntl();
  return isLocale(locale) ? locale : defaultLocale;
}
