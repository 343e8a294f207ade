import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { ACTOR_TYPE } from '@school/contract';
import type { TQueryable } from '../../db/engine';
import { appUser, authSession, campus, province, storedFile, userAddress } from '../../db/schema/index';

export const PROFILE_PICTURE_PURPOSE = 'profile-picture';

export type TUserRow = typeof appUser.$inferSelect;

export function getUser(db: TQueryable, { campusId, userId }: { campusId: string; userId: string }) {
  return db
    .select()
    .from(appUser)
    .where(and(eq(appUser.campusId, campusId), eq(appUser.id, userId)))
    .then((rows) => rows[0]);
}

export function getCampusOfUser(db: TQueryable, { campusId }: { campusId: string }) {
  return db
    .select({
      id: campus.id,
      code: campus.code,
      name: campus.name,
      nameEn: campus.nameEn,
      gatewayCode: campus.gatewayCode,
      isInitialSetup: campus.isInitialSetup,
      studentAttendanceType: campus.studentAttendanceType,
      guardianWebAccess: campus.guardianWebAccess,
    })
    .from(campus)
    .where(eq(campus.id, campusId))
    .then((rows) => rows[0]);
}

const addressColumns = {
  id: userAddress.id,
  freeField1: userAddress.freeField1,
  version: userAddress.version,
  provinceId: province.id,
  provinceName: province.name,
  provinceNameEn: province.nameEn,
};
export type TAddressRow = {
  id: string;
  freeField1: string;
  version: number;
  provinceId: number | null;
  provinceName: string | null;
  provinceNameEn: string | null;
};

export function listAddresses(db: TQueryable, { campusId, userId }: { campusId: string; userId: string }): Promise<TAddressRow[]> {
  return db
    .select(addressColumns)
    .from(userAddress)
    .leftJoin(province, eq(province.id, userAddress.provinceId))
    .where(and(eq(userAddress.campusId, campusId), eq(userAddress.userId, userId)))
    .orderBy(asc(userAddress.createdAt), asc(userAddress.id));
}

/** One address of one user: another user's address is not found. */
export function getAddress(db: TQueryable, { campusId, userId, id }: { campusId: string; userId: string; id: string }): Promise<TAddressRow | undefined> {
  return db
    .select(addressColumns)
    .from(userAddress)
    .leftJoin(province, eq(province.id, userAddress.provinceId))
    .where(and(eq(userAddress.campusId, campusId), eq(userAddress.userId, userId), eq(userAddress.id, id)))
    .then((rows) => rows[0]);
}

export function countAddresses(db: TQueryable, { campusId, userId }: { campusId: string; userId: string }) {
  return db
    .select({ count: sql<number>`count(*)::int` })
    .from(userAddress)
    .where(and(eq(userAddress.campusId, campusId), eq(userAddress.userId, userId)))
    .then((rows) => Number(rows[0]?.count ?? 0));
}

/** Provinces are shared reference data (no campus). */
export function provinceExists(db: TQueryable, { id }: { id: number }) {
  return db
    .select({ id: province.id })
    .from(province)
    .where(eq(province.id, id))
    .then((rows) => rows.length === 1);
}

export async function insertAddress(
  db: TQueryable,
  { campusId, userId, provinceId, freeField1 }: { campusId: string; userId: string; provinceId: number | null; freeField1: string },
) {
  const [row] = await db.insert(userAddress).values({ campusId, userId, provinceId, freeField1 }).returning({ id: userAddress.id });
  return row!.id;
}

/** Updates when the address is the user's and its version is `version`; false otherwise. */
export async function updateAddress(
  db: TQueryable,
  params: { campusId: string; userId: string; id: string; version: number; provinceId: number | null; freeField1: string },
) {
  const rows = await db
    .update(userAddress)
    .set({ provinceId: params.provinceId, freeField1: params.freeField1, version: sql`${userAddress.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(userAddress.campusId, params.campusId),
        eq(userAddress.userId, params.userId),
        eq(userAddress.id, params.id),
        eq(userAddress.version, params.version),
      ),
    )
    .returning({ id: userAddress.id });
  return rows.length === 1;
}

export async function deleteAddress(db: TQueryable, { campusId, userId, id }: { campusId: string; userId: string; id: string }) {
  const rows = await db
    .delete(userAddress)
    .where(and(eq(userAddress.campusId, campusId), eq(userAddress.userId, userId), eq(userAddress.id, id)))
    .returning({ id: userAddress.id });
  return rows.length === 1;
}

export type TProfileValues = {
  firstName: string;
  lastName: string;
  firstNameEn: string;
  lastNameEn: string;
  mobilePhone: string | null;
  email: string | null;
  dateOfBirth: string | null;
  placeOfBirth: string | null;
  gender: number | null;
  pictureFileId: string | null;
};

/** Changes the account's own profile when its version is `version`; false otherwise. */
export async function updateProfile(
  db: TQueryable,
  {
    campusId,
    userId,
    version,
    values,
  }: {
    campusId: string;
    userId: string;
    version: number;
    values: Partial<TProfileValues> & { learningIdentifier?: string | null; learningPhone?: string | null };
  },
) {
  const rows = await db
    .update(appUser)
    .set({ ...values, version: sql`${appUser.version} + 1`, updatedAt: new Date() })
    .where(and(eq(appUser.campusId, campusId), eq(appUser.id, userId), eq(appUser.version, version)))
    .returning({ id: appUser.id });
  return rows.length === 1;
}

/**
 * Replaces the password hash when it is still `currentHash` (nobody changed it since it was checked) and
 * clears MustChangePassword. False when it was changed meanwhile.
 */
export async function replacePasswordHash(
  db: TQueryable,
  { campusId, userId, currentHash, newHash }: { campusId: string; userId: string; currentHash: string; newHash: string },
) {
  const rows = await db
    .update(appUser)
    .set({ passwordHash: newHash, mustChangePassword: false, updatedAt: new Date() })
    .where(and(eq(appUser.campusId, campusId), eq(appUser.id, userId), eq(appUser.passwordHash, currentHash)))
    .returning({ id: appUser.id });
  return rows.length === 1;
}

/** Revokes every live session family of the user except `keepFamilyId` (the one making the request). */
export async function revokeOtherSessions(
  db: TQueryable,
  { campusId, userId, keepFamilyId, reason }: { campusId: string; userId: string; keepFamilyId: string; reason: string },
) {
  await db
    .update(authSession)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSession.campusId, campusId), eq(authSession.userId, userId), ne(authSession.familyId, keepFamilyId), isNull(authSession.revokedAt)));
}

export async function insertStoredFile(
  db: TQueryable,
  params: { campusId: string; id: string; purpose: string; fileName: string; contentType: string; size: number; storageKey: string; sha256: string },
) {
  await db.insert(storedFile).values(params);
}

/** Deletes the file's row; answers its storage key so the bytes can go after the commit. */
export function deleteStoredFile(db: TQueryable, { campusId, id }: { campusId: string; id: string }) {
  return db
    .delete(storedFile)
    .where(and(eq(storedFile.campusId, campusId), eq(storedFile.id, id)))
    .returning({ storageKey: storedFile.storageKey })
    .then((rows) => rows[0]?.storageKey);
}

/**
 * The picture named by `id` in one campus: the picture of the account with that id, of the account
 * belonging to the person with that id, or the picture file with that id.
 */
export async function findProfilePicture(db: TQueryable, { campusId, id }: { campusId: string; id: string }) {
  const owner = await db
    .select({ pictureFileId: appUser.pictureFileId })
    .from(appUser)
    .where(and(eq(appUser.campusId, campusId), or(eq(appUser.id, id), eq(appUser.actorId, id))))
    .orderBy(sql`${appUser.id} = ${id} desc`)
    .limit(1)
    .then((rows) => rows[0]);
  const fileId = owner?.pictureFileId ?? (owner ? undefined : id);
  if (!fileId) return undefined;
  return db
    .select({ id: storedFile.id, contentType: storedFile.contentType, storageKey: storedFile.storageKey, sha256: storedFile.sha256, size: storedFile.size })
    .from(storedFile)
    .where(and(eq(storedFile.campusId, campusId), eq(storedFile.id, fileId), eq(storedFile.purpose, PROFILE_PICTURE_PURPOSE)))
    .then((rows) => rows[0]);
}

/** A student's portal account (one per person), undefined when the school has made none. */
export async function studentAccount(db: TQueryable, p: { campusId: string; studentId: string }) {
  const [row] = await db
    .select({ id: appUser.id, username: appUser.username, passwordHash: appUser.passwordHash, isActive: appUser.isActive })
    .from(appUser)
    .where(and(eq(appUser.campusId, p.campusId), eq(appUser.actorType, ACTOR_TYPE.STUDENT), eq(appUser.actorId, p.studentId)));
  return row;
}

/** Replaces another account's password (a guardian's child's): it need not be changed again; every session of it ends. */
export async function setAccountPassword(db: TQueryable, p: { campusId: string; userId: string; currentHash: string; newHash: string; reason: string }) {
  const rows = await db
    .update(appUser)
    .set({ passwordHash: p.newHash, mustChangePassword: false, updatedAt: new Date(), version: sql`${appUser.version} + 1` })
    .where(and(eq(appUser.campusId, p.campusId), eq(appUser.id, p.userId), eq(appUser.passwordHash, p.currentHash)))
    .returning({ id: appUser.id });
  if (rows.length !== 1) return false;
  await db
    .update(authSession)
    .set({ revokedAt: new Date(), revokedReason: p.reason })
    .where(and(eq(authSession.campusId, p.campusId), eq(authSession.userId, p.userId), isNull(authSession.revokedAt)));
  return true;
}
