import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/standard-score.json';
import en from '../../locales/en/standard-score.json';

registerCatalog('standard-score', km, en);
