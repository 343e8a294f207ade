import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TQueryable } from './engine';
import { notFound, stale } from '../lib/app-error';

/** A tenant table with optimistic concurrency (see schema/columns.ts). */
export type TVersionedTable = PgTable & { campusId: PgColumn; id: PgColumn; version: PgColumn; updatedAt: PgColumn };
export type TKey = { campusId: string; id: string };

/**
 * Updates a record only at the version the client read; bumps the version. Answers 409 (stale) when
 * someone changed it meanwhile and 404 when it is not there (or belongs to another campus).
 */
export async function updateVersioned(db: TQueryable, table: TVersionedTable, key: TKey & { version: number }, values: Record<string, unknown>) {
  const rows = await db
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1`, updatedAt: new Date() } as never)
    .where(and(eq(table.campusId, key.campusId), eq(table.id, key.id), eq(table.version, key.version)))
    .returning({ id: table.id });
  if (rows.length === 1) return;
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.campusId, key.campusId), eq(table.id, key.id)));
  throw found.length > 0 ? stale() : notFound();
}

/** Bumps the version of records changed by a batch without a version check of their own. */
export async function touchVersion(db: TQueryable, table: TVersionedTable, key: TKey) {
  await db
    .update(table)
    .set({ version: sql`${table.version} + 1`, updatedAt: new Date() } as never)
    .where(and(eq(table.campusId, key.campusId), eq(table.id, key.id)));
}

/** Deletes one record of the campus; 404 when there is none. */
export async function deleteRow(db: TQueryable, table: PgTable & { campusId: PgColumn; id: PgColumn }, key: TKey) {
  const rows = await db
    .delete(table)
    .where(and(eq(table.campusId, key.campusId), eq(table.id, key.id)))
    .returning({ id: table.id });
  if (rows.length === 0) throw notFound();
}

/** True when the campus has that record. */
export async function rowExists(db: TQueryable, table: PgTable & { campusId: PgColumn; id: PgColumn }, key: TKey) {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.campusId, key.campusId), eq(table.id, key.id)))
    .limit(1);
  return rows.length === 1;
}

/**
 * The versioned update and the delete of one table, for its repository to export (`export const cardRows =
 * versionedRows(card)`), so services change records without holding Drizzle table objects.
 */
export function versionedRows(table: TVersionedTable) {
  return {
    update: (db: TQueryable, key: TKey & { version: number }, values: Record<string, unknown>) => updateVersioned(db, table, key, values),
    touch: (db: TQueryable, key: TKey) => touchVersion(db, table, key),
    delete: (db: TQueryable, key: TKey) => deleteRow(db, table, key),
    exists: (db: TQueryable, key: TKey) => rowExists(db, table, key),
  };
}

type TValuesOf<T extends TVersionedTable> = Omit<T['$inferInsert'], 'campusId' | 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/**
 * The plain record queries of a campus table (building, room, position, holiday, card …), for its repository
 * to export under its own names (`export const { insert: insertBuilding } = recordRows(building)`): `get` one
 * row, `getMany` by ids, `insert` answering the row, `save` at the version read answering the row (undefined when the version
 * moved or the row is gone), `remove` answering whether a row went; plus `versionedRows`.
 */
export function recordRows<T extends TVersionedTable>(table: T) {
  type TRow = T['$inferSelect'];
  const byKey = (key: TKey) => and(eq(table.campusId, key.campusId), eq(table.id, key.id));
  return {
    ...versionedRows(table),
    get: (db: TQueryable, key: TKey): Promise<TRow | undefined> =>
      db
        .select()
        .from(table as PgTable)
        .where(byKey(key))
        .then((rows) => rows[0] as TRow | undefined),
    /** The rows of these ids (none asked, none read). */
    getMany: (db: TQueryable, { campusId, ids }: { campusId: string; ids: string[] }): Promise<TRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : (db
            .select()
            .from(table as PgTable)
            .where(and(eq(table.campusId, campusId), inArray(table.id, ids))) as Promise<TRow[]>),
    insert: async (db: TQueryable, { campusId, values }: { campusId: string; values: TValuesOf<T> }): Promise<TRow> => {
      const [row] = await db
        .insert(table as PgTable)
        .values({ campusId, ...values } as never)
        .returning();
      return row as TRow;
    },
    save: (db: TQueryable, { version, values, ...key }: TKey & { version: number; values: TValuesOf<T> }): Promise<TRow | undefined> =>
      db
        .update(table as PgTable)
        .set({ ...values, version: sql`${table.version} + 1`, updatedAt: new Date() } as never)
        .where(and(byKey(key), eq(table.version, version)))
        .returning()
        .then((rows) => rows[0] as TRow | undefined),
    remove: async (db: TQueryable, key: TKey): Promise<boolean> =>
      (
        await db
          .delete(table as PgTable)
          .where(byKey(key))
          .returning({ id: table.id })
      ).length === 1,
  };
}

/**
 * The row of a campus whose code is `code`, letter case aside (codes are unique per campus whatever their
 * case), for a repository to export under its own name (`export const findClassGroupByCode = findByCode(classGroup)`).
 */
export function findByCode<T extends TVersionedTable & { code: PgColumn }>(table: T) {
  return (db: TQueryable, { campusId, code }: { campusId: string; code: string }): Promise<T['$inferSelect'] | undefined> =>
    db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.campusId, campusId), sql`upper(${table.code}) = upper(${code})`))
      .then((rows) => rows[0] as T['$inferSelect'] | undefined);
}

/**
 * The id of a row of the campus holding these values (`match`: column and value), other than `exceptId`
 * (the row being edited): the uniqueness checks of link rows (a teacher's class, a student's card).
 */
export function findOther(db: TQueryable, table: TVersionedTable, p: { campusId: string; exceptId?: string; match: [PgColumn, unknown][] }) {
  return db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.campusId, p.campusId), ...p.match.map(([column, value]) => eq(column, value)), p.exceptId ? ne(table.id, p.exceptId) : undefined))
    .then((rows) => rows[0] as { id: string } | undefined);
}
