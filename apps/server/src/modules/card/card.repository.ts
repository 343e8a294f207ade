import { and, eq, ne, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { actorDescribedRows } from '../../db/described-rows';
import { card } from '../../db/schema/index';

export type TCardRow = typeof card.$inferSelect;
export type TCardValues = Omit<typeof card.$inferInsert, 'campusId' | 'id' | 'version' | 'createdAt' | 'updatedAt'>;

const rows = actorDescribedRows(card);
export const listCards = rows.list;
export const getCard = rows.get;
export const findCard = rows.find;
export const insertCard = rows.insert;
export const cardRows = { update: rows.update, touch: rows.touch, delete: rows.delete, exists: rows.exists };

export async function clearDefault(db: TQueryable, p: { campusId: string; actorType: number; exceptId?: string }) {
  await db
    .update(card)
    .set({ isDefault: false, version: sql`${card.version} + 1`, updatedAt: new Date() })
    .where(and(eq(card.campusId, p.campusId), eq(card.actorType, p.actorType), eq(card.isDefault, true), p.exceptId ? ne(card.id, p.exceptId) : undefined));
}
