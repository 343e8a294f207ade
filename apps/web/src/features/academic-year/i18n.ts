import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/academic-year.json';
import en from '../../locales/en/academic-year.json';

registerCatalog('academic-year', km, en);
