import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/notification.json';
import en from '../../locales/en/notification.json';

registerCatalog('notification', km, en);
