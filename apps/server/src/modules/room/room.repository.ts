import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TQueryable } from '../../db/engine';
import { recordRows } from '../../db/versioned';
import { building, room, roomEquipment } from '../../db/schema/index';
import { containsPattern } from '../../lib/paging';

export type TRoomRow = typeof room.$inferSelect;
export type TEquipmentRow = typeof roomEquipment.$inferSelect;
export type TRoomDetail = TRoomRow & {
  buildingCode: string;
  buildingDescription: string;
  buildingDescriptionEn: string;
  equipments: TEquipmentRow[];
};

const roomWithBuilding = {
  room,
  buildingCode: building.code,
  buildingDescription: building.description,
  buildingDescriptionEn: building.descriptionEn,
};

function listFilter(params: { campusId: string; search?: string; buildingId?: string; roomType?: number }): SQL {
  const conditions = [eq(room.campusId, params.campusId)];
  if (params.buildingId) conditions.push(eq(room.buildingId, params.buildingId));
  if (params.roomType !== undefined) conditions.push(eq(room.roomType, params.roomType));
  if (params.search) {
    const pattern = containsPattern(params.search);
    conditions.push(or(ilike(room.code, pattern), ilike(room.description, pattern), ilike(room.descriptionEn, pattern))!);
  }
  return and(...conditions)!;
}

async function withEquipments(
  db: TQueryable,
  campusId: string,
  rows: Array<{ room: TRoomRow; buildingCode: string; buildingDescription: string; buildingDescriptionEn: string }>,
): Promise<TRoomDetail[]> {
  if (rows.length === 0) return [];
  const equipments = await db
    .select()
    .from(roomEquipment)
    .where(
      and(
        eq(roomEquipment.campusId, campusId),
        inArray(
          roomEquipment.roomId,
          rows.map((r) => r.room.id),
        ),
      ),
    )
    .orderBy(asc(roomEquipment.sortIndex));
  return rows.map((r) => ({
    ...r.room,
    buildingCode: r.buildingCode,
    buildingDescription: r.buildingDescription,
    buildingDescriptionEn: r.buildingDescriptionEn,
    equipments: equipments.filter((e) => e.roomId === r.room.id),
  }));
}

export async function listRooms(
  db: TQueryable,
  params: { campusId: string; search?: string; buildingId?: string; roomType?: number; limit: number; offset: number },
): Promise<{ rows: TRoomDetail[]; total: number }> {
  const where = listFilter(params);
  const rows = await db
    .select(roomWithBuilding)
    .from(room)
    .innerJoin(building, and(eq(building.campusId, room.campusId), eq(building.id, room.buildingId)))
    .where(where)
    .orderBy(asc(sql`upper(${building.code})`), asc(sql`upper(${room.code})`), asc(room.id))
    .limit(params.limit)
    .offset(params.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(room)
    .where(where);
  return { rows: await withEquipments(db, params.campusId, rows), total: Number(count?.total ?? 0) };
}

export async function findRoom(db: TQueryable, { campusId, id }: { campusId: string; id: string }): Promise<TRoomDetail | undefined> {
  const rows = await db
    .select(roomWithBuilding)
    .from(room)
    .innerJoin(building, and(eq(building.campusId, room.campusId), eq(building.id, room.buildingId)))
    .where(and(eq(room.campusId, campusId), eq(room.id, id)));
  return (await withEquipments(db, campusId, rows))[0];
}

/** Another room of the campus with this code (codes compare without case). */
export function findRoomByCode(db: TQueryable, { campusId, code, exceptId }: { campusId: string; code: string; exceptId?: string }) {
  return db
    .select({ id: room.id })
    .from(room)
    .where(and(eq(room.campusId, campusId), sql`upper(${room.code}) = upper(${code})`, exceptId ? ne(room.id, exceptId) : undefined))
    .then((rows) => rows[0]);
}

export type TRoomValues = {
  code: string;
  description: string;
  descriptionEn: string;
  buildingId: string;
  floor: number;
  capacity: number;
  roomType: number;
};

/** Insert answers the row; save (at the version read) and remove answer undefined / false when nothing changed. */
export const { insert: insertRoom, save: updateRoom, remove: deleteRoom } = recordRows(room);

export type TEquipmentValues = { description: string; descriptionEn: string; quantity: number };

/** The equipment list is saved as a whole: the old lines go, the new ones come in order. */
export async function replaceEquipments(
  db: TQueryable,
  { campusId, roomId, items }: { campusId: string; roomId: string; items: TEquipmentValues[] },
): Promise<void> {
  await db.delete(roomEquipment).where(and(eq(roomEquipment.campusId, campusId), eq(roomEquipment.roomId, roomId)));
  if (items.length > 0) {
    await db.insert(roomEquipment).values(items.map((item, sortIndex) => ({ campusId, roomId, sortIndex, ...item })));
  }
}
