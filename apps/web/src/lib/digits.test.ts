import { describe, expect, it } from 'vitest';
import { localeDigits } from './digits';
import { i18n, initI18n } from './i18n';

describe('numbers shown to a person', () => {
  it('are written in Khmer digits on Khmer pages and left alone on English pages', () => {
    expect(localeDigits(2026, 'km')).toBe('២០២៦');
    expect(localeDigits('0.1.0', 'km')).toBe('០.១.០');
    expect(localeDigits(2026, 'en')).toBe('2026');
    expect(localeDigits(undefined, 'km')).toBe('');
  });

  it('are put into catalog strings in the page digits by i18next itself', () => {
    initI18n('km');
    expect(i18n.t('table.total', { total: 5, lng: 'km' })).toBe('សរុប ៥');
    expect(i18n.t('table.range', { from: 1, to: 10, total: 24, lng: 'km' })).toBe('១-១០ នៃ ២៤');
    expect(i18n.t('table.total', { total: 5, lng: 'en' })).toBe('Total 5');
  });

  it('leaves interpolated text (names, codes) as it is written', () => {
    initI18n('km');
    expect(i18n.t('confirm.deleteText', { name: 'Class 1A', lng: 'km' })).toContain('«Class 1A»');
  });
});
