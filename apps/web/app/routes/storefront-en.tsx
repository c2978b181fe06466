import { en } from '../lib/i18n/en';
import { registerCatalog } from '../lib/i18n/messages';

// Each language's layout route carries its catalog: a page loads only the language it shows.
registerCatalog('en', en);

export { StorefrontLayout as default } from '../storefront/shell/StorefrontLayout';
