import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/announcement.json';
import en from '../../locales/en/announcement.json';

registerCatalog('announcement', km, en);
