import { FormattedMessage } from 'react-intl';
import { toAbout } from '../lib/api-types';
import { localeFromPath, pick, pickedLang } from '../lib/i18n/locale';
import { translate } from '../lib/i18n/messages';
import { useLocale } from '../lib/i18n/use-locale';
import { storefrontMeta } from '../lib/page-meta';
import { getOptionalJson } from '../lib/server-api';
import { excerpt, htmlToText } from '../lib/text';
import styles from '../storefront/content/AboutPage.module.css';
import { MediaImage } from '../storefront/shell/MediaImage';
import pageStyles from '../storefront/shell/Page.module.css';
import { RichText } from '../storefront/shell/RichText';
import type { Route } from './+types/about';

export async function loader({ context }: Route.LoaderArgs) {
  // Until the about page has content (or while its API is missing) the page shows its heading.
  return { about: toAbout(await getOptionalJson(context, 'GET /about')) };
}

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  const about = args.loaderData?.about;
  return storefrontMeta(args, {
    title: translate(locale, 'meta.about.title'),
    description: about
      ? excerpt(htmlToText(pick(about, 'content_1', locale)), 160)
      : translate(locale, 'meta.home.description'),
    image: about?.image1,
  });
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { about } = loaderData;
  const blocks = about
    ? [
        {
          text: pick(about, 'content_1', locale),
          lang: pickedLang(about, 'content_1', locale),
          image: about.image1,
        },
        {
          text: pick(about, 'content_2', locale),
          lang: pickedLang(about, 'content_2', locale),
          image: about.image2,
        },
      ].filter((block) => block.text.trim() || block.image)
    : [];
  return (
    <>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>
          <FormattedMessage id="about.title" />
        </h1>
        {blocks.length === 0 && (
          <p className={pageStyles.lead}>
            <FormattedMessage id="home.hero.text" />
          </p>
        )}
      </header>
      {blocks.map((block, index) => (
        <section key={index} className={styles.block}>
          {block.text.trim() && (
            <RichText html={block.text} className={styles.text} lang={block.lang} />
          )}
          {block.image && (
            <MediaImage
              path={block.image}
              alt=""
              width={640}
              height={480}
              sizes="(min-width: 900px) 50vw, 100vw"
              priority={index === 0}
              className={styles.image}
            />
          )}
        </section>
      ))}
    </>
  );
}
