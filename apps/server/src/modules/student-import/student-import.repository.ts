import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import type { TKey } from '../../db/versioned';
import { academicYear, appUser, studentImport, studentImportRow } from '../../db/schema/index';
import type { TFieldMessage } from '../../lib/app-error';

/** The only place that touches the import tables; every query names the campus. */
export type TBatchRow = typeof studentImport.$inferSelect & {
  yearDescription: string;
  yearDescriptionEn: string;
  createdBy: string | null;
};
export type TImportRowRow = typeof studentImportRow.$inferSelect;

function batchQuery(db: TQueryable) {
  return db
    .select({
      batch: studentImport,
      yearDescription: academicYear.description,
      yearDescriptionEn: academicYear.descriptionEn,
      createdBy: appUser.username,
    })
    .from(studentImport)
    .innerJoin(academicYear, and(eq(academicYear.campusId, studentImport.campusId), eq(academicYear.id, studentImport.academicYearId)))
    .leftJoin(appUser, and(eq(appUser.campusId, studentImport.campusId), eq(appUser.id, studentImport.createdByUserId)));
}
const flat = (r: { batch: typeof studentImport.$inferSelect; yearDescription: string; yearDescriptionEn: string; createdBy: string | null }): TBatchRow => ({
  ...r.batch,
  yearDescription: r.yearDescription,
  yearDescriptionEn: r.yearDescriptionEn,
  createdBy: r.createdBy,
});

export async function listBatches(db: TQueryable, p: { campusId: string; limit: number; offset: number }) {
  const rows = await batchQuery(db)
    .where(eq(studentImport.campusId, p.campusId))
    .orderBy(desc(studentImport.createdAt), desc(studentImport.id))
    .limit(p.limit)
    .offset(p.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(studentImport)
    .where(eq(studentImport.campusId, p.campusId));
  return { rows: rows.map(flat), total: count?.n ?? 0 };
}

export function getBatch(db: TQueryable, { campusId, id }: TKey) {
  return batchQuery(db)
    .where(and(eq(studentImport.campusId, campusId), eq(studentImport.id, id)))
    .then((r) => (r[0] ? flat(r[0]) : undefined));
}

export function listRows(db: TQueryable, { campusId, batchId }: { campusId: string; batchId: string }) {
  return db
    .select()
    .from(studentImportRow)
    .where(and(eq(studentImportRow.campusId, campusId), eq(studentImportRow.studentImportId, batchId)))
    .orderBy(asc(studentImportRow.rowNumber));
}

export async function insertBatch(
  db: TQueryable,
  p: { campusId: string; values: Omit<typeof studentImport.$inferInsert, 'campusId' | 'version' | 'createdAt' | 'updatedAt'> },
) {
  await db.insert(studentImport).values({ ...p.values, campusId: p.campusId });
}

export async function insertRows(
  db: TQueryable,
  p: { campusId: string; rows: Array<{ studentImportId: string; rowNumber: number; values: unknown; errors: TFieldMessage[]; isValid: boolean }> },
) {
  for (let i = 0; i < p.rows.length; i += 500) {
    await db.insert(studentImportRow).values(p.rows.slice(i, i + 500).map((r) => ({ ...r, campusId: p.campusId })));
  }
}

/** Marks a valid batch imported; answers false when it was not valid any more (submitted twice at once). */
export async function markImported(db: TQueryable, p: TKey & { from: number; to: number; importedRows: number }) {
  const rows = await db
    .update(studentImport)
    .set({ status: p.to, importedRows: p.importedRows, importedAt: new Date(), version: sql`${studentImport.version} + 1`, updatedAt: new Date() })
    .where(and(eq(studentImport.campusId, p.campusId), eq(studentImport.id, p.id), eq(studentImport.status, p.from)))
    .returning({ id: studentImport.id });
  return rows.length === 1;
}

/** Links each imported row to the student it made, in one statement per 500 rows. */
export async function setRowStudents(db: TQueryable, p: { campusId: string; rows: Array<{ id: string; studentId: string }> }) {
  for (let i = 0; i < p.rows.length; i += 500) {
    const part = p.rows.slice(i, i + 500);
    const valuesSql = sql.join(
      part.map((r) => sql`(${r.id}::uuid, ${r.studentId}::uuid)`),
      sql`, `,
    );
    await db.execute(
      sql`update ${studentImportRow} set student_id = v.student_id from (values ${valuesSql}) as v(id, student_id) where ${studentImportRow.campusId} = ${p.campusId} and ${studentImportRow.id} = v.id`,
    );
  }
}
