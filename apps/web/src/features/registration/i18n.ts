import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/register.json';
import en from '../../locales/en/register.json';

registerCatalog('register', km, en);
