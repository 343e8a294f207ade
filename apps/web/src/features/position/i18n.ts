import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/position.json';
import en from '../../locales/en/position.json';

registerCatalog('position', km, en);
