import { ACTOR_TYPE, ANNOUNCEMENT_TARGET_TYPE, MOBILE_ACTOR_TYPE } from '@school/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { recordRows } from '../../db/versioned';
import {
  academicClass,
  academicYear,
  announcement,
  announcementFile,
  announcementReader,
  announcementTarget,
  appUser,
  courseLevel,
  employeeAcademicClass,
  storedFile,
  studentAcademicClass,
  studentGuardian,
} from '../../db/schema/index';

export type TAnnouncementRow = typeof announcement.$inferSelect;

export const { get: getAnnouncement, insert: insertAnnouncement, save: saveAnnouncement, remove: removeAnnouncement } = recordRows(announcement);

/** Published announcements addressed to a user, or (admin) every stored one; newest first. */
export async function listAnnouncements(
  db: TQueryable,
  p: { campusId: string; readerUserId?: string; limit: number; offset: number },
): Promise<{ rows: TAnnouncementRow[]; total: number }> {
  const where = and(
    eq(announcement.campusId, p.campusId),
    p.readerUserId
      ? and(
          eq(announcement.isPublish, true),
          inArray(
            announcement.id,
            sql`(select ${announcementReader.announcementId} from ${announcementReader} where ${announcementReader.campusId} = ${p.campusId} and ${announcementReader.userId} = ${p.readerUserId})`,
          ),
        )
      : undefined,
  );
  const rows = await db
    .select()
    .from(announcement)
    .where(where)
    .orderBy(sql`coalesce(${announcement.publishedAt}, ${announcement.createdAt}) desc`, desc(announcement.id))
    .limit(p.limit)
    .offset(p.offset);
  const [total] = await db.select({ n: count() }).from(announcement).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function isReader(db: TQueryable, p: { campusId: string; announcementId: string; userId: string }): Promise<boolean> {
  const rows = await db
    .select({ id: announcementReader.id })
    .from(announcementReader)
    .where(and(eq(announcementReader.campusId, p.campusId), eq(announcementReader.announcementId, p.announcementId), eq(announcementReader.userId, p.userId)))
    .limit(1);
  return rows.length > 0;
}

export async function countReaders(db: TQueryable, p: { campusId: string; announcementId: string }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(announcementReader)
    .where(and(eq(announcementReader.campusId, p.campusId), eq(announcementReader.announcementId, p.announcementId)));
  return Number(row?.n ?? 0);
}

export type TAnnouncementFileRow = { announcementId: string; id: string; fileName: string; contentType: string; size: number; createdAt: Date };

/** The files of some announcements, oldest first. */
export function listFiles(db: TQueryable, p: { campusId: string; announcementIds: string[] }): Promise<TAnnouncementFileRow[]> {
  if (p.announcementIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      announcementId: announcementFile.announcementId,
      id: storedFile.id,
      fileName: storedFile.fileName,
      contentType: storedFile.contentType,
      size: storedFile.size,
      createdAt: announcementFile.createdAt,
    })
    .from(announcementFile)
    .innerJoin(storedFile, and(eq(storedFile.campusId, announcementFile.campusId), eq(storedFile.id, announcementFile.storedFileId)))
    .where(and(eq(announcementFile.campusId, p.campusId), inArray(announcementFile.announcementId, p.announcementIds)))
    .orderBy(asc(announcementFile.createdAt), asc(announcementFile.id));
}

export async function attachFile(db: TQueryable, p: { campusId: string; announcementId: string; storedFileId: string }) {
  await db.insert(announcementFile).values(p);
}

/** Detaches the named files (or all) of an announcement; answers the stored file ids detached. */
export async function detachFiles(db: TQueryable, p: { campusId: string; announcementId: string; storedFileIds: string[] | 'all' }): Promise<string[]> {
  if (p.storedFileIds !== 'all' && p.storedFileIds.length === 0) return [];
  const rows = await db
    .delete(announcementFile)
    .where(
      and(
        eq(announcementFile.campusId, p.campusId),
        eq(announcementFile.announcementId, p.announcementId),
        p.storedFileIds === 'all' ? undefined : inArray(announcementFile.storedFileId, p.storedFileIds),
      ),
    )
    .returning({ storedFileId: announcementFile.storedFileId });
  return rows.map((r) => r.storedFileId);
}

/** The grades or classes of an announcement's target, with their names. */
export async function listTargets(db: TQueryable, p: { campusId: string; announcementId: string }) {
  return db
    .select({
      courseLevelId: announcementTarget.courseLevelId,
      academicClassId: announcementTarget.academicClassId,
      description: sql<string>`coalesce(${courseLevel.description}, ${academicClass.description})`,
      descriptionEn: sql<string>`coalesce(${courseLevel.descriptionEn}, ${academicClass.descriptionEn})`,
    })
    .from(announcementTarget)
    .leftJoin(courseLevel, and(eq(courseLevel.campusId, announcementTarget.campusId), eq(courseLevel.id, announcementTarget.courseLevelId)))
    .leftJoin(academicClass, and(eq(academicClass.campusId, announcementTarget.campusId), eq(academicClass.id, announcementTarget.academicClassId)))
    .where(and(eq(announcementTarget.campusId, p.campusId), eq(announcementTarget.announcementId, p.announcementId)))
    .orderBy(asc(announcementTarget.id));
}

export async function replaceTargets(db: TQueryable, p: { campusId: string; announcementId: string; targetType: number; ids: string[] }) {
  await db.delete(announcementTarget).where(and(eq(announcementTarget.campusId, p.campusId), eq(announcementTarget.announcementId, p.announcementId)));
  if (p.ids.length === 0) return;
  const level = p.targetType === ANNOUNCEMENT_TARGET_TYPE.LEVEL;
  await db.insert(announcementTarget).values(
    p.ids.map((id) => ({
      campusId: p.campusId,
      announcementId: p.announcementId,
      courseLevelId: level ? id : null,
      academicClassId: level ? null : id,
    })),
  );
}

/** The ids among `ids` that are grades (course levels) of the campus. */
export async function existingCourseLevels(db: TQueryable, p: { campusId: string; ids: string[] }): Promise<string[]> {
  const rows = await db
    .select({ id: courseLevel.id })
    .from(courseLevel)
    .where(and(eq(courseLevel.campusId, p.campusId), inArray(courseLevel.id, p.ids)));
  return rows.map((r) => r.id);
}

export async function existingClasses(db: TQueryable, p: { campusId: string; ids: string[] }): Promise<string[]> {
  const rows = await db
    .select({ id: academicClass.id })
    .from(academicClass)
    .where(and(eq(academicClass.campusId, p.campusId), inArray(academicClass.id, p.ids)));
  return rows.map((r) => r.id);
}

/** The classes of the campus's current year in some grades. */
async function currentClassesOfLevels(db: TQueryable, p: { campusId: string; courseLevelIds: string[] }): Promise<string[]> {
  const rows = await db
    .select({ id: academicClass.id })
    .from(academicClass)
    .innerJoin(academicYear, and(eq(academicYear.campusId, academicClass.campusId), eq(academicYear.id, academicClass.academicYearId)))
    .where(and(eq(academicClass.campusId, p.campusId), eq(academicYear.isCurrent, true), inArray(academicClass.courseLevelId, p.courseLevelIds)));
  return rows.map((r) => r.id);
}

/**
 * The active accounts an announcement reaches: everyone, one kind of account, or for grades and classes the
 * students placed in those classes (active placement), their guardians and the classes' teachers.
 */
export async function resolveReaders(db: TQueryable, p: { campusId: string; targetType: number; targetIds: string[] }): Promise<string[]> {
  const T = ANNOUNCEMENT_TARGET_TYPE;
  const base = and(eq(appUser.campusId, p.campusId), eq(appUser.isActive, true));
  let who: SQL | undefined;
  switch (p.targetType) {
    case T.ALL:
      who = undefined;
      break;
    case T.STUDENT:
      who = eq(appUser.mobileActorType, MOBILE_ACTOR_TYPE.STUDENT);
      break;
    case T.GUARDIAN:
      who = eq(appUser.mobileActorType, MOBILE_ACTOR_TYPE.GUARDIAN);
      break;
    case T.TEACHER:
      who = eq(appUser.mobileActorType, MOBILE_ACTOR_TYPE.TEACHER);
      break;
    case T.EMPLOYEE:
      who = notInArray(appUser.mobileActorType, [MOBILE_ACTOR_TYPE.STUDENT, MOBILE_ACTOR_TYPE.GUARDIAN]);
      break;
    default: {
      const classIds = p.targetType === T.LEVEL ? await currentClassesOfLevels(db, { campusId: p.campusId, courseLevelIds: p.targetIds }) : p.targetIds;
      if (classIds.length === 0) return [];
      const students = sql`(select ${studentAcademicClass.studentId} from ${studentAcademicClass} where ${studentAcademicClass.campusId} = ${p.campusId} and ${studentAcademicClass.status} = 0 and ${inArray(studentAcademicClass.academicClassId, classIds)})`;
      const guardians = sql`(select ${studentGuardian.guardianId} from ${studentGuardian} where ${studentGuardian.campusId} = ${p.campusId} and ${studentGuardian.studentId} in ${students})`;
      const teachers = sql`(select ${employeeAcademicClass.employeeId} from ${employeeAcademicClass} where ${employeeAcademicClass.campusId} = ${p.campusId} and ${inArray(employeeAcademicClass.academicClassId, classIds)})`;
      who = and(
        isNotNull(appUser.actorId),
        or(
          and(eq(appUser.actorType, ACTOR_TYPE.STUDENT), sql`${appUser.actorId} in ${students}`),
          and(eq(appUser.actorType, ACTOR_TYPE.GUARDIAN), sql`${appUser.actorId} in ${guardians}`),
          and(eq(appUser.actorType, ACTOR_TYPE.EMPLOYEE), sql`${appUser.actorId} in ${teachers}`),
        ),
      );
    }
  }
  const rows = await db.select({ id: appUser.id }).from(appUser).where(and(base, who));
  return rows.map((r) => r.id);
}

export async function insertReaders(db: TQueryable, p: { campusId: string; announcementId: string; userIds: string[] }) {
  // In slices, so a school of thousands stays under the driver's parameter limit.
  for (let i = 0; i < p.userIds.length; i += 1000) {
    await db
      .insert(announcementReader)
      .values(p.userIds.slice(i, i + 1000).map((userId) => ({ campusId: p.campusId, announcementId: p.announcementId, userId })));
  }
}
