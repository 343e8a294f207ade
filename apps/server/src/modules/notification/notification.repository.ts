import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { notification } from '../../db/schema/index';

export type TNotificationRow = typeof notification.$inferSelect;

export async function insertNotifications(db: TQueryable, rows: Array<typeof notification.$inferInsert>): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(notification).values(rows).returning({ id: notification.id });
  return inserted.length;
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
