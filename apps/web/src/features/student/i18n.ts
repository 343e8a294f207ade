import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/student.json';
import en from '../../locales/en/student.json';

registerCatalog('student', km, en);
