import { and, asc, eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { TQueryable } from './engine';
import { academicClass, academicCourseLevel, courseLevelSubject, employeeAcademicClass, employeeAcademicClassSubject } from './schema/index';

/**
 * The class × subject pairs and who teaches them, for the modules that list or check them (score sheets,
 * homework targets, the timetable): a class's grade of its year (`academic_course_level`), that grade's subjects
 * of the class's program type (`course_level_subject`), and an employee's assignments to a class
 * (`employee_academic_class`) and to its subjects (`employee_academic_class_subject`).
 */

/** `academic_course_level` joined to `academic_class`: the class's grade in the class's year. */
export const gradeOfClass = and(
  eq(academicCourseLevel.campusId, academicClass.campusId),
  eq(academicCourseLevel.academicYearId, academicClass.academicYearId),
  eq(academicCourseLevel.courseLevelId, academicClass.courseLevelId),
);

/** `academic_course_level` joined to `course_level_subject`: the grade of a year a subject is taught in. */
export const gradeOfSubject = and(
  eq(academicCourseLevel.campusId, courseLevelSubject.campusId),
  eq(academicCourseLevel.id, courseLevelSubject.academicCourseLevelId),
);

/** `course_level_subject` joined to a class and its grade (`gradeOfClass`): the grade's subjects of the class's program type. */
export const subjectOfClassGrade = and(
  eq(courseLevelSubject.campusId, academicCourseLevel.campusId),
  eq(courseLevelSubject.academicCourseLevelId, academicCourseLevel.id),
  eq(courseLevelSubject.programType, academicClass.programType),
);

/** `employee_academic_class` joined to `employee_academic_class_subject`: the class assignment a subject assignment belongs to. */
export const classAssignmentOfSubject = and(
  eq(employeeAcademicClass.campusId, employeeAcademicClassSubject.campusId),
  eq(employeeAcademicClass.id, employeeAcademicClassSubject.employeeAcademicClassId),
);

/** The classes' order, then their subjects' order. */
export const CLASS_SUBJECT_ORDER = [
  asc(academicClass.sortIndex),
  asc(academicClass.code),
  asc(courseLevelSubject.sortIndex),
  asc(courseLevelSubject.id),
] as const;

/**
 * A query over `academic_class` × `course_level_subject` kept to the pairs an employee is assigned to teach
 * (unchanged without `employeeId`: the office sees every pair). The query's own selection is kept: inner joins
 * add no columns to a partial select, so its rows keep their type.
 */
export function taughtBy<T extends PgSelect>(query: T, employeeId: string | undefined): T {
  if (!employeeId) return query;
  return query
    .innerJoin(
      employeeAcademicClass,
      and(
        eq(employeeAcademicClass.campusId, academicClass.campusId),
        eq(employeeAcademicClass.academicClassId, academicClass.id),
        eq(employeeAcademicClass.employeeId, employeeId),
      ),
    )
    .innerJoin(
      employeeAcademicClassSubject,
      and(
        eq(employeeAcademicClassSubject.campusId, employeeAcademicClass.campusId),
        eq(employeeAcademicClassSubject.employeeAcademicClassId, employeeAcademicClass.id),
        eq(employeeAcademicClassSubject.courseLevelSubjectId, courseLevelSubject.id),
      ),
    ) as unknown as T;
}

/** Whether an employee is assigned to teach a subject in a class. */
export async function teachesClassSubject(
  db: TQueryable,
  p: { campusId: string; employeeId: string; academicClassId: string; courseLevelSubjectId: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: employeeAcademicClassSubject.id })
    .from(employeeAcademicClassSubject)
    .innerJoin(employeeAcademicClass, classAssignmentOfSubject)
    .where(
      and(
        eq(employeeAcademicClassSubject.campusId, p.campusId),
        eq(employeeAcademicClassSubject.courseLevelSubjectId, p.courseLevelSubjectId),
        eq(employeeAcademicClass.employeeId, p.employeeId),
        eq(employeeAcademicClass.academicClassId, p.academicClassId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
