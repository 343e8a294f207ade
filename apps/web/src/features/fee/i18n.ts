import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/fee.json';
import en from '../../locales/en/fee.json';

registerCatalog('fee', km, en);
