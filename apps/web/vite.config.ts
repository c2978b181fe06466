import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompiledMessages } from './vite/precompiled-messages';

export default defineConfig({
  plugins: [
    // Vitest must not load the React Router plugin (it expects a full app build).
    !process.env.VITEST && reactRouter(),
    precompiledMessages({ catalogs: /\/app\/(lib|admin)\/i18n\/(hy|en|ru)\.ts$/ }),
  ],
});
