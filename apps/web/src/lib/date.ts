import dayjs, { type ConfigType } from 'dayjs';
import type { TLocale } from './locale';

const KHMER_DIGITS = '០១២៣៤៥៦៧៨៩';

/** Khmer text writes numbers with Khmer digits (១២/០៣/២០២៦), as the school's own papers do. */
export function khmerDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => KHMER_DIGITS[Number(d)]!);
}

/**
 * A date for the screen in the page's language: month and day names from dayjs's `km` locale, digits
 * in Khmer on Khmer pages. dayjs keeps the locale a date was made with, so it is set per call.
 */
export function formatDate(value: ConfigType, locale: TLocale, pattern = 'DD MMMM YYYY'): string {
  const text = dayjs(value).locale(locale).format(pattern);
  return locale === 'km' ? khmerDigits(text) : text;
}
