import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { eagerCommonJs } from './vite/eager-commonjs';
import { precompiledMessages } from './vite/precompiled-messages';
import { precompressedAssets } from './vite/precompressed-assets';

/**
 * React Router ships a production build beside its development one but its package exports
 * only the development one (upstream issues 12532 and 14102), whose one difference is that its
 * development warnings are on. Both bundles take the production files (the server bundle holds
 * them, with @react-router/node, which imports React Router too), and the server renders with the
 * request handler the server bundle exports (entry.server.tsx), so one copy serves a page from
 * the request to the markup (docs/decisions/0048).
 */
const routerDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);

export default defineConfig({
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
      { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
    ],
  },
  ssr: { noExternal: ['@react-router/node'] },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, React Router and react-intl: every storefront page needs them
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-intl|@formatjs|intl-messageformat|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            // every style a browsing page may show, in one stylesheet cached across pages: the
            // fonts' faces, the global rules and each storefront component's module (not the
            // checkout's, the payment result's or the contact form's)
            {
              name: 'shop',
              test: /([\\/]app[\\/]styles[\\/][\w-]+\.css|[\\/]@fontsource[\\/].*\.css|[\\/]app[\\/]storefront[\\/](?!checkout[\\/]|content[\\/]ContactForm|account[\\/]PaymentResult)[\w-]+[\\/][^\\/]+\.module\.css)$/,
              priority: 15,
            },
            // the storefront's shared modules, except the language catalogs, what only the
            // checkout, the payment result, the contact form and the order page use (countries and
            // phone numbers), the filters only the category and search pages use, and the
            // contract's canonical catalogue URLs (category and search) and shop days (a sale's last day)
            {
              name: 'shop',
              test: /[\\/]app[\\/](lib|storefront)[\\/](?!(?:[\w-]+[\\/])?(?:i18n[\\/](hy|en|ru)\.ts|checkout|place-order|contact-form|CustomerOrderView|ContactForm|payment-result|PaymentResult|FilteredProducts|FilterPanel|AppliedFilters|category-filters|price-range))|[\\/]contract[\\/]src[\\/](?:storefront-urls|shop-days)\.ts$/,
              minShareCount: 2,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  plugins: [
    // Vitest must not load the React Router plugin (it expects a full app build).
    !process.env.VITEST && reactRouter(),
    precompiledMessages({ catalogs: /\/app\/(lib|admin)\/i18n\/(hy|en|ru)\.ts$/ }),
    eagerCommonJs(),
    precompressedAssets({ clientDir: 'build/client' }),
  ],
});
