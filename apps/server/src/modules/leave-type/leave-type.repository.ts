import { versionedRows } from '../../db/versioned';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { leaveType } from '../../db/schema/index';
import type { TKey } from '../../db/versioned';

export type TLeaveTypeRow = typeof leaveType.$inferSelect;
export type TLeaveTypeValues = Omit<typeof leaveType.$inferInsert, 'campusId' | 'id' | 'version' | 'createdAt' | 'updatedAt'>;

export function listLeaveTypes(db: TQueryable, p: { campusId: string; actorType?: number; status?: number }) {
  return db
    .select()
    .from(leaveType)
    .where(and(eq(leaveType.campusId, p.campusId), p.actorType !== undefined ? eq(leaveType.actorType, p.actorType) : undefined, p.status !== undefined ? eq(leaveType.status, p.status) : undefined))
    .orderBy(asc(leaveType.actorType), asc(leaveType.sortIndex), asc(leaveType.descriptionEn));
}
export function getLeaveType(db: TQueryable, { campusId, id }: TKey) {
  return db
    .select()
    .from(leaveType)
    .where(and(eq(leaveType.campusId, campusId), eq(leaveType.id, id)))
    .then((rows) => rows[0]);
}
export function findLeaveType(db: TQueryable, p: { campusId: string; actorType: number; description: string; descriptionEn: string }) {
  return db
    .select()
    .from(leaveType)
    .where(
      and(
        eq(leaveType.campusId, p.campusId),
        eq(leaveType.actorType, p.actorType),
        sql`(lower(${leaveType.descriptionEn}) = lower(${p.descriptionEn}) or ${leaveType.description} = ${p.description})`,
      ),
    )
    .then((rows) => rows);
}
export async function insertLeaveType(db: TQueryable, { campusId, values }: { campusId: string; values: TLeaveTypeValues }) {
  const [row] = await db.insert(leaveType).values({ campusId, ...values }).returning();
  return row!;
}

export const leaveTypeRows = versionedRows(leaveType);
