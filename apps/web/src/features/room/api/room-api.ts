import { buildingRefs } from '@school/contract/building/building.refs';
import { roomRefs } from '@school/contract/room/room.refs';
import type { TRoom as TRoomWire } from '@school/contract/room/room.schemas';
import { apiPageQuery } from '../../../lib/api-query';
import type { Camelized } from '../../../lib/case';
import { recordApi } from '../../../lib/record-api';

export type TRoom = Camelized<TRoomWire>;

/** Rooms (data-calls §7 'Rooms'). */
export const roomApi = recordApi({
  list: roomRefs.list,
  get: { ref: roomRefs.get, params: (id) => ({ id }) },
  create: roomRefs.create,
  update: roomRefs.update,
  remove: { ref: roomRefs.delete, params: (id) => ({ id }) },
});

/** The buildings a room may stand in (the building list, same call and key as the building screen's). */
export const buildingChoicesQuery = () => apiPageQuery(buildingRefs.list, { query: { pageSize: 500 } });
