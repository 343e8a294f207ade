import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/mobile-account.json';
import en from '../../locales/en/mobile-account.json';

registerCatalog('mobile-account', km, en);
