import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/report-result.json';
import en from '../../locales/en/report-result.json';

registerCatalog('report-result', km, en);
