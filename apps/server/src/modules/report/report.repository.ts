import { and, asc, eq, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { appUser, reportSetting, role } from '../../db/schema';
import { personNames } from '../../lib/person-name';

/** The campus's saved report settings, if any. */
export function getReportSetting(db: TQueryable, { campusId }: { campusId: string }) {
  return db
    .select()
    .from(reportSetting)
    .where(eq(reportSetting.campusId, campusId))
    .then((r) => r[0]);
}

type TSettingValues = Pick<typeof reportSetting.$inferInsert, 'setting' | 'header' | 'footer'>;

/** The first save; nothing when another save made the row meanwhile (one row per campus). */
export function insertReportSetting(db: TQueryable, p: { campusId: string; values: TSettingValues }) {
  return db
    .insert(reportSetting)
    .values({ campusId: p.campusId, ...p.values })
    .onConflictDoNothing()
    .returning()
    .then((r) => r[0]);
}

/** A later save at the version read; nothing when the row is at another version. */
export function updateReportSetting(db: TQueryable, p: { campusId: string; version: number; values: TSettingValues }) {
  return db
    .update(reportSetting)
    .set({ ...p.values, version: sql`${reportSetting.version} + 1`, updatedAt: new Date() })
    .where(and(eq(reportSetting.campusId, p.campusId), eq(reportSetting.version, p.version)))
    .returning()
    .then((r) => r[0]);
}

/** The school's accounts with their role, by kind of account and username. */
export function listUserAccounts(db: TQueryable, p: { campusId: string; mobileActorType?: number; isActive?: boolean }) {
  return db
    .select({
      id: appUser.id,
      username: appUser.username,
      ...personNames(appUser),
      mobileActorType: appUser.mobileActorType,
      roleName: role.name,
      roleNameEn: role.nameEn,
      isActive: appUser.isActive,
      mustChangePassword: appUser.mustChangePassword,
      lastSignInAt: appUser.lastSignInAt,
    })
    .from(appUser)
    .innerJoin(role, and(eq(role.campusId, appUser.campusId), eq(role.id, appUser.roleId)))
    .where(
      and(
        eq(appUser.campusId, p.campusId),
        p.mobileActorType === undefined ? undefined : eq(appUser.mobileActorType, p.mobileActorType),
        p.isActive === undefined ? undefined : eq(appUser.isActive, p.isActive),
      ),
    )
    .orderBy(asc(appUser.mobileActorType), asc(appUser.username));
}
