import { ACTOR_TYPE } from '@school/contract';
import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { recordRows } from '../../db/versioned';
import { personFullName, personFullNameEn, personNames } from '../../lib/person-name';
import {
  academicClass,
  courseLevel,
  appUser,
  employeeAcademicClass,
  feedComment,
  feedLike,
  feedPhoto,
  feedPost,
  storedFile,
  studentAcademicClass,
  studentGuardian,
} from '../../db/schema/index';

export type TFeedPostRow = typeof feedPost.$inferSelect;
export const { get: getPost, insert: insertPost, save: savePost, remove: removePost } = recordRows(feedPost);

/**
 * The classes an account belongs to: a teacher's (her teaching assignments), a student's (her placements), a
 * guardian's (his children's placements). All years: an older class's posts stay readable to its people.
 */
export async function classesOfAccount(db: TQueryable, p: { campusId: string; actorType: number | null; actorId: string | null }): Promise<string[]> {
  if (!p.actorId || p.actorType === null) return [];
  let rows: { id: string }[] = [];
  if (p.actorType === ACTOR_TYPE.EMPLOYEE) {
    rows = await db
      .selectDistinct({ id: employeeAcademicClass.academicClassId })
      .from(employeeAcademicClass)
      .where(and(eq(employeeAcademicClass.campusId, p.campusId), eq(employeeAcademicClass.employeeId, p.actorId)));
  } else if (p.actorType === ACTOR_TYPE.STUDENT) {
    rows = await db
      .selectDistinct({ id: studentAcademicClass.academicClassId })
      .from(studentAcademicClass)
      .where(and(eq(studentAcademicClass.campusId, p.campusId), eq(studentAcademicClass.studentId, p.actorId)));
  } else if (p.actorType === ACTOR_TYPE.GUARDIAN) {
    rows = await db
      .selectDistinct({ id: studentAcademicClass.academicClassId })
      .from(studentAcademicClass)
      .innerJoin(
        studentGuardian,
        and(eq(studentGuardian.campusId, studentAcademicClass.campusId), eq(studentGuardian.studentId, studentAcademicClass.studentId)),
      )
      .where(and(eq(studentAcademicClass.campusId, p.campusId), eq(studentGuardian.guardianId, p.actorId)));
  }
  return rows.map((r) => r.id);
}

/** What a caller reads: everything (the office), or school posts, her classes' posts and her own. */
export type TFeedScope = { kind: 'campus' } | { kind: 'some'; classIds: string[]; userId: string };

function scopeWhere(scope: TFeedScope): SQL | undefined {
  if (scope.kind === 'campus') return undefined;
  return or(
    eq(feedPost.privacy, 0),
    eq(feedPost.authorUserId, scope.userId),
    scope.classIds.length > 0 ? inArray(feedPost.academicClassId, scope.classIds) : undefined,
  );
}

export async function listPosts(
  db: TQueryable,
  p: { campusId: string; scope: TFeedScope; privacy?: number; academicClassId?: string; offset: number; limit: number },
): Promise<{ rows: TFeedPostRow[]; total: number }> {
  const where = and(
    eq(feedPost.campusId, p.campusId),
    scopeWhere(p.scope),
    p.privacy !== undefined ? eq(feedPost.privacy, p.privacy) : undefined,
    p.academicClassId ? eq(feedPost.academicClassId, p.academicClassId) : undefined,
  );
  const rows = await db.select().from(feedPost).where(where).orderBy(desc(feedPost.createdAt), desc(feedPost.id)).limit(p.limit).offset(p.offset);
  const [total] = await db.select({ n: count() }).from(feedPost).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findPost(db: TQueryable, p: { campusId: string; id: string; scope: TFeedScope }): Promise<TFeedPostRow | undefined> {
  const [row] = await db
    .select()
    .from(feedPost)
    .where(and(eq(feedPost.campusId, p.campusId), eq(feedPost.id, p.id), scopeWhere(p.scope)));
  return row;
}

export async function classNames(db: TQueryable, p: { campusId: string; ids: string[] }) {
  if (p.ids.length === 0) return [];
  return db
    .select({
      id: academicClass.id,
      academicYearId: academicClass.academicYearId,
      description: academicClass.description,
      descriptionEn: academicClass.descriptionEn,
    })
    .from(academicClass)
    .where(and(eq(academicClass.campusId, p.campusId), inArray(academicClass.id, p.ids)));
}

export function photosOf(db: TQueryable, p: { campusId: string; postIds: string[] }) {
  if (p.postIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(feedPhoto)
    .where(and(eq(feedPhoto.campusId, p.campusId), inArray(feedPhoto.feedPostId, p.postIds)))
    .orderBy(asc(feedPhoto.sortIndex));
}

export function likesOf(db: TQueryable, p: { campusId: string; postIds: string[] }) {
  if (p.postIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: feedLike.id, postId: feedLike.feedPostId, userId: feedLike.userId, userName: feedLike.userName })
    .from(feedLike)
    .where(and(eq(feedLike.campusId, p.campusId), inArray(feedLike.feedPostId, p.postIds)))
    .orderBy(asc(feedLike.createdAt));
}

export function commentsOf(db: TQueryable, p: { campusId: string; postIds: string[] }) {
  if (p.postIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(feedComment)
    .where(and(eq(feedComment.campusId, p.campusId), inArray(feedComment.feedPostId, p.postIds)))
    .orderBy(asc(feedComment.createdAt), asc(feedComment.id));
}

export async function insertPhoto(db: TQueryable, values: typeof feedPhoto.$inferInsert) {
  await db.insert(feedPhoto).values(values);
}

/** Likes a post, or takes the like back when there is one; answers whether the user now likes it. */
export async function toggleLike(db: TQueryable, p: { campusId: string; postId: string; userId: string; userName: string }): Promise<boolean> {
  const removed = await db
    .delete(feedLike)
    .where(and(eq(feedLike.campusId, p.campusId), eq(feedLike.feedPostId, p.postId), eq(feedLike.userId, p.userId)))
    .returning({ id: feedLike.id });
  if (removed.length > 0) return false;
  // Two clicks at once: the unique index keeps one like.
  await db.insert(feedLike).values({ campusId: p.campusId, feedPostId: p.postId, userId: p.userId, userName: p.userName }).onConflictDoNothing();
  return true;
}

export async function countLikes(db: TQueryable, p: { campusId: string; postId: string }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(feedLike)
    .where(and(eq(feedLike.campusId, p.campusId), eq(feedLike.feedPostId, p.postId)));
  return Number(row?.n ?? 0);
}

export async function insertComment(db: TQueryable, values: typeof feedComment.$inferInsert) {
  const [row] = await db.insert(feedComment).values(values).returning();
  return row!;
}

/** The stored file ids of a post's photos (both copies). */
export async function photoFileIds(db: TQueryable, p: { campusId: string; postId: string }): Promise<string[]> {
  const rows = await db
    .select({ screen: feedPhoto.screenFileId, thumb: feedPhoto.thumbFileId })
    .from(feedPhoto)
    .where(and(eq(feedPhoto.campusId, p.campusId), eq(feedPhoto.feedPostId, p.postId)));
  return rows.flatMap((r) => [r.screen, r.thumb]);
}

/** A stored file that is a feed photo copy of the campus (the signed link's target). */
export async function feedPhotoFile(db: TQueryable, p: { campusId: string; fileId: string }) {
  const [row] = await db
    .select({ storageKey: storedFile.storageKey, contentType: storedFile.contentType, sha256: storedFile.sha256 })
    .from(feedPhoto)
    .innerJoin(
      storedFile,
      and(eq(storedFile.campusId, feedPhoto.campusId), or(eq(storedFile.id, feedPhoto.screenFileId), eq(storedFile.id, feedPhoto.thumbFileId))),
    )
    .where(and(eq(feedPhoto.campusId, p.campusId), eq(storedFile.id, p.fileId)))
    .limit(1);
  return row;
}

/**
 * The names of accounts by id, family name first: `name` in Khmer, `nameEn` in Latin letters (the Khmer name, then
 * the username, when the account has none). Posts and comments keep the Khmer name they were written under; the
 * Latin one is read here, so an English page names their authors in Latin letters (older posts too).
 */
export async function accountNames(db: TQueryable, p: { campusId: string; userIds: string[] }): Promise<Map<string, { name: string; nameEn: string }>> {
  const ids = [...new Set(p.userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: appUser.id, username: appUser.username, ...personNames(appUser) })
    .from(appUser)
    .where(and(eq(appUser.campusId, p.campusId), inArray(appUser.id, ids)));
  return new Map(
    rows.map((r) => {
      const name = personFullName(r) || r.username;
      return [r.id, { name, nameEn: personFullNameEn(r) || name }];
    }),
  );
}

/** The classes of a year, all or those of `ids`, in the school's order. */
export async function classesOfYear(db: TQueryable, p: { campusId: string; academicYearId: string; ids?: string[] }) {
  if (p.ids && p.ids.length === 0) return [];
  return db
    .select({ id: academicClass.id, code: academicClass.code, description: academicClass.description, descriptionEn: academicClass.descriptionEn })
    .from(academicClass)
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, academicClass.campusId), eq(courseLevel.id, academicClass.courseLevelId)))
    .where(
      and(eq(academicClass.campusId, p.campusId), eq(academicClass.academicYearId, p.academicYearId), p.ids ? inArray(academicClass.id, p.ids) : undefined),
    )
    .orderBy(asc(courseLevel.sortIndex), asc(academicClass.sortIndex), asc(academicClass.code))
    .limit(1000);
}
