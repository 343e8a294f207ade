import { and, asc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { recordRows } from '../../db/versioned';
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

/** Insert answers the row; save (at the version read) and remove answer undefined / false when nothing changed. */
export const { insert: insertPosition, save: updatePosition, remove: deletePosition, get: findPosition } = recordRows(position);
