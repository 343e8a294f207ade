import { and, asc, eq } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { academicClass, academicYear, studentAcademicClass } from '../../db/schema';

const classColumns = {
  id: academicClass.id,
  code: academicClass.code,
  description: academicClass.description,
  descriptionEn: academicClass.descriptionEn,
  courseLevelId: academicClass.courseLevelId,
  academicYearId: academicClass.academicYearId,
  yearDescription: academicYear.description,
  yearDescriptionEn: academicYear.descriptionEn,
  fromYear: academicYear.fromYear,
  toYear: academicYear.toYear,
};

/** A class of the campus with its year (undefined: not of this campus). */
export function getClassWithYear(db: TQueryable, p: { campusId: string; academicClassId: string }) {
  return db
    .select(classColumns)
    .from(academicClass)
    .innerJoin(academicYear, and(eq(academicYear.campusId, academicClass.campusId), eq(academicYear.id, academicClass.academicYearId)))
    .where(and(eq(academicClass.campusId, p.campusId), eq(academicClass.id, p.academicClassId)))
    .then((r) => r[0]);
}
export type TClassWithYear = NonNullable<Awaited<ReturnType<typeof getClassWithYear>>>;

/** The classes of a grade in a year, in the grade's order. */
export function listClassesOfGrade(db: TQueryable, p: { campusId: string; academicYearId: string; courseLevelId: string }) {
  return db
    .select(classColumns)
    .from(academicClass)
    .innerJoin(academicYear, and(eq(academicYear.campusId, academicClass.campusId), eq(academicYear.id, academicClass.academicYearId)))
    .where(and(eq(academicClass.campusId, p.campusId), eq(academicClass.academicYearId, p.academicYearId), eq(academicClass.courseLevelId, p.courseLevelId)))
    .orderBy(asc(academicClass.sortIndex), asc(academicClass.code));
}

/** Every class a student was placed in at the school (one a year), oldest year first: the transcript's years. */
export function listPlacementsOfStudent(db: TQueryable, p: { campusId: string; studentId: string }) {
  return db
    .select(classColumns)
    .from(studentAcademicClass)
    .innerJoin(academicClass, and(eq(academicClass.campusId, studentAcademicClass.campusId), eq(academicClass.id, studentAcademicClass.academicClassId)))
    .innerJoin(academicYear, and(eq(academicYear.campusId, academicClass.campusId), eq(academicYear.id, academicClass.academicYearId)))
    .where(and(eq(studentAcademicClass.campusId, p.campusId), eq(studentAcademicClass.studentId, p.studentId)))
    .orderBy(asc(academicYear.fromYear), asc(academicYear.startDate));
}
