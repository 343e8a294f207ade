import { z } from 'zod';
import { codedRecord } from '../common/fields.schemas';
import { ZDescribed, ZId, ZPageQuery } from '../common/envelope.schemas';
import { zForm } from '../common/form.schemas';
import { zField } from '../campus/campus.fields';

/** A building of the campus (settings → configuration → buildings). */
export const ZBuilding = z.object({
  ...codedRecord,
  Floors: z.number().int(),
  Note: z.string().nullable(),
  /** Rooms in the building: a building with rooms cannot be deleted. */
  RoomCount: z.number().int(),
  Version: z.number().int(),
});
export type TBuilding = z.infer<typeof ZBuilding>;

export const BUILDING_MAX_FLOORS = 100;

const buildingFields = {
  Code: zField.code(),
  ...ZDescribed.shape,
  Floors: zField.int(1, BUILDING_MAX_FLOORS),
  Note: zForm.text(1000),
};

/** `POST /api/building` (form). */
export const ZBuildingCreate = z.strictObject(buildingFields);
export type TBuildingCreate = z.infer<typeof ZBuildingCreate>;

/** `PUT /api/building` (form): the record's Id and the Version that was read. */
export const ZBuildingUpdate = z.strictObject({ Id: zField.id(), Version: zField.version(), ...buildingFields });
export type TBuildingUpdate = z.infer<typeof ZBuildingUpdate>;

export const ZBuildingListQuery = ZPageQuery.extend({ search: z.string().trim().max(100).optional() });
export type TBuildingListQuery = z.infer<typeof ZBuildingListQuery>;

export const ZBuildingIdQuery = z.object({ id: ZId });
