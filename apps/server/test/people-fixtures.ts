import crypto from 'node:crypto';
import { ACTOR_TYPE, MOBILE_ACTOR_TYPE } from '@school/contract';
import { employee, employeeAcademicClass } from '../src/db/schema/index';
import { createStudent, type TNewStudent } from '../src/modules/student/student.create';
import { createClass, createGrade, createLevel, createYear } from './setup-fixtures';
import type { TTestApp, TTestCampus } from './test-app';

/**
 * Factories of the people area's tests: a campus with a year and classes, students made through the
 * service the form, the import and the admission share, and teacher accounts linked to employee records
 * that teach given classes (employees are written straight to their tables: their calls belong to the
 * employee module).
 */
export type TSchool = {
  campus: TTestCampus;
  yearId: string;
  nextYearId: string;
  gradeId: string;
  nextGradeId: string;
  classA: string;
  classB: string;
  nextClassA: string;
};

export async function createSchool(t: TTestApp): Promise<TSchool> {
  const campus = await t.createCampus();
  const yearId = await createYear(t, campus, 2025, { isCurrent: true });
  const nextYearId = await createYear(t, campus, 2026);
  const level = await createLevel(t, campus, `L${crypto.randomBytes(2).toString('hex')}`);
  const grade = await createGrade(t, campus, level.Id, 'G7');
  const nextGrade = await createGrade(t, campus, level.Id, 'G8');
  const classA = await createClass(t, campus, yearId, grade.Id, '7A');
  const classB = await createClass(t, campus, yearId, grade.Id, '7B');
  const nextClassA = await createClass(t, campus, nextYearId, nextGrade.Id, '8A');
  return { campus, yearId, nextYearId, gradeId: grade.Id, nextGradeId: nextGrade.Id, classA: classA.Id, classB: classB.Id, nextClassA: nextClassA.Id };
}

let seq = 0;

/** A student placed in a class of the year, made by `createStudent` in one tenant transaction. */
export async function addStudent(t: TTestApp, school: Pick<TSchool, 'campus' | 'yearId'>, classId: string, extra: Partial<TNewStudent> = {}) {
  seq += 1;
  return t.database.tenant(school.campus.id, (tx) =>
    createStudent(tx, school.campus.id, {
      firstName: 'សុភា',
      lastName: 'ចាន់',
      firstNameEn: 'Sophea',
      lastNameEn: `Chan${seq}`,
      gender: 1,
      dateOfBirth: '2013-04-12',
      academicYearId: school.yearId,
      academicClassId: classId,
      ...extra,
    }),
  );
}

/** An employee record teaching `classIds` of a year, and a teacher account linked to it. */
export async function addTeacher(t: TTestApp, school: Pick<TSchool, 'campus' | 'yearId'>, classIds: string[], username = `teacher${++seq}`) {
  const employeeId = await t.database.system(async (tx) => {
    const [e] = await tx
      .insert(employee)
      .values({
        campusId: school.campus.id,
        code: `E${seq}${crypto.randomBytes(2).toString('hex')}`,
        firstName: 'ដារ៉ា',
        lastName: 'សុខ',
        firstNameEn: 'Dara',
        lastNameEn: 'Sok',
        gender: 0,
      })
      .returning({ id: employee.id });
    for (const academicClassId of classIds) {
      await tx.insert(employeeAcademicClass).values({ campusId: school.campus.id, employeeId: e!.id, academicYearId: school.yearId, academicClassId });
    }
    return e!.id;
  });
  const user = await t.createUser(school.campus, { username, mobileActorType: MOBILE_ACTOR_TYPE.TEACHER, actorType: ACTOR_TYPE.EMPLOYEE, actorId: employeeId });
  return { ...user, employeeId };
}

/** A student account linked to a student record. */
export const addStudentAccount = (t: TTestApp, campus: TTestCampus, studentId: string, username = `student${++seq}`) =>
  t.createUser(campus, { username, mobileActorType: MOBILE_ACTOR_TYPE.STUDENT, actorType: ACTOR_TYPE.STUDENT, actorId: studentId });

/** A guardian account linked to a guardian record. */
export const addGuardianAccount = (t: TTestApp, campus: TTestCampus, guardianId: string, username = `guardian${++seq}`) =>
  t.createUser(campus, { username, mobileActorType: MOBILE_ACTOR_TYPE.GUARDIAN, actorType: ACTOR_TYPE.GUARDIAN, actorId: guardianId });
