import { versionedRows, findByCode } from '../../db/versioned';
import { and, asc, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import {
  academicLevelClassified,
  courseLevelSubject,
  subject,
  subjectGroup,
  subjectGroupRoot,
  subjectGroupRootLevel,
  subjectStandardScore,
} from '../../db/schema/index';
import type { TKey } from '../../db/versioned';
import { teachesSubject } from '../../db/course-level-subject';

export type TRootRow = typeof subjectGroupRoot.$inferSelect & { levelClassifiedIds: string[] };

export async function listRoots(
  db: TQueryable,
  { campusId, levelClassifiedId, ids }: { campusId: string; levelClassifiedId?: string; ids?: string[] },
): Promise<TRootRow[]> {
  const roots = await db
    .select()
    .from(subjectGroupRoot)
    .where(
      and(
        eq(subjectGroupRoot.campusId, campusId),
        ids ? inArray(subjectGroupRoot.id, ids) : undefined,
        levelClassifiedId
          ? exists(
              db
                .select({ one: sql`1` })
                .from(subjectGroupRootLevel)
                .where(
                  and(
                    eq(subjectGroupRootLevel.campusId, subjectGroupRoot.campusId),
                    eq(subjectGroupRootLevel.subjectGroupRootId, subjectGroupRoot.id),
                    eq(subjectGroupRootLevel.levelClassifiedId, levelClassifiedId),
                  ),
                ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(subjectGroupRoot.sortIndex), asc(subjectGroupRoot.code));
  if (roots.length === 0) return [];
  const links = await db
    .select({ rootId: subjectGroupRootLevel.subjectGroupRootId, levelId: subjectGroupRootLevel.levelClassifiedId })
    .from(subjectGroupRootLevel)
    .innerJoin(
      academicLevelClassified,
      and(eq(academicLevelClassified.campusId, subjectGroupRootLevel.campusId), eq(academicLevelClassified.id, subjectGroupRootLevel.levelClassifiedId)),
    )
    .where(
      and(
        eq(subjectGroupRootLevel.campusId, campusId),
        inArray(
          subjectGroupRootLevel.subjectGroupRootId,
          roots.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(academicLevelClassified.sortIndex));
  return roots.map((r) => ({ ...r, levelClassifiedIds: links.filter((l) => l.rootId === r.id).map((l) => l.levelId) }));
}

export const getRoot = (db: TQueryable, key: TKey) => listRoots(db, { campusId: key.campusId, ids: [key.id] }).then((r) => r[0]);

export const findRootByCode = findByCode(subjectGroupRoot);

type TRootValues = Pick<typeof subjectGroupRoot.$inferInsert, 'code' | 'description' | 'descriptionEn' | 'abbreviation' | 'sortIndex'>;
export async function insertRoot(db: TQueryable, { campusId, values }: { campusId: string; values: TRootValues }) {
  const [row] = await db
    .insert(subjectGroupRoot)
    .values({ campusId, ...values })
    .returning();
  return row!;
}

export async function setRootLevels(db: TQueryable, { campusId, rootId, levelIds }: { campusId: string; rootId: string; levelIds: string[] }) {
  await db.delete(subjectGroupRootLevel).where(and(eq(subjectGroupRootLevel.campusId, campusId), eq(subjectGroupRootLevel.subjectGroupRootId, rootId)));
  if (levelIds.length > 0)
    await db
      .insert(subjectGroupRootLevel)
      .values([...new Set(levelIds)].map((levelClassifiedId) => ({ campusId, subjectGroupRootId: rootId, levelClassifiedId })));
}

const groupSelect = {
  group: subjectGroup,
  rootDescription: subjectGroupRoot.description,
  rootDescriptionEn: subjectGroupRoot.descriptionEn,
  levelDescription: academicLevelClassified.description,
  levelDescriptionEn: academicLevelClassified.descriptionEn,
};
export type TGroupRow = {
  group: typeof subjectGroup.$inferSelect;
  rootDescription: string;
  rootDescriptionEn: string;
  levelDescription: string | null;
  levelDescriptionEn: string | null;
};

export function listGroups(db: TQueryable, { campusId, rootId, ids }: { campusId: string; rootId?: string; ids?: string[] }): Promise<TGroupRow[]> {
  return db
    .select(groupSelect)
    .from(subjectGroup)
    .innerJoin(subjectGroupRoot, and(eq(subjectGroupRoot.campusId, subjectGroup.campusId), eq(subjectGroupRoot.id, subjectGroup.subjectGroupRootId)))
    .leftJoin(
      academicLevelClassified,
      and(eq(academicLevelClassified.campusId, subjectGroup.campusId), eq(academicLevelClassified.id, subjectGroup.levelClassifiedId)),
    )
    .where(
      and(
        eq(subjectGroup.campusId, campusId),
        rootId ? eq(subjectGroup.subjectGroupRootId, rootId) : undefined,
        ids ? inArray(subjectGroup.id, ids) : undefined,
      ),
    )
    .orderBy(asc(subjectGroupRoot.sortIndex), asc(subjectGroup.sortIndex), asc(subjectGroup.code));
}

export const getGroup = (db: TQueryable, key: TKey) => listGroups(db, { campusId: key.campusId, ids: [key.id] }).then((r) => r[0]);

export const findGroupByCode = findByCode(subjectGroup);

type TGroupValues = Pick<typeof subjectGroup.$inferInsert, 'code' | 'description' | 'descriptionEn' | 'subjectGroupRootId' | 'levelClassifiedId' | 'sortIndex'>;
export async function insertGroup(db: TQueryable, { campusId, values }: { campusId: string; values: TGroupValues }) {
  const [row] = await db
    .insert(subjectGroup)
    .values({ campusId, ...values })
    .returning();
  return row!;
}

export type TSubjectRow = { subject: typeof subject.$inferSelect; groupDescription: string; groupDescriptionEn: string; rootId: string };
export type TSubjectFilter = {
  campusId: string;
  ids?: string[];
  groupId?: string;
  rootId?: string;
  levelClassifiedId?: string;
  academicCourseLevelId?: string;
  programType?: number;
};

export function listSubjects(db: TQueryable, f: TSubjectFilter): Promise<TSubjectRow[]> {
  return db
    .select({ subject, groupDescription: subjectGroup.description, groupDescriptionEn: subjectGroup.descriptionEn, rootId: subjectGroup.subjectGroupRootId })
    .from(subject)
    .innerJoin(subjectGroup, and(eq(subjectGroup.campusId, subject.campusId), eq(subjectGroup.id, subject.subjectGroupId)))
    .where(
      and(
        eq(subject.campusId, f.campusId),
        f.ids ? inArray(subject.id, f.ids) : undefined,
        f.groupId ? eq(subject.subjectGroupId, f.groupId) : undefined,
        f.rootId ? eq(subjectGroup.subjectGroupRootId, f.rootId) : undefined,
        f.levelClassifiedId
          ? and(
              or(isNull(subjectGroup.levelClassifiedId), eq(subjectGroup.levelClassifiedId, f.levelClassifiedId)),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(subjectGroupRootLevel)
                  .where(
                    and(
                      eq(subjectGroupRootLevel.campusId, subjectGroup.campusId),
                      eq(subjectGroupRootLevel.subjectGroupRootId, subjectGroup.subjectGroupRootId),
                      eq(subjectGroupRootLevel.levelClassifiedId, f.levelClassifiedId),
                    ),
                  ),
              ),
            )
          : undefined,
        f.academicCourseLevelId
          ? teachesSubject(db, {
              campusId: subject.campusId,
              academicCourseLevelId: f.academicCourseLevelId,
              subjectId: subject.id,
              programType: f.programType,
            })
          : undefined,
      ),
    )
    .orderBy(asc(subjectGroup.sortIndex), asc(subject.sortIndex), asc(subject.code));
}

export const getSubject = (db: TQueryable, key: TKey) => listSubjects(db, { campusId: key.campusId, ids: [key.id] }).then((r) => r[0]);

export const findSubjectByCode = findByCode(subject);

type TSubjectValues = Pick<typeof subject.$inferInsert, 'code' | 'description' | 'descriptionEn' | 'abbreviation' | 'subjectGroupId' | 'sortIndex'>;
export async function insertSubject(db: TQueryable, { campusId, values }: { campusId: string; values: TSubjectValues }) {
  const [row] = await db
    .insert(subject)
    .values({ campusId, ...values })
    .returning();
  return row!;
}

/** Records that copied the subject's root (course level subjects) and must move with it. */
export async function syncCourseLevelSubjectRoot(db: TQueryable, { campusId, subjectId, rootId }: { campusId: string; subjectId: string; rootId: string }) {
  await db
    .update(courseLevelSubject)
    .set({ subjectGroupRootId: rootId })
    .where(and(eq(courseLevelSubject.campusId, campusId), eq(courseLevelSubject.subjectId, subjectId)));
}

export async function hasStandardScore(db: TQueryable, { campusId, subjectId }: { campusId: string; subjectId: string }) {
  const rows = await db
    .select({ id: subjectStandardScore.id })
    .from(subjectStandardScore)
    .where(and(eq(subjectStandardScore.campusId, campusId), eq(subjectStandardScore.subjectId, subjectId)))
    .limit(1);
  return rows.length > 0;
}

export const subjectRows = versionedRows(subject);
export const subjectGroupRows = versionedRows(subjectGroup);
export const subjectGroupRootRows = versionedRows(subjectGroupRoot);
