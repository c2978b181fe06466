import { FormattedMessage } from 'react-intl';
import { listedBlogs } from '../lib/api-types';
import { localeFromPath, localizedHref, pick, pickedLang } from '../lib/i18n/locale';
import { format, translate } from '../lib/i18n/messages';
import { pageCount, readPage, totalOf, withQuery } from '../storefront/catalogue/list-pages';
import { useLocale } from '../lib/i18n/use-locale';
import { storefrontMeta } from '../lib/page-meta';
import { getOptionalJson, notFound } from '../lib/server-api';
import { excerpt, htmlToText } from '../lib/text';
import styles from '../storefront/content/BlogList.module.css';
import { MediaImage } from '../storefront/shell/MediaImage';
import pageStyles from '../storefront/shell/Page.module.css';
import { Pagination } from '../storefront/shell/Pagination';
import { PrefetchLink } from '../storefront/shell/PrefetchLink';
import type { Route } from './+types/blog';

const PER_PAGE = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = readPage(new URL(request.url).searchParams);
  // While the blog API is missing (404) the list is simply empty.
  const body = await getOptionalJson(context, 'GET /blogs', {
    query: { page, per_page: PER_PAGE },
  });
  const total = totalOf(body);
  if (page > pageCount(total, PER_PAGE)) throw notFound();
  const blogs = listedBlogs(body);
  // Only what the list shows: titles, excerpts in each language and the first image.
  return {
    page,
    pageCount: pageCount(total, PER_PAGE),
    posts: blogs.map((blog) => ({
      id: blog.id,
      title: blog.title,
      title_en: blog.title_en,
      title_ru: blog.title_ru,
      content: excerpt(htmlToText(blog.content)),
      content_en: excerpt(htmlToText(blog.content_en)),
      content_ru: excerpt(htmlToText(blog.content_ru)),
      image: blog.images[0]?.image ?? null,
    })),
  };
}

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  const page = args.loaderData?.page ?? 1;
  const title = translate(locale, 'meta.blog.title');
  return storefrontMeta(args, {
    title: page > 1 ? format(locale, 'pages.title', { title, page }) : title,
    description: translate(locale, 'meta.blog.description'),
    canonicalQuery: page > 1 ? `page=${page}` : '',
  });
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { posts, page, pageCount: pages } = loaderData;
  const pathname = localizedHref(locale, '/blog');
  return (
    <>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>
          <FormattedMessage id="blog.title" />
        </h1>
      </header>
      {posts.length === 0 ? (
        <div className={pageStyles.empty}>
          <p>
            <FormattedMessage id="blog.empty" />
          </p>
        </div>
      ) : (
        <ul className={styles.list}>
          {posts.map((post) => (
            <li key={post.id} className={styles.post}>
              {post.image && (
                <MediaImage
                  path={post.image}
                  alt=""
                  width={640}
                  height={400}
                  sizes="(min-width: 900px) 33vw, 100vw"
                  className={styles.image}
                />
              )}
              <h2 className={styles.title}>
                <PrefetchLink
                  to={localizedHref(locale, `/blog/${post.id}`)}
                  className={styles.link}
                  lang={pickedLang(post, 'title', locale)}
                >
                  {pick(post, 'title', locale)}
                </PrefetchLink>
              </h2>
              <p className={styles.excerpt} lang={pickedLang(post, 'content', locale)}>
                {pick(post, 'content', locale)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pages}
        hrefFor={(n) => withQuery(pathname, n > 1 ? `page=${n}` : '')}
      />
    </>
  );
}
