import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/dashboard.json';
import en from '../../locales/en/dashboard.json';

registerCatalog('dashboard', km, en);
