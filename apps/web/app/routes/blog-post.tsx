import { useIntl } from 'react-intl';
import { toBlog } from '../lib/api-types';
import { pick, pickedLang } from '../lib/i18n/locale';
import { translate } from '../lib/i18n/messages';
import { useLocale } from '../lib/i18n/use-locale';
import { pageAddress, seoMeta } from '../lib/page-meta';
import { getOptionalJson, idParam, notFound } from '../lib/server-api';
import { excerpt, htmlToText } from '../lib/text';
import { Breadcrumbs } from '../storefront/shell/Breadcrumbs';
import styles from '../storefront/content/BlogPost.module.css';
import { MediaImage } from '../storefront/shell/MediaImage';
import pageStyles from '../storefront/shell/Page.module.css';
import { RichText } from '../storefront/shell/RichText';
import type { Route } from './+types/blog-post';

export async function loader({ params, context }: Route.LoaderArgs) {
  const blog = await getOptionalJson(context, 'GET /blogs/:id', {
    params: { id: idParam(params.id) },
  });
  if (!blog) throw notFound();
  return { blog: toBlog(blog) };
}

export function meta(args: Route.MetaArgs) {
  const blog = args.loaderData?.blog;
  if (!blog) return [];
  const address = pageAddress(args);
  const title = pick(blog, 'title', address.locale);
  return seoMeta(address, {
    title: `${title} — Voski`,
    description: excerpt(htmlToText(pick(blog, 'content', address.locale)), 160),
    image: blog.images[0]?.image,
    type: 'article',
  });
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const intl = useIntl();
  const { blog } = loaderData;
  const title = pick(blog, 'title', locale);
  const [cover, ...more] = blog.images;
  // Photos of the post, named as the product gallery names its own: by the post and position.
  const photo = (index: number) =>
    intl.formatMessage(
      { id: 'gallery.image' },
      { title, index: index + 1, count: blog.images.length },
    );
  return (
    <article className={styles.post}>
      <Breadcrumbs
        trail={[{ label: translate(locale, 'blog.title'), path: '/blog' }, { label: title }]}
      />
      <h1 className={pageStyles.title} lang={pickedLang(blog, 'title', locale)}>
        {title}
      </h1>
      {cover && (
        <MediaImage
          path={cover.image}
          alt={photo(0)}
          width={1280}
          height={720}
          fallbackWidth={1280}
          sizes="(min-width: 900px) 800px, 100vw"
          priority
          className={styles.cover}
        />
      )}
      <RichText
        html={pick(blog, 'content', locale)}
        className={styles.content}
        lang={pickedLang(blog, 'content', locale)}
      />
      {more.length > 0 && (
        <ul className={styles.images}>
          {more.map((image, i) => (
            <li key={image.id}>
              <MediaImage
                path={image.image}
                alt={photo(i + 1)}
                width={640}
                height={640}
                sizes="(min-width: 900px) 260px, 50vw"
                className={styles.image}
              />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
