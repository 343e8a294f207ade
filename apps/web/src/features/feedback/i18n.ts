import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/feedback.json';
import en from '../../locales/en/feedback.json';

registerCatalog('feedback', km, en);
