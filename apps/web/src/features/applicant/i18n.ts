import { registerCatalog } from '../../lib/i18n';
import km from '../../locales/km/applicant.json';
import en from '../../locales/en/applicant.json';

registerCatalog('applicant', km, en);
