import { and, eq, exists, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TQueryable } from './engine';
import { courseLevelSubject } from './schema/index';

type TOperand = PgColumn | SQLWrapper | string;

/**
 * The condition that a grade of a year teaches a subject (a `course_level_subject` row of the campus links
 * them; of the program type when one is given), for the lists of grades by subject and of subjects by grade.
 * Each operand is the outer query's column or a value.
 */
export function teachesSubject(db: TQueryable, p: { campusId: TOperand; academicCourseLevelId: TOperand; subjectId: TOperand; programType?: number }) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(courseLevelSubject)
      .where(
        and(
          eq(courseLevelSubject.campusId, p.campusId),
          eq(courseLevelSubject.academicCourseLevelId, p.academicCourseLevelId),
          eq(courseLevelSubject.subjectId, p.subjectId),
          p.programType !== undefined ? eq(courseLevelSubject.programType, p.programType) : undefined,
        ),
      ),
  );
}
