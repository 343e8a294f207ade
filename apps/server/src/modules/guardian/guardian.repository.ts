import { versionedRows } from '../../db/versioned';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import type { TKey } from '../../db/versioned';
import { ACTOR_TYPE } from '@school/contract';
import { appUser, guardian, student, studentAcademicClass, studentGuardian } from '../../db/schema/index';
import { containsPattern } from '../../lib/paging';

/** The only place that touches the guardian table; every query names the campus. */
export type TGuardianRow = typeof guardian.$inferSelect;
export type TGuardianValues = Omit<typeof guardian.$inferInsert, 'campusId' | 'id' | 'version' | 'createdAt' | 'updatedAt'>;

export function getGuardian(db: TQueryable, { campusId, id }: TKey) {
  return db
    .select()
    .from(guardian)
    .where(and(eq(guardian.campusId, campusId), eq(guardian.id, id)))
    .then((r) => r[0]);
}

export function getGuardians(db: TQueryable, { campusId, ids }: { campusId: string; ids: string[] }) {
  if (ids.length === 0) return Promise.resolve([] as TGuardianRow[]);
  return db
    .select()
    .from(guardian)
    .where(and(eq(guardian.campusId, campusId), inArray(guardian.id, ids)));
}

export async function insertGuardians(db: TQueryable, { campusId, rows }: { campusId: string; rows: Array<TGuardianValues & { id?: string }> }) {
  if (rows.length === 0) return [];
  return db
    .insert(guardian)
    .values(rows.map((r) => ({ ...r, campusId })))
    .returning({ id: guardian.id });
}

export type TGuardianFilter = {
  campusId: string;
  /** Guardians of the students placed in this class. */
  academicClassId?: string;
  studentId?: string;
  search?: string;
  /** Limits to guardians the caller reaches (a condition on guardian.id). */
  scope?: SQL;
};

function conditions(f: TGuardianFilter) {
  const pattern = f.search ? containsPattern(f.search) : undefined;
  return and(
    eq(guardian.campusId, f.campusId),
    f.studentId
      ? sql`exists (select 1 from ${studentGuardian} sg where sg.campus_id = ${f.campusId} and sg.guardian_id = ${guardian.id} and sg.student_id = ${f.studentId})`
      : undefined,
    f.academicClassId
      ? sql`exists (select 1 from ${studentGuardian} sg join ${studentAcademicClass} sac on sac.campus_id = sg.campus_id and sac.student_id = sg.student_id
          where sg.campus_id = ${f.campusId} and sg.guardian_id = ${guardian.id} and sac.academic_class_id = ${f.academicClassId})`
      : undefined,
    pattern
      ? or(
          ilike(sql`${guardian.lastName} || ' ' || ${guardian.firstName}`, pattern),
          ilike(sql`${guardian.lastName} || ${guardian.firstName}`, pattern),
          ilike(sql`${guardian.lastNameEn} || ' ' || ${guardian.firstNameEn}`, pattern),
          ilike(sql`${guardian.firstNameEn} || ' ' || ${guardian.lastNameEn}`, pattern),
          ilike(guardian.mobilePhone, pattern),
        )
      : undefined,
    f.scope,
  );
}

export async function listGuardians(db: TQueryable, f: TGuardianFilter & { limit: number; offset: number }) {
  const where = conditions(f);
  const rows = await db
    .select()
    .from(guardian)
    .where(where)
    .orderBy(asc(guardian.lastNameEn), asc(guardian.firstNameEn), asc(guardian.id))
    .limit(f.limit)
    .offset(f.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(guardian)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

/** The students linked to some guardians, with the link. */
export function listStudentsOfGuardians(db: TQueryable, { campusId, guardianIds }: { campusId: string; guardianIds: string[] }) {
  if (guardianIds.length === 0) return Promise.resolve([]);
  return db
    .select({ link: studentGuardian, student })
    .from(studentGuardian)
    .innerJoin(student, and(eq(student.campusId, studentGuardian.campusId), eq(student.id, studentGuardian.studentId)))
    .where(and(eq(studentGuardian.campusId, campusId), inArray(studentGuardian.guardianId, guardianIds)))
    .orderBy(asc(student.lastNameEn), asc(student.firstNameEn));
}

/** Guardians whose students include one of `studentIds` (a teacher's reach). */
export function guardianIdsOfStudents(db: TQueryable, { campusId, studentIds }: { campusId: string; studentIds: string[] }) {
  if (studentIds.length === 0) return Promise.resolve([] as string[]);
  return db
    .selectDistinct({ id: studentGuardian.guardianId })
    .from(studentGuardian)
    .where(and(eq(studentGuardian.campusId, campusId), inArray(studentGuardian.studentId, studentIds)))
    .then((rows) => rows.map((r) => r.id));
}

export async function deleteGuardian(db: TQueryable, { campusId, id }: TKey) {
  await db.delete(guardian).where(and(eq(guardian.campusId, campusId), eq(guardian.id, id)));
}

/** Whether a user account belongs to the guardian (app_user.actor_type = GUARDIAN). */
export async function hasAccount(db: TQueryable, { campusId, guardianId }: { campusId: string; guardianId: string }) {
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.campusId, campusId), eq(appUser.actorType, ACTOR_TYPE.GUARDIAN), eq(appUser.actorId, guardianId)))
    .limit(1);
  return rows.length > 0;
}

/** Keeps a guardian list within the guardians a caller reaches (`undefined`: the whole campus). */
export function guardianScopeSql(ids: string[] | undefined): SQL | undefined {
  if (!ids) return undefined;
  return ids.length ? inArray(guardian.id, ids) : sql`false`;
}

export const guardianRows = versionedRows(guardian);
