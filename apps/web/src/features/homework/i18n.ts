import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/homework.json';
import en from '../../locales/en/homework.json';

registerCatalog('homework', km, en);
