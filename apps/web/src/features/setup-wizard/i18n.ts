import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/setup-wizard.json';
import en from '../../locales/en/setup-wizard.json';

registerCatalog('setup-wizard', km, en);
