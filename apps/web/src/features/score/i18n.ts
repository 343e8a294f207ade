import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/score.json';
import en from '../../locales/en/score.json';

registerCatalog('score', km, en);
