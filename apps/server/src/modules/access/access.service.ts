import { ACTOR_TYPE } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TQueryable } from '../../db/engine';
import { forbidden, notFound } from '../../lib/app-error';
import * as repo from './access.repository';

/**
 * Reach: which classes and students a signed-in user may read or change, in one place, so every area
 * (students, guardians, misconduct, accounts; later attendance and scores) answers alike.
 *
 * Who may read which students (issue 5 'Rules'; DESIGN 'Authorization'): an office user (any student
 * menu key, or a key to change students) reads the whole campus; a teacher the students of the classes she
 * teaches; a student herself; a guardian his own children. Anyone else reads no student.
 */
export const CAMPUS_STUDENT_KEYS = [
  'VIEW_NAV_STUDENT',
  'VIEW_NAV_STUDENT_LIST',
  'VIEW_NAV_STUDENT_CHANGE_CLASS',
  'VIEW_NAV_STUDENT_PROMOTION',
  'VIEW_NAV_STUDENT_IMPORT',
  'MANAGE_STUDENT',
  'MANAGE_STUDENT_CLASS',
  'MANAGE_STUDENT_IMPORT',
] as const;

/** Keys that let a user read every guardian of the campus. */
export const CAMPUS_GUARDIAN_KEYS = ['VIEW_NAV_GUARDIAN', 'MANAGE_GUARDIAN', ...CAMPUS_STUDENT_KEYS] as const;

export type TStudentScope =
  | { kind: 'campus' }
  /** A teacher: the students placed (any year) in these classes. */
  | { kind: 'classes'; classIds: string[] }
  /** A student or guardian: these students only. */
  | { kind: 'students'; studentIds: string[] };

const hasAny = (auth: Pick<TAuth, 'permissions'>, keys: readonly string[]) => keys.some((k) => auth.permissions.has(k));

/**
 * The classes whose teacher assignments (employee_academic_class) belong to the employee record of a
 * signed-in account (app_user.actor_type = EMPLOYEE, actor_id = the employee). Only an active employee
 * teaches. Without `academicYearId`, the classes of every year.
 */
export function studentClassesForTeacher(tx: TQueryable, p: { campusId: string; userId: string; academicYearId?: string | null }): Promise<string[]> {
  return repo.classesOfTeacherAccount(tx, p);
}

/** The classes an employee teaches (active employees only); every year without `academicYearId`. */
export function teacherClassIds(tx: TQueryable, campusId: string, employeeId: string, academicYearId?: string | null): Promise<string[]> {
  return repo.classesOfEmployee(tx, { campusId, employeeId, academicYearId });
}

/**
 * 403 unless the caller reaches the class: an office user (any of `keys`) every class, an employee account
 * the classes it teaches (in `academicYearId` when given), anyone else none.
 */
export async function assertTeacherReachesClass(
  tx: TQueryable,
  auth: TAuth,
  classId: string,
  options: { keys?: readonly string[]; academicYearId?: string | null } = {},
): Promise<void> {
  if (hasAny(auth, options.keys ?? CAMPUS_STUDENT_KEYS)) return;
  if (auth.actorType === ACTOR_TYPE.EMPLOYEE && auth.actorId) {
    const classIds = await studentClassesForTeacher(tx, { campusId: auth.campusId, userId: auth.userId, academicYearId: options.academicYearId });
    if (classIds.includes(classId)) return;
  }
  throw forbidden();
}

/** The students a guardian account reaches: the students linked to its guardian record. */
export function studentsOfGuardian(tx: TQueryable, p: { campusId: string; guardianId: string }): Promise<string[]> {
  return repo.studentIdsOfGuardian(tx, p);
}

/** Which students the caller may read. */
export async function studentScope(tx: TQueryable, auth: TAuth, keys: readonly string[] = CAMPUS_STUDENT_KEYS): Promise<TStudentScope> {
  if (hasAny(auth, keys)) return { kind: 'campus' };
  if (auth.actorType === ACTOR_TYPE.EMPLOYEE && auth.actorId) {
    return { kind: 'classes', classIds: await studentClassesForTeacher(tx, { campusId: auth.campusId, userId: auth.userId }) };
  }
  if (auth.actorType === ACTOR_TYPE.STUDENT && auth.actorId) return { kind: 'students', studentIds: [auth.actorId] };
  if (auth.actorType === ACTOR_TYPE.GUARDIAN && auth.actorId) {
    return { kind: 'students', studentIds: await studentsOfGuardian(tx, { campusId: auth.campusId, guardianId: auth.actorId }) };
  }
  return { kind: 'students', studentIds: [] };
}

/** Students of `ids` the scope reaches. */
export async function reachableStudents(tx: TQueryable, campusId: string, scope: TStudentScope, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  if (scope.kind === 'campus' || scope.kind === 'students') {
    const wanted = scope.kind === 'campus' ? ids : ids.filter((id) => scope.studentIds.includes(id));
    // The campus's own students only: an id of another campus is out of reach like an unknown one.
    return new Set(await repo.existingStudentIds(tx, { campusId, ids: wanted }));
  }
  return new Set(await repo.studentIdsInClasses(tx, { campusId, ids, classIds: scope.classIds }));
}

/**
 * 404 when the caller may not read the student: a record out of reach looks exactly like one that does
 * not exist, so ids of other classes or families reveal nothing.
 */
export async function assertStudentReadable(tx: TQueryable, auth: TAuth, studentId: string): Promise<TStudentScope> {
  const scope = await studentScope(tx, auth);
  const reachable = await reachableStudents(tx, auth.campusId, scope, [studentId]);
  if (!reachable.has(studentId)) throw notFound();
  return scope;
}

/** The same check under the name later areas use: 404 unless the caller reaches the student. */
export const assertReachesStudent = assertStudentReadable;

/** Whether a class is in reach of the scope (a teacher's own class; office users reach every class). */
export function classInScope(scope: TStudentScope, classId: string): boolean {
  if (scope.kind === 'campus') return true;
  if (scope.kind === 'classes') return scope.classIds.includes(classId);
  return false;
}

/** 403 for a class the caller does not teach. */
export function assertClassInScope(scope: TStudentScope, classId: string) {
  if (!classInScope(scope, classId)) throw forbidden();
}
