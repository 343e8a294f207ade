import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/building.json';
import en from '../../locales/en/building.json';

registerCatalog('building', km, en);
