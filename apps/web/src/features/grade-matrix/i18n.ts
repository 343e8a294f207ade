import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/grade-matrix.json';
import en from '../../locales/en/grade-matrix.json';

registerCatalog('grade-matrix', km, en);
