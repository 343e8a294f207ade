import { and, asc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { position } from '../../db/schema/index';
import { containsPattern } from '../../lib/paging';

export type TPositionRow = typeof position.$inferSelect;

function listFilter(campusId: string, search: string | undefined): SQL {
  const conditions = [eq(position.campusId, campusId)];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(position.description, pattern), ilike(position.descriptionEn, pattern))!);
  }
  return and(...conditions)!;
}

export async function listPositions(
  db: TQueryable,
  { campusId, search, limit, offset }: { campusId: string; search?: string; limit: number; offset: number },
): Promise<{ rows: TPositionRow[]; total: number }> {
  const where = listFilter(campusId, search);
  const rows = await db
    .select()
    .from(position)
    .where(where)
    .orderBy(asc(position.sortIndex), asc(sql`lower(${position.descriptionEn})`), asc(position.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(position)
    .where(where);
  return { rows, total: Number(count?.total ?? 0) };
}

export function findPosition(db: TQueryable, { campusId, id }: { campusId: string; id: string }): Promise<TPositionRow | undefined> {
  return db
    .select()
    .from(position)
    .where(and(eq(position.campusId, campusId), eq(position.id, id)))
    .then((rows) => rows[0]);
}

/** Another position of the campus with the same Khmer or English name (compared without case). */
export function findPositionByName(
  db: TQueryable,
  { campusId, description, descriptionEn, exceptId }: { campusId: string; description: string; descriptionEn: string; exceptId?: string },
): Promise<TPositionRow | undefined> {
  return db
    .select()
    .from(position)
    .where(
      and(
        eq(position.campusId, campusId),
        or(sql`lower(${position.description}) = lower(${description})`, sql`lower(${position.descriptionEn}) = lower(${descriptionEn})`),
        exceptId ? ne(position.id, exceptId) : undefined,
      ),
    )
    .then((rows) => rows[0]);
}

export type TPositionValues = { description: string; descriptionEn: string; sortIndex: number };

export async function insertPosition(db: TQueryable, { campusId, values }: { campusId: string; values: TPositionValues }): Promise<TPositionRow> {
  const [row] = await db
    .insert(position)
    .values({ campusId, ...values })
    .returning();
  return row!;
}

/** Saves when the version is still the one read; undefined otherwise. */
export function updatePosition(
  db: TQueryable,
  { campusId, id, version, values }: { campusId: string; id: string; version: number; values: TPositionValues },
): Promise<TPositionRow | undefined> {
  return db
    .update(position)
    .set({ ...values, version: sql`${position.version} + 1`, updatedAt: new Date() })
    .where(and(eq(position.campusId, campusId), eq(position.id, id), eq(position.version, version)))
    .returning()
    .then((rows) => rows[0]);
}

export async function deletePosition(db: TQueryable, { campusId, id }: { campusId: string; id: string }): Promise<boolean> {
  const rows = await db
    .delete(position)
    .where(and(eq(position.campusId, campusId), eq(position.id, id)))
    .returning({ id: position.id });
  return rows.length === 1;
}
