import { FormattedMessage } from 'react-intl';
import { toFaqs } from '../lib/api-types';
import { localeFromPath, pick, pickedLang } from '../lib/i18n/locale';
import { translate } from '../lib/i18n/messages';
import { useLocale } from '../lib/i18n/use-locale';
import { storefrontMeta } from '../lib/page-meta';
import { getJson } from '../lib/server-api';
import styles from '../storefront/content/FaqList.module.css';
import pageStyles from '../storefront/shell/Page.module.css';
import type { Route } from './+types/faq';

export async function loader({ context }: Route.LoaderArgs) {
  return { faqs: toFaqs(await getJson(context, 'GET /faqs')) };
}

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  const faqs = args.loaderData?.faqs ?? [];
  return storefrontMeta(args, {
    title: translate(locale, 'meta.faq.title'),
    description: translate(locale, 'meta.faq.description'),
    jsonLd:
      faqs.length > 0
        ? {
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: faqs.map((faq) => ({
              '@type': 'Question',
              name: pick(faq, 'question', locale),
              acceptedAnswer: { '@type': 'Answer', text: pick(faq, 'answer', locale) },
            })),
          }
        : undefined,
  });
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { faqs } = loaderData;
  return (
    <>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>
          <FormattedMessage id="faq.title" />
        </h1>
      </header>
      {faqs.length === 0 ? (
        <div className={pageStyles.empty}>
          <p>
            <FormattedMessage id="faq.empty" />
          </p>
        </div>
      ) : (
        <div className={styles.list}>
          {faqs.map((faq) => (
            <details key={faq.id} className={styles.item}>
              <summary className={styles.question} lang={pickedLang(faq, 'question', locale)}>
                {pick(faq, 'question', locale)}
              </summary>
              <p className={styles.answer} lang={pickedLang(faq, 'answer', locale)}>
                {pick(faq, 'answer', locale)}
              </p>
            </details>
          ))}
        </div>
      )}
    </>
  );
}
