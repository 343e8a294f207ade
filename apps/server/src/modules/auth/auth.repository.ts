import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { appUser, authSession, campus, rolePermission, signInAttempt } from '../../db/schema/index';

export function findCampusByCode(db: TQueryable, { code }: { code: string }) {
  return db
    .select({ id: campus.id, code: campus.code, clientKey: campus.clientKey, isActive: campus.isActive })
    .from(campus)
    .where(sql`upper(${campus.code}) = upper(${code})`)
    .then((rows) => rows[0]);
}

export function findUserByUsername(db: TQueryable, { campusId, username }: { campusId: string; username: string }) {
  return db
    .select()
    .from(appUser)
    .where(and(eq(appUser.campusId, campusId), sql`lower(${appUser.username}) = lower(${username})`))
    .then((rows) => rows[0]);
}

export function findUserById(db: TQueryable, { campusId, userId }: { campusId: string; userId: string }) {
  return db
    .select()
    .from(appUser)
    .where(and(eq(appUser.campusId, campusId), eq(appUser.id, userId)))
    .then((rows) => rows[0]);
}

export async function insertSession(
  db: TQueryable,
  params: { campusId: string; familyId: string; userId: string; tokenHash: string; familyExpiresAt: Date; ip?: string; userAgent?: string },
) {
  await db.insert(authSession).values(params);
}

export function findSessionByHash(db: TQueryable, { campusId, tokenHash }: { campusId: string; tokenHash: string }) {
  return db
    .select()
    .from(authSession)
    .where(and(eq(authSession.campusId, campusId), eq(authSession.tokenHash, tokenHash)))
    .then((rows) => rows[0]);
}

/** Marks a token used; false when another request used it first (then it is a replay). */
export async function markRotated(db: TQueryable, { campusId, id }: { campusId: string; id: string }) {
  const rows = await db
    .update(authSession)
    .set({ rotatedAt: new Date() })
    .where(and(eq(authSession.campusId, campusId), eq(authSession.id, id), isNull(authSession.rotatedAt), isNull(authSession.revokedAt)))
    .returning({ id: authSession.id });
  return rows.length === 1;
}

export async function revokeFamily(db: TQueryable, { campusId, familyId, reason }: { campusId: string; familyId: string; reason: string }) {
  await db
    .update(authSession)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSession.campusId, campusId), eq(authSession.familyId, familyId), isNull(authSession.revokedAt)));
}

export async function revokeUserSessions(db: TQueryable, { campusId, userId, reason }: { campusId: string; userId: string; reason: string }) {
  await db
    .update(authSession)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSession.campusId, campusId), eq(authSession.userId, userId), isNull(authSession.revokedAt)));
}

export function listPermissionKeys(db: TQueryable, { campusId, roleId }: { campusId: string; roleId: string }) {
  return db
    .select({ key: rolePermission.permissionKey })
    .from(rolePermission)
    .where(and(eq(rolePermission.campusId, campusId), eq(rolePermission.roleId, roleId)))
    .orderBy(rolePermission.permissionKey)
    .then((rows) => rows.map((r) => r.key));
}

export async function touchSignIn(db: TQueryable, { campusId, userId }: { campusId: string; userId: string }) {
  await db
    .update(appUser)
    .set({ lastSignInAt: new Date() })
    .where(and(eq(appUser.campusId, campusId), eq(appUser.id, userId)));
}

// Sign-in attempts are not campus data: they are counted by the system connection.
export function getAttempt(db: TQueryable, { key }: { key: string }) {
  return db
    .select()
    .from(signInAttempt)
    .where(eq(signInAttempt.key, key))
    .then((rows) => rows[0]);
}

export async function saveAttempt(db: TQueryable, row: { key: string; failures: number; windowStart: Date; lockedUntil: Date | null }) {
  await db
    .insert(signInAttempt)
    .values(row)
    .onConflictDoUpdate({ target: signInAttempt.key, set: { failures: row.failures, windowStart: row.windowStart, lockedUntil: row.lockedUntil } });
}

export async function clearAttempt(db: TQueryable, { key }: { key: string }) {
  await db.delete(signInAttempt).where(eq(signInAttempt.key, key));
}

export type TSessionUser = {
  id: string;
  username: string;
  mobile_actor_type: number;
  actor_type: number | null;
  actor_id: string | null;
  is_active: boolean;
  must_change_password: boolean;
  live: boolean;
  permissions: string[];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Everything a request's access check needs, in one query: the user, whether the session family is live, and
 * the role's keys (http/auth.plugin.ts runs it on every signed-in request). The ids are inlined so the text
 * travels with BEGIN, the campus's settings and COMMIT in one message (`database.tenantRead`); inlining is
 * safe only for uuids: anything else throws.
 */
export function sessionUserQuery({ campusId, userId, familyId }: { campusId: string; userId: string; familyId: string }): string {
  if (![campusId, userId, familyId].every((id) => UUID.test(id))) throw new Error('sessionUserQuery(): ids are not uuids');
  return `select u.id, u.username, u.mobile_actor_type, u.actor_type, u.actor_id, u.is_active, u.must_change_password,
      exists (select 1 from auth_session s where s.campus_id = u.campus_id and s.family_id = '${familyId}'
              and s.revoked_at is null and s.family_expires_at > now()) as live,
      array(select rp.permission_key from role_permission rp
            where rp.campus_id = u.campus_id and rp.role_id = u.role_id) as permissions
    from app_user u where u.campus_id = '${campusId}' and u.id = '${userId}'`;
}
