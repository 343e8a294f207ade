import { and, asc, eq } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { academicYear } from '../../db/schema/index';

/**
 * Academic years as the setup area reads them (the academic-year module owns their calls). A year is
 * looked up inside the campus, so an id of another campus is simply not found.
 */
export function getYear(db: TQueryable, { campusId, id }: { campusId: string; id: string }) {
  return db
    .select()
    .from(academicYear)
    .where(and(eq(academicYear.campusId, campusId), eq(academicYear.id, id)))
    .then((rows) => rows[0]);
}

export function getCurrentYear(db: TQueryable, { campusId }: { campusId: string }) {
  return db
    .select()
    .from(academicYear)
    .where(and(eq(academicYear.campusId, campusId), eq(academicYear.isCurrent, true)))
    .then((rows) => rows[0]);
}

export function listYears(db: TQueryable, { campusId }: { campusId: string }) {
  return db.select().from(academicYear).where(eq(academicYear.campusId, campusId)).orderBy(asc(academicYear.fromYear));
}
