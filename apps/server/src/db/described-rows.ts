import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TQueryable } from './engine';
import { recordRows, type TVersionedTable } from './versioned';

/** A campus list of described records per actor type (cards, leave types): Khmer and English descriptions, status, order. */
export type TActorDescribedTable = TVersionedTable & {
  actorType: PgColumn;
  status: PgColumn;
  sortIndex: PgColumn;
  description: PgColumn;
  descriptionEn: PgColumn;
};

/**
 * The queries such a table's repository exports: list (by actor type, then order, then English name), get,
 * find by either description within an actor type, and `recordRows` (get, insert, the versioned update and delete).
 */
export function actorDescribedRows<T extends TActorDescribedTable>(table: T) {
  type TRow = T['$inferSelect'];
  const from = (db: TQueryable) => db.select().from(table as PgTable);
  return {
    ...recordRows(table),
    list: (db: TQueryable, p: { campusId: string; actorType?: number; status?: number }): Promise<TRow[]> =>
      from(db)
        .where(
          and(
            eq(table.campusId, p.campusId),
            p.actorType !== undefined ? eq(table.actorType, p.actorType) : undefined,
            p.status !== undefined ? eq(table.status, p.status) : undefined,
          ),
        )
        .orderBy(asc(table.actorType), asc(table.sortIndex), asc(table.descriptionEn)) as Promise<TRow[]>,
    find: (db: TQueryable, p: { campusId: string; actorType: number; description: string; descriptionEn: string }): Promise<TRow[]> =>
      from(db).where(
        and(
          eq(table.campusId, p.campusId),
          eq(table.actorType, p.actorType),
          sql`(lower(${table.descriptionEn}) = lower(${p.descriptionEn}) or ${table.description} = ${p.description})`,
        ),
      ) as Promise<TRow[]>,
  };
}
