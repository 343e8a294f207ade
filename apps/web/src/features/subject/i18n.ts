import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/subject.json';
import en from '../../locales/en/subject.json';

registerCatalog('subject', km, en);
