import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { localizedHref } from '../lib/i18n/locale';
import { useLocale } from '../lib/i18n/use-locale';
import styles from './StatusPage.module.css';

export function NotFoundPage() {
  const locale = useLocale();
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p className={styles.text}>
        <FormattedMessage id="notFound.text" />
      </p>
      <Link to={localizedHref(locale, '/')} className={styles.button}>
        <FormattedMessage id="notFound.home" />
      </Link>
    </section>
  );
}
