import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/course-level.json';
import en from '../../locales/en/course-level.json';

registerCatalog('course-level', km, en);
