import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZRoom, ZRoomCreate, ZRoomIdParams, ZRoomListQuery, ZRoomResponse, ZRoomUpdate } from './room.schemas';

export const roomRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/room',
    area: 'campus',
    // A lookup: schedules, routines and registration rooms name rooms for every signed-in user.
    access: 'authenticated',
    summary: 'Rooms of the campus, paged, filtered by building, type and a search on code and descriptions',
    query: ZRoomListQuery,
    response: ZEnvelope(z.array(ZRoom)),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/room/{id}',
    area: 'campus',
    access: 'VIEW_NAV_CONFIGURATION_ROOM',
    summary: 'One room with its equipment',
    params: ZRoomIdParams,
    response: ZRoomResponse,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/room',
    area: 'campus',
    access: 'MANAGE_ROOM',
    summary: 'Adds a room in a building of the campus; its code is unique in the campus',
    body: ZRoomCreate,
    bodyKind: 'form',
    response: ZRoomResponse,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/room/update',
    area: 'campus',
    access: 'MANAGE_ROOM',
    summary: 'Saves a room and replaces its equipment list (optimistic concurrency on Version)',
    body: ZRoomUpdate,
    bodyKind: 'form',
    response: ZRoomResponse,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/room/{id}',
    area: 'campus',
    access: 'MANAGE_ROOM',
    summary: 'Deletes a room that nothing uses',
    params: ZRoomIdParams,
    response: ZEnvelope(z.null()),
  }),
};
