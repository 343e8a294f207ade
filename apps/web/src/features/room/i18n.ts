import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/room.json';
import en from '../../locales/en/room.json';

registerCatalog('room', km, en);
