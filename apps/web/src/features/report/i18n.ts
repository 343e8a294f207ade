import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/report.json';
import en from '../../locales/en/report.json';

registerCatalog('report', km, en);
