import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DEFAULT_ROLES, MOBILE_ACTOR_TYPE } from '@school/contract';
import type { TDatabase, TTx } from '../db/engine';
import { appUser, campus, role, rolePermission } from '../db/schema/index';
import { newId } from '../db/schema/tenant';
import { hashPassword, randomPassword } from '../lib/password';

export type TNewCampus = {
  code: string;
  name: string;
  nameEn: string;
  clientKey?: string;
  primaryColor?: string;
  /** A new school starts in the initial setup wizard (`is_initial_setup` true) unless it is set up already. */
  initialSetup?: boolean;
};
export type TCreatedCampus = { campusId: string; code: string; clientKey: string; adminUsername: string; adminPassword: string };

export class CampusExistsError extends Error {}

/**
 * Creates a school: the campus row, its default roles with their keys, and its first administrator
 * with a one-time password that must be changed at first sign-in.
 */
export async function createCampus(
  database: TDatabase,
  input: TNewCampus & { adminUsername?: string; adminPassword?: string; mustChangePassword?: boolean },
): Promise<TCreatedCampus> {
  const code = input.code.trim().toUpperCase();
  if (!/^[A-Z0-9][A-Z0-9_-]{1,31}$/.test(code)) throw new Error('The school code must be 2 to 32 letters, digits, - or _.');
  const clientKey = input.clientKey ?? crypto.randomBytes(18).toString('base64url');
  const adminUsername = input.adminUsername ?? 'admin';
  const adminPassword = input.adminPassword ?? randomPassword(12);
  const passwordHash = await hashPassword(adminPassword);
  const campusId = newId();
  await database.system(async (tx) => {
    const existing = await tx.execute(sql`select 1 from campus where upper(code) = ${code}`);
    if (existing.rows.length > 0) throw new CampusExistsError(`A school with code ${code} exists already.`);
    await tx.insert(campus).values({
      id: campusId,
      code,
      name: input.name,
      nameEn: input.nameEn,
      clientKey,
      primaryColor: input.primaryColor ?? 'C10230',
      isInitialSetup: input.initialSetup ?? true,
    });
    const roleIds = await insertDefaultRoles(tx, campusId);
    await tx.insert(appUser).values({
      campusId,
      username: adminUsername,
      passwordHash,
      mustChangePassword: input.mustChangePassword ?? true,
      mobileActorType: MOBILE_ACTOR_TYPE.SCHOOL_ADMIN,
      roleId: roleIds.get('SCHOOL_ADMIN')!,
      firstName: 'អ្នកគ្រប់គ្រង',
      lastName: 'សាលា',
      firstNameEn: 'School',
      lastNameEn: 'Administrator',
    });
  });
  return { campusId, code, clientKey, adminUsername, adminPassword };
}

export async function insertDefaultRoles(tx: TTx, campusId: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const r of DEFAULT_ROLES) {
    const id = newId();
    ids.set(r.code, id);
    await tx.insert(role).values({ campusId, id, code: r.code, name: r.name, nameEn: r.nameEn, mobileActorType: r.mobileActorType, isSystem: true });
    if (r.keys.length > 0) await tx.insert(rolePermission).values(r.keys.map((permissionKey) => ({ campusId, roleId: id, permissionKey })));
  }
  return ids;
}
