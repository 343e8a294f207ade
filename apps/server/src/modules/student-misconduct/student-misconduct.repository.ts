import { and, desc, eq } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { deleteRow, updateVersioned, type TKey } from '../../db/versioned';
import { appUser, student, studentMisconduct } from '../../db/schema/index';

/** The only place that touches student_misconduct; every query names the campus. */
export type TMisconductRow = {
  record: typeof studentMisconduct.$inferSelect;
  student: typeof student.$inferSelect;
  recordedBy: string | null;
};

function query(db: TQueryable) {
  return db
    .select({ record: studentMisconduct, student, recordedBy: appUser.username })
    .from(studentMisconduct)
    .innerJoin(student, and(eq(student.campusId, studentMisconduct.campusId), eq(student.id, studentMisconduct.studentId)))
    .leftJoin(appUser, and(eq(appUser.campusId, studentMisconduct.campusId), eq(appUser.id, studentMisconduct.recordedByUserId)));
}

export function listMisconduct(db: TQueryable, p: { campusId: string; studentId: string; academicYearId?: string }): Promise<TMisconductRow[]> {
  return query(db)
    .where(
      and(
        eq(studentMisconduct.campusId, p.campusId),
        eq(studentMisconduct.studentId, p.studentId),
        p.academicYearId ? eq(studentMisconduct.academicYearId, p.academicYearId) : undefined,
      ),
    )
    .orderBy(desc(studentMisconduct.date), desc(studentMisconduct.createdAt));
}

export function getMisconduct(db: TQueryable, { campusId, id }: { campusId: string; id: string }): Promise<TMisconductRow | undefined> {
  return query(db)
    .where(and(eq(studentMisconduct.campusId, campusId), eq(studentMisconduct.id, id)))
    .then((r) => r[0]);
}

export async function insertMisconduct(
  db: TQueryable,
  p: { campusId: string; values: Omit<typeof studentMisconduct.$inferInsert, 'campusId' | 'id' | 'version' | 'createdAt' | 'updatedAt'> },
) {
  const [row] = await db
    .insert(studentMisconduct)
    .values({ ...p.values, campusId: p.campusId })
    .returning({ id: studentMisconduct.id });
  return row!.id;
}

export function updateMisconduct(
  db: TQueryable,
  key: TKey & { version: number },
  values: Partial<Pick<typeof studentMisconduct.$inferInsert, 'date' | 'description' | 'descriptionEn' | 'actionTaken'>>,
) {
  return updateVersioned(db, studentMisconduct, key, values);
}

export function deleteMisconduct(db: TQueryable, key: TKey) {
  return deleteRow(db, studentMisconduct, key);
}
