import dayjs, { type ConfigType } from 'dayjs';
import type { TLocale } from './locale';

import { khmerDigits } from './digits';

export { khmerDigits };

/**
 * A date for the screen in the page's language: month and day names from dayjs's `km` locale, digits
 * in Khmer on Khmer pages. dayjs keeps the locale a date was made with, so it is set per call.
 */
/** A date in figures, on every screen and in every picker: day/month/year (31/12/2026). */
export const DATE_FORMAT = 'DD/MM/YYYY';
/** A moment in figures (a change, a payment's history): 31/12/2026 14:05. */
export const DATE_TIME_FIGURES = 'DD/MM/YYYY HH:mm';

/** Announcement and notification dates: day-month-year with 12-hour time (data-calls §9, portal §9). */
export const DATE_TIME_FORMAT = 'DD-MM-YYYY hh:mm A';

export function formatDate(value: ConfigType, locale: TLocale, pattern = 'DD MMMM YYYY'): string {
  const text = dayjs(value).locale(locale).format(pattern);
  return locale === 'km' ? khmerDigits(text) : text;
}

/** Today in Cambodia (UTC+7, no daylight saving): the school's day, whatever the browser's zone. */
export const schoolToday = (now = new Date()) => new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/** The school's today as a dayjs date (pickers' defaults and "no future day" limits). */
export const schoolDay = (now = new Date()) => dayjs(schoolToday(now));
