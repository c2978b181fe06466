import { hy } from '../lib/i18n/hy';
import { registerCatalog } from '../lib/i18n/messages';

// Each language's layout route carries its catalog: a page loads only the language it shows.
registerCatalog('hy', hy);

export { StorefrontLayout as default } from '../storefront/shell/StorefrontLayout';
