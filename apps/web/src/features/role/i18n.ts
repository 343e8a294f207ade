import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/role.json';
import en from '../../locales/en/role.json';

registerCatalog('role', km, en);
