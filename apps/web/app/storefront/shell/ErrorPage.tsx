import { FormattedMessage } from 'react-intl';
import { localizedHref } from '../../lib/i18n/locale';
import type { MessageId } from '../../lib/i18n/messages';
import { useLocale } from '../../lib/i18n/use-locale';
import styles from './StatusPage.module.css';

/**
 * Shown for any failure other than 404; a full reload is the sensible way out. `failure`: what
 * the page could not load ("Failed to fetch category products"), when its loader said.
 */
export function ErrorPage({ failure }: { failure?: MessageId }) {
  const locale = useLocale();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage id="error.title" />
      </h1>
      <p className={styles.text}>
        {failure && (
          <>
            <FormattedMessage id={failure} />
            <br />
          </>
        )}
        <FormattedMessage id="error.text" />
      </p>
      <a href={localizedHref(locale, '/')} className={styles.button}>
        <FormattedMessage id="notFound.home" />
      </a>
    </section>
  );
}
