import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/academic.json';
import en from '../../locales/en/academic.json';

registerCatalog('academic', km, en);
