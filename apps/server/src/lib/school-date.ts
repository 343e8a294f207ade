/**
 * Today's date where the schools are. Every campus is in Cambodia (UTC+7, no daylight saving), so a
 * holiday that starts today starts at midnight in Phnom Penh, not at midnight UTC.
 */
export const SCHOOL_TIME_ZONE = 'Asia/Phnom_Penh';

// Made once: building an Intl formatter costs far more than formatting with it, and a request may ask several times.
const schoolDate = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export function schoolToday(now: Date = new Date()): string {
  return schoolDate.format(now);
}
