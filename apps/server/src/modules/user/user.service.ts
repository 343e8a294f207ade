import { ACTOR_TYPE } from '@school/contract';
import crypto from 'node:crypto';
import { personFullNameWire, personNameRow } from '../../lib/person-name';
import type {
  TAccountFreeUpdate,
  TAddressCreate,
  TAddressUpdate,
  TChildAccount,
  TChildPasswordChange,
  TMe,
  TMeUpdate,
  TPasswordChange,
  TSetPassword,
  TUserAddress,
} from '@school/contract/user/user.schemas';
import type { TAppDeps } from '../../http/deps';
import type { TAuth } from '../../http/auth.plugin';
import type { TTx } from '../../db/engine';
import { newId } from '../../lib/ids';
import { AppError, badRequest, notFound, stale } from '../../lib/app-error';
import { checkNewPassword, hashPassword, verifyPassword } from '../../lib/password';
import { checkImageUpload } from '../../lib/image-upload';
import { signPictureLink, verifyPictureLink } from '../../lib/signed-url';
import { assertNotLocked, clearFailures, recordFailure } from '../auth/auth.service';
import * as access from '../access/access.service';
import * as repo from './user.repository';

/** A profile picture is shown small; 2 MB is plenty for a phone photo (and never above the upload limit). */
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
/** Addresses one account may keep. */
export const MAX_ADDRESSES = 10;
/** Wrong current passwords before password changes are locked for a while (as sign-in is). */
export const PASSWORD_CHANGE_ATTEMPTS = 5;

const userNotFound = () => new AppError('UNAUTHORIZED');
const addressNotFound = () => notFound('រកមិនឃើញអាសយដ្ឋាននេះទេ', 'The address was not found');

// ---------------------------------------------------------------------------------------------------
// The current user

/** The picture's URL under the API base; `v` changes with the picture, so a cached old one is never shown. */
function pictureUrl(deps: TAppDeps, user: repo.TUserRow): string | null {
  if (!user.pictureFileId) return null;
  const base = deps.config.publicApiUrl ?? deps.config.apiBase;
  const link = signPictureLink(deps.config.tokenSecret, { campusId: user.campusId, id: user.id, v: user.pictureFileId });
  return `${base}/api/actor/profile/picture?Id=${user.id}&v=${user.pictureFileId}&c=${link.c}&exp=${link.exp}&sig=${link.sig}`;
}

const addressToWire = (row: repo.TAddressRow): TUserAddress => ({
  Id: row.id,
  Province: row.provinceId === null ? null : { Id: row.provinceId, Name: row.provinceName ?? '', NameEn: row.provinceNameEn ?? '' },
  FreeField1: row.freeField1,
  Version: row.version,
});

async function loadMe(tx: TTx, deps: TAppDeps, auth: TAuth): Promise<TMe> {
  const campusId = auth.campusId;
  const user = await repo.getUser(tx, { campusId, userId: auth.userId });
  const school = await repo.getCampusOfUser(tx, { campusId });
  if (!user || !school) throw userNotFound();
  const addresses = await repo.listAddresses(tx, { campusId, userId: user.id });
  const children = user.actorType === ACTOR_TYPE.GUARDIAN && user.actorId ? await access.studentsOfGuardian(tx, { campusId, guardianId: user.actorId }) : [];
  return {
    Id: user.actorId ?? user.id,
    MobileUserId: user.id,
    Username: user.username,
    ...personFullNameWire(user),
    MobileActorType: user.mobileActorType,
    ActorType: user.actorType,
    Position: user.position,
    PositionEn: user.positionEn,
    SchoolName: school.name,
    SchoolNameEn: school.nameEn,
    StudentAttendanceType: school.studentAttendanceType,
    GuardianWebAccess: deps.config.guardianWebAccess || school.guardianWebAccess,
    Gateway: school.gatewayCode,
    // A guardian's children (his linked students of this school; the dashboard's cards and the own score and
    // attendance pages choose among them).
    Childrens: children.map((Id) => ({ Id, AcademicClassId: null, Profile: null, mobileUserOuterCommunicationConfigs: [] })),
    AcademicClassId: null,
    CampusId: school.id,
    CampusCode: school.code,
    IsInitialSetup: school.isInitialSetup,
    PlatformType: { Portal: [...auth.permissions].sort().map((Code) => ({ Code })) },
    Addresses: addresses.map(addressToWire),
    Profile: pictureUrl(deps, user),
    MobilePhone: user.mobilePhone,
    Email: user.email,
    DateOfBirth: user.dateOfBirth,
    PlaceOfBirth: user.placeOfBirth,
    Gender: user.gender,
    MustChangePassword: user.mustChangePassword,
    AccountFree: { Identifier: user.learningIdentifier, Phone: user.learningPhone },
    Version: user.version,
  };
}

export function getMe(deps: TAppDeps, auth: TAuth): Promise<TMe> {
  return deps.database.tenant(auth.campusId, (tx) => loadMe(tx, deps, auth));
}

/**
 * Saves the own profile. A new picture's bytes are stored first, then its row and the account change in
 * one transaction; if that fails the new bytes go, and once it commits the replaced picture's bytes go.
 */
export async function updateMe(deps: TAppDeps, auth: TAuth, body: TMeUpdate): Promise<TMe> {
  const campusId = auth.campusId;
  const picture = body.Profile ? checkImageUpload(body.Profile, { maxBytes: Math.min(PROFILE_PICTURE_MAX_BYTES, deps.config.maxUploadBytes) }) : undefined;
  const pictureId = picture ? newId() : undefined;
  const pictureKey = pictureId ? `${campusId}/${repo.PROFILE_PICTURE_PURPOSE}/${pictureId}` : undefined;
  if (picture && pictureKey) await deps.storage.put(pictureKey, picture.data);
  let replacedKey: string | undefined;
  try {
    const me = await deps.database.tenant(campusId, async (tx) => {
      const user = await repo.getUser(tx, { campusId, userId: auth.userId });
      if (!user) throw userNotFound();
      if (user.version !== body.Version) throw stale();
      let pictureFileId = user.pictureFileId;
      if (picture && pictureId && pictureKey) {
        await repo.insertStoredFile(tx, {
          campusId,
          id: pictureId,
          purpose: repo.PROFILE_PICTURE_PURPOSE,
          fileName: `profile${picture.extension}`,
          contentType: picture.contentType,
          size: picture.data.length,
          storageKey: pictureKey,
          sha256: crypto.createHash('sha256').update(picture.data).digest('hex'),
        });
        pictureFileId = pictureId;
      } else if (body.RemoveProfile) {
        pictureFileId = null;
      }
      const saved = await repo.updateProfile(tx, {
        campusId,
        userId: user.id,
        version: body.Version,
        values: {
          ...personNameRow(body),
          mobilePhone: body.MobilePhone ?? null,
          email: body.Email ?? null,
          dateOfBirth: body.DateOfBirth ?? null,
          placeOfBirth: body.PlaceOfBirth ?? null,
          gender: body.Gender ?? null,
          pictureFileId,
        },
      });
      if (!saved) throw stale();
      if (user.pictureFileId && user.pictureFileId !== pictureFileId) {
        replacedKey = await repo.deleteStoredFile(tx, { campusId, id: user.pictureFileId });
      }
      return loadMe(tx, deps, auth);
    });
    // Best effort: an orphaned file costs disk space, not correctness, so a failed removal is not an error.
    if (replacedKey) await deps.storage.remove(replacedKey).catch(() => undefined);
    return me;
  } catch (error) {
    if (pictureKey) await deps.storage.remove(pictureKey).catch(() => undefined);
    throw error;
  }
}

export async function updateAccountFree(deps: TAppDeps, auth: TAuth, body: TAccountFreeUpdate): Promise<TMe> {
  const campusId = auth.campusId;
  return deps.database.tenant(campusId, async (tx) => {
    const saved = await repo.updateProfile(tx, {
      campusId,
      userId: auth.userId,
      version: body.Version,
      values: { learningIdentifier: body.Identifier ?? null, learningPhone: body.Phone ?? null },
    });
    if (!saved) throw stale();
    return loadMe(tx, deps, auth);
  });
}

// ---------------------------------------------------------------------------------------------------
// Addresses: only the signed-in user's own

async function assertProvince(tx: TTx, provinceId: number | undefined) {
  if (provinceId !== undefined && !(await repo.provinceExists(tx, { id: provinceId }))) {
    throw badRequest('រកមិនឃើញខេត្ត ឬរាជធានីនេះទេ', 'The province was not found', [
      { Field: 'ProvinceId', Message: 'រកមិនឃើញខេត្ត ឬរាជធានីនេះទេ', MessageEn: 'The province was not found' },
    ]);
  }
}

export async function createAddress(deps: TAppDeps, auth: TAuth, body: TAddressCreate): Promise<TUserAddress> {
  const campusId = auth.campusId;
  return deps.database.tenant(campusId, async (tx) => {
    await assertProvince(tx, body.ProvinceId);
    if ((await repo.countAddresses(tx, { campusId, userId: auth.userId })) >= MAX_ADDRESSES) {
      throw badRequest('អ្នកមានអាសយដ្ឋានច្រើនពេកហើយ (អតិបរមា ១០)', `You have too many addresses (${MAX_ADDRESSES} at most)`);
    }
    const id = await repo.insertAddress(tx, { campusId, userId: auth.userId, provinceId: body.ProvinceId ?? null, freeField1: body.FreeField1 });
    return addressToWire((await repo.getAddress(tx, { campusId, userId: auth.userId, id }))!);
  });
}

export async function updateAddress(deps: TAppDeps, auth: TAuth, body: TAddressUpdate): Promise<TUserAddress> {
  const campusId = auth.campusId;
  return deps.database.tenant(campusId, async (tx) => {
    const existing = await repo.getAddress(tx, { campusId, userId: auth.userId, id: body.Id });
    if (!existing) throw addressNotFound();
    if (existing.version !== body.Version) throw stale();
    await assertProvince(tx, body.ProvinceId);
    const saved = await repo.updateAddress(tx, {
      campusId,
      userId: auth.userId,
      id: body.Id,
      version: body.Version,
      provinceId: body.ProvinceId ?? null,
      freeField1: body.FreeField1,
    });
    if (!saved) throw stale();
    return addressToWire((await repo.getAddress(tx, { campusId, userId: auth.userId, id: body.Id }))!);
  });
}

export async function deleteAddress(deps: TAppDeps, auth: TAuth, id: string): Promise<void> {
  const deleted = await deps.database.tenant(auth.campusId, (tx) => repo.deleteAddress(tx, { campusId: auth.campusId, userId: auth.userId, id }));
  if (!deleted) throw addressNotFound();
}

// ---------------------------------------------------------------------------------------------------
// Passwords

const passwordProblem = (field: string, km: string, en: string) => badRequest(km, en, [{ Field: field, Message: km, MessageEn: en }]);

/** The new password passes the rules and differs from the one it replaces. */
async function checkReplacement(newPassword: string, username: string, currentHash: string) {
  const problem = checkNewPassword(newPassword, username);
  if (problem) throw passwordProblem('NewPassword', problem.km, problem.en);
  if (await verifyPassword(newPassword, currentHash)) {
    throw passwordProblem('NewPassword', 'ពាក្យសម្ងាត់ថ្មីត្រូវតែខុសពីពាក្យសម្ងាត់បច្ចុប្បន្ន', 'The new password must be different from the current one');
  }
}

/**
 * Replaces the hash read earlier (scrypt runs outside the transaction so it does not hold a connection)
 * and ends every other session of the user; the session making the request stays signed in.
 */
async function savePassword(deps: TAppDeps, auth: TAuth, currentHash: string, newPassword: string, reason: string) {
  const newHash = await hashPassword(newPassword);
  await deps.database.tenant(auth.campusId, async (tx) => {
    const saved = await repo.replacePasswordHash(tx, { campusId: auth.campusId, userId: auth.userId, currentHash, newHash });
    if (!saved) throw stale();
    await repo.revokeOtherSessions(tx, { campusId: auth.campusId, userId: auth.userId, keepFamilyId: auth.sessionId, reason });
  });
}

export async function changePassword(deps: TAppDeps, auth: TAuth, body: TPasswordChange): Promise<void> {
  // Guessing the current password with a stolen access token is limited as sign-in is.
  const attemptKey = `password-change:${auth.campusId}:${auth.userId}`;
  await assertNotLocked(deps, [attemptKey]);
  const user = await deps.database.tenant(auth.campusId, (tx) => repo.getUser(tx, { campusId: auth.campusId, userId: auth.userId }));
  if (!user) throw userNotFound();
  if (!(await verifyPassword(body.CurrentPassword, user.passwordHash))) {
    await recordFailure(deps, attemptKey, PASSWORD_CHANGE_ATTEMPTS);
    throw passwordProblem('CurrentPassword', 'ពាក្យសម្ងាត់បច្ចុប្បន្នមិនត្រឹមត្រូវ', 'The current password is not correct');
  }
  await clearFailures(deps, attemptKey);
  await checkReplacement(body.NewPassword, user.username, user.passwordHash);
  await savePassword(deps, auth, user.passwordHash, body.NewPassword, 'password-change');
}

/** For an account whose password was given to it (MustChangePassword): no current password asked. */
export async function setPassword(deps: TAppDeps, auth: TAuth, body: TSetPassword): Promise<void> {
  const user = await deps.database.tenant(auth.campusId, (tx) => repo.getUser(tx, { campusId: auth.campusId, userId: auth.userId }));
  if (!user) throw userNotFound();
  if (!user.mustChangePassword) {
    throw new AppError('FORBIDDEN', {
      km: 'ពាក្យសម្ងាត់របស់អ្នកមិនតម្រូវឱ្យកំណត់ថ្មីទេ។ សូមប្រើការប្តូរពាក្យសម្ងាត់ដោយបញ្ចូលពាក្យសម្ងាត់បច្ចុប្បន្ន',
      en: 'Your password does not need to be set. Use change password with your current password',
    });
  }
  await checkReplacement(body.NewPassword, user.username, user.passwordHash);
  await savePassword(deps, auth, user.passwordHash, body.NewPassword, 'password-set');
}

// ---------------------------------------------------------------------------------------------------
// A guardian's child's password (portal 'Guardian view of a child: /changePassword')

const childNotFound = () => notFound('រកមិនឃើញកូនរបស់អ្នកនេះទេ', 'This child was not found among your children');

/**
 * The guardian's own child (linked to him in this school), else 404: another family's child, another school's,
 * an unknown id, and anyone who is not a guardian (the office resets passwords on its own screen) all look alike.
 */
async function assertOwnChild(tx: TTx, auth: TAuth, studentId: string): Promise<void> {
  if (auth.actorType !== ACTOR_TYPE.GUARDIAN || !auth.actorId) throw childNotFound();
  const scope = await access.studentScope(tx, auth, []);
  if (!(await access.reachableStudents(tx, auth.campusId, scope, [studentId])).has(studentId)) throw childNotFound();
}

export function getChildAccount(deps: TAppDeps, auth: TAuth, q: { studentId: string }): Promise<TChildAccount> {
  return deps.database.tenant(auth.campusId, async (tx) => {
    await assertOwnChild(tx, auth, q.studentId);
    const account = await repo.studentAccount(tx, { campusId: auth.campusId, studentId: q.studentId });
    return { StudentId: q.studentId, HasAccount: Boolean(account), Username: account?.username ?? null, IsActive: account?.isActive ?? false };
  });
}

/**
 * A guardian sets his child's password, confirmed with his own (guessing it is limited as a password change
 * is); the child signs in with the new one, without having to change it, and her sessions end.
 */
export async function setChildPassword(deps: TAppDeps, auth: TAuth, body: TChildPasswordChange): Promise<void> {
  const { account, me } = await deps.database.tenant(auth.campusId, async (tx) => {
    await assertOwnChild(tx, auth, body.StudentId);
    return {
      account: await repo.studentAccount(tx, { campusId: auth.campusId, studentId: body.StudentId }),
      me: await repo.getUser(tx, { campusId: auth.campusId, userId: auth.userId }),
    };
  });
  if (!me) throw userNotFound();
  if (!account) throw notFound('កូនរបស់អ្នកមិនទាន់មានគណនីនៅឡើយទេ។ សូមសួរសាលា', 'Your child has no portal account yet. Please ask the school');
  const attemptKey = `password-change:${auth.campusId}:${auth.userId}`;
  await assertNotLocked(deps, [attemptKey]);
  if (!(await verifyPassword(body.CurrentPassword, me.passwordHash))) {
    await recordFailure(deps, attemptKey, PASSWORD_CHANGE_ATTEMPTS);
    throw passwordProblem('CurrentPassword', 'ពាក្យសម្ងាត់របស់អ្នកមិនត្រឹមត្រូវ', 'Your password is not correct');
  }
  await clearFailures(deps, attemptKey);
  await checkReplacement(body.NewPassword, account.username, account.passwordHash);
  const newHash = await hashPassword(body.NewPassword);
  await deps.database.tenant(auth.campusId, async (tx) => {
    const saved = await repo.setAccountPassword(tx, {
      campusId: auth.campusId,
      userId: account.id,
      currentHash: account.passwordHash,
      newHash,
      reason: 'guardian-set-password',
    });
    if (!saved) throw stale();
  });
}

// ---------------------------------------------------------------------------------------------------
// Pictures

export type TPicture = { data: Buffer; contentType: string; etag: string };

/** A profile picture of the caller's campus; another campus's id is not found. */
/**
 * A picture for a signed-in user of the same campus, or for anyone holding a signed link (Profile URL)
 * that names this campus, this id and this version of the picture.
 */
export async function getProfilePicture(
  deps: TAppDeps,
  auth: TAuth | undefined,
  query: { Id: string; v?: string; c?: string; exp?: string; sig?: string },
): Promise<TPicture> {
  const id = query.Id;
  let campusId = auth?.campusId;
  if (!campusId) {
    const { c, v, exp, sig } = query;
    if (!c || !v || !exp || !sig || !verifyPictureLink(deps.config.tokenSecret, { campusId: c, id, v, exp, sig })) throw new AppError('UNAUTHORIZED');
    campusId = c;
  }
  const scope = campusId;
  const file = await deps.database.tenant(scope, (tx) => repo.findProfilePicture(tx, { campusId: scope, id }));
  if (!auth && file && query.v !== file.id) throw notFound('រកមិនឃើញរូបភាពទេ', 'The picture was not found');
  const data = file ? await deps.storage.get(file.storageKey) : undefined;
  if (!file || !data) throw notFound('រកមិនឃើញរូបភាពទេ', 'The picture was not found');
  return { data, contentType: file.contentType, etag: `"${file.sha256.slice(0, 32)}"` };
}
