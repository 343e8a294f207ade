import { crudRoutes } from '../common/crud-routes';
import { ZRoom, ZRoomCreate, ZRoomIdParams, ZRoomListQuery, ZRoomUpdate } from './room.schemas';

export const roomRoutes = crudRoutes({
  path: '/api/room',
  area: 'campus',
  // A lookup: schedules, routines and registration rooms name rooms for every signed-in user.
  read: 'authenticated',
  manage: 'MANAGE_ROOM',
  bodyKind: 'form',
  record: ZRoom,
  list: { summary: 'Rooms of the campus, paged, filtered by building, type and a search on code and descriptions', query: ZRoomListQuery },
  create: { summary: 'Adds a room in a building of the campus; its code is unique in the campus', body: ZRoomCreate },
  update: { path: '/api/room/update', summary: 'Saves a room and replaces its equipment list (optimistic concurrency on Version)', body: ZRoomUpdate },
  delete: { path: '/api/room/{id}', summary: 'Deletes a room that nothing uses', params: ZRoomIdParams },
  get: { path: '/api/room/{id}', access: 'VIEW_NAV_CONFIGURATION_ROOM', summary: 'One room with its equipment', params: ZRoomIdParams },
});
