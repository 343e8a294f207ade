import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/card.json';
import en from '../../locales/en/card.json';

registerCatalog('card', km, en);
