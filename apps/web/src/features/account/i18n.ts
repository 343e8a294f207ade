import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/account.json';
import en from '../../locales/en/account.json';

registerCatalog('account', km, en);
