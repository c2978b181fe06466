import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { localizedHref } from '../../lib/i18n/locale';
import type { MessageId } from '../../lib/i18n/messages';
import { useLocale } from '../../lib/i18n/use-locale';
import styles from './StatusPage.module.css';

/** A 404 in the shop's frame; a page may say what exactly was not found. */
export function NotFoundPage({
  title = 'notFound.title',
  text = 'notFound.text',
}: {
  title?: MessageId;
  text?: MessageId;
}) {
  const locale = useLocale();
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>
        <FormattedMessage id={title} />
      </h1>
      <p className={styles.text}>
        <FormattedMessage id={text} />
      </p>
      <Link to={localizedHref(locale, '/')} className={styles.button}>
        <FormattedMessage id="notFound.home" />
      </Link>
    </section>
  );
}
