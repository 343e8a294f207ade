import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/feed.json';
import en from '../../locales/en/feed.json';

registerCatalog('feed', km, en);
