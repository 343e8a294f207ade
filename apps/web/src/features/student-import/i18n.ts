import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/student-import.json';
import en from '../../locales/en/student-import.json';

registerCatalog('student-import', km, en);
