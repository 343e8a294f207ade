import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/exam-type.json';
import en from '../../locales/en/exam-type.json';

registerCatalog('exam-type', km, en);
