import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/actor-health.json';
import en from '../../locales/en/actor-health.json';

registerCatalog('actor-health', km, en);
