import { describe, expect, it } from 'vitest';
import { browserLocale, localeCookie, localeFromPath, localizePath, readLocaleCookie, resolveInitialLocation, stripLocale } from './locale';

describe('locale routing', () => {
  it('reads the language from the URL prefix', () => {
    expect(localeFromPath('/dashboard')).toBe('km');
    expect(localeFromPath('/en/dashboard')).toBe('en');
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/enrol')).toBe('km');
  });

  it('moves a path between the two languages and keeps the page', () => {
    expect(localizePath('/settings/building', 'en')).toBe('/en/settings/building');
    expect(localizePath('/en/settings/building', 'km')).toBe('/settings/building');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(stripLocale('/en')).toBe('/');
  });

  it('keeps the choice in a 365-day cookie', () => {
    expect(localeCookie('en')).toContain('lang=en');
    expect(localeCookie('en')).toContain(`Max-Age=${365 * 24 * 3600}`);
    expect(readLocaleCookie('a=1; lang=en; b=2')).toBe('en');
    expect(readLocaleCookie('lang=fr')).toBeUndefined();
  });

  it('lets the browser decide the first visit, Khmer when it speaks neither', () => {
    expect(browserLocale(['en-US', 'km'])).toBe('en');
    expect(browserLocale(['km-KH', 'en'])).toBe('km');
    expect(browserLocale(['fr-FR', 'th'])).toBe('km');
    expect(browserLocale([])).toBe('km');
  });

  it('sends an English browser on its first visit to the /en twin of the page', () => {
    expect(resolveInitialLocation('/login', '', ['en-GB'])).toEqual({ locale: 'en', redirectTo: '/en/login' });
    expect(resolveInitialLocation('/login', '', ['km-KH'])).toEqual({ locale: 'km' });
  });

  it('prefers the cookie over the browser, and an /en URL over both', () => {
    expect(resolveInitialLocation('/dashboard', 'lang=km', ['en-US'])).toEqual({ locale: 'km' });
    expect(resolveInitialLocation('/dashboard', 'lang=en', ['km'])).toEqual({ locale: 'en', redirectTo: '/en/dashboard' });
    expect(resolveInitialLocation('/en/dashboard', 'lang=km', ['km'])).toEqual({ locale: 'en' });
  });
});
