import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/registration.json';
import en from '../../locales/en/registration.json';

registerCatalog('registration', km, en);
