import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/classroom.json';
import en from '../../locales/en/classroom.json';

registerCatalog('classroom', km, en);
