import { z } from 'zod';

/** True when `YYYY-MM-DD` names a real calendar day (2025-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A day as `YYYY-MM-DD`, checked against the calendar. */
export const ZCalendarDate = z.string().trim().refine(isCalendarDate, { message: 'invalid_date' });

/** Today as `YYYY-MM-DD` in Cambodia (UTC+7, no daylight saving). */
export function todayInCambodia(now = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}
