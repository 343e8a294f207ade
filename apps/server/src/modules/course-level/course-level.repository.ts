import { versionedRows, findByCode } from '../../db/versioned';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { levelOfCourseLevel } from '../../db/course-level';
import { gradeOfSubject } from '../../db/teaching';
import type { TQueryable } from '../../db/engine';
import { academicClass, academicCourseLevel, academicLevelClassified, courseLevel, courseLevelSubject, subject } from '../../db/schema/index';
import type { TKey } from '../../db/versioned';
import { teachesSubject } from '../../db/course-level-subject';

export type TCourseLevelRow = { level: typeof courseLevel.$inferSelect; levelDescription: string; levelDescriptionEn: string; levelSort: number };

export function listCourseLevels(
  db: TQueryable,
  { campusId, levelClassifiedId, ids }: { campusId: string; levelClassifiedId?: string; ids?: string[] },
): Promise<TCourseLevelRow[]> {
  return db
    .select({
      level: courseLevel,
      levelDescription: academicLevelClassified.description,
      levelDescriptionEn: academicLevelClassified.descriptionEn,
      levelSort: academicLevelClassified.sortIndex,
    })
    .from(courseLevel)
    .innerJoin(academicLevelClassified, levelOfCourseLevel)
    .where(
      and(
        eq(courseLevel.campusId, campusId),
        levelClassifiedId ? eq(courseLevel.levelClassifiedId, levelClassifiedId) : undefined,
        ids ? inArray(courseLevel.id, ids) : undefined,
      ),
    )
    .orderBy(asc(academicLevelClassified.sortIndex), asc(courseLevel.sortIndex), asc(courseLevel.code));
}

export const getCourseLevel = (db: TQueryable, key: TKey) => listCourseLevels(db, { campusId: key.campusId, ids: [key.id] }).then((r) => r[0]);

export const findCourseLevelByCode = findByCode(courseLevel);

type TCourseLevelValues = Pick<typeof courseLevel.$inferInsert, 'code' | 'description' | 'descriptionEn' | 'levelClassifiedId' | 'sortIndex'>;
export async function insertCourseLevel(db: TQueryable, { campusId, values }: { campusId: string; values: TCourseLevelValues }) {
  const [row] = await db
    .insert(courseLevel)
    .values({ campusId, ...values })
    .returning();
  return row!;
}

// ---- Academic course levels (a grade offered in a year)

export type TAcademicCourseLevelRow = { id: string; academicYearId: string; courseLevel: TCourseLevelRow };

export async function listAcademicCourseLevels(
  db: TQueryable,
  p: {
    campusId: string;
    academicYearId?: string;
    levelClassifiedId?: string;
    courseLevelIds?: string[];
    ids?: string[];
    subjectId?: string;
    programType?: number;
  },
): Promise<TAcademicCourseLevelRow[]> {
  const rows = await db
    .select({
      id: academicCourseLevel.id,
      academicYearId: academicCourseLevel.academicYearId,
      level: courseLevel,
      levelDescription: academicLevelClassified.description,
      levelDescriptionEn: academicLevelClassified.descriptionEn,
      levelSort: academicLevelClassified.sortIndex,
    })
    .from(academicCourseLevel)
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, academicCourseLevel.campusId), eq(courseLevel.id, academicCourseLevel.courseLevelId)))
    .innerJoin(academicLevelClassified, levelOfCourseLevel)
    .where(
      and(
        eq(academicCourseLevel.campusId, p.campusId),
        p.academicYearId ? eq(academicCourseLevel.academicYearId, p.academicYearId) : undefined,
        p.levelClassifiedId ? eq(courseLevel.levelClassifiedId, p.levelClassifiedId) : undefined,
        p.courseLevelIds ? inArray(academicCourseLevel.courseLevelId, p.courseLevelIds) : undefined,
        p.ids ? inArray(academicCourseLevel.id, p.ids) : undefined,
        p.subjectId
          ? teachesSubject(db, {
              campusId: academicCourseLevel.campusId,
              academicCourseLevelId: academicCourseLevel.id,
              subjectId: p.subjectId,
              programType: p.programType,
            })
          : undefined,
      ),
    )
    .orderBy(asc(academicLevelClassified.sortIndex), asc(courseLevel.sortIndex), asc(courseLevel.code));
  return rows.map((r) => ({
    id: r.id,
    academicYearId: r.academicYearId,
    courseLevel: { level: r.level, levelDescription: r.levelDescription, levelDescriptionEn: r.levelDescriptionEn, levelSort: r.levelSort },
  }));
}

export const getAcademicCourseLevel = (db: TQueryable, key: TKey) => listAcademicCourseLevels(db, { campusId: key.campusId, ids: [key.id] }).then((r) => r[0]);

/** The grade's row in the year, made when missing (a class or a subject placement needs it). */
export async function ensureAcademicCourseLevel(
  db: TQueryable,
  { campusId, academicYearId, courseLevelId }: { campusId: string; academicYearId: string; courseLevelId: string },
) {
  await db.insert(academicCourseLevel).values({ campusId, academicYearId, courseLevelId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: academicCourseLevel.id })
    .from(academicCourseLevel)
    .where(
      and(
        eq(academicCourseLevel.campusId, campusId),
        eq(academicCourseLevel.academicYearId, academicYearId),
        eq(academicCourseLevel.courseLevelId, courseLevelId),
      ),
    );
  return row!.id;
}

export async function deleteAcademicCourseLevel(db: TQueryable, { campusId, id }: TKey) {
  await db.delete(academicCourseLevel).where(and(eq(academicCourseLevel.campusId, campusId), eq(academicCourseLevel.id, id)));
}

/** Whether a year has classes of a grade (then the grade stays offered in that year). */
export async function hasClasses(
  db: TQueryable,
  { campusId, academicYearId, courseLevelId }: { campusId: string; academicYearId: string; courseLevelId: string },
) {
  const rows = await db
    .select({ id: academicClass.id })
    .from(academicClass)
    .where(and(eq(academicClass.campusId, campusId), eq(academicClass.academicYearId, academicYearId), eq(academicClass.courseLevelId, courseLevelId)))
    .limit(1);
  return rows.length > 0;
}

// ---- Course level subjects

export type TCourseLevelSubjectRow = {
  row: typeof courseLevelSubject.$inferSelect;
  academicYearId: string;
  courseLevelId: string;
  courseLevelDescription: string;
  courseLevelDescriptionEn: string;
  subjectCode: string;
  subjectDescription: string;
  subjectDescriptionEn: string;
};

export function listCourseLevelSubjects(
  db: TQueryable,
  p: { campusId: string; academicCourseLevelId?: string; academicYearId?: string; rootId?: string; programType?: number; ids?: string[]; subjectId?: string },
): Promise<TCourseLevelSubjectRow[]> {
  return db
    .select({
      row: courseLevelSubject,
      academicYearId: academicCourseLevel.academicYearId,
      courseLevelId: academicCourseLevel.courseLevelId,
      courseLevelDescription: courseLevel.description,
      courseLevelDescriptionEn: courseLevel.descriptionEn,
      subjectCode: subject.code,
      subjectDescription: subject.description,
      subjectDescriptionEn: subject.descriptionEn,
    })
    .from(courseLevelSubject)
    .innerJoin(academicCourseLevel, gradeOfSubject)
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, academicCourseLevel.campusId), eq(courseLevel.id, academicCourseLevel.courseLevelId)))
    .innerJoin(subject, and(eq(subject.campusId, courseLevelSubject.campusId), eq(subject.id, courseLevelSubject.subjectId)))
    .where(
      and(
        eq(courseLevelSubject.campusId, p.campusId),
        p.academicCourseLevelId ? eq(courseLevelSubject.academicCourseLevelId, p.academicCourseLevelId) : undefined,
        p.academicYearId ? eq(academicCourseLevel.academicYearId, p.academicYearId) : undefined,
        p.rootId ? eq(courseLevelSubject.subjectGroupRootId, p.rootId) : undefined,
        p.programType !== undefined ? eq(courseLevelSubject.programType, p.programType) : undefined,
        p.ids ? inArray(courseLevelSubject.id, p.ids) : undefined,
        p.subjectId ? eq(courseLevelSubject.subjectId, p.subjectId) : undefined,
      ),
    )
    .orderBy(asc(courseLevel.sortIndex), asc(courseLevelSubject.sortIndex), asc(subject.code));
}

export const getCourseLevelSubject = (db: TQueryable, key: TKey) => listCourseLevelSubjects(db, { campusId: key.campusId, ids: [key.id] }).then((r) => r[0]);

export function findCourseLevelSubject(db: TQueryable, p: { campusId: string; academicCourseLevelId: string; subjectId: string; programType: number }) {
  return db
    .select()
    .from(courseLevelSubject)
    .where(
      and(
        eq(courseLevelSubject.campusId, p.campusId),
        eq(courseLevelSubject.academicCourseLevelId, p.academicCourseLevelId),
        eq(courseLevelSubject.subjectId, p.subjectId),
        eq(courseLevelSubject.programType, p.programType),
      ),
    )
    .then((rows) => rows[0]);
}

export type TCourseLevelSubjectValues = Pick<
  typeof courseLevelSubject.$inferInsert,
  'academicCourseLevelId' | 'subjectId' | 'subjectGroupRootId' | 'description' | 'descriptionEn' | 'isScoring' | 'programType' | 'sortIndex'
>;
export async function insertCourseLevelSubject(db: TQueryable, { campusId, values }: { campusId: string; values: TCourseLevelSubjectValues }) {
  const [row] = await db
    .insert(courseLevelSubject)
    .values({ campusId, ...values })
    .returning();
  return row!;
}

export const courseLevelRows = versionedRows(courseLevel);
export const courseLevelSubjectRows = versionedRows(courseLevelSubject);
