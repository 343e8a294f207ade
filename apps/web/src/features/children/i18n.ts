import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/children.json';
import en from '../../locales/en/children.json';

registerCatalog('children', km, en);
