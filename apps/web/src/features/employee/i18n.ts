import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/employee.json';
import en from '../../locales/en/employee.json';

registerCatalog('employee', km, en);
