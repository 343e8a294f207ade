import { ACTOR_TYPE } from '@school/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { appUser, employee, employeeAcademicClass, student, studentAcademicClass, studentGuardian } from '../../db/schema/index';

/** The queries behind who reaches which classes and students (access.service.ts). */

/**
 * The classes whose teacher assignments belong to the employee record of an account (app_user.actor_type
 * EMPLOYEE, actor_id the employee); an inactive employee teaches none. All years without `academicYearId`.
 */
export async function classesOfTeacherAccount(db: TQueryable, p: { campusId: string; userId: string; academicYearId?: string | null }): Promise<string[]> {
  const rows = await db
    .selectDistinct({ classId: employeeAcademicClass.academicClassId })
    .from(appUser)
    .innerJoin(employee, and(eq(employee.campusId, appUser.campusId), eq(employee.id, appUser.actorId)))
    .innerJoin(employeeAcademicClass, and(eq(employeeAcademicClass.campusId, employee.campusId), eq(employeeAcademicClass.employeeId, employee.id)))
    .where(
      and(
        eq(appUser.campusId, p.campusId),
        eq(appUser.id, p.userId),
        eq(appUser.actorType, ACTOR_TYPE.EMPLOYEE),
        eq(employee.status, 0),
        p.academicYearId ? eq(employeeAcademicClass.academicYearId, p.academicYearId) : undefined,
      ),
    );
  return rows.map((r) => r.classId);
}

export async function studentIdsOfGuardian(db: TQueryable, p: { campusId: string; guardianId: string }): Promise<string[]> {
  const rows = await db
    .select({ studentId: studentGuardian.studentId })
    .from(studentGuardian)
    .where(and(eq(studentGuardian.campusId, p.campusId), eq(studentGuardian.guardianId, p.guardianId)));
  return rows.map((r) => r.studentId);
}

export async function existingStudentIds(db: TQueryable, p: { campusId: string; ids: string[] }): Promise<string[]> {
  if (p.ids.length === 0) return [];
  const rows = await db
    .select({ id: student.id })
    .from(student)
    .where(and(eq(student.campusId, p.campusId), inArray(student.id, p.ids)));
  return rows.map((r) => r.id);
}

/** Students of `ids` placed (any year) in one of `classIds`. */
export async function studentIdsInClasses(db: TQueryable, p: { campusId: string; ids: string[]; classIds: string[] }): Promise<string[]> {
  if (p.ids.length === 0 || p.classIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ studentId: studentAcademicClass.studentId })
    .from(studentAcademicClass)
    .where(
      and(
        eq(studentAcademicClass.campusId, p.campusId),
        inArray(studentAcademicClass.studentId, p.ids),
        inArray(studentAcademicClass.academicClassId, p.classIds),
      ),
    );
  return rows.map((r) => r.studentId);
}

/** The classes an employee teaches (employee_academic_class), an inactive employee none; all years without `academicYearId`. */
export async function classesOfEmployee(db: TQueryable, p: { campusId: string; employeeId: string; academicYearId?: string | null }): Promise<string[]> {
  const rows = await db
    .selectDistinct({ classId: employeeAcademicClass.academicClassId })
    .from(employee)
    .innerJoin(employeeAcademicClass, and(eq(employeeAcademicClass.campusId, employee.campusId), eq(employeeAcademicClass.employeeId, employee.id)))
    .where(
      and(
        eq(employee.campusId, p.campusId),
        eq(employee.id, p.employeeId),
        eq(employee.status, 0),
        p.academicYearId ? eq(employeeAcademicClass.academicYearId, p.academicYearId) : undefined,
      ),
    );
  return rows.map((r) => r.classId);
}
