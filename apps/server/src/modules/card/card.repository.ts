import { versionedRows } from '../../db/versioned';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { card } from '../../db/schema/index';
import type { TKey } from '../../db/versioned';

export type TCardRow = typeof card.$inferSelect;
export type TCardValues = Omit<typeof card.$inferInsert, 'campusId' | 'id' | 'version' | 'createdAt' | 'updatedAt'>;

export function listCards(db: TQueryable, p: { campusId: string; actorType?: number; status?: number }) {
  return db
    .select()
    .from(card)
    .where(and(eq(card.campusId, p.campusId), p.actorType !== undefined ? eq(card.actorType, p.actorType) : undefined, p.status !== undefined ? eq(card.status, p.status) : undefined))
    .orderBy(asc(card.actorType), asc(card.sortIndex), asc(card.descriptionEn));
}
export function getCard(db: TQueryable, { campusId, id }: TKey) {
  return db
    .select()
    .from(card)
    .where(and(eq(card.campusId, campusId), eq(card.id, id)))
    .then((rows) => rows[0]);
}
export function findCard(db: TQueryable, p: { campusId: string; actorType: number; description: string; descriptionEn: string }) {
  return db
    .select()
    .from(card)
    .where(
      and(
        eq(card.campusId, p.campusId),
        eq(card.actorType, p.actorType),
        sql`(lower(${card.descriptionEn}) = lower(${p.descriptionEn}) or ${card.description} = ${p.description})`,
      ),
    )
    .then((rows) => rows);
}
export async function insertCard(db: TQueryable, { campusId, values }: { campusId: string; values: TCardValues }) {
  const [row] = await db.insert(card).values({ campusId, ...values }).returning();
  return row!;
}

export async function clearDefault(db: TQueryable, p: { campusId: string; actorType: number; exceptId?: string }) {
  await db
    .update(card)
    .set({ isDefault: false, version: sql`${card.version} + 1`, updatedAt: new Date() })
    .where(and(eq(card.campusId, p.campusId), eq(card.actorType, p.actorType), eq(card.isDefault, true), p.exceptId ? ne(card.id, p.exceptId) : undefined));
}

export const cardRows = versionedRows(card);
