import { ACTOR_TYPE, STUDENT_STATUS } from '@school/contract';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { appUser, notification, notificationPreference, outboundMessage, studentAcademicClass, studentGuardian, telegramLink } from '../../db/schema/index';

export type TNotificationRow = typeof notification.$inferSelect;

/** Inserts the rows; a row whose (user, once key) exists is skipped. Answers the users given a row. */
export async function insertNotifications(db: TQueryable, rows: Array<typeof notification.$inferInsert>): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(notification).values(rows).onConflictDoNothing().returning({ userId: notification.userId });
  return inserted.map((r) => r.userId);
}

/** Of `userIds`, those who turned `topic` off. */
export async function usersWithTopicOff(
  db: TQueryable,
  { campusId, topic, userIds }: { campusId: string; topic: string; userIds: string[] },
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: notificationPreference.userId })
    .from(notificationPreference)
    .where(
      and(
        eq(notificationPreference.campusId, campusId),
        eq(notificationPreference.topic, topic),
        eq(notificationPreference.enabled, false),
        inArray(notificationPreference.userId, userIds),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

/** A user's choices: topic → on/off (topics without a row are on). */
export async function listPreferences(db: TQueryable, { campusId, userId }: { campusId: string; userId: string }): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ topic: notificationPreference.topic, enabled: notificationPreference.enabled })
    .from(notificationPreference)
    .where(and(eq(notificationPreference.campusId, campusId), eq(notificationPreference.userId, userId)));
  return new Map(rows.map((r) => [r.topic, r.enabled]));
}

export async function savePreferences(
  db: TQueryable,
  { campusId, userId, choices }: { campusId: string; userId: string; choices: Array<{ topic: string; enabled: boolean }> },
): Promise<void> {
  if (choices.length === 0) return;
  await db
    .insert(notificationPreference)
    .values(choices.map((c) => ({ campusId, userId, topic: c.topic, enabled: c.enabled })))
    .onConflictDoUpdate({
      target: [notificationPreference.campusId, notificationPreference.userId, notificationPreference.topic],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
    });
}

/** The linked Telegram chats of some users. */
export function telegramChatsOf(db: TQueryable, { campusId, userIds }: { campusId: string; userIds: string[] }) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ userId: telegramLink.userId, chatId: telegramLink.chatId })
    .from(telegramLink)
    .where(and(eq(telegramLink.campusId, campusId), inArray(telegramLink.userId, userIds), isNotNull(telegramLink.chatId)));
}

export async function queueOutbound(db: TQueryable, rows: Array<typeof outboundMessage.$inferInsert>): Promise<void> {
  if (rows.length > 0) await db.insert(outboundMessage).values(rows);
}

export function listNotifications(
  db: TQueryable,
  { campusId, userId, topic, limit, offset }: { campusId: string; userId: string; topic?: string; limit: number; offset: number },
): Promise<TNotificationRow[]> {
  return db
    .select()
    .from(notification)
    .where(and(eq(notification.campusId, campusId), eq(notification.userId, userId), topic ? eq(notification.topic, topic) : undefined))
    .orderBy(desc(notification.createdAt), desc(notification.id))
    .limit(limit)
    .offset(offset);
}

export async function countNotifications(db: TQueryable, { campusId, userId, topic }: { campusId: string; userId: string; topic?: string }): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(notification)
    .where(and(eq(notification.campusId, campusId), eq(notification.userId, userId), topic ? eq(notification.topic, topic) : undefined));
  return Number(row?.total ?? 0);
}

/** Total and unread notifications of a user, per topic. */
export function countByTopic(db: TQueryable, { campusId, userId }: { campusId: string; userId: string }) {
  return db
    .select({
      topic: notification.topic,
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${notification.readAt} is null))::int`,
    })
    .from(notification)
    .where(and(eq(notification.campusId, campusId), eq(notification.userId, userId)))
    .groupBy(notification.topic);
}

export async function countUnread(db: TQueryable, { campusId, userId }: { campusId: string; userId: string }): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notification)
    .where(and(eq(notification.campusId, campusId), eq(notification.userId, userId), isNull(notification.readAt)));
  return Number(row?.unread ?? 0);
}

/** Marks a user's unread notifications read: the listed ones, or those of a topic, or all. */
export async function markRead(
  db: TQueryable,
  { campusId, userId, ids, topic }: { campusId: string; userId: string; ids?: string[]; topic?: string },
): Promise<number> {
  const rows = await db
    .update(notification)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notification.campusId, campusId),
        eq(notification.userId, userId),
        isNull(notification.readAt),
        ids ? inArray(notification.id, ids) : undefined,
        topic ? eq(notification.topic, topic) : undefined,
      ),
    )
    .returning({ id: notification.id });
  return rows.length;
}

/** Of `userIds`, the guardian accounts and their guardian records. */
export async function guardianAccounts(db: TQueryable, p: { campusId: string; userIds: string[] }): Promise<Array<{ userId: string; guardianId: string }>> {
  if (p.userIds.length === 0) return [];
  const rows = await db
    .select({ userId: appUser.id, guardianId: appUser.actorId })
    .from(appUser)
    .where(and(eq(appUser.campusId, p.campusId), inArray(appUser.id, p.userIds), eq(appUser.actorType, ACTOR_TYPE.GUARDIAN), isNotNull(appUser.actorId)));
  return rows.map((r) => ({ userId: r.userId, guardianId: r.guardianId! }));
}

/**
 * The children of some guardians, narrowed to `studentIds` and/or to the students placed in `academicClassId`;
 * in a stable order (a guardian's first child of the list is the one his link names).
 */
export async function childrenOf(
  db: TQueryable,
  p: { campusId: string; guardianIds: string[]; studentIds?: readonly string[]; academicClassId?: string },
): Promise<Array<{ guardianId: string; studentId: string }>> {
  if (p.guardianIds.length === 0 || p.studentIds?.length === 0) return [];
  return db
    .select({ guardianId: studentGuardian.guardianId, studentId: studentGuardian.studentId })
    .from(studentGuardian)
    .where(
      and(
        eq(studentGuardian.campusId, p.campusId),
        inArray(studentGuardian.guardianId, p.guardianIds),
        p.studentIds ? inArray(studentGuardian.studentId, [...p.studentIds]) : undefined,
        p.academicClassId
          ? sql`${studentGuardian.studentId} in (select ${studentAcademicClass.studentId} from ${studentAcademicClass} where ${studentAcademicClass.campusId} = ${p.campusId} and ${studentAcademicClass.academicClassId} = ${p.academicClassId})`
          : undefined,
      ),
    )
    .orderBy(asc(studentGuardian.guardianId), asc(studentGuardian.studentId));
}

/**
 * The active accounts of a class's families: its students placed there (active in the class) and their guardians
 * (a guardian of two students of the class is one account); with each account's mobile actor type.
 */
export async function familyAccountsOfClass(
  db: TQueryable,
  p: { campusId: string; academicClassId: string },
): Promise<Array<{ userId: string; mobileActorType: number }>> {
  const students = sql`(select ${studentAcademicClass.studentId} from ${studentAcademicClass} where ${studentAcademicClass.campusId} = ${p.campusId} and ${studentAcademicClass.academicClassId} = ${p.academicClassId} and ${studentAcademicClass.status} = ${STUDENT_STATUS.ACTIVE})`;
  return db
    .select({ userId: appUser.id, mobileActorType: appUser.mobileActorType })
    .from(appUser)
    .where(
      and(
        eq(appUser.campusId, p.campusId),
        eq(appUser.isActive, true),
        or(
          sql`(${appUser.actorType} = ${ACTOR_TYPE.STUDENT} and ${appUser.actorId} in ${students})`,
          sql`(${appUser.actorType} = ${ACTOR_TYPE.GUARDIAN} and ${appUser.actorId} in (select ${studentGuardian.guardianId} from ${studentGuardian} where ${studentGuardian.campusId} = ${p.campusId} and ${studentGuardian.studentId} in ${students}))`,
        ),
      ),
    )
    .orderBy(asc(appUser.id));
}
