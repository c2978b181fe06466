import { localeFromPath } from '../lib/i18n/locale';
import { pageMeta } from '../lib/page-meta';
import { HomeHero } from '../storefront/HomeHero';
import type { Route } from './+types/home';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(localeFromPath(location.pathname), 'meta.home.title', 'meta.home.description');
}

export default function Home() {
  return <HomeHero />;
}
