import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/level-classified.json';
import en from '../../locales/en/level-classified.json';

registerCatalog('level-classified', km, en);
