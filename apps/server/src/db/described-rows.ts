import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TQueryable } from './engine';
import { versionedRows, type TKey, type TVersionedTable } from './versioned';

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
 * find by either description within an actor type, insert, and the versioned update and delete.
 */
export function actorDescribedRows<T extends TActorDescribedTable>(table: T) {
  type TRow = T['$inferSelect'];
  type TValues = Omit<T['$inferInsert'], 'campusId' | 'id' | 'version' | 'createdAt' | 'updatedAt'>;
  const from = (db: TQueryable) => db.select().from(table as PgTable);
  return {
    ...versionedRows(table),
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
    get: (db: TQueryable, { campusId, id }: TKey): Promise<TRow | undefined> =>
      from(db)
        .where(and(eq(table.campusId, campusId), eq(table.id, id)))
        .then((rows) => rows[0] as TRow | undefined),
    find: (db: TQueryable, p: { campusId: string; actorType: number; description: string; descriptionEn: string }): Promise<TRow[]> =>
      from(db).where(
        and(
          eq(table.campusId, p.campusId),
          eq(table.actorType, p.actorType),
          sql`(lower(${table.descriptionEn}) = lower(${p.descriptionEn}) or ${table.description} = ${p.description})`,
        ),
      ) as Promise<TRow[]>,
    insert: async (db: TQueryable, { campusId, values }: { campusId: string; values: TValues }): Promise<TRow> => {
      const [row] = await db
        .insert(table as PgTable)
        .values({ campusId, ...values } as never)
        .returning();
      return row as TRow;
    },
  };
}
