import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/leave-request.json';
import en from '../../locales/en/leave-request.json';

registerCatalog('leave-request', km, en);
