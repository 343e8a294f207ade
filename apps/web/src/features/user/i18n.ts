import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/user.json';
import en from '../../locales/en/user.json';

registerCatalog('user', km, en);
