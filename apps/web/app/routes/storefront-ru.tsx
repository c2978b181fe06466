import { ru } from '../lib/i18n/ru';
import { registerCatalog } from '../lib/i18n/messages';

// Each language's layout route carries its catalog: a page loads only the language it shows.
registerCatalog('ru', ru);

export { StorefrontLayout as default } from '../storefront/shell/StorefrontLayout';
