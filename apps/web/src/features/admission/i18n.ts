import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/admission.json';
import en from '../../locales/en/admission.json';

registerCatalog('admission', km, en);
