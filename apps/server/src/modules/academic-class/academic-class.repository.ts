import { versionedRows } from '../../db/versioned';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { levelOfCourseLevel } from '../../db/course-level';
import { alias } from 'drizzle-orm/pg-core';
import type { TQueryable } from '../../db/engine';
import { STUDENT_STATUS } from '@school/contract';
import { academicClass, academicLevelClassified, classGroup, courseLevel, student, studentAcademicClass } from '../../db/schema/index';
import type { TKey } from '../../db/versioned';

const previous = alias(academicClass, 'previous_class');

export type TAcademicClassRow = {
  cls: typeof academicClass.$inferSelect;
  courseLevelDescription: string;
  courseLevelDescriptionEn: string;
  courseLevelSort: number;
  levelClassifiedId: string;
  levelSort: number;
  groupDescription: string | null;
  groupDescriptionEn: string | null;
  previousDescription: string | null;
  previousDescriptionEn: string | null;
};

export function listAcademicClasses(
  db: TQueryable,
  p: { campusId: string; academicYearId?: string; courseLevelId?: string; ids?: string[]; levelClassifiedId?: string },
): Promise<TAcademicClassRow[]> {
  return db
    .select({
      cls: academicClass,
      courseLevelDescription: courseLevel.description,
      courseLevelDescriptionEn: courseLevel.descriptionEn,
      courseLevelSort: courseLevel.sortIndex,
      levelClassifiedId: courseLevel.levelClassifiedId,
      levelSort: academicLevelClassified.sortIndex,
      groupDescription: classGroup.description,
      groupDescriptionEn: classGroup.descriptionEn,
      previousDescription: previous.description,
      previousDescriptionEn: previous.descriptionEn,
    })
    .from(academicClass)
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, academicClass.campusId), eq(courseLevel.id, academicClass.courseLevelId)))
    .innerJoin(academicLevelClassified, levelOfCourseLevel)
    .leftJoin(classGroup, and(eq(classGroup.campusId, academicClass.campusId), eq(classGroup.id, academicClass.classGroupId)))
    .leftJoin(previous, and(eq(previous.campusId, academicClass.campusId), eq(previous.id, academicClass.previousAcademicClassId)))
    .where(
      and(
        eq(academicClass.campusId, p.campusId),
        p.academicYearId ? eq(academicClass.academicYearId, p.academicYearId) : undefined,
        p.courseLevelId ? eq(academicClass.courseLevelId, p.courseLevelId) : undefined,
        p.levelClassifiedId ? eq(courseLevel.levelClassifiedId, p.levelClassifiedId) : undefined,
        p.ids ? inArray(academicClass.id, p.ids) : undefined,
      ),
    )
    .orderBy(asc(academicLevelClassified.sortIndex), asc(courseLevel.sortIndex), asc(academicClass.sortIndex), asc(academicClass.code));
}

/**
 * The classes of a year as the class selects show them (issue 17: the lookup answers only these fields), in
 * `listAcademicClasses`'s order; the grade and level are joined only to order by them.
 */
export function listAcademicClassOptions(db: TQueryable, p: { campusId: string; academicYearId: string }) {
  return db
    .select({
      id: academicClass.id,
      courseLevelId: academicClass.courseLevelId,
      code: academicClass.code,
      description: academicClass.description,
      descriptionEn: academicClass.descriptionEn,
    })
    .from(academicClass)
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, academicClass.campusId), eq(courseLevel.id, academicClass.courseLevelId)))
    .innerJoin(academicLevelClassified, levelOfCourseLevel)
    .where(and(eq(academicClass.campusId, p.campusId), eq(academicClass.academicYearId, p.academicYearId)))
    .orderBy(asc(academicLevelClassified.sortIndex), asc(courseLevel.sortIndex), asc(academicClass.sortIndex), asc(academicClass.code));
}

export const getAcademicClass = (db: TQueryable, key: TKey) => listAcademicClasses(db, { campusId: key.campusId, ids: [key.id] }).then((r) => r[0]);

/** The bare row (no joins), for other modules that need a class's year, grade and program type. */
export function getAcademicClassRow(db: TQueryable, { campusId, id }: TKey) {
  return db
    .select()
    .from(academicClass)
    .where(and(eq(academicClass.campusId, campusId), eq(academicClass.id, id)))
    .then((rows) => rows[0]);
}

export function findAcademicClassByCode(db: TQueryable, { campusId, academicYearId, code }: { campusId: string; academicYearId: string; code: string }) {
  return db
    .select()
    .from(academicClass)
    .where(and(eq(academicClass.campusId, campusId), eq(academicClass.academicYearId, academicYearId), sql`upper(${academicClass.code}) = upper(${code})`))
    .then((rows) => rows[0]);
}

export type TAcademicClassValues = Pick<
  typeof academicClass.$inferInsert,
  | 'academicYearId'
  | 'courseLevelId'
  | 'classGroupId'
  | 'code'
  | 'description'
  | 'descriptionEn'
  | 'academicTimeShift'
  | 'academicTimeShiftType'
  | 'isPromoteNextYear'
  | 'programType'
  | 'previousAcademicClassId'
  | 'sortIndex'
>;

export async function insertAcademicClasses(db: TQueryable, { campusId, rows }: { campusId: string; rows: TAcademicClassValues[] }) {
  if (rows.length === 0) return [];
  return db
    .insert(academicClass)
    .values(rows.map((r) => ({ campusId, ...r })))
    .returning({ id: academicClass.id });
}

/** Classes of other years that name this one as their previous class lose the link (it is history). */
export async function clearPreviousLinks(db: TQueryable, { campusId, id }: TKey) {
  await db
    .update(academicClass)
    .set({ previousAcademicClassId: null })
    .where(and(eq(academicClass.campusId, campusId), eq(academicClass.previousAcademicClassId, id)));
}

/**
 * Students per class and gender: the students placed in the classes (student_academic_class) who are still
 * in them (active, or with the year's result: promoted, repeating). The initial setup's roster is not
 * counted: completing the setup turns it into placed students, which are.
 */
export async function countStudents(db: TQueryable, { campusId, classIds }: { campusId: string; classIds: string[] }) {
  if (classIds.length === 0) return [];
  const placed = await db
    .select({ classId: studentAcademicClass.academicClassId, gender: student.gender, n: sql<number>`count(*)::int` })
    .from(studentAcademicClass)
    .innerJoin(student, and(eq(student.campusId, studentAcademicClass.campusId), eq(student.id, studentAcademicClass.studentId)))
    .where(
      and(
        eq(studentAcademicClass.campusId, campusId),
        inArray(studentAcademicClass.academicClassId, classIds),
        inArray(studentAcademicClass.status, [STUDENT_STATUS.ACTIVE, STUDENT_STATUS.PROMOTED, STUDENT_STATUS.REPEATED]),
      ),
    )
    .groupBy(studentAcademicClass.academicClassId, student.gender);
  return placed;
}

export function listLevelsOfClasses(db: TQueryable, { campusId, ids }: { campusId: string; ids: string[] }) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(academicLevelClassified)
    .where(and(eq(academicLevelClassified.campusId, campusId), inArray(academicLevelClassified.id, ids)))
    .orderBy(asc(academicLevelClassified.sortIndex));
}

export const academicClassRows = versionedRows(academicClass);
