import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/employee-attendance.json';
import en from '../../locales/en/employee-attendance.json';

registerCatalog('employee-attendance', km, en);
