import { and, eq, ne, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { appUser, role, rolePermission } from '../../db/schema/index';

export type TRoleRow = typeof role.$inferSelect;
export type TRoleWithKeys = TRoleRow & { keys: string[]; userCount: number };

// Correlated on "role" by name: inside a sub-select Drizzle would print the outer columns unqualified.
const keysOf = sql<string[]>`array(select rp.permission_key from role_permission rp
  where rp.campus_id = "role"."campus_id" and rp.role_id = "role"."id" order by rp.permission_key)`;
const usersOf = sql<number>`(select count(*)::int from app_user u where u.campus_id = "role"."campus_id" and u.role_id = "role"."id")`;

/** The campus's roles with their keys and how many accounts hold each; default roles first. */
export function listRoles(db: TQueryable, { campusId }: { campusId: string }): Promise<TRoleWithKeys[]> {
  return db
    .select({ role, keys: keysOf, userCount: usersOf })
    .from(role)
    .where(eq(role.campusId, campusId))
    .orderBy(sql`${role.isSystem} desc`, role.code)
    .then((rows) => rows.map((r) => ({ ...r.role, keys: r.keys, userCount: Number(r.userCount) })));
}

export function getRole(db: TQueryable, { campusId, id }: { campusId: string; id: string }): Promise<TRoleWithKeys | undefined> {
  return db
    .select({ role, keys: keysOf, userCount: usersOf })
    .from(role)
    .where(and(eq(role.campusId, campusId), eq(role.id, id)))
    .then((rows) => (rows[0] ? { ...rows[0].role, keys: rows[0].keys, userCount: Number(rows[0].userCount) } : undefined));
}

/** A role with this code (case-insensitive), other than `exceptId`. */
export function findRoleByCode(db: TQueryable, { campusId, code, exceptId }: { campusId: string; code: string; exceptId?: string }) {
  return db
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.campusId, campusId), sql`upper(${role.code}) = upper(${code})`, exceptId ? ne(role.id, exceptId) : undefined))
    .then((rows) => rows[0]);
}

export function insertRole(db: TQueryable, params: { campusId: string; code: string; name: string; nameEn: string }) {
  return db
    .insert(role)
    .values({ ...params, isSystem: false })
    .returning()
    .then((rows) => rows[0]!);
}

/** Updates when the stored version is `version`; undefined otherwise. */
export function updateRole(
  db: TQueryable,
  { campusId, id, version, code, name, nameEn }: { campusId: string; id: string; version: number; code: string; name: string; nameEn: string },
) {
  return db
    .update(role)
    .set({ code, name, nameEn, version: sql`${role.version} + 1`, updatedAt: new Date() })
    .where(and(eq(role.campusId, campusId), eq(role.id, id), eq(role.version, version)))
    .returning()
    .then((rows) => rows[0]);
}

/** Replaces the role's keys with `keys`. */
export async function replaceRoleKeys(db: TQueryable, { campusId, roleId, keys }: { campusId: string; roleId: string; keys: string[] }) {
  await db.delete(rolePermission).where(and(eq(rolePermission.campusId, campusId), eq(rolePermission.roleId, roleId)));
  if (keys.length > 0) await db.insert(rolePermission).values(keys.map((permissionKey) => ({ campusId, roleId, permissionKey })));
}

export async function deleteRole(db: TQueryable, { campusId, id }: { campusId: string; id: string }) {
  const rows = await db
    .delete(role)
    .where(and(eq(role.campusId, campusId), eq(role.id, id)))
    .returning({ id: role.id });
  return rows.length === 1;
}

/** Active accounts whose role holds `key`. */
export function countActiveUsersWithKey(db: TQueryable, { campusId, key }: { campusId: string; key: string }) {
  return db
    .select({ count: sql<number>`count(*)::int` })
    .from(appUser)
    .innerJoin(rolePermission, and(eq(rolePermission.campusId, appUser.campusId), eq(rolePermission.roleId, appUser.roleId)))
    .where(and(eq(appUser.campusId, campusId), eq(appUser.isActive, true), eq(rolePermission.permissionKey, key)))
    .then((rows) => Number(rows[0]?.count ?? 0));
}
