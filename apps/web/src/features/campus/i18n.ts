import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/campus.json';
import en from '../../locales/en/campus.json';

registerCatalog('campus', km, en);
