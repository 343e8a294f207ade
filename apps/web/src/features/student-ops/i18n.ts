import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/student-ops.json';
import en from '../../locales/en/student-ops.json';

registerCatalog('student-ops', km, en);
