import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { appUser, userFeedback } from '../../db/schema/index';
import { personNames } from '../../lib/person-name';

export type TFeedbackRow = typeof userFeedback.$inferSelect & {
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  firstNameEn: string | null;
  lastNameEn: string | null;
};

export async function insertFeedback(db: TQueryable, values: typeof userFeedback.$inferInsert): Promise<{ id: string }> {
  const [row] = await db.insert(userFeedback).values(values).returning({ id: userFeedback.id });
  return row!;
}

export async function listFeedback(
  db: TQueryable,
  { campusId, sentiment, limit, offset }: { campusId: string; sentiment?: number; limit: number; offset: number },
): Promise<{ rows: TFeedbackRow[]; total: number }> {
  const where = and(eq(userFeedback.campusId, campusId), sentiment === undefined ? undefined : eq(userFeedback.sentiment, sentiment));
  const rows = await db
    .select({
      feedback: userFeedback,
      username: appUser.username,
      ...personNames(appUser),
    })
    .from(userFeedback)
    .leftJoin(appUser, and(eq(appUser.campusId, userFeedback.campusId), eq(appUser.id, userFeedback.userId)))
    .where(where)
    .orderBy(desc(userFeedback.createdAt), desc(userFeedback.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(userFeedback)
    .where(where);
  return { rows: rows.map(({ feedback, ...author }) => ({ ...feedback, ...author })), total: Number(count?.total ?? 0) };
}

/** Feedback received in all and since a moment (the dashboard's count). */
export async function countFeedback(db: TQueryable, { campusId, since }: { campusId: string; since: Date }): Promise<{ total: number; recent: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      recent: sql<number>`(count(*) filter (where ${gte(userFeedback.createdAt, since)}))::int`,
    })
    .from(userFeedback)
    .where(eq(userFeedback.campusId, campusId));
  return { total: Number(row?.total ?? 0), recent: Number(row?.recent ?? 0) };
}
