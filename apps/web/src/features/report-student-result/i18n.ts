import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/report-student-result.json';
import en from '../../locales/en/report-student-result.json';

registerCatalog('report-student-result', km, en);
