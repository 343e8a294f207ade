import type { TBuilding, TBuildingCreate, TBuildingListQuery, TBuildingUpdate } from '@school/contract/building/building.schemas';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { badRequest, conflict, inUse, notFound, stale } from '../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { khmerDigits } from '../../lib/khmer';
import { pageOffset } from '../../lib/paging';
import type { TTx } from '../../db/engine';
import * as repo from './building.repository';

export const buildingNotFound = () => notFound('រកមិនឃើញអគារនេះទេ', 'The building was not found');
const codeTaken = (code: string) => conflict(`លេខកូដអគារ «${code}» មានរួចហើយ`, `The building code "${code}" is already in use`);

function toBuilding(row: repo.TBuildingWithRooms): TBuilding {
  return {
    Id: row.id,
    Code: row.code,
    Description: row.description,
    DescriptionEn: row.descriptionEn,
    Floors: row.floors,
    Note: row.note,
    RoomCount: row.roomCount,
    Version: row.version,
  };
}

const values = (body: TBuildingCreate): repo.TBuildingValues => ({
  code: body.Code,
  description: body.Description,
  descriptionEn: body.DescriptionEn,
  floors: body.Floors,
  note: body.Note ?? null,
});

export async function listBuildings(deps: TAppDeps, auth: TAuth, query: TBuildingListQuery) {
  const { rows, total } = await deps.database.tenant(auth.campusId, (tx) =>
    repo.listBuildings(tx, { campusId: auth.campusId, search: query.search || undefined, limit: query.pageSize, offset: pageOffset(query) }),
  );
  return { items: rows.map(toBuilding), total };
}

export async function getBuilding(deps: TAppDeps, auth: TAuth, id: string): Promise<TBuilding> {
  const row = await deps.database.tenant(auth.campusId, (tx) => repo.findBuilding(tx, { campusId: auth.campusId, id }));
  if (!row) throw buildingNotFound();
  return toBuilding(row);
}

async function assertCodeFree(tx: TTx, campusId: string, code: string, exceptId?: string) {
  if (await repo.findBuildingByCode(tx, { campusId, code, exceptId })) throw codeTaken(code);
}

export async function createBuilding(deps: TAppDeps, auth: TAuth, body: TBuildingCreate): Promise<TBuilding> {
  return deps.database.tenant(auth.campusId, async (tx) => {
    await assertCodeFree(tx, auth.campusId, body.Code);
    try {
      const row = await repo.insertBuilding(tx, { campusId: auth.campusId, values: values(body) });
      return toBuilding({ ...row, roomCount: 0 });
    } catch (error) {
      // Another request took the code between the check and the insert.
      if (isUniqueViolation(error, 'building_code_key')) throw codeTaken(body.Code);
      throw error;
    }
  });
}

export async function updateBuilding(deps: TAppDeps, auth: TAuth, body: TBuildingUpdate): Promise<TBuilding> {
  return deps.database.tenant(auth.campusId, async (tx) => {
    const existing = await repo.findBuilding(tx, { campusId: auth.campusId, id: body.Id });
    if (!existing) throw buildingNotFound();
    if (existing.version !== body.Version) throw stale();
    await assertCodeFree(tx, auth.campusId, body.Code, body.Id);
    const highest = await repo.highestRoomFloor(tx, { campusId: auth.campusId, buildingId: body.Id });
    if (body.Floors < highest) {
      const km = `មានបន្ទប់នៅជាន់ទី ${khmerDigits(highest)}។ អគារនេះមិនអាចមានជាន់តិចជាងនេះទេ`;
      const en = `Rooms are on floor ${highest}; the building cannot have fewer floors`;
      throw badRequest(km, en, [{ Field: 'Floors', Message: km, MessageEn: en }]);
    }
    try {
      const row = await repo.updateBuilding(tx, { campusId: auth.campusId, id: body.Id, version: body.Version, values: values(body) });
      if (!row) throw stale();
      return toBuilding({ ...row, roomCount: existing.roomCount });
    } catch (error) {
      if (isUniqueViolation(error, 'building_code_key')) throw codeTaken(body.Code);
      throw error;
    }
  });
}

/** A building with rooms is in use: nothing is deleted and the answer says how many rooms hold it. */
export async function deleteBuilding(deps: TAppDeps, auth: TAuth, id: string): Promise<void> {
  await deps.database.tenant(auth.campusId, async (tx) => {
    const existing = await repo.findBuilding(tx, { campusId: auth.campusId, id });
    if (!existing) throw buildingNotFound();
    const refused = () =>
      inUse(
        `មិនអាចលុបអគារ «${existing.code}» បានទេ ព្រោះមានបន្ទប់ចំនួន ${khmerDigits(existing.roomCount)} នៅក្នុងអគារនេះ`,
        `Building ${existing.code} cannot be deleted: ${existing.roomCount} room${existing.roomCount === 1 ? '' : 's'} belong to it`,
      );
    if (existing.roomCount > 0) throw refused();
    try {
      await repo.deleteBuilding(tx, { campusId: auth.campusId, id });
    } catch (error) {
      // A room added meanwhile, or a future table that references buildings.
      if (isForeignKeyViolation(error))
        throw inUse(`មិនអាចលុបអគារ «${existing.code}» បានទេ ព្រោះកំពុងប្រើប្រាស់`, `Building ${existing.code} cannot be deleted because it is in use`);
      throw error;
    }
  });
}
