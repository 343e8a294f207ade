import { versionedRows } from '../../db/versioned';
import { and, asc, desc, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { academicYear, examType } from '../../db/schema/index';
import type { TKey } from '../../db/versioned';

export type TExamTypeRow = { row: typeof examType.$inferSelect; yearIsCurrent: boolean };
export type TExamTypeValues = Omit<typeof examType.$inferInsert, 'campusId' | 'id' | 'version' | 'createdAt' | 'updatedAt'>;

const select = { row: examType, yearIsCurrent: academicYear.isCurrent };

export function listExamTypes(
  db: TQueryable,
  p: { campusId: string; academicYearId?: string; examType?: number; activeOnly?: boolean; id?: string },
): Promise<TExamTypeRow[]> {
  return db
    .select(select)
    .from(examType)
    .innerJoin(academicYear, and(eq(academicYear.campusId, examType.campusId), eq(academicYear.id, examType.academicYearId)))
    .where(
      and(
        eq(examType.campusId, p.campusId),
        p.academicYearId ? eq(examType.academicYearId, p.academicYearId) : undefined,
        p.examType !== undefined ? eq(examType.examType, p.examType) : undefined,
        p.activeOnly ? eq(examType.status, 0) : undefined,
        p.id ? eq(examType.id, p.id) : undefined,
      ),
    )
    .orderBy(asc(examType.sortIndex), asc(examType.examDate), asc(examType.descriptionEn));
}

export const getExamType = (db: TQueryable, key: TKey) => listExamTypes(db, { campusId: key.campusId, id: key.id }).then((r) => r[0]);

export function findByDescription(db: TQueryable, p: { campusId: string; academicYearId: string; descriptionEn: string }) {
  return db
    .select()
    .from(examType)
    .where(
      and(eq(examType.campusId, p.campusId), eq(examType.academicYearId, p.academicYearId), sql`lower(${examType.descriptionEn}) = lower(${p.descriptionEn})`),
    )
    .then((rows) => rows[0]);
}

/** Clears the current flag of the other exam types of a year (one current exam type per year). */
export async function clearCurrent(db: TQueryable, p: { campusId: string; academicYearId: string; exceptId?: string }) {
  await db
    .update(examType)
    .set({ isCurrent: false, version: sql`${examType.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(examType.campusId, p.campusId),
        eq(examType.academicYearId, p.academicYearId),
        eq(examType.isCurrent, true),
        p.exceptId ? ne(examType.id, p.exceptId) : undefined,
      ),
    );
}

/** The current year's exam type flagged current, else the latest one already held. */
export async function findCurrent(db: TQueryable, { campusId, today }: { campusId: string; today: string }) {
  const base = () =>
    db
      .select(select)
      .from(examType)
      .innerJoin(academicYear, and(eq(academicYear.campusId, examType.campusId), eq(academicYear.id, examType.academicYearId)))
      .$dynamic();
  const flagged = await base().where(and(eq(examType.campusId, campusId), eq(academicYear.isCurrent, true), eq(examType.isCurrent, true)));
  if (flagged[0]) return flagged[0];
  const held = await base()
    .where(
      and(
        eq(examType.campusId, campusId),
        eq(academicYear.isCurrent, true),
        eq(examType.status, 0),
        isNotNull(examType.examDate),
        lte(examType.examDate, today),
      ),
    )
    .orderBy(desc(examType.examDate))
    .limit(1);
  return held[0];
}

export async function insertExamTypes(db: TQueryable, { campusId, rows }: { campusId: string; rows: TExamTypeValues[] }) {
  if (rows.length === 0) return [];
  return db
    .insert(examType)
    .values(rows.map((r) => ({ campusId, ...r })))
    .returning({ id: examType.id });
}

export const examTypeRows = versionedRows(examType);
