import { and, eq, gt, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { outboundMessage, telegramLink } from '../../db/schema/index';

export type TOutboundRow = typeof outboundMessage.$inferSelect;

/**
 * Claims up to `limit` due messages (every campus: the drainer runs in a system transaction): each gets its
 * attempt counted and is leased until `leaseUntil`, so another process skips it meanwhile (SKIP LOCKED) and a
 * process that dies mid-send leaves it to be tried again when the lease ends.
 */
export async function claimDue(db: TQueryable, { now, leaseUntil, limit }: { now: Date; leaseUntil: Date; limit: number }): Promise<TOutboundRow[]> {
  const result = await db.execute<{ campus_id: string; id: string }>(sql`
    update ${outboundMessage} set attempts = attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
    where (campus_id, id) in (
      select campus_id, id from ${outboundMessage}
      where status = 'PENDING' and next_attempt_at <= ${now.toISOString()}::timestamptz
      order by next_attempt_at limit ${limit} for update skip locked)
    returning campus_id, id`);
  if (result.rows.length === 0) return [];
  return db
    .select()
    .from(outboundMessage)
    .where(
      sql`(${outboundMessage.campusId}, ${outboundMessage.id}) in (${sql.join(
        result.rows.map((r) => sql`(${r.campus_id}::uuid, ${r.id}::uuid)`),
        sql`, `,
      )})`,
    );
}

export async function markSent(db: TQueryable, { campusId, id, now }: { campusId: string; id: string; now: Date }): Promise<void> {
  await db
    .update(outboundMessage)
    .set({ status: 'SENT', sentAt: now, lastError: null })
    .where(and(eq(outboundMessage.campusId, campusId), eq(outboundMessage.id, id)));
}

export async function markRetry(db: TQueryable, { campusId, id, at, error }: { campusId: string; id: string; at: Date; error: string }): Promise<void> {
  await db
    .update(outboundMessage)
    .set({ nextAttemptAt: at, lastError: error })
    .where(and(eq(outboundMessage.campusId, campusId), eq(outboundMessage.id, id)));
}

export async function markFailed(db: TQueryable, { campusId, id, error }: { campusId: string; id: string; error: string }): Promise<void> {
  await db
    .update(outboundMessage)
    .set({ status: 'FAILED', lastError: error })
    .where(and(eq(outboundMessage.campusId, campusId), eq(outboundMessage.id, id)));
}

export async function linkOf(db: TQueryable, { campusId, userId }: { campusId: string; userId: string }) {
  const [row] = await db
    .select()
    .from(telegramLink)
    .where(and(eq(telegramLink.campusId, campusId), eq(telegramLink.userId, userId)));
  return row;
}

/** A new one-time code for the user (the row is made on the first ask; a linked chat stays until linked again). */
export async function saveCode(db: TQueryable, { campusId, userId, code, expiresAt }: { campusId: string; userId: string; code: string; expiresAt: Date }) {
  await db
    .insert(telegramLink)
    .values({ campusId, userId, code, codeExpiresAt: expiresAt })
    .onConflictDoUpdate({ target: [telegramLink.campusId, telegramLink.userId], set: { code, codeExpiresAt: expiresAt } });
}

export async function deleteLink(db: TQueryable, { campusId, userId }: { campusId: string; userId: string }): Promise<void> {
  await db.delete(telegramLink).where(and(eq(telegramLink.campusId, campusId), eq(telegramLink.userId, userId)));
}

/** The link whose code is `code` and still valid at `now` (any campus: the bot hears only the code). */
export async function linkByCode(db: TQueryable, { code, now }: { code: string; now: Date }) {
  const rows = await db
    .select()
    .from(telegramLink)
    .where(and(eq(telegramLink.code, code), gt(telegramLink.codeExpiresAt, now)))
    .limit(2);
  // Unique per campus only: a code two campuses hold at once is nobody's.
  return rows.length === 1 ? rows[0] : undefined;
}

/** Links the chat and spends the code. */
export async function linkChat(
  db: TQueryable,
  { campusId, id, chatId, chatName, now }: { campusId: string; id: string; chatId: string; chatName: string; now: Date },
) {
  await db
    .update(telegramLink)
    .set({ chatId, chatName, linkedAt: now, code: null, codeExpiresAt: null })
    .where(and(eq(telegramLink.campusId, campusId), eq(telegramLink.id, id)));
}
