import type { TLocale } from './locale';

const KHMER_DIGITS = '០១២៣៤៥៦៧៨៩';

/**
 * Khmer text writes numbers with Khmer digits (១២/០៣/២០២៦), as the school's own papers do. Kept apart
 * from the date helpers so the sign-in page's `useDigits` does not bring dayjs into the first bundle.
 */
export function khmerDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => KHMER_DIGITS[Number(d)]!);
}

/**
 * A number (or a text made of numbers: a version, a range) as a page in `locale` shows it to a person:
 * Khmer digits on Khmer pages (issue 10). Not for what a person types or copies verbatim (inputs, codes,
 * phone numbers: docs/glossary.md 'Digits'). '' for a missing value.
 */
export function localeDigits(value: number | string | null | undefined, locale: TLocale | string): string {
  if (value === null || value === undefined) return '';
  return locale === 'km' ? khmerDigits(String(value)) : String(value);
}

/** What a person typed, Khmer digits read as Latin ones (a score typed on a Khmer keyboard). */
export function latinDigits(text: string): string {
  return text.replace(/[០-៩]/g, (d) => String(KHMER_DIGITS.indexOf(d)));
}
