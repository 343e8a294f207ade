import type { TRoom, TRoomCreate, TRoomListQuery, TRoomUpdate } from '@school/contract/room/room.schemas';
import type { TTx } from '../../db/engine';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { badRequest, conflict, inUse, notFound, stale } from '../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { khmerDigits } from '../../lib/khmer';
import { pageOffset } from '../../lib/paging';
import { findBuilding } from '../building/index';
import { wireFields } from '../../lib/wire';
import * as repo from './room.repository';

const roomNotFound = () => notFound('រកមិនឃើញបន្ទប់នេះទេ', 'The room was not found');
const codeTaken = (code: string) => conflict(`លេខកូដបន្ទប់ «${code}» មានរួចហើយ`, `The room code "${code}" is already in use`);

function toRoom(row: repo.TRoomDetail): TRoom {
  const fields = ['id', 'code', 'description', 'descriptionEn', 'buildingId', 'buildingCode', 'buildingDescription', 'buildingDescriptionEn'] as const;
  return {
    ...wireFields(row, [...fields, 'floor', 'capacity', 'roomType', 'version']),
    Equipments: row.equipments.map((e) => wireFields(e, ['id', 'description', 'descriptionEn', 'quantity'])),
  };
}

export async function listRooms(deps: TAppDeps, auth: TAuth, query: TRoomListQuery) {
  const { rows, total } = await deps.database.tenant(auth.campusId, (tx) =>
    repo.listRooms(tx, {
      campusId: auth.campusId,
      search: query.search || undefined,
      buildingId: query.buildingId,
      roomType: query.roomType,
      limit: query.pageSize,
      offset: pageOffset(query),
    }),
  );
  return { items: rows.map(toRoom), total };
}

export async function getRoom(deps: TAppDeps, auth: TAuth, id: string): Promise<TRoom> {
  const row = await deps.database.tenant(auth.campusId, (tx) => repo.findRoom(tx, { campusId: auth.campusId, id }));
  if (!row) throw roomNotFound();
  return toRoom(row);
}

/**
 * The room's building must be one of the campus's buildings (the tenant foreign key would refuse another
 * campus's anyway; this answers a field message), and the floor must exist in it.
 */
async function checkPlacement(tx: TTx, campusId: string, body: TRoomCreate) {
  const place = await findBuilding(tx, { campusId, id: body.BuildingId });
  if (!place) {
    const km = 'រកមិនឃើញអគារដែលបានជ្រើសរើសទេ';
    const en = 'The chosen building was not found';
    throw badRequest(km, en, [{ Field: 'BuildingId', Message: km, MessageEn: en }]);
  }
  if (body.Floor > place.floors) {
    const km = `អគារ «${place.code}» មានតែ ${khmerDigits(place.floors)} ជាន់ប៉ុណ្ណោះ`;
    const en = `Building ${place.code} has only ${place.floors} floor${place.floors === 1 ? '' : 's'}`;
    throw badRequest(km, en, [{ Field: 'Floor', Message: km, MessageEn: en }]);
  }
}

const values = (body: TRoomCreate): repo.TRoomValues => ({
  code: body.Code,
  description: body.Description,
  descriptionEn: body.DescriptionEn,
  buildingId: body.BuildingId,
  floor: body.Floor,
  capacity: body.Capacity,
  roomType: body.RoomType,
});

const equipments = (body: TRoomCreate): repo.TEquipmentValues[] =>
  body.Equipments.map((e) => ({ description: e.Description, descriptionEn: e.DescriptionEn, quantity: e.Quantity }));

export async function createRoom(deps: TAppDeps, auth: TAuth, body: TRoomCreate): Promise<TRoom> {
  return deps.database.tenant(auth.campusId, async (tx) => {
    await checkPlacement(tx, auth.campusId, body);
    if (await repo.findRoomByCode(tx, { campusId: auth.campusId, code: body.Code })) throw codeTaken(body.Code);
    try {
      const row = await repo.insertRoom(tx, { campusId: auth.campusId, values: values(body) });
      await repo.replaceEquipments(tx, { campusId: auth.campusId, roomId: row.id, items: equipments(body) });
      const saved = await repo.findRoom(tx, { campusId: auth.campusId, id: row.id });
      return toRoom(saved!);
    } catch (error) {
      if (isUniqueViolation(error, 'room_code_key')) throw codeTaken(body.Code);
      throw error;
    }
  });
}

export async function updateRoom(deps: TAppDeps, auth: TAuth, body: TRoomUpdate): Promise<TRoom> {
  return deps.database.tenant(auth.campusId, async (tx) => {
    const existing = await repo.findRoom(tx, { campusId: auth.campusId, id: body.Id });
    if (!existing) throw roomNotFound();
    if (existing.version !== body.Version) throw stale();
    await checkPlacement(tx, auth.campusId, body);
    if (await repo.findRoomByCode(tx, { campusId: auth.campusId, code: body.Code, exceptId: body.Id })) throw codeTaken(body.Code);
    try {
      const row = await repo.updateRoom(tx, { campusId: auth.campusId, id: body.Id, version: body.Version, values: values(body) });
      if (!row) throw stale();
      await repo.replaceEquipments(tx, { campusId: auth.campusId, roomId: body.Id, items: equipments(body) });
      const saved = await repo.findRoom(tx, { campusId: auth.campusId, id: body.Id });
      return toRoom(saved!);
    } catch (error) {
      if (isUniqueViolation(error, 'room_code_key')) throw codeTaken(body.Code);
      throw error;
    }
  });
}

/**
 * Rooms are referenced by routines and registration rooms as those areas land; their tenant foreign
 * keys refuse the delete, and the refusal is answered as in use with nothing deleted.
 */
export async function deleteRoom(deps: TAppDeps, auth: TAuth, id: string): Promise<void> {
  await deps.database.tenant(auth.campusId, async (tx) => {
    const existing = await repo.findRoom(tx, { campusId: auth.campusId, id });
    if (!existing) throw roomNotFound();
    try {
      await repo.deleteRoom(tx, { campusId: auth.campusId, id });
    } catch (error) {
      if (isForeignKeyViolation(error)) {
        throw inUse(
          `មិនអាចលុបបន្ទប់ «${existing.code}» បានទេ ព្រោះកំពុងប្រើប្រាស់ក្នុងកាលវិភាគ ឬទិន្នន័យផ្សេងទៀត`,
          `Room ${existing.code} cannot be deleted because it is in use`,
        );
      }
      throw error;
    }
  });
}
