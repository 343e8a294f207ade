import { and, asc, desc, eq } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { academicSemester, academicYearSetup } from '../../db/schema/index';
import type { TKey } from '../../db/versioned';

export type TSemesterRow = typeof academicSemester.$inferSelect;
export type TWizardRow = typeof academicYearSetup.$inferSelect;

export function listSemesters(db: TQueryable, { campusId, academicYearId }: { campusId: string; academicYearId: string }) {
  return db
    .select()
    .from(academicSemester)
    .where(and(eq(academicSemester.campusId, campusId), eq(academicSemester.academicYearId, academicYearId)))
    .orderBy(asc(academicSemester.semesterType));
}

export async function insertSemester(db: TQueryable, { campusId, values }: { campusId: string; values: { academicYearId: string; semesterType: number; startDate: string; endDate: string } }) {
  const [row] = await db.insert(academicSemester).values({ campusId, ...values }).returning();
  return row!;
}

export async function updateSemester(db: TQueryable, { campusId, id, startDate, endDate }: TKey & { startDate: string; endDate: string }) {
  const [row] = await db
    .update(academicSemester)
    .set({ startDate, endDate, updatedAt: new Date() })
    .where(and(eq(academicSemester.campusId, campusId), eq(academicSemester.id, id)))
    .returning();
  return row!;
}

export function getWizard(db: TQueryable, { campusId, id }: TKey) {
  return db
    .select()
    .from(academicYearSetup)
    .where(and(eq(academicYearSetup.campusId, campusId), eq(academicYearSetup.id, id)))
    .then((rows) => rows[0]);
}

export function findRunning(db: TQueryable, { campusId }: { campusId: string }) {
  return db
    .select()
    .from(academicYearSetup)
    .where(and(eq(academicYearSetup.campusId, campusId), eq(academicYearSetup.status, 'running')))
    .then((rows) => rows[0]);
}

export function findLatestOfYear(db: TQueryable, { campusId, academicYearId }: { campusId: string; academicYearId: string }) {
  return db
    .select()
    .from(academicYearSetup)
    .where(and(eq(academicYearSetup.campusId, campusId), eq(academicYearSetup.academicYearId, academicYearId)))
    .orderBy(desc(academicYearSetup.createdAt))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function insertWizard(db: TQueryable, { campusId, values }: { campusId: string; values: Omit<typeof academicYearSetup.$inferInsert, 'campusId'> }) {
  const [row] = await db.insert(academicYearSetup).values({ campusId, ...values }).returning();
  return row!;
}
