import { and, asc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { recordRows } from '../../db/versioned';
import { building, room } from '../../db/schema/index';
import { containsPattern } from '../../lib/paging';

export type TBuildingRow = typeof building.$inferSelect;
export type TBuildingWithRooms = TBuildingRow & { roomCount: number };

const roomCount = sql<number>`(select count(*)::int from ${room} r where r.campus_id = ${building}.campus_id and r.building_id = ${building}.id)`;

function listFilter(campusId: string, search: string | undefined): SQL {
  const conditions = [eq(building.campusId, campusId)];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(building.code, pattern), ilike(building.description, pattern), ilike(building.descriptionEn, pattern))!);
  }
  return and(...conditions)!;
}

export async function listBuildings(
  db: TQueryable,
  { campusId, search, limit, offset }: { campusId: string; search?: string; limit: number; offset: number },
): Promise<{ rows: TBuildingWithRooms[]; total: number }> {
  const where = listFilter(campusId, search);
  const rows = await db
    .select({ building, roomCount })
    .from(building)
    .where(where)
    .orderBy(asc(sql`upper(${building.code})`), asc(building.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(building)
    .where(where);
  return { rows: rows.map((r) => ({ ...r.building, roomCount: Number(r.roomCount) })), total: Number(count?.total ?? 0) };
}

export async function findBuilding(db: TQueryable, { campusId, id }: { campusId: string; id: string }): Promise<TBuildingWithRooms | undefined> {
  const [row] = await db
    .select({ building, roomCount })
    .from(building)
    .where(and(eq(building.campusId, campusId), eq(building.id, id)));
  return row ? { ...row.building, roomCount: Number(row.roomCount) } : undefined;
}

/** Another building of the campus with this code (codes compare without case). */
export function findBuildingByCode(db: TQueryable, { campusId, code, exceptId }: { campusId: string; code: string; exceptId?: string }) {
  return db
    .select({ id: building.id })
    .from(building)
    .where(and(eq(building.campusId, campusId), sql`upper(${building.code}) = upper(${code})`, exceptId ? ne(building.id, exceptId) : undefined))
    .then((rows) => rows[0]);
}

export type TBuildingValues = { code: string; description: string; descriptionEn: string; floors: number; note: string | null };

/** Insert answers the row; save (at the version read) and remove answer undefined / false when nothing changed. */
export const { insert: insertBuilding, save: updateBuilding, remove: deleteBuilding } = recordRows(building);

/** The highest floor a room of the building is on (0 without rooms). */
export function highestRoomFloor(db: TQueryable, { campusId, buildingId }: { campusId: string; buildingId: string }): Promise<number> {
  return db
    .select({ floor: sql<number>`coalesce(max(${room.floor}), 0)::int` })
    .from(room)
    .where(and(eq(room.campusId, campusId), eq(room.buildingId, buildingId)))
    .then((rows) => Number(rows[0]?.floor ?? 0));
}
