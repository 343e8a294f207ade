import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/initial-setup.json';
import en from '../../locales/en/initial-setup.json';

registerCatalog('initial-setup', km, en);
