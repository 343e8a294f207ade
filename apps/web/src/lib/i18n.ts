import i18next, { type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TLocale } from './locale';
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

export function initI18n(locale: TLocale): TI18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: locale,
      fallbackLng: ['km', 'en'],
      supportedLngs: ['km', 'en'],
      defaultNS: 'common',
      ns: ['common', 'errors', 'auth', 'validation'],
      resources: {
        km: { common: kmCommon, errors: kmErrors, auth: kmAuth, validation: kmValidation },
        en: { common: enCommon, errors: enErrors, auth: enAuth, validation: enValidation },
      },
      interpolation: { escapeValue: false },
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
