import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/devtest.json';
import en from '../../locales/en/devtest.json';

registerCatalog('devtest', km, en);
