import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/guardian.json';
import en from '../../locales/en/guardian.json';

registerCatalog('guardian', km, en);
