import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/leave-type.json';
import en from '../../locales/en/leave-type.json';

registerCatalog('leave-type', km, en);
