import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/message.json';
import en from '../../locales/en/message.json';

registerCatalog('message', km, en);
