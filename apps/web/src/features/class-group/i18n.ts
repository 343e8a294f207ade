import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/class-group.json';
import en from '../../locales/en/class-group.json';

registerCatalog('class-group', km, en);
