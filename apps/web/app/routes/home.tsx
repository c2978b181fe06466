import { FormattedMessage, useIntl } from 'react-intl';
import { toPosts, toSlideShow, toSlogan, toSummaries } from '../lib/api-types';
import { localeFromPath, localizedHref } from '../lib/i18n/locale';
import { useLocale } from '../lib/i18n/use-locale';
import { translate } from '../lib/i18n/messages';
import { totalOf } from '../storefront/catalogue/list-pages';
import { storefrontMeta } from '../lib/page-meta';
import { getJson, getOptionalJson } from '../lib/server-api';
import { Carousel } from '../storefront/content/Carousel';
import { FollowUs } from '../storefront/content/FollowUs';
import { HomeHero } from '../storefront/content/HomeHero';
import { HydratedApart } from '../storefront/shell/HydratedApart';
import { ProductSection } from '../storefront/catalogue/ProductSection';
import { SloganBlock } from '../storefront/content/SloganBlock';
import type { Route } from './+types/home';

/** Each product section shows this many, however large the catalogue; the feed this many posts. */
const SECTION_SIZE = 12;
const FEED_SIZE = 8;

export async function loader({ context }: Route.LoaderArgs) {
  const [bestOffers, newProducts, slides, slogan, posts] = await Promise.all([
    getJson(context, 'GET /products/importants', { query: { per_page: SECTION_SIZE } }),
    getJson(context, 'GET /products/newProducts', { query: { per_page: SECTION_SIZE } }),
    // content whose API may not exist yet: the section is left out while it answers 404
    getOptionalJson(context, 'GET /slides'),
    getOptionalJson(context, 'GET /slogans'),
    getOptionalJson(context, 'GET /posts', { query: { per_page: FEED_SIZE } }),
  ]);
  return {
    bestOffers: toSummaries(bestOffers),
    newProducts: toSummaries(newProducts),
    // more than a section shows: it links to its whole list
    moreOffers: totalOf(bestOffers) > SECTION_SIZE,
    moreNew: totalOf(newProducts) > SECTION_SIZE,
    // the API failed (not: the shop has none): the section says so
    offersFailed: bestOffers === null,
    newFailed: newProducts === null,
    slideShow: toSlideShow(slides),
    slogan: toSlogan(slogan),
    posts: toPosts(posts),
  };
}

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  const first = args.loaderData?.bestOffers[0] ?? args.loaderData?.newProducts[0];
  return storefrontMeta(args, {
    title: translate(locale, 'meta.home.title'),
    description: translate(locale, 'meta.home.description'),
    image: args.loaderData?.slideShow?.slides[0]?.image ?? first?.avatar,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { bestOffers, newProducts, moreOffers, moreNew, offersFailed, newFailed } = loaderData;
  const { slideShow, slogan, posts } = loaderData;
  const intl = useIntl();
  const locale = useLocale();
  return (
    <>
      {slideShow ? (
        <>
          <h1 className="sr-only">{intl.formatMessage({ id: 'home.hero.title' })}</h1>
          <Carousel show={slideShow} />
        </>
      ) : (
        <HomeHero />
      )}
      <HydratedApart>
        <ProductSection
          title={<FormattedMessage id="home.bestOffers" />}
          products={bestOffers}
          failed={offersFailed && <FormattedMessage id="products.failed.important" />}
          all={
            moreOffers
              ? {
                  href: localizedHref(locale, '/offers'),
                  label: <FormattedMessage id="home.bestOffers.all" />,
                }
              : undefined
          }
        />
      </HydratedApart>
      {slogan && <SloganBlock slogan={slogan} />}
      <HydratedApart>
        <ProductSection
          title={<FormattedMessage id="home.newProducts" />}
          products={newProducts}
          failed={newFailed && <FormattedMessage id="products.failed.new" />}
          all={
            moreNew
              ? {
                  href: localizedHref(locale, '/new'),
                  label: <FormattedMessage id="home.newProducts.all" />,
                }
              : undefined
          }
        />
      </HydratedApart>
      <HydratedApart>
        <FollowUs posts={posts} />
      </HydratedApart>
    </>
  );
}
