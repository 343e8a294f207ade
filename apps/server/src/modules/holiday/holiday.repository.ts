import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
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

export function findHoliday(db: TQueryable, { campusId, id }: { campusId: string; id: string }): Promise<THolidayRow | undefined> {
  return db
    .select()
    .from(holiday)
    .where(and(eq(holiday.campusId, campusId), eq(holiday.id, id)))
    .then((rows) => rows[0]);
}

export type THolidayValues = { description: string; descriptionEn: string; date: string; toDate: string | null };

export async function insertHoliday(db: TQueryable, { campusId, values }: { campusId: string; values: THolidayValues }): Promise<THolidayRow> {
  const [row] = await db
    .insert(holiday)
    .values({ campusId, ...values })
    .returning();
  return row!;
}

/** Saves when the version is still the one read; undefined otherwise. */
export function updateHoliday(
  db: TQueryable,
  { campusId, id, version, values }: { campusId: string; id: string; version: number; values: THolidayValues },
): Promise<THolidayRow | undefined> {
  return db
    .update(holiday)
    .set({ ...values, version: sql`${holiday.version} + 1`, updatedAt: new Date() })
    .where(and(eq(holiday.campusId, campusId), eq(holiday.id, id), eq(holiday.version, version)))
    .returning()
    .then((rows) => rows[0]);
}

export async function deleteHoliday(db: TQueryable, { campusId, id }: { campusId: string; id: string }): Promise<boolean> {
  const rows = await db
    .delete(holiday)
    .where(and(eq(holiday.campusId, campusId), eq(holiday.id, id)))
    .returning({ id: holiday.id });
  return rows.length === 1;
}

/** The first and last day of an academic year of the campus. */
export function findAcademicYearDates(db: TQueryable, { campusId, id }: { campusId: string; id: string }) {
  return db
    .select({ startDate: academicYear.startDate, endDate: academicYear.endDate })
    .from(academicYear)
    .where(and(eq(academicYear.campusId, campusId), eq(academicYear.id, id)))
    .then((rows) => rows[0]);
}
