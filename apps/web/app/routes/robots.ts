import { robotsTxt } from '../lib/sitemap';
import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.publicUrl), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    },
  });
}
