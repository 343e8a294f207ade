import { versionedRows } from '../../db/versioned';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { academicClass, academicYear, applicant, applicantGuardian, courseLevel, guardian, preApplicant } from '../../db/schema/index';
import type { TKey } from '../../db/versioned';
import { pageOffset } from '../../lib/paging';
import { personSearch } from '../../db/person-name';

export type TApplicantRow = typeof applicant.$inferSelect;
export type TApplicantGuardianRow = typeof applicantGuardian.$inferSelect;
export type TApplicantValues = Omit<typeof applicant.$inferInsert, 'campusId' | 'id' | 'version' | 'createdAt' | 'updatedAt'>;
export type TApplicantGuardianValues = Omit<typeof applicantGuardian.$inferInsert, 'campusId' | 'id' | 'applicantId' | 'version' | 'createdAt' | 'updatedAt'>;

export type TApplicantFilter = {
  campusId: string;
  academicYearId?: string;
  courseLevelId?: string;
  status?: number;
  search?: string;
  ids?: string[];
  preApplicantId?: string;
};

function filter(p: TApplicantFilter): SQL {
  const conditions: SQL[] = [eq(applicant.campusId, p.campusId)];
  if (p.academicYearId) conditions.push(eq(applicant.academicYearId, p.academicYearId));
  if (p.courseLevelId) conditions.push(eq(applicant.courseLevelId, p.courseLevelId));
  if (p.status !== undefined) conditions.push(eq(applicant.status, p.status));
  if (p.ids) conditions.push(inArray(applicant.id, p.ids));
  if (p.preApplicantId) conditions.push(eq(applicant.preApplicantId, p.preApplicantId));
  if (p.search) conditions.push(personSearch(applicant, p.search, [applicant.mobilePhone, applicant.guardianPhone, preApplicant.referenceCode]));
  return and(...conditions)!;
}

function query(db: TQueryable, p: TApplicantFilter) {
  return db
    .select({
      row: applicant,
      yearDescription: academicYear.description,
      yearDescriptionEn: academicYear.descriptionEn,
      courseLevelDescription: courseLevel.description,
      courseLevelDescriptionEn: courseLevel.descriptionEn,
      classDescription: academicClass.description,
      classDescriptionEn: academicClass.descriptionEn,
      referenceCode: preApplicant.referenceCode,
    })
    .from(applicant)
    .innerJoin(academicYear, and(eq(academicYear.campusId, applicant.campusId), eq(academicYear.id, applicant.academicYearId)))
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, applicant.campusId), eq(courseLevel.id, applicant.courseLevelId)))
    .leftJoin(academicClass, and(eq(academicClass.campusId, applicant.campusId), eq(academicClass.id, applicant.academicClassId)))
    .leftJoin(preApplicant, and(eq(preApplicant.campusId, applicant.campusId), eq(preApplicant.id, applicant.preApplicantId)))
    .where(filter(p))
    .$dynamic();
}
export type TApplicantViewRow = Awaited<ReturnType<typeof query>>[number];

export async function listApplicants(db: TQueryable, p: TApplicantFilter & { pageIndex: number; pageSize: number }) {
  const rows = await query(db, p).orderBy(desc(applicant.createdAt), desc(applicant.id)).limit(p.pageSize).offset(pageOffset(p));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applicant)
    .leftJoin(preApplicant, and(eq(preApplicant.campusId, applicant.campusId), eq(preApplicant.id, applicant.preApplicantId)))
    .where(filter(p));
  return { rows, total: count?.n ?? 0 };
}

export const getApplicantView = (db: TQueryable, key: TKey) => query(db, { campusId: key.campusId, ids: [key.id] }).then((r) => r[0]);
export const findByPreApplicant = (db: TQueryable, { campusId, preApplicantId }: { campusId: string; preApplicantId: string }) =>
  query(db, { campusId, preApplicantId }).then((r) => r[0]);

export const getApplicant = (db: TQueryable, key: TKey) =>
  db
    .select()
    .from(applicant)
    .where(and(eq(applicant.campusId, key.campusId), eq(applicant.id, key.id)))
    .then((r) => r[0]);

/** Locks the row for a decision (approve, reject) so two clicks cannot both pass the status check. */
export const lockApplicant = (db: TQueryable, key: TKey) =>
  db
    .select()
    .from(applicant)
    .where(and(eq(applicant.campusId, key.campusId), eq(applicant.id, key.id)))
    .for('update')
    .then((r) => r[0]);

export const insertApplicant = (db: TQueryable, campusId: string, values: TApplicantValues) =>
  db
    .insert(applicant)
    .values({ ...values, campusId })
    .returning()
    .then((r) => r[0]!);

export function guardiansOf(db: TQueryable, { campusId, applicantIds }: { campusId: string; applicantIds: string[] }) {
  if (applicantIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(applicantGuardian)
    .where(and(eq(applicantGuardian.campusId, campusId), inArray(applicantGuardian.applicantId, applicantIds)))
    .orderBy(asc(applicantGuardian.createdAt), asc(applicantGuardian.id));
}

export const getGuardian = (db: TQueryable, key: TKey) =>
  db
    .select()
    .from(applicantGuardian)
    .where(and(eq(applicantGuardian.campusId, key.campusId), eq(applicantGuardian.id, key.id)))
    .then((r) => r[0]);

export const insertGuardian = (db: TQueryable, p: { campusId: string; applicantId: string; values: TApplicantGuardianValues }) =>
  db
    .insert(applicantGuardian)
    .values({ ...p.values, campusId: p.campusId, applicantId: p.applicantId })
    .returning()
    .then((r) => r[0]!);

export const setGuardianLink = (db: TQueryable, key: TKey & { guardianId: string }) =>
  db
    .update(applicantGuardian)
    .set({ guardianId: key.guardianId })
    .where(and(eq(applicantGuardian.campusId, key.campusId), eq(applicantGuardian.id, key.id)));

export const deleteGuardian = (db: TQueryable, key: TKey) =>
  db.delete(applicantGuardian).where(and(eq(applicantGuardian.campusId, key.campusId), eq(applicantGuardian.id, key.id)));

/** A Cambodian phone number in one form: digits only, +855 written as the leading 0 (012 … = +855 12 …). */
const localPhone = (phone: SQL) => sql`regexp_replace(regexp_replace(${phone}, '[^0-9]', '', 'g'), '^855', '0')`;

/**
 * A guardian record the campus already has for this person: the same mobile phone (digits only) and the
 * same Latin names. A brother or sister already at the school then shares the parent's record.
 */
export function findMatchingGuardian(db: TQueryable, p: { campusId: string; mobilePhone: string; firstNameEn: string; lastNameEn: string }) {
  return db
    .select({ id: guardian.id })
    .from(guardian)
    .where(
      and(
        eq(guardian.campusId, p.campusId),
        sql`${localPhone(sql`${guardian.mobilePhone}`)} = ${localPhone(sql`${p.mobilePhone}`)}`,
        sql`lower(${guardian.firstNameEn}) = lower(${p.firstNameEn})`,
        sql`lower(${guardian.lastNameEn}) = lower(${p.lastNameEn})`,
      ),
    )
    .limit(1)
    .then((r) => r[0]?.id);
}

export const applicantRows = versionedRows(applicant);
export const applicantGuardianRows = versionedRows(applicantGuardian);
