/**
 * Locale routing (portal §1): Khmer at `/…`, English at `/en/…`. The choice lives in a 365-day cookie;
 * on the first visit (no cookie) the browser's languages decide; fallback Khmer, then English.
 */
export type TLocale = 'km' | 'en';
export const LOCALES: readonly TLocale[] = ['km', 'en'];
export const DEFAULT_LOCALE: TLocale = 'km';
export const LOCALE_COOKIE = 'lang';
const MAX_AGE = 365 * 24 * 60 * 60;

export function localeFromPath(pathname: string): TLocale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'km';
}

/** The path without its locale prefix, always starting with `/`. */
export function stripLocale(pathname: string): string {
  if (pathname === '/en') return '/';
  return pathname.startsWith('/en/') ? pathname.slice(3) : pathname || '/';
}

/** A path (without prefix) in the given locale. */
export function localizePath(path: string, locale: TLocale): string {
  const clean = stripLocale(path.startsWith('/') ? path : `/${path}`);
  if (locale === 'km') return clean;
  return clean === '/' ? '/en' : `/en${clean}`;
}

export function readLocaleCookie(cookie: string): TLocale | undefined {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && (value === 'km' || value === 'en')) return value;
  }
  return undefined;
}

export function localeCookie(locale: TLocale, secure = false): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The first of the browser's languages we speak; Khmer when none. */
export function browserLocale(languages: readonly string[]): TLocale {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (base === 'km' || base === 'en') return base;
  }
  return DEFAULT_LOCALE;
}

/**
 * Where the first page load should be. An `/en` URL is an explicit choice. An unprefixed URL is Khmer
 * unless the cookie (or, with no cookie, the browser) prefers English, then it moves to the `/en` twin.
 */
export function resolveInitialLocation(pathname: string, cookie: string, languages: readonly string[]): { locale: TLocale; redirectTo?: string } {
  const inUrl = localeFromPath(pathname);
  if (inUrl === 'en') return { locale: 'en' };
  const preferred = readLocaleCookie(cookie) ?? browserLocale(languages);
  if (preferred === 'en') return { locale: 'en', redirectTo: localizePath(pathname, 'en') };
  return { locale: 'km' };
}
