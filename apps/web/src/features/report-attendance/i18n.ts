import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/report-attendance.json';
import en from '../../locales/en/report-attendance.json';

registerCatalog('report-attendance', km, en);
