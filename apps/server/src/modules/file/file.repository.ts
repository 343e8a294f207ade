import { and, eq } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { storedFile } from '../../db/schema/index';

export type TStoredFileRow = typeof storedFile.$inferSelect;

export async function insertStoredFile(db: TQueryable, values: typeof storedFile.$inferInsert): Promise<TStoredFileRow> {
  const [row] = await db.insert(storedFile).values(values).returning();
  return row!;
}

export function findStoredFile(db: TQueryable, { campusId, id }: { campusId: string; id: string }): Promise<TStoredFileRow | undefined> {
  return db
    .select()
    .from(storedFile)
    .where(and(eq(storedFile.campusId, campusId), eq(storedFile.id, id)))
    .then((rows) => rows[0]);
}

export async function deleteStoredFile(db: TQueryable, { campusId, id }: { campusId: string; id: string }): Promise<TStoredFileRow | undefined> {
  const [row] = await db
    .delete(storedFile)
    .where(and(eq(storedFile.campusId, campusId), eq(storedFile.id, id)))
    .returning();
  return row;
}
