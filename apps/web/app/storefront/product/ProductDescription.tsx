import { FormattedMessage } from 'react-intl';
import type { ProductPageContent } from '../../lib/api-types';
import { pick, pickedLang } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import styles from './ProductPageExtras.module.css';
import { RichText } from '../shell/RichText';

/** The piece's description in the page's language (Armenian where it has no translation). */
export function ProductDescription({ content }: { content: ProductPageContent }) {
  const locale = useLocale();
  const html = pick(content, 'description', locale);
  if (html.trim() === '') return null;
  return (
    <section className={styles.description} aria-labelledby="product-description">
      <h2 id="product-description" className={styles.sectionTitle}>
        <FormattedMessage id="product.description" />
      </h2>
      <RichText
        html={html}
        className={styles.descriptionText}
        lang={pickedLang(content, 'description', locale)}
      />
    </section>
  );
}
