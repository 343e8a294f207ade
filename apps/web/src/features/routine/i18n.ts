import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/routine.json';
import en from '../../locales/en/routine.json';

registerCatalog('routine', km, en);
