import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/setup.json';
import en from '../../locales/en/setup.json';

registerCatalog('setup', km, en);
