import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TQueryable } from './engine';
import type { TVersionedTable } from './versioned';

/**
 * The rows one record owns (an employee's cards, its addresses …), saved with the record as a whole list:
 * `sync` removes the owner's rows whose id the list does not keep, saves the kept rows' values (only rows of
 * that owner), and adds the rows without an id. `owner.key` is the owner column's field name.
 */
export function ownedRows<TValues extends object>(table: TVersionedTable, owner: { column: PgColumn; key: string }) {
  const ofOwner = (campusId: string, ownerId: string) => and(eq(table.campusId, campusId), eq(owner.column, ownerId));
  return {
    sync: async (db: TQueryable, p: { campusId: string; ownerId: string; rows: Array<{ id?: string; values: TValues }> }) => {
      const keep = p.rows.flatMap((r) => (r.id ? [r.id] : []));
      await db.delete(table as PgTable).where(and(ofOwner(p.campusId, p.ownerId), keep.length ? notInArray(table.id, keep) : undefined));
      for (const r of p.rows.filter((x) => x.id))
        await db
          .update(table as PgTable)
          .set({ ...r.values, version: sql`${table.version} + 1`, updatedAt: new Date() } as never)
          .where(and(ofOwner(p.campusId, p.ownerId), eq(table.id, r.id!)));
      const added = p.rows.filter((r) => !r.id);
      if (added.length > 0)
        await db.insert(table as PgTable).values(added.map((r) => ({ campusId: p.campusId, [owner.key]: p.ownerId, ...r.values })) as never);
    },
  };
}
