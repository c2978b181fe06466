import { en } from '../../lib/i18n/en';
import { hy } from '../../lib/i18n/hy';
import { registerCatalog } from '../../lib/i18n/messages';
import { ru } from '../../lib/i18n/ru';
import { adminEn } from './en';
import { adminHy } from './hy';
import { adminRu } from './ru';

// Imported by the staff routes: staff switch language in place, so all three come at once.
registerCatalog('hy', { ...hy, ...adminHy });
registerCatalog('en', { ...en, ...adminEn });
registerCatalog('ru', { ...ru, ...adminRu });
