import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/session-calendar.json';
import en from '../../locales/en/session-calendar.json';

registerCatalog('session-calendar', km, en);
