import { and, asc, eq, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { academicYear, appUser } from '../../db/schema/index';

export type TAcademicYearRow = typeof academicYear.$inferSelect;

export function findAcademicYear(db: TQueryable, { campusId, id }: { campusId: string; id: string }): Promise<TAcademicYearRow | undefined> {
  return db
    .select()
    .from(academicYear)
    .where(and(eq(academicYear.campusId, campusId), eq(academicYear.id, id)))
    .then((rows) => rows[0]);
}

export function findCurrentAcademicYear(db: TQueryable, { campusId }: { campusId: string }): Promise<TAcademicYearRow | undefined> {
  return db
    .select()
    .from(academicYear)
    .where(and(eq(academicYear.campusId, campusId), eq(academicYear.isCurrent, true)))
    .then((rows) => rows[0]);
}

/** Active accounts of the campus by mobile actor type. */
export function countAccountsByActorType(db: TQueryable, { campusId }: { campusId: string }) {
  return db
    .select({ mobileActorType: appUser.mobileActorType, count: sql<number>`count(*)::int` })
    .from(appUser)
    .where(and(eq(appUser.campusId, campusId), eq(appUser.isActive, true)))
    .groupBy(appUser.mobileActorType)
    .orderBy(asc(appUser.mobileActorType));
}
