import { and, asc, eq, ilike, inArray, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ACTOR_TYPE } from '@school/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TQueryable } from '../../db/engine';
import {
  academicClass,
  appUser,
  employee,
  employeeAcademicClass,
  generatedAccountFile,
  guardian,
  position,
  role,
  storedFile,
  student,
  studentAcademicClass,
  studentGuardian,
} from '../../db/schema/index';
import { containsPattern } from '../../lib/paging';
import { personNames } from '../../lib/person-name';
import { personNameMatches } from '../../db/person-name';

/**
 * Accounts of people (app_user rows with actor_type/actor_id) and the people they are made for. Reads
 * join the student, guardian and employee tables of the people area; every query names the campus.
 */
type TKey = { campusId: string; id: string };

export type TPerson = {
  id: string;
  code: string | null;
  firstName: string;
  lastName: string;
  firstNameEn: string;
  lastNameEn: string;
  gender: number;
  dateOfBirth: string | null;
  mobilePhone: string | null;
  email: string | null;
  /** Inactive persons get no account. */
  isActive: boolean;
  position: string | null;
  positionEn: string | null;
  /** The class(es) of a student, or of the children of a guardian, for the result sheet. */
  note?: string;
};

/** A student's or an employee's `TPerson` columns but the position: both have a code, a birth date and a status (0 active). */
const staffOrStudentColumns = (t: typeof student | typeof employee) => ({
  id: t.id,
  code: t.code,
  ...personNames(t),
  gender: t.gender,
  dateOfBirth: t.dateOfBirth,
  mobilePhone: t.mobilePhone,
  email: t.email,
  isActive: sql<boolean>`${t.status} = 0`,
});

export function getStudentPersons(db: TQueryable, { campusId, ids }: { campusId: string; ids: string[] }): Promise<TPerson[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      ...staffOrStudentColumns(student),
      position: sql<string | null>`null`,
      positionEn: sql<string | null>`null`,
    })
    .from(student)
    .where(and(eq(student.campusId, campusId), inArray(student.id, ids)));
}

export function getGuardianPersons(db: TQueryable, { campusId, ids }: { campusId: string; ids: string[] }): Promise<TPerson[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: guardian.id,
      code: sql<string | null>`null`,
      ...personNames(guardian),
      gender: guardian.gender,
      dateOfBirth: sql<string | null>`null`,
      mobilePhone: guardian.mobilePhone,
      email: guardian.email,
      isActive: sql<boolean>`true`,
      position: sql<string | null>`null`,
      positionEn: sql<string | null>`null`,
    })
    .from(guardian)
    .where(and(eq(guardian.campusId, campusId), inArray(guardian.id, ids)));
}

export function getEmployeePersons(db: TQueryable, { campusId, ids }: { campusId: string; ids: string[] }): Promise<TPerson[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      ...staffOrStudentColumns(employee),
      position: position.description,
      positionEn: position.descriptionEn,
    })
    .from(employee)
    .leftJoin(position, and(eq(position.campusId, employee.campusId), eq(position.id, employee.positionId)))
    .where(and(eq(employee.campusId, campusId), inArray(employee.id, ids)));
}

/** The students placed in a class (active in it), by name. */
export function studentIdsOfClass(db: TQueryable, { campusId, academicClassId }: { campusId: string; academicClassId: string }) {
  return db
    .select({ id: student.id })
    .from(studentAcademicClass)
    .innerJoin(student, and(eq(student.campusId, studentAcademicClass.campusId), eq(student.id, studentAcademicClass.studentId)))
    .where(and(eq(studentAcademicClass.campusId, campusId), eq(studentAcademicClass.academicClassId, academicClassId), eq(studentAcademicClass.status, 0)))
    .orderBy(asc(student.lastNameEn), asc(student.firstNameEn), asc(student.code))
    .then((rows) => rows.map((r) => r.id));
}

/** Guardian–student links of some students, with the relationship. */
export function guardianLinks(db: TQueryable, { campusId, studentIds }: { campusId: string; studentIds: string[] }) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      studentId: studentGuardian.studentId,
      guardianId: studentGuardian.guardianId,
      relationshipType: studentGuardian.relationshipType,
      isPrimary: studentGuardian.isPrimary,
    })
    .from(studentGuardian)
    .where(and(eq(studentGuardian.campusId, campusId), inArray(studentGuardian.studentId, studentIds)))
    .orderBy(asc(studentGuardian.studentId), sql`${studentGuardian.isPrimary} desc`, asc(studentGuardian.createdAt));
}

/** Active employees teaching a class of the year (every year when `academicYearId` is null). */
export function teacherIds(db: TQueryable, { campusId, academicYearId }: { campusId: string; academicYearId: string | null }) {
  return db
    .selectDistinct({ id: employee.id, code: employee.code })
    .from(employee)
    .innerJoin(employeeAcademicClass, and(eq(employeeAcademicClass.campusId, employee.campusId), eq(employeeAcademicClass.employeeId, employee.id)))
    .where(and(eq(employee.campusId, campusId), eq(employee.status, 0), academicYearId ? eq(employeeAcademicClass.academicYearId, academicYearId) : undefined))
    .orderBy(asc(employee.code))
    .then((rows) => rows.map((r) => r.id));
}

export function getClass(db: TQueryable, { campusId, id }: TKey) {
  return db
    .select({
      id: academicClass.id,
      code: academicClass.code,
      description: academicClass.description,
      descriptionEn: academicClass.descriptionEn,
      academicYearId: academicClass.academicYearId,
    })
    .from(academicClass)
    .where(and(eq(academicClass.campusId, campusId), eq(academicClass.id, id)))
    .then((rows) => rows[0]);
}

// ---- Accounts

export type TAccountRef = {
  id: string;
  actorId: string;
  username: string;
  isActive: boolean;
  mobileActorType: number;
  mustChangePassword: boolean;
  lastSignInAt: Date | null;
};

/** The accounts of some persons of one actor type (ACTOR_TYPE). */
export function accountsOf(
  db: TQueryable,
  { campusId, actorType, actorIds }: { campusId: string; actorType: number; actorIds: string[] },
): Promise<TAccountRef[]> {
  if (actorIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: appUser.id,
      actorId: sql<string>`${appUser.actorId}`,
      username: appUser.username,
      isActive: appUser.isActive,
      mobileActorType: appUser.mobileActorType,
      mustChangePassword: appUser.mustChangePassword,
      lastSignInAt: appUser.lastSignInAt,
    })
    .from(appUser)
    .where(and(eq(appUser.campusId, campusId), eq(appUser.actorType, actorType), inArray(appUser.actorId, actorIds)));
}

/** The role new accounts of a mobile actor type get: the campus's default role of that type. */
export function defaultRole(db: TQueryable, { campusId, mobileActorType }: { campusId: string; mobileActorType: number }) {
  return db
    .select({ id: role.id, name: role.name, nameEn: role.nameEn })
    .from(role)
    .where(and(eq(role.campusId, campusId), eq(role.mobileActorType, mobileActorType)))
    .orderBy(sql`${role.isSystem} desc`, asc(role.createdAt), asc(role.id))
    .limit(1)
    .then((rows) => rows[0]);
}

/** Usernames of the campus that start with one of `prefixes` (lower case), to pick free ones. */
export async function usernamesLike(db: TQueryable, { campusId, prefixes }: { campusId: string; prefixes: string[] }): Promise<Set<string>> {
  if (prefixes.length === 0) return new Set();
  const rows = await db
    .select({ username: sql<string>`lower(${appUser.username})` })
    .from(appUser)
    .where(and(eq(appUser.campusId, campusId), or(...prefixes.map((p) => ilike(appUser.username, `${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)))));
  return new Set(rows.map((r) => r.username));
}

export type TNewAccount = {
  id: string;
  username: string;
  passwordHash: string;
  mobileActorType: number;
  actorType: number;
  actorId: string;
  roleId: string;
  firstName: string;
  lastName: string;
  firstNameEn: string;
  lastNameEn: string;
  gender: number;
  dateOfBirth: string | null;
  mobilePhone: string | null;
  email: string | null;
  position: string | null;
  positionEn: string | null;
};

export async function insertAccounts(db: TQueryable, { campusId, rows }: { campusId: string; rows: TNewAccount[] }) {
  for (let i = 0; i < rows.length; i += 200) {
    await db.insert(appUser).values(rows.slice(i, i + 200).map((r) => ({ campusId, ...r, mustChangePassword: true })));
  }
}

/** Actor type of an account, as the account screen numbers it, from ACTOR_TYPE. */
const accountSelect = {
  id: appUser.id,
  username: appUser.username,
  actorType: appUser.actorType,
  actorId: appUser.actorId,
  ...personNames(appUser),
  gender: appUser.gender,
  mobileActorType: appUser.mobileActorType,
  roleId: role.id,
  roleName: role.name,
  roleNameEn: role.nameEn,
  isActive: appUser.isActive,
  mustChangePassword: appUser.mustChangePassword,
  lastSignInAt: appUser.lastSignInAt,
  createdAt: appUser.createdAt,
  code: sql<string | null>`coalesce(${student.code}, ${employee.code})`,
};
export type TAccountRow = {
  id: string;
  username: string;
  actorType: number | null;
  actorId: string | null;
  firstName: string;
  lastName: string;
  firstNameEn: string;
  lastNameEn: string;
  gender: number | null;
  mobileActorType: number;
  roleId: string;
  roleName: string;
  roleNameEn: string;
  isActive: boolean;
  mustChangePassword: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
  code: string | null;
};

export type TAccountFilter = { campusId: string; actorType?: number; search?: string; academicClassId?: string; ids?: string[] };

function accountCondition(f: TAccountFilter): SQL {
  const conditions: Array<SQL | undefined> = [eq(appUser.campusId, f.campusId)];
  if (f.actorType !== undefined) conditions.push(eq(appUser.actorType, f.actorType));
  if (f.ids) conditions.push(f.ids.length ? inArray(appUser.id, f.ids) : sql`false`);
  if (f.search) {
    const pattern = containsPattern(f.search);
    conditions.push(
      or(ilike(appUser.username, pattern), ...personNameMatches(appUser, pattern), ilike(sql`coalesce(${student.code}, ${employee.code}, '')`, pattern)),
    );
  }
  if (f.academicClassId) {
    // Students of the class, and guardians of students of the class.
    conditions.push(sql`(
      (${appUser.actorType} = ${ACTOR_TYPE.STUDENT} and exists (select 1 from ${studentAcademicClass} sac
        where sac.campus_id = ${f.campusId} and sac.student_id = ${appUser.actorId} and sac.academic_class_id = ${f.academicClassId}))
      or (${appUser.actorType} = ${ACTOR_TYPE.GUARDIAN} and exists (select 1 from ${studentGuardian} sg
        join ${studentAcademicClass} sac on sac.campus_id = sg.campus_id and sac.student_id = sg.student_id
        where sg.campus_id = ${f.campusId} and sg.guardian_id = ${appUser.actorId} and sac.academic_class_id = ${f.academicClassId})))`);
  }
  return and(...conditions)!;
}

export async function listAccounts(db: TQueryable, f: TAccountFilter & { limit?: number; offset?: number }) {
  const where = accountCondition(f);
  const base = () =>
    db
      .select(accountSelect)
      .from(appUser)
      .innerJoin(role, and(eq(role.campusId, appUser.campusId), eq(role.id, appUser.roleId)))
      .leftJoin(student, and(eq(student.campusId, appUser.campusId), eq(appUser.actorType, ACTOR_TYPE.STUDENT), eq(student.id, appUser.actorId)))
      .leftJoin(employee, and(eq(employee.campusId, appUser.campusId), eq(appUser.actorType, ACTOR_TYPE.EMPLOYEE), eq(employee.id, appUser.actorId)))
      .where(where)
      .orderBy(asc(appUser.lastNameEn), asc(appUser.firstNameEn), asc(appUser.username));
  const rows: TAccountRow[] =
    f.limit === undefined
      ? await base()
      : await base()
          .limit(f.limit)
          .offset(f.offset ?? 0);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(appUser)
    .leftJoin(student, and(eq(student.campusId, appUser.campusId), eq(appUser.actorType, ACTOR_TYPE.STUDENT), eq(student.id, appUser.actorId)))
    .leftJoin(employee, and(eq(employee.campusId, appUser.campusId), eq(appUser.actorType, ACTOR_TYPE.EMPLOYEE), eq(employee.id, appUser.actorId)))
    .where(where);
  return { rows, total: Number(count?.total ?? 0) };
}

// ---- Generated sheets

export async function insertGeneratedFile(
  db: TQueryable,
  p: { campusId: string; id: string; storedFileId: string; createdByUserId: string; accountCount: number; expiresAt: Date },
) {
  await db.insert(generatedAccountFile).values(p);
}

export function getGeneratedFile(db: TQueryable, { campusId, id }: TKey) {
  return db
    .select()
    .from(generatedAccountFile)
    .where(and(eq(generatedAccountFile.campusId, campusId), eq(generatedAccountFile.id, id)))
    .then((rows) => rows[0]);
}

export async function deleteGeneratedFile(db: TQueryable, { campusId, id }: TKey) {
  await db.delete(generatedAccountFile).where(and(eq(generatedAccountFile.campusId, campusId), eq(generatedAccountFile.id, id)));
}

/** Deletes the campus's sheets past their time; answers their stored files' ids. */
export async function deleteExpiredGeneratedFiles(db: TQueryable, { campusId, now }: { campusId: string; now: Date }) {
  const rows = await db
    .delete(generatedAccountFile)
    .where(and(eq(generatedAccountFile.campusId, campusId), lte(generatedAccountFile.expiresAt, now)))
    .returning({ storedFileId: generatedAccountFile.storedFileId });
  return rows.map((r) => r.storedFileId);
}

export function storedFileName(db: TQueryable, { campusId, id }: TKey) {
  return db
    .select({ fileName: storedFile.fileName })
    .from(storedFile)
    .where(and(eq(storedFile.campusId, campusId), eq(storedFile.id, id)))
    .then((rows) => rows[0]?.fileName);
}

// ---- Actor search (data-calls §4: persons already selected are left out)

/** A person found by code, name or phone. */
const namePattern = (t: Parameters<typeof personNameMatches>[0] & Record<'code' | 'mobilePhone', AnyPgColumn>, search: string) => {
  const pattern = containsPattern(search);
  return or(ilike(t.code, pattern), ...personNameMatches(t, pattern, { khmerJoined: true }), ilike(t.mobilePhone, pattern));
};

export function searchEmployees(db: TQueryable, p: { campusId: string; search?: string; excludeIds: string[]; limit: number }) {
  return db
    .select({
      id: employee.id,
      code: employee.code,
      ...personNames(employee),
      gender: employee.gender,
      positionId: employee.positionId,
      positionDescription: position.description,
      positionDescriptionEn: position.descriptionEn,
    })
    .from(employee)
    .leftJoin(position, and(eq(position.campusId, employee.campusId), eq(position.id, employee.positionId)))
    .where(
      and(
        eq(employee.campusId, p.campusId),
        eq(employee.status, 0),
        p.excludeIds.length ? notInArray(employee.id, p.excludeIds) : undefined,
        p.search ? namePattern(employee, p.search) : undefined,
      ),
    )
    .orderBy(asc(employee.lastNameEn), asc(employee.firstNameEn), asc(employee.code))
    .limit(p.limit);
}

/** Students placed in a class of the year (or in `academicClassId`), within `classIds` when a teacher searches. */
export function searchStudents(
  db: TQueryable,
  p: { campusId: string; academicYearId: string | null; academicClassId?: string; classIds?: string[]; search?: string; excludeIds: string[]; limit: number },
) {
  return db
    .select({
      id: student.id,
      code: student.code,
      ...personNames(student),
      gender: student.gender,
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
        eq(studentAcademicClass.status, 0),
        p.academicClassId ? eq(studentAcademicClass.academicClassId, p.academicClassId) : undefined,
        !p.academicClassId && p.academicYearId ? eq(studentAcademicClass.academicYearId, p.academicYearId) : undefined,
        p.classIds ? (p.classIds.length ? inArray(studentAcademicClass.academicClassId, p.classIds) : sql`false`) : undefined,
        p.excludeIds.length ? notInArray(student.id, p.excludeIds) : undefined,
        p.search ? namePattern(student, p.search) : undefined,
      ),
    )
    .orderBy(asc(student.lastNameEn), asc(student.firstNameEn), asc(student.code))
    .limit(p.limit);
}

// ---- Password reset and on/off

/** Sets an account's password (a new first one) or its active flag; the version moves on. */
export async function updateAccountLogin(
  db: TQueryable,
  { campusId, id, set }: { campusId: string; id: string; set: { passwordHash?: string; mustChangePassword?: boolean; isActive?: boolean } },
) {
  await db
    .update(appUser)
    .set({ ...set, version: sql`${appUser.version} + 1`, updatedAt: new Date() })
    .where(and(eq(appUser.campusId, campusId), eq(appUser.id, id)));
}
