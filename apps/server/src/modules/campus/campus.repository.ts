import { and, eq, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { campus, province } from '../../db/schema/index';

export type TCampusRow = typeof campus.$inferSelect;

/** Privileged look-up by school code (before sign-in): run it on `database.system`. */
export function findCampusByCode(db: TQueryable, { code }: { code: string }): Promise<TCampusRow | undefined> {
  return db
    .select()
    .from(campus)
    .where(sql`upper(${campus.code}) = upper(${code})`)
    .then((rows) => rows[0]);
}

export function getCampus(db: TQueryable, { campusId }: { campusId: string }): Promise<TCampusRow | undefined> {
  return db
    .select()
    .from(campus)
    .where(eq(campus.id, campusId))
    .then((rows) => rows[0]);
}

export type TCampusValues = Pick<
  typeof campus.$inferInsert,
  | 'name'
  | 'nameEn'
  | 'address'
  | 'addressEn'
  | 'phone'
  | 'email'
  | 'website'
  | 'motto'
  | 'mottoEn'
  | 'ministryName'
  | 'ministryNameEn'
  | 'provinceId'
  | 'primaryColor'
  | 'isOnlineRegistrationAvailable'
  | 'guardianWebAccess'
  | 'studentAttendanceType'
>;

/** Saves when the version is still the one read; answers the new row, or undefined when it was not. */
export function updateCampus(
  db: TQueryable,
  { campusId, version, values }: { campusId: string; version: number; values: TCampusValues },
): Promise<TCampusRow | undefined> {
  return db
    .update(campus)
    .set({ ...values, version: sql`${campus.version} + 1`, updatedAt: new Date() })
    .where(and(eq(campus.id, campusId), eq(campus.version, version)))
    .returning()
    .then((rows) => rows[0]);
}

/** Points the campus at a new logo or background file; the version is not bumped (see the service). */
export function setCampusPicture(
  db: TQueryable,
  { campusId, kind, fileId }: { campusId: string; kind: 'logo' | 'background'; fileId: string },
): Promise<TCampusRow | undefined> {
  return db
    .update(campus)
    .set(kind === 'logo' ? { logoFileId: fileId, updatedAt: new Date() } : { backgroundFileId: fileId, updatedAt: new Date() })
    .where(eq(campus.id, campusId))
    .returning()
    .then((rows) => rows[0]);
}

export function provinceExists(db: TQueryable, { id }: { id: number }): Promise<boolean> {
  return db
    .select({ id: province.id })
    .from(province)
    .where(eq(province.id, id))
    .then((rows) => rows.length > 0);
}
