import { versionedRows, findByCode } from '../../db/versioned';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { levelOfCourseLevel } from '../../db/course-level';
import type { TQueryable } from '../../db/engine';
import { academicClass, academicLevelClassified, courseLevel, initialSetupTeachingClass } from '../../db/schema/index';
import type { TKey } from '../../db/versioned';

export type TLevelClassifiedRow = typeof academicLevelClassified.$inferSelect;
export type TLevelClassifiedValues = Pick<TLevelClassifiedRow, 'code' | 'description' | 'descriptionEn' | 'levelClassifyGroup' | 'studyDays' | 'sortIndex'>;

export function listLevelClassified(db: TQueryable, { campusId, ids }: { campusId: string; ids?: string[] }) {
  return db
    .select()
    .from(academicLevelClassified)
    .where(and(eq(academicLevelClassified.campusId, campusId), ids ? inArray(academicLevelClassified.id, ids) : undefined))
    .orderBy(asc(academicLevelClassified.sortIndex), asc(academicLevelClassified.code));
}

export function getLevelClassified(db: TQueryable, { campusId, id }: TKey) {
  return db
    .select()
    .from(academicLevelClassified)
    .where(and(eq(academicLevelClassified.campusId, campusId), eq(academicLevelClassified.id, id)))
    .then((rows) => rows[0]);
}

export const findLevelClassifiedByCode = findByCode(academicLevelClassified);

export async function insertLevelClassified(db: TQueryable, { campusId, values }: { campusId: string; values: TLevelClassifiedValues }) {
  const [row] = await db
    .insert(academicLevelClassified)
    .values({ campusId, ...values })
    .returning();
  return row!;
}

/** The level classifieds of the classes an employee teaches (initial-setup teaching classes). */
export function listLevelClassifiedByEmployee(db: TQueryable, { campusId, employeeId }: { campusId: string; employeeId: string }) {
  return db
    .selectDistinct({ level: academicLevelClassified })
    .from(initialSetupTeachingClass)
    .innerJoin(
      academicClass,
      and(eq(academicClass.campusId, initialSetupTeachingClass.campusId), eq(academicClass.id, initialSetupTeachingClass.academicClassId)),
    )
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, academicClass.campusId), eq(courseLevel.id, academicClass.courseLevelId)))
    .innerJoin(academicLevelClassified, levelOfCourseLevel)
    .where(and(eq(initialSetupTeachingClass.campusId, campusId), eq(initialSetupTeachingClass.employeeId, employeeId)))
    .then((rows) => rows.map((r) => r.level).sort((a, b) => a.sortIndex - b.sortIndex));
}

export const academicLevelClassifiedRows = versionedRows(academicLevelClassified);
