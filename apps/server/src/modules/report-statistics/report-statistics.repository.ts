import { and, asc, eq, gte, inArray, isNotNull, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { GENDER, STUDENT_DROP_STATUS, STUDENT_STATUS } from '@school/contract';
import type { TQueryable } from '../../db/engine';
import {
  academicClass,
  classRoutine,
  courseLevel,
  courseLevelSubject,
  employee,
  employeeAcademicClass,
  employeeAcademicClassSubject,
  examType,
  position,
  score,
  scoreSheet,
  student,
  studentAcademicClass,
  studentAttendanceSheet,
} from '../../db/schema';

/**
 * The statistics reports' reads: counts aggregated in the database (one row a class or a grade, whatever the
 * school's size), always scoped by the campus. A placement counts as studying unless it is inactive or in a
 * leaving status (STUDENT_DROP_STATUS); a leaver left on her student record's status date (the only date the
 * app keeps of a status change).
 */
export const LEAVING_STATUSES: number[] = Object.values(STUDENT_DROP_STATUS);
const NOT_STUDYING = [STUDENT_STATUS.INACTIVE, ...LEAVING_STATUSES];

const count = (where: SQL | undefined) => sql<number>`(count(${studentAcademicClass.id}) filter (where ${where}))::int`;
const isFemale = eq(student.gender, GENDER.FEMALE);

/** When a leaver left: her status date, or the period's start when none was recorded. */
const leftOn = (fallback: string) => sql`coalesce(${student.statusDate}, ${fallback}::date)`;

/**
 * Every class of a year (optionally one) with its grade, and its placements counted: studying, left at any time,
 * left before and during the period, and the year's result (passed, failed); each with the female count.
 */
export function listClassCounts(db: TQueryable, p: { campusId: string; academicYearId: string; academicClassId?: string; start: string; end: string }) {
  const leaving = inArray(studentAcademicClass.status, LEAVING_STATUSES);
  const studying = notInArray(studentAcademicClass.status, NOT_STUDYING);
  const inactive = eq(studentAcademicClass.status, STUDENT_STATUS.INACTIVE);
  const before = and(leaving, sql`${leftOn(p.start)} < ${p.start}::date`);
  const during = and(leaving, sql`${leftOn(p.start)} between ${p.start}::date and ${p.end}::date`);
  const placed = and(isNotNull(studentAcademicClass.id), sql`not ${inactive}`);
  const passed = eq(studentAcademicClass.academicResultStatus, 1);
  const failed = eq(studentAcademicClass.academicResultStatus, 2);
  return db
    .select({
      levelId: courseLevel.id,
      levelDescription: courseLevel.description,
      levelDescriptionEn: courseLevel.descriptionEn,
      id: academicClass.id,
      code: academicClass.code,
      description: academicClass.description,
      descriptionEn: academicClass.descriptionEn,
      studying: count(studying),
      studyingFemale: count(and(studying, isFemale)),
      left: count(leaving),
      leftFemale: count(and(leaving, isFemale)),
      placed: count(placed),
      placedFemale: count(and(placed, isFemale)),
      leftBefore: count(before),
      leftBeforeFemale: count(and(before, isFemale)),
      leftDuring: count(during),
      leftDuringFemale: count(and(during, isFemale)),
      passed: count(passed),
      passedFemale: count(and(passed, isFemale)),
      failed: count(failed),
      failedFemale: count(and(failed, isFemale)),
    })
    .from(academicClass)
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, academicClass.campusId), eq(courseLevel.id, academicClass.courseLevelId)))
    .leftJoin(
      studentAcademicClass,
      and(
        eq(studentAcademicClass.campusId, academicClass.campusId),
        eq(studentAcademicClass.academicClassId, academicClass.id),
        eq(studentAcademicClass.academicYearId, p.academicYearId),
      ),
    )
    .leftJoin(student, and(eq(student.campusId, studentAcademicClass.campusId), eq(student.id, studentAcademicClass.studentId)))
    .where(
      and(
        eq(academicClass.campusId, p.campusId),
        eq(academicClass.academicYearId, p.academicYearId),
        p.academicClassId ? eq(academicClass.id, p.academicClassId) : undefined,
      ),
    )
    .groupBy(
      courseLevel.id,
      courseLevel.description,
      courseLevel.descriptionEn,
      courseLevel.sortIndex,
      courseLevel.code,
      academicClass.id,
      academicClass.code,
      academicClass.description,
      academicClass.descriptionEn,
      academicClass.sortIndex,
    )
    .orderBy(asc(courseLevel.sortIndex), asc(courseLevel.code), asc(academicClass.sortIndex), asc(academicClass.code));
}

/** Studying students of a year per grade and age in whole years on `ageOn` (null: no date of birth). */
export function listAgeCounts(db: TQueryable, p: { campusId: string; academicYearId: string; ageOn: string }) {
  const age = sql<number | null>`extract(year from age(${p.ageOn}::date, ${student.dateOfBirth}))::int`;
  return (
    db
      .select({
        levelId: courseLevel.id,
        age,
        total: sql<number>`count(*)::int`,
        female: sql<number>`(count(*) filter (where ${isFemale}))::int`,
      })
      .from(studentAcademicClass)
      .innerJoin(student, and(eq(student.campusId, studentAcademicClass.campusId), eq(student.id, studentAcademicClass.studentId)))
      .innerJoin(academicClass, and(eq(academicClass.campusId, studentAcademicClass.campusId), eq(academicClass.id, studentAcademicClass.academicClassId)))
      .innerJoin(courseLevel, and(eq(courseLevel.campusId, academicClass.campusId), eq(courseLevel.id, academicClass.courseLevelId)))
      .where(
        and(
          eq(studentAcademicClass.campusId, p.campusId),
          eq(studentAcademicClass.academicYearId, p.academicYearId),
          notInArray(studentAcademicClass.status, NOT_STUDYING),
        ),
      )
      // The age by its place in the select: written again, its date would be another parameter, another expression.
      .groupBy(courseLevel.id, sql`2`)
  );
}

/** The grades with classes in a year, in their order. */
export function listGradesOfYear(db: TQueryable, p: { campusId: string; academicYearId: string }) {
  return db
    .selectDistinct({
      id: courseLevel.id,
      description: courseLevel.description,
      descriptionEn: courseLevel.descriptionEn,
      sortIndex: courseLevel.sortIndex,
      code: courseLevel.code,
    })
    .from(courseLevel)
    .innerJoin(academicClass, and(eq(academicClass.campusId, courseLevel.campusId), eq(academicClass.courseLevelId, courseLevel.id)))
    .where(and(eq(courseLevel.campusId, p.campusId), eq(academicClass.academicYearId, p.academicYearId)))
    .orderBy(asc(courseLevel.sortIndex), asc(courseLevel.code));
}

/** The students of a year who left (a leaving status, or the one asked for) during the period. */
export function listLeavers(db: TQueryable, p: { campusId: string; academicYearId: string; start: string; end: string; status?: number }) {
  return db
    .select({
      studentId: student.id,
      code: student.code,
      firstName: student.firstName,
      lastName: student.lastName,
      firstNameEn: student.firstNameEn,
      lastNameEn: student.lastNameEn,
      gender: student.gender,
      statusReason: student.statusReason,
      statusDate: sql<string>`${leftOn(p.start)}::text`,
      status: studentAcademicClass.status,
      academicClassId: academicClass.id,
      classDescription: academicClass.description,
      classDescriptionEn: academicClass.descriptionEn,
    })
    .from(studentAcademicClass)
    .innerJoin(student, and(eq(student.campusId, studentAcademicClass.campusId), eq(student.id, studentAcademicClass.studentId)))
    .innerJoin(academicClass, and(eq(academicClass.campusId, studentAcademicClass.campusId), eq(academicClass.id, studentAcademicClass.academicClassId)))
    .where(
      and(
        eq(studentAcademicClass.campusId, p.campusId),
        eq(studentAcademicClass.academicYearId, p.academicYearId),
        p.status === undefined ? inArray(studentAcademicClass.status, LEAVING_STATUSES) : eq(studentAcademicClass.status, p.status),
        sql`${leftOn(p.start)} between ${p.start}::date and ${p.end}::date`,
      ),
    )
    .orderBy(asc(sql`${leftOn(p.start)}`), asc(academicClass.sortIndex), asc(student.lastNameEn), asc(student.firstNameEn));
}

/** Whether an employee teaches in the year: a class assignment or a period of the timetable. */
const teaches = (academicYearId: string) =>
  sql<boolean>`(exists (select 1 from ${employeeAcademicClass} where ${employeeAcademicClass.campusId} = ${employee.campusId} and ${employeeAcademicClass.employeeId} = ${employee.id} and ${employeeAcademicClass.academicYearId} = ${academicYearId})
    or exists (select 1 from ${classRoutine} where ${classRoutine.campusId} = ${employee.campusId} and ${classRoutine.employeeId} = ${employee.id} and ${classRoutine.academicYearId} = ${academicYearId}))`;

/** The campus's employees (optionally of one status) with their position and whether they teach in the year. */
export function listEmployees(db: TQueryable, p: { campusId: string; academicYearId: string; status?: number }) {
  return db
    .select({
      id: employee.id,
      code: employee.code,
      firstName: employee.firstName,
      lastName: employee.lastName,
      firstNameEn: employee.firstNameEn,
      lastNameEn: employee.lastNameEn,
      gender: employee.gender,
      positionId: position.id,
      positionDescription: position.description,
      positionDescriptionEn: position.descriptionEn,
      positionSortIndex: position.sortIndex,
      teaches: teaches(p.academicYearId),
    })
    .from(employee)
    .leftJoin(position, and(eq(position.campusId, employee.campusId), eq(position.id, employee.positionId)))
    .where(and(eq(employee.campusId, p.campusId), p.status === undefined ? undefined : eq(employee.status, p.status)))
    .orderBy(asc(position.sortIndex), asc(employee.lastNameEn), asc(employee.firstNameEn));
}

/** Who teaches which class and subject in the year: the timetable's periods and the class assignments' subjects. */
export async function listTeaching(db: TQueryable, p: { campusId: string; academicYearId: string }) {
  const ref = { classDescription: academicClass.description, classDescriptionEn: academicClass.descriptionEn, classSort: academicClass.sortIndex };
  const subjectRef = { subjectDescription: courseLevelSubject.description, subjectDescriptionEn: courseLevelSubject.descriptionEn };
  const periods = await db
    .select({
      employeeId: classRoutine.employeeId,
      routineId: classRoutine.id,
      academicClassId: classRoutine.academicClassId,
      courseLevelSubjectId: classRoutine.courseLevelSubjectId,
      ...ref,
      ...subjectRef,
    })
    .from(classRoutine)
    .innerJoin(academicClass, and(eq(academicClass.campusId, classRoutine.campusId), eq(academicClass.id, classRoutine.academicClassId)))
    .innerJoin(courseLevelSubject, and(eq(courseLevelSubject.campusId, classRoutine.campusId), eq(courseLevelSubject.id, classRoutine.courseLevelSubjectId)))
    .where(and(eq(classRoutine.campusId, p.campusId), eq(classRoutine.academicYearId, p.academicYearId)));
  const assigned = await db
    .select({
      employeeId: employeeAcademicClass.employeeId,
      academicClassId: employeeAcademicClass.academicClassId,
      courseLevelSubjectId: employeeAcademicClassSubject.courseLevelSubjectId,
      ...ref,
      ...subjectRef,
    })
    .from(employeeAcademicClass)
    .innerJoin(academicClass, and(eq(academicClass.campusId, employeeAcademicClass.campusId), eq(academicClass.id, employeeAcademicClass.academicClassId)))
    .leftJoin(
      employeeAcademicClassSubject,
      and(
        eq(employeeAcademicClassSubject.campusId, employeeAcademicClass.campusId),
        eq(employeeAcademicClassSubject.employeeAcademicClassId, employeeAcademicClass.id),
      ),
    )
    .leftJoin(
      courseLevelSubject,
      and(eq(courseLevelSubject.campusId, employeeAcademicClassSubject.campusId), eq(courseLevelSubject.id, employeeAcademicClassSubject.courseLevelSubjectId)),
    )
    .where(and(eq(employeeAcademicClass.campusId, p.campusId), eq(employeeAcademicClass.academicYearId, p.academicYearId)));
  return { periods, assigned };
}

/** Attendance sheets saved in the period per routine (a period of the timetable) of the year. */
export function countAttendanceSheets(db: TQueryable, p: { campusId: string; academicYearId: string; start: string; end: string }) {
  return db
    .select({ employeeId: classRoutine.employeeId, n: sql<number>`count(*)::int` })
    .from(studentAttendanceSheet)
    .innerJoin(classRoutine, and(eq(classRoutine.campusId, studentAttendanceSheet.campusId), eq(classRoutine.id, studentAttendanceSheet.classRoutineId)))
    .where(
      and(
        eq(studentAttendanceSheet.campusId, p.campusId),
        eq(classRoutine.academicYearId, p.academicYearId),
        gte(studentAttendanceSheet.date, p.start),
        lte(studentAttendanceSheet.date, p.end),
      ),
    )
    .groupBy(classRoutine.employeeId);
}

/** The score sheets of the year's exams that hold at least one score, by class and subject. */
export function listScoredSheets(db: TQueryable, p: { campusId: string; academicYearId: string }) {
  return db
    .select({ id: scoreSheet.id, academicClassId: scoreSheet.academicClassId, courseLevelSubjectId: scoreSheet.courseLevelSubjectId })
    .from(scoreSheet)
    .innerJoin(examType, and(eq(examType.campusId, scoreSheet.campusId), eq(examType.id, scoreSheet.examTypeId)))
    .where(
      and(
        eq(scoreSheet.campusId, p.campusId),
        eq(examType.academicYearId, p.academicYearId),
        sql`exists (select 1 from ${score} where ${score.campusId} = ${scoreSheet.campusId} and ${score.scoreSheetId} = ${scoreSheet.id} and ${score.score} is not null)`,
      ),
    );
}

/** An exam type of the campus with its year. */
export function getExamType(db: TQueryable, p: { campusId: string; id: string }) {
  return db
    .select({ id: examType.id, academicYearId: examType.academicYearId, description: examType.description, descriptionEn: examType.descriptionEn })
    .from(examType)
    .where(and(eq(examType.campusId, p.campusId), eq(examType.id, p.id)))
    .then((r) => r[0]);
}
