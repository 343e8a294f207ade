import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/session-time.json';
import en from '../../locales/en/session-time.json';

registerCatalog('session-time', km, en);
