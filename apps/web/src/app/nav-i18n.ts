import { registerCatalog } from '../lib/i18n';
import km from '../locales/km/nav.json';
import en from '../locales/en/nav.json';

registerCatalog('nav', km, en);
