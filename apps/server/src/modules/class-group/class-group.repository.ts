import { versionedRows, findByCode } from '../../db/versioned';
import { and, asc, eq } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { classGroup } from '../../db/schema/index';
import type { TKey } from '../../db/versioned';

export type TClassGroupRow = typeof classGroup.$inferSelect;

export function listClassGroups(db: TQueryable, { campusId }: { campusId: string }) {
  return db.select().from(classGroup).where(eq(classGroup.campusId, campusId)).orderBy(asc(classGroup.sortIndex), asc(classGroup.code));
}
export function getClassGroup(db: TQueryable, { campusId, id }: TKey) {
  return db
    .select()
    .from(classGroup)
    .where(and(eq(classGroup.campusId, campusId), eq(classGroup.id, id)))
    .then((rows) => rows[0]);
}
export const findClassGroupByCode = findByCode(classGroup);
export async function insertClassGroup(
  db: TQueryable,
  { campusId, values }: { campusId: string; values: Pick<TClassGroupRow, 'code' | 'description' | 'descriptionEn' | 'sortIndex'> },
) {
  const [row] = await db
    .insert(classGroup)
    .values({ campusId, ...values })
    .returning();
  return row!;
}

export const classGroupRows = versionedRows(classGroup);
