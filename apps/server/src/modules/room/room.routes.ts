import type { FastifyInstance } from 'fastify';
import { roomRoutes } from '@school/contract/room/room.routes';
import { addRoute, ok } from '../../http/route';
import * as service from './room.service';

export async function registerRoomRoutes(api: FastifyInstance) {
  addRoute(api, roomRoutes.list, async ({ deps, auth, query }) => {
    const { items, total } = await service.listRooms(deps, auth, query);
    return ok(items, total);
  });
  addRoute(api, roomRoutes.get, async ({ deps, auth, params }) => ok(await service.getRoom(deps, auth, params.id)));
  addRoute(api, roomRoutes.create, async ({ deps, auth, body }) => ok(await service.createRoom(deps, auth, body)));
  addRoute(api, roomRoutes.update, async ({ deps, auth, body }) => ok(await service.updateRoom(deps, auth, body)));
  addRoute(api, roomRoutes.delete, async ({ deps, auth, params }) => {
    await service.deleteRoom(deps, auth, params.id);
    return ok(null);
  });
}
