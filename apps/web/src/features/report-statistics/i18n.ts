import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/report-statistics.json';
import en from '../../locales/en/report-statistics.json';

registerCatalog('report-statistics', km, en);
