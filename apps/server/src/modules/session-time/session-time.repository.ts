import { versionedRows } from '../../db/versioned';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { academicLevelClassified, academicSessionTime, academicSessionTimeGroup } from '../../db/schema/index';
import type { TKey } from '../../db/versioned';

export type TSessionTimeRow = { row: typeof academicSessionTime.$inferSelect; levelDescription: string; levelDescriptionEn: string };
export type TSessionTimeValues = Omit<typeof academicSessionTime.$inferInsert, 'campusId' | 'id' | 'version' | 'createdAt' | 'updatedAt'>;

export function listSessionTimes(
  db: TQueryable,
  p: { campusId: string; levelClassifiedId?: string; academicTimeShift?: number; groupId?: string; ids?: string[] },
): Promise<TSessionTimeRow[]> {
  return db
    .select({ row: academicSessionTime, levelDescription: academicLevelClassified.description, levelDescriptionEn: academicLevelClassified.descriptionEn })
    .from(academicSessionTime)
    .innerJoin(
      academicLevelClassified,
      and(eq(academicLevelClassified.campusId, academicSessionTime.campusId), eq(academicLevelClassified.id, academicSessionTime.levelClassifiedId)),
    )
    .where(
      and(
        eq(academicSessionTime.campusId, p.campusId),
        p.levelClassifiedId ? eq(academicSessionTime.levelClassifiedId, p.levelClassifiedId) : undefined,
        p.academicTimeShift !== undefined ? eq(academicSessionTime.academicTimeShift, p.academicTimeShift) : undefined,
        p.groupId ? eq(academicSessionTime.groupId, p.groupId) : undefined,
        p.ids ? inArray(academicSessionTime.id, p.ids) : undefined,
      ),
    )
    .orderBy(
      asc(academicLevelClassified.sortIndex),
      asc(academicSessionTime.academicTimeShift),
      asc(academicSessionTime.fromTime),
      asc(academicSessionTime.sortIndex),
    );
}

export const getSessionTime = (db: TQueryable, key: TKey) => listSessionTimes(db, { campusId: key.campusId, ids: [key.id] }).then((r) => r[0]);

export function listGroups(db: TQueryable, p: { campusId: string; levelClassifiedId?: string; id?: string }) {
  return db
    .select({
      group: academicSessionTimeGroup,
      levelDescription: academicLevelClassified.description,
      levelDescriptionEn: academicLevelClassified.descriptionEn,
    })
    .from(academicSessionTimeGroup)
    .innerJoin(
      academicLevelClassified,
      and(eq(academicLevelClassified.campusId, academicSessionTimeGroup.campusId), eq(academicLevelClassified.id, academicSessionTimeGroup.levelClassifiedId)),
    )
    .where(
      and(
        eq(academicSessionTimeGroup.campusId, p.campusId),
        p.levelClassifiedId ? eq(academicSessionTimeGroup.levelClassifiedId, p.levelClassifiedId) : undefined,
        p.id ? eq(academicSessionTimeGroup.id, p.id) : undefined,
      ),
    )
    .orderBy(asc(academicLevelClassified.sortIndex), asc(academicSessionTimeGroup.academicTimeShift));
}

/** The group of a level and shift, made when missing. */
export async function ensureGroup(
  db: TQueryable,
  p: { campusId: string; levelClassifiedId: string; academicTimeShift: number; description: string; descriptionEn: string },
) {
  await db.insert(academicSessionTimeGroup).values(p).onConflictDoNothing();
  const [row] = await db
    .select({ id: academicSessionTimeGroup.id })
    .from(academicSessionTimeGroup)
    .where(
      and(
        eq(academicSessionTimeGroup.campusId, p.campusId),
        eq(academicSessionTimeGroup.levelClassifiedId, p.levelClassifiedId),
        eq(academicSessionTimeGroup.academicTimeShift, p.academicTimeShift),
      ),
    );
  return row!.id;
}

export async function insertSessionTimes(db: TQueryable, { campusId, rows }: { campusId: string; rows: TSessionTimeValues[] }) {
  if (rows.length === 0) return [];
  return db
    .insert(academicSessionTime)
    .values(rows.map((r) => ({ campusId, ...r })))
    .returning({ id: academicSessionTime.id });
}

export const academicSessionTimeRows = versionedRows(academicSessionTime);
