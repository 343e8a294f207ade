import { queryOptions } from '@tanstack/react-query';
import { roomRefs } from '@school/contract/room/room.refs';
import { apiPageQuery } from '../../../lib/api-query';
import { buildingRefs } from '@school/contract/building/building.refs';
import type { TBuilding as TBuildingWire } from '@school/contract/building/building.schemas';
import type { Camelized } from '../../../lib/case';
import { recordApi } from '../../../lib/record-api';

export type TBuilding = Camelized<TBuildingWire>;

/** Buildings: form bodies (data-calls §7 'Dashboard and campus'). */
export const buildingApi = recordApi({
  list: buildingRefs.list,
  get: { ref: buildingRefs.get, query: (id) => ({ id }) },
  create: buildingRefs.create,
  update: buildingRefs.update,
  remove: { ref: buildingRefs.delete, query: (id) => ({ id }) },
});

/** The rooms of a building (its view page). */
export const roomsOfBuildingQuery = (buildingId: string | undefined) =>
  queryOptions({ ...apiPageQuery(roomRefs.list, { query: { buildingId, pageSize: 500 } }), enabled: Boolean(buildingId) });
