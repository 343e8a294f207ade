import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/settings.json';
import en from '../../locales/en/settings.json';

registerCatalog('settings', km, en);
