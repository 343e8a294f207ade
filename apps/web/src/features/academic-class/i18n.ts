import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/academic-class.json';
import en from '../../locales/en/academic-class.json';

registerCatalog('academic-class', km, en);
