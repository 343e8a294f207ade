import { recordRows, versionedRows } from '../../db/versioned';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TQueryable } from '../../db/engine';
import type { TKey } from '../../db/versioned';
import { ACTOR_TYPE } from '@school/contract';
import { appUser, guardian, student, studentAcademicClass, studentGuardian } from '../../db/schema/index';
import { containsPattern } from '../../lib/paging';
import { personNameMatches } from '../../db/person-name';

/** The only place that touches the guardian table; every query names the campus. */
export type TGuardianRow = typeof guardian.$inferSelect;
export type TGuardianValues = Omit<typeof guardian.$inferInsert, 'campusId' | 'id' | 'version' | 'createdAt' | 'updatedAt'>;

const guardianRecords = recordRows(guardian);
export const getGuardian = guardianRecords.get;

export const getGuardians = guardianRecords.getMany;

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
    pattern ? or(...personNameMatches(guardian, pattern, { khmerJoined: true }), ilike(guardian.mobilePhone, pattern)) : undefined,
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

/** A phone as its digits, a leading 855 (Cambodia's code) read as the 0 of a local number. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '').replace(/^855/, '0');
const samePhone = (digits: string) => sql`regexp_replace(regexp_replace(coalesce(${guardian.mobilePhone}, ''), '[^0-9]', '', 'g'), '^855', '0') = ${digits}`;
const same = (column: PgColumn, value: string) => sql`lower(btrim(${column})) = lower(btrim(${value}))`;

/**
 * Possible duplicates of a guardian being entered (issue 10, item 11; the students' rule of data-calls §5
 * with the phone in place of the birth date): the same phone with the same Khmer or Latin name, or both
 * names the same. Names compare without case and outer spaces, phones by their digits.
 */
export async function findPossibleDuplicates(
  db: TQueryable,
  p: { campusId: string; firstName?: string; lastName?: string; firstNameEn?: string; lastNameEn?: string; mobilePhone?: string },
) {
  const km = p.firstName && p.lastName ? and(same(guardian.firstName, p.firstName), same(guardian.lastName, p.lastName)) : undefined;
  const en = p.firstNameEn && p.lastNameEn ? and(same(guardian.firstNameEn, p.firstNameEn), same(guardian.lastNameEn, p.lastNameEn)) : undefined;
  const digits = p.mobilePhone ? phoneDigits(p.mobilePhone) : '';
  const phone = digits ? samePhone(digits) : undefined;
  const names = [km, en].filter((c): c is SQL => !!c);
  if (names.length === 0) return [];
  const byName = phone ? and(phone, or(...names)) : undefined;
  const both = km && en ? and(km, en) : undefined;
  const where = or(...[byName, both].filter((c): c is SQL => !!c));
  if (!where) return [];
  const rows = await db
    .select({
      guardian,
      km: km ? sql<boolean>`${km}` : sql<boolean>`false`,
      en: en ? sql<boolean>`${en}` : sql<boolean>`false`,
      phone: phone ? sql<boolean>`${phone}` : sql<boolean>`false`,
    })
    .from(guardian)
    .where(and(eq(guardian.campusId, p.campusId), where))
    .orderBy(asc(guardian.lastNameEn), asc(guardian.firstNameEn), asc(guardian.id))
    .limit(20);
  return rows.map((r) => ({
    guardian: r.guardian,
    matches: [...(r.km ? (['Name'] as const) : []), ...(r.en ? (['NameEn'] as const) : []), ...(r.phone ? (['MobilePhone'] as const) : [])],
  }));
}

export const guardianRows = versionedRows(guardian);
