import { versionedRows } from '../../db/versioned';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { courseLevel, subject, subjectStandardScore } from '../../db/schema/index';
import type { TKey } from '../../db/versioned';

export type TStandardScoreRow = {
  row: typeof subjectStandardScore.$inferSelect;
  courseLevelDescription: string;
  courseLevelDescriptionEn: string;
  subjectCode: string;
  subjectDescription: string;
  subjectDescriptionEn: string;
};
export type TStandardScoreValues = Omit<typeof subjectStandardScore.$inferInsert, 'campusId' | 'id' | 'version' | 'createdAt' | 'updatedAt'>;

export function listStandardScores(
  db: TQueryable,
  p: { campusId: string; academicYearId?: string; rootId?: string; courseLevelId?: string; programType?: number; ids?: string[] },
): Promise<TStandardScoreRow[]> {
  return db
    .select({
      row: subjectStandardScore,
      courseLevelDescription: courseLevel.description,
      courseLevelDescriptionEn: courseLevel.descriptionEn,
      subjectCode: subject.code,
      subjectDescription: subject.description,
      subjectDescriptionEn: subject.descriptionEn,
    })
    .from(subjectStandardScore)
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, subjectStandardScore.campusId), eq(courseLevel.id, subjectStandardScore.courseLevelId)))
    .innerJoin(subject, and(eq(subject.campusId, subjectStandardScore.campusId), eq(subject.id, subjectStandardScore.subjectId)))
    .where(
      and(
        eq(subjectStandardScore.campusId, p.campusId),
        p.academicYearId ? eq(subjectStandardScore.academicYearId, p.academicYearId) : undefined,
        p.rootId ? eq(subjectStandardScore.subjectGroupRootId, p.rootId) : undefined,
        p.courseLevelId ? eq(subjectStandardScore.courseLevelId, p.courseLevelId) : undefined,
        p.programType !== undefined ? eq(subjectStandardScore.programType, p.programType) : undefined,
        p.ids ? inArray(subjectStandardScore.id, p.ids) : undefined,
      ),
    )
    .orderBy(asc(courseLevel.sortIndex), asc(subjectStandardScore.sortIndex), asc(subject.code));
}

export const getStandardScore = (db: TQueryable, key: TKey) => listStandardScores(db, { campusId: key.campusId, ids: [key.id] }).then((r) => r[0]);

export function findStandardScore(
  db: TQueryable,
  p: { campusId: string; academicYearId: string; courseLevelId: string; programType: number; subjectId: string },
) {
  return db
    .select()
    .from(subjectStandardScore)
    .where(
      and(
        eq(subjectStandardScore.campusId, p.campusId),
        eq(subjectStandardScore.academicYearId, p.academicYearId),
        eq(subjectStandardScore.courseLevelId, p.courseLevelId),
        eq(subjectStandardScore.programType, p.programType),
        eq(subjectStandardScore.subjectId, p.subjectId),
      ),
    )
    .then((rows) => rows[0]);
}

export async function insertStandardScores(db: TQueryable, { campusId, rows }: { campusId: string; rows: TStandardScoreValues[] }) {
  if (rows.length === 0) return [];
  return db
    .insert(subjectStandardScore)
    .values(rows.map((r) => ({ campusId, ...r })))
    .returning({ id: subjectStandardScore.id });
}

export const subjectStandardScoreRows = versionedRows(subjectStandardScore);
