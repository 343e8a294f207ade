import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/holiday.json';
import en from '../../locales/en/holiday.json';

registerCatalog('holiday', km, en);
