import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // Every route is known from the first page (a 2 KB gzip manifest module, cached across pages)
  // rather than discovered by fetching /__manifest after hydration: that fetch patched the routes
  // and re-rendered the page while a phone was still starting it, and links prefetched before it
  // came back were matched to the not-found page (decision 0021).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
