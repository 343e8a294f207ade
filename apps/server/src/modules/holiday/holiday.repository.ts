import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { recordRows } from '../../db/versioned';
import { academicYear, holiday } from '../../db/schema/index';

export type THolidayRow = typeof holiday.$inferSelect;

const lastDay = sql<string>`coalesce(${holiday.toDate}, ${holiday.date})`;

/** Holidays touching the range [from, to] (either end open), by date. */
export function listHolidays(db: TQueryable, { campusId, from, to }: { campusId: string; from?: string; to?: string }): Promise<THolidayRow[]> {
  return db
    .select()
    .from(holiday)
    .where(and(eq(holiday.campusId, campusId), to ? lte(holiday.date, to) : undefined, from ? gte(lastDay, from) : undefined))
    .orderBy(asc(holiday.date), asc(holiday.descriptionEn), asc(holiday.id));
}

/** The next holidays that have not ended by `today`. */
export function upcomingHolidays(db: TQueryable, { campusId, today, limit }: { campusId: string; today: string; limit: number }): Promise<THolidayRow[]> {
  return db
    .select()
    .from(holiday)
    .where(and(eq(holiday.campusId, campusId), gte(lastDay, today)))
    .orderBy(asc(holiday.date), asc(holiday.id))
    .limit(limit);
}

export type THolidayValues = { description: string; descriptionEn: string; date: string; toDate: string | null };

/** Insert answers the row; save (at the version read) and remove answer undefined / false when nothing changed. */
export const { insert: insertHoliday, save: updateHoliday, remove: deleteHoliday, get: findHoliday } = recordRows(holiday);

/** The first and last day of an academic year of the campus. */
export function findAcademicYearDates(db: TQueryable, { campusId, id }: { campusId: string; id: string }) {
  return db
    .select({ startDate: academicYear.startDate, endDate: academicYear.endDate })
    .from(academicYear)
    .where(and(eq(academicYear.campusId, campusId), eq(academicYear.id, id)))
    .then((rows) => rows[0]);
}
