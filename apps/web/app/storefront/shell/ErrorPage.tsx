import { FormattedMessage } from 'react-intl';
import { localizedHref } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import styles from './StatusPage.module.css';

/** Shown for any failure other than 404; a full reload is the sensible way out. */
export function ErrorPage() {
  const locale = useLocale();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage id="error.title" />
      </h1>
      <p className={styles.text}>
        <FormattedMessage id="error.text" />
      </p>
      <a href={localizedHref(locale, '/')} className={styles.button}>
        <FormattedMessage id="notFound.home" />
      </a>
    </section>
  );
}
