import i18next, { type FormatterModule, type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TLocale } from './locale';
import { localeDigits } from './digits';
import kmCommon from '../locales/km/common.json';
import enCommon from '../locales/en/common.json';
import kmErrors from '../locales/km/errors.json';
import enErrors from '../locales/en/errors.json';
import kmAuth from '../locales/km/auth.json';
import enAuth from '../locales/en/auth.json';
import kmValidation from '../locales/km/validation.json';
import enValidation from '../locales/en/validation.json';

type TCatalog = Record<string, unknown>;

/**
 * i18next with one catalog per domain (`locales/{km,en}/<domain>.json`). The catalogs every screen needs
 * ship with the first bundle; a domain's catalog ships with its lazily loaded screens and registers
 * itself with `registerCatalog` when its module loads.
 */
export const i18n: TI18n = i18next.createInstance();

/**
 * The app's only interpolation format: every number put into a catalog string (`{{total}}`, `{{count}}`)
 * is written in the page's digits, so `t('table.total', { total: 5 })` reads "សរុប ៥" on a Khmer page
 * without each caller converting it (issue 10). Strings (names, codes, dates already formatted) pass
 * unchanged; `{{value, digits}}` converts a string of digits too. It replaces i18next's own formatter
 * (number, currency, datetime …), which no catalog uses: dates go through `lib/date.ts`.
 */
export const digitsFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  // Anything else goes back as it came (a missing value stays undefined for i18next to report).
  format: (value: unknown, format: string | undefined, lng: string | undefined): string =>
    typeof value === 'number' || (format === 'digits' && typeof value === 'string') ? localeDigits(value, lng ?? 'km') : (value as string),
};

export function initI18n(locale: TLocale): TI18n {
  if (!i18n.isInitialized) {
    void i18n
      .use(initReactI18next)
      .use(digitsFormatter)
      .init({
        lng: locale,
        fallbackLng: ['km', 'en'],
        supportedLngs: ['km', 'en'],
        defaultNS: 'common',
        ns: ['common', 'errors', 'auth', 'validation'],
        resources: {
          km: { common: kmCommon, errors: kmErrors, auth: kmAuth, validation: kmValidation },
          en: { common: enCommon, errors: enErrors, auth: enAuth, validation: enValidation },
        },
        interpolation: { escapeValue: false, alwaysFormat: true },
        initAsync: false,
        react: { useSuspense: false },
      });
  }
  return i18n;
}

export function registerCatalog(namespace: string, km: TCatalog, en: TCatalog): void {
  if (!i18n.hasResourceBundle('km', namespace)) i18n.addResourceBundle('km', namespace, km, true, true);
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, en, true, true);
}
