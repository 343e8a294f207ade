import { versionedRows } from '../../db/versioned';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { academicLevelClassified, gradeMatrix } from '../../db/schema/index';
import type { TKey } from '../../db/versioned';

export type TGradeMatrixRow = typeof gradeMatrix.$inferSelect;
export type TGradeMatrixValues = Omit<typeof gradeMatrix.$inferInsert, 'campusId' | 'id' | 'version' | 'createdAt' | 'updatedAt'>;

export function listGradeMatrix(db: TQueryable, p: { campusId: string; academicYearId: string; levelClassifiedId?: string }) {
  return db
    .select({ row: gradeMatrix })
    .from(gradeMatrix)
    .innerJoin(
      academicLevelClassified,
      and(eq(academicLevelClassified.campusId, gradeMatrix.campusId), eq(academicLevelClassified.id, gradeMatrix.levelClassifiedId)),
    )
    .where(
      and(
        eq(gradeMatrix.campusId, p.campusId),
        eq(gradeMatrix.academicYearId, p.academicYearId),
        p.levelClassifiedId ? eq(gradeMatrix.levelClassifiedId, p.levelClassifiedId) : undefined,
      ),
    )
    .orderBy(asc(academicLevelClassified.sortIndex), asc(gradeMatrix.gradeType), asc(gradeMatrix.sortIndex), desc(gradeMatrix.minScore))
    .then((rows) => rows.map((r) => r.row));
}

export function getGradeMatrix(db: TQueryable, { campusId, id }: TKey) {
  return db
    .select()
    .from(gradeMatrix)
    .where(and(eq(gradeMatrix.campusId, campusId), eq(gradeMatrix.id, id)))
    .then((rows) => rows[0]);
}

/** The rows sharing a scale with a row: same year, level, grade type and score type. */
export function listScale(db: TQueryable, p: { campusId: string; academicYearId: string; levelClassifiedId: string; gradeType: number; scoreType: number }) {
  return db
    .select()
    .from(gradeMatrix)
    .where(
      and(
        eq(gradeMatrix.campusId, p.campusId),
        eq(gradeMatrix.academicYearId, p.academicYearId),
        eq(gradeMatrix.levelClassifiedId, p.levelClassifiedId),
        eq(gradeMatrix.gradeType, p.gradeType),
        eq(gradeMatrix.scoreType, p.scoreType),
      ),
    );
}

export async function insertGradeMatrix(db: TQueryable, { campusId, rows }: { campusId: string; rows: TGradeMatrixValues[] }) {
  if (rows.length === 0) return [];
  return db
    .insert(gradeMatrix)
    .values(rows.map((r) => ({ campusId, ...r })))
    .returning();
}

export const gradeMatrixRows = versionedRows(gradeMatrix);
