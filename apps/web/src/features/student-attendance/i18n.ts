import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/student-attendance.json';
import en from '../../locales/en/student-attendance.json';

registerCatalog('student-attendance', km, en);
